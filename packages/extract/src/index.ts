// Public surface of @urikit/extract: URIs in plain text (RFC 3986 Appendix C delimiters, §4.5
// suffix references, RFC 3987 IRIs), in linear time.
export { extract, extractAll, findFirst } from './extract.js';
export { linkify } from './linkify.js';
export { DEFAULT_SCHEMES } from './options.js';
export type { ExtractOptions, MatchForm, UriMatch } from './types.js';
