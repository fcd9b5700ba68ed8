// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"` (RFC 3986 §3.2.2), with RFC 6874's
// `IPv6addrz` zone IDs when enabled.
import { argumentError, requireFlagOption, requireSlice, requireText } from './arguments.js';
import { CLOSE, LOWER_V, OPEN, PERCENT, UPPER_V } from './char-table.js';
import { EMPTY, INVALID_IP_LITERAL, UNCLOSED_IP_LITERAL, ZONE_ID_NOT_ALLOWED } from './codes.js';
import { fail, failedIndex, lastError } from './failure.js';
import { readIPv6, scanIPv6 } from './ipv6.js';
import { scanIPvFuture } from './ipvfuture.js';
import { decodeZoneId, scanZoneId } from './zone-id.js';

/**
 * An IPv6 address in brackets (RFC 3986 §3.2.2), with its zone when `zoneId: true` allowed one
 * (RFC 6874 §2).
 *
 * @example
 * ```ts
 * const literal = parseIPLiteral('[fe80::1%25eth0]', { zoneId: true }) as IPv6Literal;
 * literal.zone; // → 'eth0'
 * ```
 */
export interface IPv6Literal {
  kind: 'ipv6';
  /** The 8 16-bit words of the address. */
  address: Uint16Array;
  /** The zone ID after "%25", percent-decoded (UTF-8): `'[fe80::1%25eth0]'` gives `'eth0'`. */
  zone?: string;
}

/**
 * An `IPvFuture` in brackets (RFC 3986 §3.2.2): `'[v1.x]'` gives version `'1'` and address `'x'`,
 * as written.
 *
 * @example
 * ```ts
 * parseIPLiteral('[v1.x]'); // → { kind: 'ipvfuture', version: '1', address: 'x' }
 * ```
 */
export interface IPvFutureLiteral {
  kind: 'ipvfuture';
  /** The hex digits after "v", as written. */
  version: string;
  /** The text after the ".", as written. */
  address: string;
}

/**
 * What {@link parseIPLiteral} returns: one of the two alternatives of RFC 3986 §3.2.2
 * `IP-literal`, told apart by `kind`.
 *
 * @example
 * ```ts
 * const literal: IPLiteral = parseIPLiteral('[::1]');
 * literal.kind === 'ipv6' ? formatIPv6(literal.address) : literal.address; // → '::1'
 * ```
 */
export type IPLiteral = IPv6Literal | IPvFutureLiteral;

/**
 * Options of {@link parseIPLiteral}, {@link tryParseIPLiteral} and {@link isIPLiteral}: whether
 * the RFC 6874 §2 `IPv6addrz` form is accepted.
 *
 * @example
 * ```ts
 * const options: IPLiteralOptions = { zoneId: true };
 * isIPLiteral('[fe80::1%25eth0]', options); // → true
 * ```
 */
export interface IPLiteralOptions {
  /**
   * Accept RFC 6874 zone IDs (`[fe80::1%25eth0]`). Off by default: RFC 9844 (2025) has made
   * zone IDs in URIs legacy.
   */
  zoneId?: boolean;
}

/**
 * Scans `text[start, end)` as an `IP-literal` (brackets included) and returns the offset where
 * the IPv6 address ends ("%" or "]") or the IPvFuture version ends ("."), or -1 after recording
 * the failure with an offset into `text`. The IPv6 address goes through `ipv6`: readIPv6 to get
 * its words in `words`, or scanIPv6 only to check it (see scanIPv6).
 */
function scanIPLiteral(
  text: string,
  start: number,
  end: number,
  zoneId: boolean,
  words: Uint16Array,
  ipv6: typeof scanIPv6,
): number {
  if (start === end) return fail(EMPTY, start);
  if (text.charCodeAt(start) !== OPEN) return fail(INVALID_IP_LITERAL, start);
  // Searches stop at `end`, so that checking many literals in one long text stays linear.
  // `inner` ends up at the first "]", or at `end` without one: the text inside is still
  // checked, so that the error names the first offset that breaks the grammar; "]" is reported
  // missing at `end` only when nothing else breaks.
  let inner = start + 1;
  while (inner < end && text.charCodeAt(inner) !== CLOSE) inner++;
  if (inner === start + 1) return fail(inner === end ? UNCLOSED_IP_LITERAL : EMPTY, inner);
  let mark: number;
  // IPvFuture = "v" …: ABNF strings are case-insensitive (RFC 5234 §2.3).
  if ((text.charCodeAt(start + 1) | 0x20) === LOWER_V) {
    mark = scanIPvFuture(text, start + 1, inner);
    if (mark < 0) return -1;
  } else {
    mark = start + 1;
    while (mark < inner && text.charCodeAt(mark) !== PERCENT) mark++;
    if (ipv6(text, start + 1, mark, words) < 0) return -1;
    if (mark < inner) {
      if (!zoneId) return fail(ZONE_ID_NOT_ALLOWED, mark);
      if (scanZoneId(text, mark, inner) < 0) return -1;
    }
  }
  if (inner === end) return fail(UNCLOSED_IP_LITERAL, end);
  // Checked after the inside: syntax's host scan relies on a failure just after "]" meaning
  // that the literal itself is whole.
  if (inner !== end - 1) return fail(INVALID_IP_LITERAL, inner + 1);
  return mark;
}

