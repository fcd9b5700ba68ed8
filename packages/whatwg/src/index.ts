// Public surface of @urikit/whatwg: the URL Standard's URL and URLSearchParams, whatwg-url's
// low-level API, and the standard's validation errors with offsets.
export type { DomainToASCII } from './context.js';
export { createURL, type WhatwgURLConstructor, type WhatwgURLObject } from './url.js';
export { URL } from './url-full.js';
export { URLSearchParams, type URLSearchParamsIterator } from './url-search-params.js';
