// Parsing one argument of resolve or relativize so that a failure says which argument it was:
// the syntax package's UriError becomes the cause of a ResolveError.
import { type ParseOptions, parse, tryParse, UriError, type UriReference } from '@urikit/syntax';
import { type ResolveArgument, ResolveError } from './errors.js';

/**
 * Parses `input` as a URI reference (RFC 3986 §4.1) with tryParse, the fast way, and only when
 * that fails, with `fail`, again with parse for its error.
 * @throws {ResolveError} with `fail`, with the UriError's code, input and index, `argument`,
 * and the UriError as `cause`.
 */
export function parseArgument(
  input: string,
  argument: ResolveArgument,
  options: ParseOptions | undefined,
): UriReference;
export function parseArgument(
  input: string,
  argument: ResolveArgument,
  options: ParseOptions | undefined,
  fail: boolean,
): UriReference | undefined;
export function parseArgument(
  input: string,
  argument: ResolveArgument,
  options: ParseOptions | undefined,
  fail = true,
): UriReference | undefined {
  const components = tryParse(input, options);
  if (components !== undefined || !fail) return components;
  try {
    return parse(input, options);
  } catch (error) {
    if (error instanceof UriError) {
      throw new ResolveError(error.code, argument, error.input, error.index, error);
    }
    throw error;
  }
}
