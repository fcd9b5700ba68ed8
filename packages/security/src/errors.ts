// SecurityError: what this package throws for options that would make its answers wrong (a
// marker that adds structure, an address block that is not one, an allowed site that is none); a
// value of the wrong type is the TypeError of the boundary rule (CONTRIBUTING.md).
import { errorExcerpt } from '@urikit/percent-encoding';

/**
 * Why a call was refused. Input strings never are (inspect, redact, checkFetchTarget and
 * checkAddress accept any string); these codes concern non-strings and options. A closed union; a
 * code is never renamed.
 *
 * @example
 * ```ts
 * let code: SecurityErrorCode | undefined;
 * try {
 *   redact('https://a/', { marker: 'a&b' });
 * } catch (error) {
 *   if (error instanceof SecurityError) code = error.code;
 * }
 * // code → 'invalid-marker'
 * ```
 */
export type SecurityErrorCode = 'invalid-marker' | 'invalid-address-block' | 'invalid-site';

/**
 * Thrown for invalid options; `index` is the offset in
 * `input` (the marker, or the address block) of the offending character (RFC 3986 §2.3 for
 * markers, RFC 4632 §3.1 for blocks).
 *
 * @example
 * ```ts
 * try {
 *   checkAddress('10.0.0.1', { deniedAddresses: ['10.0.0.0/33'] });
 * } catch (error) {
 *   if (error instanceof SecurityError) console.log(error.code, error.index);
 *   // → 'invalid-address-block' 9
 * }
 * ```
 */
export class SecurityError extends Error {
  declare readonly code: SecurityErrorCode;
  declare readonly input: string;
  declare readonly index: number;

  constructor(code: SecurityErrorCode, input: string, index: number) {
    super(`${code.replaceAll('-', ' ')} at index ${index}\n${errorExcerpt(input, index)}`);
    this.code = code;
    this.input = input;
    this.index = index;
    this.name = 'SecurityError';
  }
}
