// SchemeError: the one error of @urikit/schemes, for every scheme-specific syntax it parses
// (RFC 8089, RFC 2397, RFC 6068, RFC 8141, RFC 3966, DID Core §3), with the offending offset.
import { errorExcerpt } from '@urikit/percent-encoding';

/**
 * The scheme a {@link SchemeError} is about.
 *
 * @example
 * ```ts
 * const scheme: SchemeName = new SchemeError('mailto', 'invalid-address', 'mailto:x', 7).scheme;
 * scheme; // → 'mailto'
 * ```
 */
export type SchemeName = 'file' | 'data' | 'mailto' | 'urn' | 'tel' | 'did';

/**
 * Why a scheme-specific parse or build failed. Never renamed once released; the README lists
 * which scheme raises which code.
 * - `'wrong-scheme'`: the input does not start with the scheme's name and `:` (RFC 3986 §3.1);
 * - `'invalid-char'`: a character the scheme's grammar does not allow where it stands;
 * - `'invalid-percent-encoding'`: a `%` not followed by two hex digits, or octets that are not
 *   UTF-8 where text is expected (RFC 3986 §2.1, RFC 3629);
 * - file (RFC 8089): `'invalid-host'`, `'host-on-posix'`, `'encoded-separator'`,
 *   `'not-absolute'`;
 * - data (RFC 2397, fetch §4.2): `'missing-comma'`, `'invalid-media-type'`, `'invalid-base64'`;
 * - mailto (RFC 6068): `'invalid-address'`, `'invalid-header'`;
 * - urn (RFC 8141): `'invalid-nid'`, `'invalid-nss'`, `'invalid-isbn'`, `'invalid-uuid'`,
 *   `'invalid-ietf'`, `'invalid-oid'`;
 * - tel (RFC 3966): `'invalid-number'`, `'invalid-parameter'`, `'missing-phone-context'`,
 *   `'duplicate-parameter'`;
 * - did (DID Core §3): `'invalid-method'`, `'invalid-method-specific-id'`,
 *   `'invalid-parameter'`;
 * - builders: `'invalid-value'`: a field of the object cannot be written so that it parses back.
 *
 * @example
 * ```ts
 * let code: SchemeErrorCode | undefined;
 * try {
 *   parseUrn('urn:a:b');
 * } catch (error) {
 *   if (error instanceof SchemeError) code = error.code;
 * }
 * code; // → 'invalid-nid'
 * ```
 */
export type SchemeErrorCode =
  | 'wrong-scheme'
  | 'invalid-char'
  | 'invalid-percent-encoding'
  | 'invalid-host'
  | 'host-on-posix'
  | 'encoded-separator'
  | 'not-absolute'
  | 'missing-comma'
  | 'invalid-media-type'
  | 'invalid-base64'
  | 'invalid-address'
  | 'invalid-header'
  | 'invalid-nid'
  | 'invalid-nss'
  | 'invalid-isbn'
  | 'invalid-uuid'
  | 'invalid-ietf'
  | 'invalid-oid'
  | 'invalid-number'
  | 'invalid-parameter'
  | 'missing-phone-context'
  | 'duplicate-parameter'
  | 'invalid-method'
  | 'invalid-method-specific-id'
  | 'invalid-value';

/**
 * Thrown by every parser and builder of this package. `index` is the offset in `input` of the
 * character that breaks the scheme's grammar (RFC 3986 §3.1 and the scheme's own RFC); the
 * message ends with {@link errorExcerpt}'s caret under it.
 *
 * @example
 * ```ts
 * try {
 *   parseTel('tel:555-1234');
 * } catch (error) {
 *   if (error instanceof SchemeError) console.log(error.scheme, error.code, error.index);
 *   // → 'tel' 'missing-phone-context' 12
 * }
 * ```
 */
export class SchemeError extends Error {
  // Declared, not emitted as class fields: the constructor assigns them (and in this order).
  declare readonly scheme: SchemeName;
  declare readonly code: SchemeErrorCode;
  declare readonly input: string;
  declare readonly index: number;

  constructor(scheme: SchemeName, code: SchemeErrorCode, input: string, index: number) {
    super(`${scheme}: ${code} at index ${index}\n${errorExcerpt(input, index)}`);
    this.scheme = scheme;
    this.code = code;
    this.input = input;
    this.index = index;
    this.name = 'SchemeError';
  }
}

/** Runs `run` and turns a SchemeError into `undefined`: the body of every `try…` twin. */
export function attempt<R>(run: () => R): R | undefined {
  try {
    return run();
  } catch (error) {
    if (error instanceof SchemeError) return undefined;
    throw error;
  }
}
