// Run by overrides.test.ts in a scratch project: data-urls on data: URLs (it reads them with
// whatwg-url's parseURL, serializeURL and percentDecodeString). Prints one JSON line.
'use strict';
const parseDataURL = require('data-urls');

const inputs = [
  'data:text/plain;charset=utf-8,h%C3%A9llo%20w%F0%9F%98%80rld',
  'data:;base64,SGVsbG8sIFdvcmxkIQ==',
  ' DATA:text/html,<b>hi</b>#fragment',
  'data:text/plain,a b\t\nc',
  'data:image/svg+xml;utf8,%3Csvg%2F%3E',
  'https://example.com/',
  'data:;base64,%%%',
];
const out = inputs.map((input) => {
  const parsed = parseDataURL(input);
  return parsed === null
    ? null
    : { mimeType: parsed.mimeType.toString(), body: Buffer.from(parsed.body).toString('utf8') };
});
console.log(JSON.stringify(out));
