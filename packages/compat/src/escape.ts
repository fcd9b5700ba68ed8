// uri-js's escapeComponent and unescapeComponent: percent-encoding of data for any
// component (RFC 3986 §2.1, §2.4) and its inverse, UTF-8 (RFC 3629).
import { percentDecode, SUB_DELIMS, UNRESERVED } from '@urikit/percent-encoding';
import { encodeAllBut } from './encoding.js';
import type { Options } from './types.js';

/**
 * Percent-encodes everything but unreserved characters and sub-delims (RFC 3986 §2.2,
 * §2.3) as UTF-8, `%` included; with `iri`, non-ASCII characters stay (RFC 3987 §2.2).
 *
 * @example
 * ```ts
 * escapeComponent('a b/c&d'); // → 'a%20b%2Fc&d'
 * ```
 */
export function escapeComponent(component: string, options?: Options): string {
  return encodeAllBut(String(component), UNRESERVED | SUB_DELIMS, options?.iri === true);
}

/**
 * Decodes every triplet of a component (RFC 3986 §2.1) as UTF-8; a triplet that is not
 * part of well-formed UTF-8 stays as it is. Never throws.
 *
 * @example
 * ```ts
 * unescapeComponent('caf%C3%A9%20%ZZ'); // → 'café %ZZ'
 * ```
 */
export function unescapeComponent(component: string, options?: Options): string {
  // uri-js reads options.iri before it decodes (a getter that throws stops it there too).
  if (component && options) void options.iri;
  return percentDecode(String(component), { invalid: 'keep' });
}