function literalAt(text: string, mark: number, words: Uint16Array): IPLiteral {
  const last = text.length - 1;
  const first = text.charCodeAt(1);
  if (first === LOWER_V || first === UPPER_V) {
    return { kind: 'ipvfuture', version: text.slice(2, mark), address: text.slice(mark + 1, last) };
  }
  if (mark === last) return { kind: 'ipv6', address: words };
  // mark is the "%" of "%25": the zone text starts three characters later.
  return { kind: 'ipv6', address: words, zone: decodeZoneId(text, mark + 3, last) };
}

/**
 * Parses an RFC 3986 §3.2.2 `IP-literal`, brackets included (`'[::1]'`, `'[v1.x]'`, and with
 * `zoneId: true` also the RFC 6874 §2 form `'[fe80::1%25eth0]'`).
 *
 * @throws {@link IPAddressError} whose `index` is an offset into `text`.
 * @example
 * ```ts
 * parseIPLiteral('[::1]'); // → { kind: 'ipv6', address: Uint16Array.of(0, 0, 0, 0, 0, 0, 0, 1) }
 * parseIPLiteral('[fe80::1%25eth0]', { zoneId: true }).zone; // → 'eth0'
 * parseIPLiteral('[fe80::1%25eth0]'); // throws IPAddressError: code 'zone-id-not-allowed', index 8
 * ```
 */
export function parseIPLiteral(text: string, options?: IPLiteralOptions): IPLiteral {
  requireText('parseIPLiteral', text);
  const zoneId = requireFlagOption('parseIPLiteral', options, 'zoneId') === true;
  const words = new Uint16Array(8);
  const mark = scanIPLiteral(text, 0, text.length, zoneId, words, readIPv6);
  if (mark < 0) throw lastError(text);
  return literalAt(text, mark, words);
}

/**
 * Like {@link parseIPLiteral} (RFC 3986 §3.2.2, RFC 6874 §2), but returns `undefined` instead of
 * throwing.
 *
 * @example
 * ```ts
 * tryParseIPLiteral('::1'); // → undefined
 * ```
 */
export function tryParseIPLiteral(text: string, options?: IPLiteralOptions): IPLiteral | undefined {
  requireText('tryParseIPLiteral', text);
  const zoneId = requireFlagOption('tryParseIPLiteral', options, 'zoneId') === true;
  const words = new Uint16Array(8);
  const mark = scanIPLiteral(text, 0, text.length, zoneId, words, readIPv6);
  return mark < 0 ? undefined : literalAt(text, mark, words);
}

const scratch = /* @__PURE__ */ new Uint16Array(8);

/**
 * Whether `text` is an RFC 3986 §3.2.2 `IP-literal` (brackets included; RFC 6874 §2 zone IDs with
 * `zoneId: true`); never allocates.
 *
 * @example
 * ```ts
 * isIPLiteral('[::1]'); // → true
 * isIPLiteral('::1'); // → false
 * ```
 */
export function isIPLiteral(text: string, options?: IPLiteralOptions): boolean {
  requireText('isIPLiteral', text);
  const zoneId = requireFlagOption('isIPLiteral', options, 'zoneId') === true;
  return scanIPLiteral(text, 0, text.length, zoneId, scratch, scanIPv6) >= 0;
}

/**
 * Checks `text[start, end)` as an RFC 3986 §3.2.2 `IP-literal` (brackets included; RFC 6874 §2
 * zone IDs only when `zoneId` is true) without allocating or throwing, for scanners that validate
 * a literal inside a larger string: returns -1 when it is one, else the offset in `text` of the
 * first character that breaks the grammar, with the reason in {@link lastIPAddressErrorCode}.
 *
 * @example
 * ```ts
 * checkIPLiteral('http://[::1]:8080/', 7, 12, false); // → -1
 * checkIPLiteral('http://[1::2::3]/', 7, 16, false); // → 13
 * ```
 */
export function checkIPLiteral(text: string, start: number, end: number, zoneId: boolean): number {
  requireSlice('checkIPLiteral', text, start, end);
  if (typeof zoneId !== 'boolean')
    throw argumentError('checkIPLiteral', 'zoneId', 'a boolean', zoneId);
  return scanIPLiteral(text, start, end, zoneId, scratch, scanIPv6) < 0 ? failedIndex() : -1;
}
