// Preloaded by overrides.test.ts: takes Node's own URL out of `node:url`, so that node-fetch 2
// takes its fallback, whatwg-url's URL (`Url.URL || whatwgUrl.URL`), as it does where the
// runtime has no URL.
'use strict';
require('node:url').URL = undefined;
