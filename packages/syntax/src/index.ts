// Public surface of @urikit/syntax: RFC 3986 / RFC 3987 parse, Appendix B split, §5.3
// recompose and the §4 predicates.
export { requireComponents } from './arguments.js';
export { UriError, type UriErrorCode } from './errors.js';
export { parse, tryParse } from './parse.js';
export {
  parseSpans,
  SPAN_FLAG_HOST_UNREAD,
  SPAN_FLAG_HOST_UPPER,
  SPAN_FLAG_SCHEME_UPPER,
  SPAN_FLAGS,
  SPAN_FRAGMENT_START,
  SPAN_HOST_END,
  SPAN_HOST_START,
  SPAN_PATH_END,
  SPAN_PATH_START,
  SPAN_PORT_START,
  SPAN_QUERY_END,
  SPAN_QUERY_START,
  SPAN_SCHEME_END,
  SPAN_SCHEME_HASH,
  SPAN_USERINFO_END,
  SPANS_LENGTH,
  SPANS_WITH_FLAGS_LENGTH,
  tryParseFlaggedSpans,
  tryParseSpans,
} from './parse-spans.js';
export { recompose } from './recompose.js';
export { split } from './split.js';
export type { HostKind, ParseOptions, UriComponents, UriReference } from './types.js';
export { isAbsoluteUri, isRelativeReference, isUri, isUriReference } from './validators.js';
