// Parsing one argument of resolve or relativize so that a failure says which argument it was:
// the syntax package's UriError becomes the cause of a ResolveError.
import { type ParseOptions, parse, parseSpans, UriError, type UriReference } from '@urikit/syntax';
import { type ResolveArgument, ResolveError } from './errors.js';

/**
 * Parses `input` as a URI reference.
 * @throws {ResolveError} with the UriError's code, input and index, `argument`, and the
 * UriError as `cause`.
 */
export function parseArgument(
  input: string,
  argument: ResolveArgument,
  options: ParseOptions | undefined,
): UriReference {
  try {
    return parse(input, options);
  } catch (error) {
    throw argumentError(error, argument);
  }
}

/**
 * Parses `input` as a URI reference into the offsets of its components (parseSpans).
 * @throws {ResolveError} as {@link parseArgument} does.
 */
export function parseArgumentSpans(
  input: string,
  spans: Int32Array,
  argument: ResolveArgument,
  options: ParseOptions | undefined,
): void {
  try {
    parseSpans(input, spans, options);
  } catch (error) {
    throw argumentError(error, argument);
  }
}

// A UriError as the ResolveError about `argument`; any other error as it is.
function argumentError(error: unknown, argument: ResolveArgument): unknown {
  return error instanceof UriError
    ? new ResolveError(error.code, argument, error.input, error.index, error)
    : error;
}
