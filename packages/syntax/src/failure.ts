// The scanners' failure record: a scanner returns false or -1 and leaves the code and offset
// here, so that tryParse and the predicates never build an error or use exceptions.
import { UriError, type UriErrorCode } from './errors.js';

let failedCode: UriErrorCode = 'invalid-component';
let failedIndex = 0;

/** Records why a scan failed; returns the scanners' failure value. */
export function fail(code: UriErrorCode, index: number): -1 {
  failedCode = code;
  failedIndex = index;
  return -1;
}

/** The error for the last recorded failure, about `input`. */
export function lastError(input: string): UriError {
  return new UriError(failedCode, input, failedIndex);
}

/**
 * Records the failure of a component scan stopped at `index`: a '%' without two hex digits after
 * it (§2.1), else a character the component does not allow (`code`). Returns false, the
 * failure value of scanSpans.
 */
export function failChar(
  input: string,
  index: number,
  code:
    | 'invalid-userinfo-char'
    | 'invalid-host-char'
    | 'invalid-path-char'
    | 'invalid-query-char'
    | 'invalid-fragment-char',
): false {
  fail(input.charCodeAt(index) === 0x25 ? 'invalid-percent-encoding' : code, index);
  return false;
}
