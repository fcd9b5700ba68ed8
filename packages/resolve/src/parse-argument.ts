// Parsing one argument of resolve or relativize so that a failure says which argument it was:
// the syntax package's UriError becomes the cause of a ResolveError.
import { type ParseOptions, parse, UriError, type UriReference } from '@urikit/syntax';
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
    if (error instanceof UriError) {
      throw new ResolveError(error.code, argument, error.input, error.index, error);
    }
    throw error;
  }
}
