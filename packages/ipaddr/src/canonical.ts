// Address text to canonical text in one call, allocating nothing but the result: the two forms
// a URL host serializer writes (WHATWG URL Standard §3.6), an IPv6 address in RFC 5952 §4 hex
// groups and an IPv4 address of any WHATWG form in dotted decimal.
import { compressedText } from './format-ipv6.js';
import { scanIPv4Loose } from './ipv4-loose.js';
import { readIPv6 } from './ipv6.js';

const words = /* @__PURE__ */ new Uint16Array(8);

/**
 * The RFC 5952 §4 text of an `IPv6address` (RFC 3986 §3.2.2; no brackets, no zone) in hex
 * groups only, as the URL Standard's IPv6 serializer writes it (never the mixed notation of
 * RFC 5952 §5), or `undefined` when `text` is not one. The same as
 * `formatIPv6(parseIPv6(text), { mixed: false })` without the intermediate array.
 *
 * @example
 * ```ts
 * canonicalIPv6('2001:DB8:0:0:0:0:0:1'); // → '2001:db8::1'
 * canonicalIPv6('::ffff:192.0.2.1'); // → '::ffff:c000:201'
 * canonicalIPv6('1::2::3'); // → undefined
 * ```
 */
export function canonicalIPv6(text: string): string | undefined {
  return readIPv6(text, 0, text.length, words) < 0 ? undefined : compressedText(words);
}

/**
 * The dotted-decimal text of an IPv4 address in any form the WHATWG URL Standard's IPv4 parser
 * (§3.5) reads (`0x7f.1`, `017700000001`, `127.1`, a trailing "."), or `undefined` when `text`
 * is not one. The same as `formatIPv4(parseIPv4Loose(text))` without the intermediate bytes.
 *
 * @example
 * ```ts
 * canonicalIPv4Loose('0x7f.1'); // → '127.0.0.1'
 * canonicalIPv4Loose('1.2.3.4.5'); // → undefined
 * ```
 */
export function canonicalIPv4Loose(text: string): string | undefined {
  const value = scanIPv4Loose(text);
  return value < 0
    ? undefined
    : `${value >>> 24}.${(value >>> 16) & 0xff}.${(value >>> 8) & 0xff}.${value & 0xff}`;
}
