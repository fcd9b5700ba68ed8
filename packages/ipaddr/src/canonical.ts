// Address text to canonical text in one call, allocating nothing but the result: an IPv4
// address of any WHATWG form (the URL Standard's IPv4 parser, §3.5) in dotted decimal, as a URL
// host serializer writes it (§3.6).
import { requireText } from './arguments.js';
import { scanIPv4Loose } from './ipv4-loose.js';

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
 *
 * @throws `TypeError` unless `text` is a string.
 */
export function canonicalIPv4Loose(text: string): string | undefined {
  requireText('canonicalIPv4Loose', text);
  const value = scanIPv4Loose(text);
  return value < 0
    ? undefined
    : `${value >>> 24}.${(value >>> 16) & 0xff}.${(value >>> 8) & 0xff}.${value & 0xff}`;
}
