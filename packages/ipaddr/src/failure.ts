// The scanners' failure record: a scanner returns -1 and leaves the code and offset here, so that
// the boolean predicates never allocate and never use exceptions for control flow.
import { IPAddressError, type IPAddressErrorCode } from './errors.js';

let recordedCode: IPAddressErrorCode = 'empty';
let recordedIndex = 0;

/** Records why a scan failed and returns the scanners' failure value. */
export function fail(code: IPAddressErrorCode, index: number): -1 {
  recordedCode = code;
  recordedIndex = index;
  return -1;
}

/** The offset recorded by the last failure. */
export function failedIndex(): number {
  return recordedIndex;
}

/**
 * Why the last check that failed ({@link checkIPLiteral}) failed: the code an `IPAddressError`
 * would carry (RFC 3986 §3.2.2, RFC 6874 §2), read without building one (nor the table of
 * messages it needs).
 *
 * @example
 * ```ts
 * checkIPLiteral('http://[1::2::3]/', 7, 16, false); // → 13
 * lastIPAddressErrorCode(); // → 'ipv6-multiple-compression'
 * ```
 */
export function lastIPAddressErrorCode(): IPAddressErrorCode {
  return recordedCode;
}

/** The error for the last recorded failure, about `input`. */
export function lastError(input: string): IPAddressError {
  return new IPAddressError(recordedCode, input, recordedIndex);
}
