// The scanners' failure record: a scanner returns -1 and leaves the code (a number of codes.ts)
// and offset here, so that the boolean predicates never allocate and never use exceptions for
// control flow.
import { CODE_NAMES, EMPTY } from './codes.js';
import { IPAddressError, type IPAddressErrorCode } from './errors.js';

let recordedCode = EMPTY;
let recordedIndex = 0;

/** Records why a scan failed and returns the scanners' failure value. */
export function fail(code: number, index: number): -1 {
  recordedCode = code;
  recordedIndex = index;
  return -1;
}

/** The offset recorded by the last failure. */
export function failedIndex(): number {
  return recordedIndex;
}

/**
 * Why the last check that failed ({@link checkIPLiteral}, {@link checkIPv4}, {@link checkIPv6})
 * failed: the code an `IPAddressError` would carry (RFC 3986 §3.2.2, RFC 6874 §2), read without
 * building one (nor the table of messages it needs).
 *
 * @example
 * ```ts
 * checkIPLiteral('http://[1::2::3]/', 7, 16, false); // → 13
 * lastIPAddressErrorCode(); // → 'ipv6-multiple-compression'
 * ```
 */
export function lastIPAddressErrorCode(): IPAddressErrorCode {
  return CODE_NAMES[recordedCode]!;
}

/**
 * What an IP-literal (RFC 3986 §3.2.2 `IP-literal = "[" ( IPv6address / IPvFuture ) "]"`, RFC
 * 6874 §2 zone IDs) that failed {@link checkIPLiteral} got wrong, in the literal's own terms:
 * `'invalid-ipv6'` for any fault of the IPv6 address (every `ipv6-*` code, and the `ipv4-*`
 * codes of an embedded IPv4 address), `'invalid-ip-literal'` for an empty or malformed
 * literal, else the code itself. It needs no table of every code's name, so a bundle that
 * only checks literals stays small.
 *
 * @example
 * ```ts
 * checkIPLiteral('http://[1::2::3]/', 7, 16, false); // → 13
 * lastIPLiteralErrorCode(); // → 'invalid-ipv6'
 * checkIPLiteral('[::1%25eth0]', 0, 12, false); // → 4
 * lastIPLiteralErrorCode(); // → 'zone-id-not-allowed'
 * ```
 */
export function lastIPLiteralErrorCode(): IPLiteralErrorCode {
  return recordedCode < EMPTY ? 'invalid-ipv6' : LITERAL_CODES[recordedCode - EMPTY]!;
}

// The IP-literal codes of EMPTY and the codes after it (codes.ts), in order.
const LITERAL_CODES: readonly IPLiteralErrorCode[] = [
  'invalid-ip-literal',
  'invalid-ip-literal',
  'invalid-ipvfuture',
  'unclosed-ip-literal',
  'zone-id-not-allowed',
  'invalid-zone-id',
];

/**
 * The codes of {@link lastIPLiteralErrorCode}: an IP-literal's faults (RFC 3986 §3.2.2,
 * RFC 6874 §2) with every fault of the IPv6 address inside as `'invalid-ipv6'`.
 *
 * @example
 * ```ts
 * const code: IPLiteralErrorCode = 'unclosed-ip-literal';
 * ```
 */
export type IPLiteralErrorCode =
  | 'invalid-ipv6'
  | 'invalid-ipvfuture'
  | 'invalid-ip-literal'
  | 'unclosed-ip-literal'
  | 'zone-id-not-allowed'
  | 'invalid-zone-id';

/** The error for the last recorded failure, about `input`. */
export function lastError(input: string): IPAddressError {
  return new IPAddressError(CODE_NAMES[recordedCode]!, input, recordedIndex);
}
