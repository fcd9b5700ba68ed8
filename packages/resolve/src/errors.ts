// ResolveError: the one error of @urikit/resolve. It names which argument was at fault, since
// resolve and relativize take two references and an offset alone would not say which.
import { errorExcerpt } from '@urikit/percent-encoding';
import type { UriError, UriErrorCode } from '@urikit/syntax';

/**
 * Which argument a {@link ResolveError} is about: `base` and `reference` of RFC 3986 §5.2.2,
 * relativize's `target`, or `path`, the only argument of §5.2.4 removeDotSegments.
 *
 * @example
 * ```ts
 * try {
 *   resolve('http://a/b', 'g h');
 * } catch (error) {
 *   if (error instanceof ResolveError) {
 *     const argument: ResolveArgument = error.argument; // → 'reference'
 *   }
 * }
 * ```
 */
export type ResolveArgument = 'base' | 'reference' | 'target' | 'path';

/**
 * Why a resolution (RFC 3986 §5.2) or relativization failed. Never renamed once released.
 * - every {@link UriErrorCode}: the argument is not a valid reference (`cause` is the UriError);
 * - `'base-not-absolute'`: the base has no scheme (RFC 3986 §5.1 requires one);
 * - `'target-not-absolute'`: relativize's target has no scheme;
 * - `'unreachable-target'`: no reference resolves to the target (its path keeps dot segments
 *   that §5.2.4 would remove);
 * - `'invalid-components'`: a components object breaks the structure of `UriComponents` (a
 *   userinfo or port without a host, a relative path after an authority).
 *
 * @example
 * ```ts
 * let code: ResolveErrorCode | undefined;
 * try {
 *   relativize('http://a/b', 'http://a/c/../d');
 * } catch (error) {
 *   if (error instanceof ResolveError) code = error.code;
 * }
 * // code → 'unreachable-target'
 * ```
 */
export type ResolveErrorCode =
  | UriErrorCode
  | 'base-not-absolute'
  | 'target-not-absolute'
  | 'unreachable-target'
  | 'invalid-components';

// The codes this package raises itself (the others come with their UriError's message).
const descriptions: Partial<Record<ResolveErrorCode, string>> = {
  'base-not-absolute': 'base has no scheme (RFC 3986 §5.1)',
  'target-not-absolute': 'target has no scheme',
  'unreachable-target': 'no reference resolves to this target: its path has a dot segment',
  'invalid-components': 'components do not have the shape of a URI reference',
};

/**
 * Thrown by resolve, resolveComponents and relativize. `index` is the offset in `input` (the
 * faulty argument's text) of the offending character; `argument` names that argument; `cause`
 * is the syntax package's UriError when the argument did not parse. Raised for RFC 3986 §5.1
 * (a base needs a scheme), §5.2 and §4.1 (every argument must be a valid reference).
 *
 * @example
 * ```ts
 * try {
 *   resolve('http://a/b/c/d;p?q', 'g h');
 * } catch (error) {
 *   if (error instanceof ResolveError) console.log(error.code, error.argument, error.index);
 *   // → 'invalid-path-char' 'reference' 1
 * }
 * ```
 */
export class ResolveError extends Error {
  // Declared, not defined: the constructor sets them (in this order, the name last), and a
  // bundle needs no field definitions.
  declare readonly code: ResolveErrorCode;
  declare readonly input: string;
  declare readonly index: number;
  declare readonly argument: ResolveArgument;
  declare readonly cause: UriError | undefined;

  constructor(
    code: ResolveErrorCode,
    argument: ResolveArgument,
    input: string,
    index: number,
    cause?: UriError,
  ) {
    super(
      `${argument}: ${
        cause === undefined
          ? `${descriptions[code] ?? code} at index ${index}\n${errorExcerpt(input, index)}`
          : cause.message
      }`,
    );
    this.code = code;
    this.input = input;
    this.index = index;
    this.argument = argument;
    this.cause = cause;
    this.name = 'ResolveError';
  }
}
