// Public surface of @urikit/normalize-url: normalize-url 10's default export (and the same
// function by name) and its Options type.
export { normalizeUrl as default, normalizeUrl } from './normalize-url.js';
export type { Filter, Options } from './options.js';
