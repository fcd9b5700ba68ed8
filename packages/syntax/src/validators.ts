// RFC 3986 §4 predicates: URI (§3), URI-reference (§4.1), relative-ref (§4.2) and absolute-URI
// (§4.3), and their RFC 3987 IRI counterparts with `iri: true`. They never throw.
import { scanReference } from './scan-reference.js';
import type { ParseOptions } from './types.js';

/** True when `input` is a `URI`: a scheme, and optionally a fragment (§3). */
export function isUri(input: string, options?: ParseOptions): boolean {
  const result = scanReference(input, options?.iri === true, options?.zoneId === true);
  return result !== undefined && result.scheme !== undefined;
}

/** True when `input` is a `URI-reference`: a URI or a relative reference (§4.1). */
export function isUriReference(input: string, options?: ParseOptions): boolean {
  return scanReference(input, options?.iri === true, options?.zoneId === true) !== undefined;
}

/** True when `input` is an `absolute-URI`: a scheme and no fragment (§4.3). */
export function isAbsoluteUri(input: string, options?: ParseOptions): boolean {
  const result = scanReference(input, options?.iri === true, options?.zoneId === true);
  return result !== undefined && result.scheme !== undefined && result.fragment === undefined;
}

/** True when `input` is a `relative-ref`: no scheme (§4.2). */
export function isRelativeReference(input: string, options?: ParseOptions): boolean {
  const result = scanReference(input, options?.iri === true, options?.zoneId === true);
  return result !== undefined && result.scheme === undefined;
}
