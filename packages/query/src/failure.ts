// Where the last failed scan stopped: scanners return undefined and fill this in, so that the
// try… functions allocate no error and the throwing ones create exactly one, after the scan.
import { QueryError, type QueryErrorCode } from './errors.js';

export const failure: { code: QueryErrorCode; index: number } = {
  code: 'invalid-percent-encoding',
  index: 0,
};

/** Records a failure and returns `undefined`, for scanners to `return fail(…)`. */
export function fail(code: QueryErrorCode, index: number): undefined {
  failure.code = code;
  failure.index = index;
  return undefined;
}

/** The QueryError of the last failure, about `input`. */
export function lastError(input: string): QueryError {
  return new QueryError(failure.code, input, failure.index);
}
