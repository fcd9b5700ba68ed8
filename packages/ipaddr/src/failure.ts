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
 * Why the last check that failed (`checkIPLiteral`) failed: the code an `IPAddressError` would
 * carry, read without building one (nor the table of messages it needs).
 */
export function lastIPAddressErrorCode(): IPAddressErrorCode {
  return recordedCode;
}

/** The error for the last recorded failure, about `input`. */
export function lastError(input: string): IPAddressError {
  return new IPAddressError(recordedCode, input, recordedIndex);
}
