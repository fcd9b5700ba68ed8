// @urikit/ipaddr: IPv4, IPv6, IPvFuture and zone IDs of RFC 3986 §3.2.2 and RFC 6874, RFC 5952
// text, and the IANA special-purpose address registries.
export { canonicalIPv4Loose } from './canonical.js';
export { IPAddressError, type IPAddressErrorCode } from './errors.js';
export {
  type IPLiteralErrorCode,
  lastIPAddressErrorCode,
  lastIPLiteralErrorCode,
} from './failure.js';
export { type FormatIPv6Options, formatIPv6 } from './format-ipv6.js';
export {
  checkIPLiteral,
  type IPLiteral,
  type IPLiteralOptions,
  type IPv6Literal,
  type IPvFutureLiteral,
  isIPLiteral,
  parseIPLiteral,
  tryParseIPLiteral,
} from './ip-literal.js';
export { checkIPv4, formatIPv4, isIPv4, parseIPv4, tryParseIPv4 } from './ipv4.js';
export { parseIPv4Loose, tryParseIPv4Loose } from './ipv4-loose.js';
export { isIPv6, parseIPv6, tryParseIPv6 } from './ipv6.js';
export { isPublicUnicast } from './public-unicast.js';
export { classify, type SpecialPurposeName } from './special-purpose.js';
