// Public surface of @urikit/percent-encoding: RFC 3986 §2 character classes,
// percent-encoding per component, decoding and §6.2.2 normalization.
export {
  type ArgumentType,
  argumentError,
  type OptionTypes,
  requireOptions,
  requireString,
  requireType,
} from './arguments.js';
export { CHAR_CLASS, HEX_UPPER, HEX_VALUE, hasClass, hexValue } from './char-classes.js';
export {
  ALPHA,
  DIGIT,
  FRAGMENT,
  GEN_DELIMS,
  HEXDIG,
  IPVFUTURE,
  PATH,
  PCHAR,
  QUERY,
  REG_NAME,
  RESERVED,
  SCHEME,
  SEGMENT_NZ_NC,
  SUB_DELIMS,
  UNRESERVED,
  USERINFO,
} from './class-bits.js';
export type { PercentDecodeOptions } from './decode.js';
export {
  pctCodePointAt,
  percentDecode,
  percentDecodeBytes,
  tryPercentDecode,
  tryPercentDecodeBytes,
} from './decode.js';
export type { PercentEncodeSet } from './encode.js';
export { percentEncode, percentEncodeBytes, tryPercentEncode } from './encode.js';
export type { PercentEncodingErrorCode } from './errors.js';
export { PercentEncodingError } from './errors.js';
export { errorExcerpt } from './excerpt.js';
export { normalizePercentEncoding } from './normalize.js';
export { pctOctetAt } from './pct-encoded.js';
