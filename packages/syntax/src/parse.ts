// RFC 3986 §4.1 parse (RFC 3987 §2.2 for IRIs): the components of a valid reference, or a
// UriError with the offset where the grammar breaks.
import { lastError } from './failure.js';
import { scanChars } from './scan-chars.js';
import { scanReference } from './scan-reference.js';
import type { ParseOptions, UriReference } from './types.js';

/**
 * Validates `input` as a `URI-reference` (an `IRI-reference` with `iri: true`) and returns its
 * components as written: nothing is trimmed, case-folded or decoded. Implements RFC 3986 §4.1
 * (RFC 3987 §2.2 with `iri: true`, RFC 6874 §2 with `zoneId: true`).
 *
 * @throws {UriError} when `input` is not a reference; `index` is where the grammar breaks.
 * @example
 * ```ts
 * parse('http://a/b?q#f');
 * // → { scheme: 'http', userinfo: undefined, host: 'a', port: undefined, path: '/b',
 * //     query: 'q', fragment: 'f', hostKind: 'reg-name' }
 * parse('//[::1]:80/x').hostKind; // → 'ipv6'
 * ```
 */
export function parse(input: string, options?: ParseOptions): UriReference {
  const result = scanReference(input, options?.iri === true, options?.zoneId === true, scanChars);
  if (result === undefined) throw lastError(typeof input === 'string' ? input : '');
  return result;
}

/**
 * Like {@link parse} (RFC 3986 §4.1, RFC 3987 §2.2 with `iri: true`), but returns undefined
 * instead of throwing.
 *
 * @example
 * ```ts
 * tryParse('http://a b'); // → undefined
 * tryParse('x:y')?.path; // → 'y'
 * ```
 */
export function tryParse(input: string, options?: ParseOptions): UriReference | undefined {
  return scanReference(input, options?.iri === true, options?.zoneId === true, scanChars);
}
