// Public surface of @urikit/syntax: RFC 3986 / RFC 3987 parse, Appendix B split, §5.3
// recompose and the §4 predicates.
export { UriError, type UriErrorCode } from './errors.js';
export { parse, tryParse } from './parse.js';
export { recompose } from './recompose.js';
export { split } from './split.js';
export type { HostKind, ParseOptions, UriComponents, UriReference } from './types.js';
export { isAbsoluteUri, isRelativeReference, isUri, isUriReference } from './validators.js';
