// Public surface of @urikit/idn: Punycode (RFC 3492) and UTS #46 ToASCII / ToUnicode.
export { IdnaError, type IdnaErrorCode } from './errors.js';
export {
  checkHostname,
  type HostnameOptions,
  type Idna2008ErrorCode,
  type Idna2008Failure,
  type Idna2008Property,
  idna2008Property,
  isHostname,
  isIdnHostname,
} from './idna2008.js';
export { DEFAULT_OPTIONS, type IdnaOptions, URL_STANDARD_OPTIONS } from './options.js';
export {
  punycodeDecode,
  punycodeEncode,
  tryPunycodeDecode,
  tryPunycodeEncode,
} from './punycode-api.js';
export { UNICODE_VERSION } from './tables.generated.js';
export { toASCII, tryToASCII } from './to-ascii.js';
export { type ToUnicodeResult, toUnicode } from './to-unicode.js';
