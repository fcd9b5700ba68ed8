// IPv6 text: every alternative of `IPv6address` (RFC 3986 §3.2.2, RFC 4291 §2.2), hex digits in
// either case, an embedded `ls32` IPv4 only in the last 32 bits, parsed in one charCodeAt pass.
import { requireSlice, requireText } from './arguments.js';
import { COLON, DOT, hexValue, NOT_HEX } from './char-table.js';
import {
  EMPTY,
  INVALID_IPV6,
  IPV6_GROUP_TOO_LONG,
  IPV6_INVALID_IPV4_POSITION,
  IPV6_MULTIPLE_COMPRESSION,
  IPV6_TOO_FEW_GROUPS,
  IPV6_TOO_MANY_GROUPS,
} from './codes.js';
import { fail, failedIndex, lastError } from './failure.js';
import { scanIPv4 } from './ipv4.js';

/**
 * Scans `text[start, end)` as an `IPv6address` and returns its shape, or -1 after recording the
 * failure and the offset of the first character that breaks it. The groups land in `words` as
 * written, those after "::" not yet moved to the end: the shape is the number of groups written,
 * plus 16 × (1 + the number before "::") when there is one (so exactly 8 without "::"). Checks
 * stop here; {@link readIPv6} spreads the groups, so that a bundle which only validates (syntax's
 * host scan) does not carry that step.
 */
export function scanIPv6(text: string, start: number, end: number, words: Uint16Array): number {
  let i = start;
  let count = 0;
  // Where "::" stands, as a count of the groups before it; -1 while there is none.
  let gap = -1;
  if (i === end) return fail(EMPTY, i);
  if (text.charCodeAt(i) === COLON) {
    if (i + 1 === end || text.charCodeAt(i + 1) !== COLON) return fail(INVALID_IPV6, i + 1);
    i += 2;
    gap = 0;
  }
  while (i < end) {
    // RFC 3986 §3.2.2: "::" replaces at least one group, so with it at most seven are written.
    const limit = gap < 0 ? 8 : 7;
    if (count === limit) {
      const tooMany = hexValue(text.charCodeAt(i)) !== NOT_HEX;
      return fail(tooMany ? IPV6_TOO_MANY_GROUPS : INVALID_IPV6, i);
    }
    const groupStart = i;
    let value = 0;
    let decimal = true;
    while (i < end) {
      const digit = hexValue(text.charCodeAt(i));
      if (digit === NOT_HEX) break;
      if (i - groupStart === 4) return fail(IPV6_GROUP_TOO_LONG, i);
      if (digit > 9) decimal = false;
      value = (value << 4) | digit;
      i++;
    }
    if (i === groupStart) return fail(INVALID_IPV6, i);
    if (i < end && text.charCodeAt(i) === DOT) {
      // ls32 = ( h16 ":" h16 ) / IPv4address: the dotted form only fills the last 32 bits.
      if (!decimal) return fail(INVALID_IPV6, i);
      if (count + 2 > limit) return fail(IPV6_TOO_MANY_GROUPS, i);
      if (gap < 0 && count < 6) return fail(IPV6_INVALID_IPV4_POSITION, i);
      const v4 = scanIPv4(text, groupStart, end);
      if (v4 < 0) {
        const at = failedIndex();
        return text.charCodeAt(at) === COLON ? fail(IPV6_INVALID_IPV4_POSITION, at) : v4;
      }
      words[count] = v4 >>> 16;
      words[count + 1] = v4 & 0xffff;
      count += 2;
      break;
    }
    words[count++] = value;
    if (i === end) break;
    if (text.charCodeAt(i) !== COLON) return fail(INVALID_IPV6, i);
    if (count === limit) return fail(IPV6_TOO_MANY_GROUPS, i);
    i++;
    if (i === end) return fail(INVALID_IPV6, i);
    if (text.charCodeAt(i) === COLON) {
      if (gap >= 0) return fail(IPV6_MULTIPLE_COMPRESSION, i);
      gap = count;
      i++;
    }
  }
  if (gap < 0) return count === 8 ? 8 : fail(IPV6_TOO_FEW_GROUPS, end);
  return count + 16 * (gap + 1);
}

