// Parsing one argument of resolve or relativize so that a failure says which argument it was:
// the syntax package's UriError becomes the cause of a ResolveError.
import { type ParseOptions, parse, parseSpans, UriError, type UriReference } from '@urikit/syntax';
import { type ResolveArgument, ResolveError } from './errors.js';

/**
 * Parses `input` as a URI reference (RFC 3986 §4.1).
 * @throws {ResolveError} with the UriError's code, input and index, `argument`, and the
 * UriError as `cause`.
 * @example
 * ```ts
 * parseArgument('../g', 'reference', undefined).path; // → '../g'
 * parseArgument('http://a:8o/', 'base', undefined);
 * // throws ResolveError: code 'invalid-port-char', argument 'base', index 10
 * ```
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
 * Parses `input` as a URI reference (RFC 3986 §4.1) into the offsets of its components
 * (parseSpans of @urikit/syntax).
 * @throws {ResolveError} as {@link parseArgument} does.
 * @example
 * ```ts
 * parseArgumentSpans('a b', new Int32Array(SPANS_LENGTH), 'reference', undefined);
 * // throws ResolveError: code 'invalid-path-char', argument 'reference', index 1
 * ```
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
