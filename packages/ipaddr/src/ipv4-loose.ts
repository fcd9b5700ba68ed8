// The WHATWG URL Standard's "IPv4 parser" (§3.5): the inet_aton forms browsers and resolvers read
// as addresses although RFC 3986 §3.2.2 calls them reg-names (`127.1`, `0x7f.1`, `2130706433`).
import { DOT, hexValue, LOWER_X, UPPER_X, ZERO } from './char-table.js';
import {
  EMPTY,
  INVALID_IPV4,
  IPV4_EMPTY_PART,
  IPV4_OCTET_OUT_OF_RANGE,
  IPV4_TOO_MANY_PARTS,
} from './codes.js';
import { fail, lastError } from './failure.js';
import { bytesOf } from './ipv4.js';

const TWO_TO_32 = 0x1_0000_0000;

/**
 * Scans all of `text` with the WHATWG IPv4 parser and returns the 32-bit address, or -1 after
 * recording the failure and the offset of the first character that breaks it.
 */
export function scanIPv4Loose(text: string): number {
  let end = text.length;
  if (end === 0) return fail(EMPTY, 0);
  // WHATWG: one trailing empty part (a final ".") is dropped, as long as another part remains.
  if (end > 1 && text.charCodeAt(end - 1) === DOT) end--;
  let address = 0;
  let i = 0;
  for (let part = 1; ; part++) {
    if (part === 5) return fail(IPV4_TOO_MANY_PARTS, i - 1);
    if (i === end || text.charCodeAt(i) === DOT) return fail(IPV4_EMPTY_PART, i);
    // The IPv4 number parser: "0x"/"0X" selects hex, another leading "0" octal; an empty
    // number after the prefix is 0.
    let radix = 10;
    if (text.charCodeAt(i) === ZERO && i + 1 < end && text.charCodeAt(i + 1) !== DOT) {
      const next = text.charCodeAt(i + 1);
      if (next === LOWER_X || next === UPPER_X) {
        radix = 16;
        i += 2;
      } else {
        radix = 8;
        i++;
      }
    }
    // A non-final part is one byte; the final part fills the 5 - part bytes that remain.
    const lastLimit = 256 ** (5 - part);
    let value = 0;
    let overByte = -1;
    let overLast = -1;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === DOT) break;
      // A hex digit's value is below the radix exactly when it is a digit of that radix.
      const digit = hexValue(c);
      if (digit >= radix) return fail(INVALID_IPV4, i);
      // Clamped so that arbitrarily long parts stay exact in a double; only >= limit matters.
      value = Math.min(value * radix + digit, TWO_TO_32);
      if (overByte < 0 && value > 255) overByte = i;
      if (overLast < 0 && value >= lastLimit) overLast = i;
    }
    if (i === end) {
      if (overLast >= 0) return fail(IPV4_OCTET_OUT_OF_RANGE, overLast);
      return address + value;
    }
    if (overByte >= 0) return fail(IPV4_OCTET_OUT_OF_RANGE, overByte);
    address += value * 256 ** (4 - part);
    i++;
  }
}

/**
 * Parses an IPv4 address the way the WHATWG URL Standard's IPv4 parser (§3.5) does (and inet_aton
 * before it): 1 to 4 parts, each decimal, octal (leading `0`) or hex (`0x`), the last part filling
 * the remaining bytes, one trailing "." allowed. RFC 3986 §3.2.2 reads these forms as reg-names.
 *
 * @throws {@link IPAddressError} with the offset of the first character that breaks the form.
 * @example
 * ```ts
 * parseIPv4Loose('0x7f.1'); // → Uint8Array.of(127, 0, 0, 1)
 * parseIPv4Loose('1.2.3.4.5'); // throws IPAddressError: code 'ipv4-too-many-parts', index 7
 * ```
 */
export function parseIPv4Loose(text: string): Uint8Array {
  const value = scanIPv4Loose(text);
  if (value < 0) throw lastError(text);
  return bytesOf(value);
}

/**
 * Like {@link parseIPv4Loose} (WHATWG URL §3.5), but returns `undefined` instead of throwing.
 *
 * @example
 * ```ts
 * tryParseIPv4Loose('2130706433'); // → Uint8Array.of(127, 0, 0, 1)
 * tryParseIPv4Loose('example'); // → undefined
 * ```
 */
export function tryParseIPv4Loose(text: string): Uint8Array | undefined {
  const value = scanIPv4Loose(text);
  return value < 0 ? undefined : bytesOf(value);
}