/**
 * Like {@link scanIPv6}, and on success leaves the address in `words` (all 8 written) and
 * returns 8.
 */
export function readIPv6(text: string, start: number, end: number, words: Uint16Array): number {
  const shape = scanIPv6(text, start, end, words);
  if (shape < 16) return shape;
  // Slide the groups written after "::" to the end and zero the words it stands for.
  const gap = (shape >> 4) - 1;
  const tail = (shape & 15) - gap;
  for (let k = tail - 1; k >= 0; k--) words[8 - tail + k] = words[gap + k]!;
  words.fill(0, gap, 8 - tail);
  return 8;
}

/**
 * Parses any `IPv6address` of RFC 3986 §3.2.2 (the text forms of RFC 4291 §2.2; no brackets, no
 * zone) into 8 16-bit words.
 *
 * @throws {@link IPAddressError} with the offset of the first character that breaks the grammar.
 * @example
 * ```ts
 * parseIPv6('2001:db8::1'); // → Uint16Array.of(0x2001, 0xdb8, 0, 0, 0, 0, 0, 1)
 * parseIPv6('1::2::3'); // throws IPAddressError: code 'ipv6-multiple-compression', index 5
 * ```
 */
export function parseIPv6(text: string): Uint16Array {
  requireText('parseIPv6', text);
  const words = new Uint16Array(8);
  if (readIPv6(text, 0, text.length, words) < 0) throw lastError(text);
  return words;
}

/**
 * Like {@link parseIPv6} (RFC 3986 §3.2.2, RFC 4291 §2.2), but returns `undefined` instead of
 * throwing.
 *
 * @example
 * ```ts
 * tryParseIPv6('fe80::1%eth0'); // → undefined
 * ```
 */
export function tryParseIPv6(text: string): Uint16Array | undefined {
  requireText('tryParseIPv6', text);
  const words = new Uint16Array(8);
  return readIPv6(text, 0, text.length, words) < 0 ? undefined : words;
}

const scratch = /* @__PURE__ */ new Uint16Array(8);

/**
 * Whether `text` is an RFC 3986 §3.2.2 `IPv6address` (RFC 4291 §2.2; no brackets, no zone);
 * never allocates.
 *
 * @example
 * ```ts
 * isIPv6('::ffff:192.0.2.1'); // → true
 * isIPv6('[::1]'); // → false
 * ```
 */
export function isIPv6(text: string): boolean {
  requireText('isIPv6', text);
  return scanIPv6(text, 0, text.length, scratch) >= 0;
}

/**
 * Checks `text[start, end)` as an RFC 3986 §3.2.2 `IPv6address` (RFC 4291 §2.2; no brackets, no
 * zone) without slicing, allocating or throwing, for scanners that meet one inside a larger
 * string (the inside of a URI's IP-literal): returns -1 when it is one, else the offset in `text`
 * of the first character that breaks the grammar, with the reason in
 * {@link lastIPAddressErrorCode}.
 *
 * @example
 * ```ts
 * checkIPv6('http://[::1]/', 8, 11); // → -1
 * checkIPv6('http://[1::2::3]/', 8, 15); // → 13
 * lastIPAddressErrorCode(); // → 'ipv6-multiple-compression'
 * ```
 *
 * @throws `TypeError` unless `text` is a string and `start` and `end` are numbers.
 */
export function checkIPv6(text: string, start: number, end: number): number {
  // The boundary rule (CONTRIBUTING.md), as checkIPv4: a wrong type is a TypeError in this
  // function's name, not a failure inside the scan (`text.charCodeAt is not a function`).
  requireSlice('checkIPv6', text, start, end);
  return scanIPv6(text, start, end, scratch) < 0 ? failedIndex() : -1;
}
