// What every parser of this package accepts: a URI as a string, or the components that
// @urikit/syntax's parse returned, written back as RFC 3986 §5.3 recomposes them.

import type { UriComponents } from '@urikit/syntax';
import { checkInput } from './arguments.js';
import { SchemeError, type SchemeName } from './errors.js';

/**
 * A URI as text or as parsed components (RFC 3986 §3); components are recomposed (§5.3)
 * before the scheme-specific parse, so that error offsets refer to that text.
 *
 * @example
 * ```ts
 * const input: SchemeInput = { scheme: 'tel', path: '+1-201-555-0123' };
 * parseTel(input).digits; // → '+12015550123'
 * ```
 */
export type SchemeInput = string | UriComponents;

/**
 * The text of `input`, checked to start with `scheme ":"` (ASCII case-insensitive, §3.1); a
 * value that is not a SchemeInput is the TypeError of the boundary rule, in the name of `fn`.
 */
export function schemeText(
  input: SchemeInput,
  scheme: SchemeName,
  fn: string,
  argument?: string,
): string {
  checkInput(fn, input, argument);
  let text: string;
  if (typeof input === 'string') text = input;
  else {
    // RFC 3986 §5.3: each present component with its delimiter.
    text =
      part('', input.scheme, ':') +
      (input.host === undefined
        ? ''
        : `//${part('', input.userinfo, '@')}${input.host}${part(':', input.port)}`) +
      input.path +
      part('?', input.query) +
      part('#', input.fragment);
  }
  const n = scheme.length;
  for (let i = 0; i <= n; i++) {
    // 0x20 folds ASCII upper case to lower case; scheme names here are lower-case letters.
    if (
      i < n ? (text.charCodeAt(i) | 0x20) !== scheme.charCodeAt(i) : text.charCodeAt(n) !== 0x3a
    ) {
      throw new SchemeError(scheme, 'wrong-scheme', text, i);
    }
  }
  return text;
}

function part(before: string, value: string | undefined, after = ''): string {
  return value === undefined ? '' : before + value + after;
}
