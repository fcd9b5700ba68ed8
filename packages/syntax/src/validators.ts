// RFC 3986 §4 predicates: URI (§3), URI-reference (§4.1), relative-ref (§4.2) and absolute-URI
// (§4.3), and their RFC 3987 IRI counterparts with `iri: true`. They never throw for a string
// (a wrong type is a TypeError, CONTRIBUTING.md).
import { checkInput } from './arguments.js';
import { fragmentStart, scanSpans, schemeEnd } from './scan-reference.js';
import type { ParseOptions } from './types.js';

function scan(fn: string, input: string, options: ParseOptions | undefined): boolean {
  const flags = checkInput(fn, input, options);
  return scanSpans(input, !!(flags & 1), !!(flags & 2));
}

/**
 * True when `input` is a `URI`: a scheme, and optionally a fragment (RFC 3986 §3; RFC 3987 §2.2
 * `IRI` with `iri: true`). Never throws.
 *
 * @example
 * ```ts
 * isUri('http://a/b#f'); // → true
 * isUri('/b'); // → false
 * ```
 */
export function isUri(input: string, options?: ParseOptions): boolean {
  return scan('isUri', input, options) && schemeEnd >= 0;
}

/**
 * True when `input` is a `URI-reference`: a URI or a relative reference (RFC 3986 §4.1; RFC 3987
 * §2.2 `IRI-reference` with `iri: true`). Never throws.
 *
 * @example
 * ```ts
 * isUriReference('../g?q'); // → true
 * isUriReference('http://a b'); // → false
 * ```
 */
export function isUriReference(input: string, options?: ParseOptions): boolean {
  return scan('isUriReference', input, options);
}

/**
 * True when `input` is an `absolute-URI`: a scheme and no fragment (RFC 3986 §4.3; RFC 3987
 * §2.2 `absolute-IRI` with `iri: true`). Never throws.
 *
 * @example
 * ```ts
 * isAbsoluteUri('http://a/b'); // → true
 * isAbsoluteUri('http://a/b#f'); // → false
 * ```
 */
export function isAbsoluteUri(input: string, options?: ParseOptions): boolean {
  return scan('isAbsoluteUri', input, options) && schemeEnd >= 0 && fragmentStart < 0;
}

/**
 * True when `input` is a `relative-ref`: a valid reference without a scheme (RFC 3986 §4.2;
 * RFC 3987 §2.2 `irelative-ref` with `iri: true`). Never throws.
 *
 * @example
 * ```ts
 * isRelativeReference('//a/b'); // → true
 * isRelativeReference('http:g'); // → false
 * ```
 */
export function isRelativeReference(input: string, options?: ParseOptions): boolean {
  return scan('isRelativeReference', input, options) && schemeEnd < 0;
}
