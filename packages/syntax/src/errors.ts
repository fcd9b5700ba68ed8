// UriError: the only error this package throws, with a closed set of codes and the offset of
// the first character that breaks the RFC 3986 §3 / RFC 3987 §2.2 grammar.
import { errorExcerpt } from '@urikit/percent-encoding';

/**
 * Why a string is not a URI reference (RFC 3986 §3–§4, RFC 3987 §2.2), or why components do
 * not recompose (§5.3). A closed union of string literals; a code is never renamed.
 *
 * @example
 * ```ts
 * let code: UriErrorCode | undefined;
 * try {
 *   parse('1http://a');
 * } catch (error) {
 *   if (error instanceof UriError) code = error.code;
 * }
 * // code → 'colon-in-first-segment'
 * ```
 */
export type UriErrorCode =
  | 'empty-scheme'
  | 'invalid-scheme-char'
  | 'scheme-must-start-with-letter'
  | 'colon-in-first-segment'
  | 'invalid-percent-encoding'
  | 'invalid-userinfo-char'
  | 'invalid-host-char'
  | 'invalid-port-char'
  | 'invalid-path-char'
  | 'invalid-query-char'
  | 'invalid-fragment-char'
  | 'invalid-ipv6'
  | 'invalid-ipvfuture'
  | 'invalid-ip-literal'
  | 'unclosed-ip-literal'
  | 'zone-id-not-allowed'
  | 'invalid-zone-id'
  | 'missing-host'
  | 'path-must-be-absolute-or-empty'
  | 'path-starts-with-double-slash'
  | 'invalid-component';

/**
 * Thrown by parse and recompose; `index` is the offset in `input` where the RFC 3986 §3 grammar
 * (RFC 3987 §2.2 for IRIs) breaks, and the message shows a caret under it.
 *
 * @example
 * ```ts
 * try {
 *   parse('http://a/b c');
 * } catch (error) {
 *   if (error instanceof UriError) console.log(error.code, error.index);
 *   // → 'invalid-path-char' 10
 * }
 * ```
 */
export class UriError extends Error {
  // Declared, not defined: the constructor sets them, and a bundle needs no field definitions.
  declare readonly code: UriErrorCode;
  declare readonly input: string;
  declare readonly index: number;

  constructor(code: UriErrorCode, input: string, index: number) {
    super(`${code.replaceAll('-', ' ')} at index ${index}\n${errorExcerpt(input, index)}`);
    this.code = code;
    this.input = input;
    this.index = index;
    this.name = 'UriError';
  }
}
