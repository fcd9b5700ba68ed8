// Strict IPv4 text: `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet`
// (RFC 3986 §3.2.2), parsed in one pass, and its dotted-decimal printing.
import { argumentError, requireSlice, requireText } from './arguments.js';
import { DOT, ZERO } from './char-table.js';
import {
  EMPTY,
  INVALID_IPV4,
  IPV4_EMPTY_PART,
  IPV4_LEADING_ZERO,
  IPV4_OCTET_OUT_OF_RANGE,
  IPV4_TOO_FEW_PARTS,
  IPV4_TOO_MANY_PARTS,
} from './codes.js';
import { fail, failedIndex, lastError } from './failure.js';

/**
 * Scans `text[start, end)` as an `IPv4address` and returns its 32-bit value, or -1 after
 * recording the failure with the offset of the first character that breaks the grammar.
 */
export function scanIPv4(text: string, start: number, end: number): number {
  let i = start;
  let value = 0;
  for (let part = 1; ; part++) {
    // dec-octet
    let octet = i < end ? text.charCodeAt(i) - ZERO : -1;
    if (octet < 0 || octet > 9) {
      if (i === end) return fail(part === 1 ? EMPTY : IPV4_TOO_FEW_PARTS, i);
      return fail(text.charCodeAt(i) === DOT ? IPV4_EMPTY_PART : INVALID_IPV4, i);
    }
    for (i++; i < end; i++) {
      const digit = text.charCodeAt(i) - ZERO;
      if (digit < 0 || digit > 9) break;
      // RFC 3986 §3.2.2: dec-octet "0" stands alone; "01" is a reg-name, not an address.
      if (octet === 0) return fail(IPV4_LEADING_ZERO, i);
      octet = octet * 10 + digit;
      if (octet > 255) return fail(IPV4_OCTET_OUT_OF_RANGE, i);
    }
    value = value * 256 + octet;
    if (i === end) return part === 4 ? value : fail(IPV4_TOO_FEW_PARTS, i);
    if (text.charCodeAt(i) !== DOT) return fail(INVALID_IPV4, i);
    if (part === 4) return fail(IPV4_TOO_MANY_PARTS, i);
    i++;
  }
}

/** The four bytes of a 32-bit value, most significant first. */
export function bytesOf(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  bytes[0] = value >>> 24;
  bytes[1] = (value >>> 16) & 0xff;
  bytes[2] = (value >>> 8) & 0xff;
  bytes[3] = value & 0xff;
  return bytes;
}

/**
 * Parses `IPv4address` exactly as RFC 3986 §3.2.2 writes it: four decimal octets 0–255, no
 * leading zeros, nothing else. Returns the 4 bytes.
 *
 * @throws {@link IPAddressError} with the offset of the first character that breaks the grammar.
 * @example
 * ```ts
 * parseIPv4('192.0.2.1'); // → Uint8Array.of(192, 0, 2, 1)
 * parseIPv4('192.0.2.01'); // throws IPAddressError: code 'ipv4-leading-zero', index 9
 * ```
 */
export function parseIPv4(text: string): Uint8Array {
  requireText('parseIPv4', text);
  const value = scanIPv4(text, 0, text.length);
  if (value < 0) throw lastError(text);
  return bytesOf(value);
}

/**
 * Like {@link parseIPv4} (RFC 3986 §3.2.2), but returns `undefined` instead of throwing.
 *
 * @example
 * ```ts
 * tryParseIPv4('192.0.2.256'); // → undefined
 * ```
 */
export function tryParseIPv4(text: string): Uint8Array | undefined {
  requireText('tryParseIPv4', text);
  const value = scanIPv4(text, 0, text.length);
  return value < 0 ? undefined : bytesOf(value);
}

/**
 * Whether `text` is an RFC 3986 §3.2.2 `IPv4address`; never allocates.
 *
 * @example
 * ```ts
 * isIPv4('192.0.2.1'); // → true
 * isIPv4('127.1'); // → false
 * ```
 */
export function isIPv4(text: string): boolean {
  requireText('isIPv4', text);
  return scanIPv4(text, 0, text.length) >= 0;
}

/**
 * Prints 4 bytes in the dotted decimal of RFC 3986 §3.2.2 `IPv4address` (`192.0.2.1`).
 *
 * @throws `TypeError` unless `bytes` is an object; `RangeError` unless it has 4 entries.
 * @example
 * ```ts
 * formatIPv4(Uint8Array.of(192, 0, 2, 1)); // → '192.0.2.1'
 * ```
 */
export function formatIPv4(bytes: Uint8Array): string {
  if (typeof bytes !== 'object' || bytes === null) {
    throw argumentError('formatIPv4', 'bytes', 'a Uint8Array', bytes);
  }
  if (bytes.length !== 4) throw new RangeError('formatIPv4: bytes must be 4 bytes');
  return `${bytes[0]}.${bytes[1]}.${bytes[2]}.${bytes[3]}`;
}

/**
 * Checks `text[start, end)` as an RFC 3986 §3.2.2 `IPv4address` without slicing, allocating or
 * throwing, for scanners that meet a host inside a larger string: returns -1 when it is one, else
 * the offset in `text` of the first character that breaks the grammar, with the reason in
 * {@link lastIPAddressErrorCode}.
 *
 * @example
 * ```ts
 * checkIPv4('http://192.0.2.1/', 7, 16); // → -1
 * checkIPv4('http://192.0.2.01/', 7, 17); // → 16
 * lastIPAddressErrorCode(); // → 'ipv4-leading-zero'
 * ```
 */
export function checkIPv4(text: string, start: number, end: number): number {
  requireSlice('checkIPv4', text, start, end);
  return scanIPv4(text, start, end) < 0 ? failedIndex() : -1;
}
