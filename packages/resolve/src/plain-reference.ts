// The one-scan check behind resolve's fast path: an RFC 3986 §4.2 relative reference whose path
// is empty or path-noscheme (§3.3), written in plain ASCII, validated without building components.
import { CHAR_CLASS, PATH, QUERY } from '@urikit/percent-encoding';

/**
 * The length of the path of `reference` when it is a relative reference (RFC 3986 §4.2) with no
 * authority and a path that is empty or does not start with "/", made of characters that need
 * no other check: path characters except ":" and "%" (§3.3), then an optional "?" query and
 * "#" fragment of query characters except "%" (§3.4, §3.5). Otherwise -1: the reference may
 * still be valid (a ":" or a pct-encoded triplet, non-ASCII IRI characters, "/" first) or not,
 * and the full parser decides. What it accepts, `parse` accepts with the same path, IRI or not.
 *
 * @example
 * ```ts
 * plainPathEnd('../x/./y?q'); // → 8
 * plainPathEnd('?y'); // → 0
 * plainPathEnd('/g'); // → -1 (an absolute path: the full parser takes it)
 * ```
 */
export function plainPathEnd(reference: string): number {
  const codeAt = String.prototype.charCodeAt; // monomorphic: see remove-dot-segments.ts
  const n = reference.length;
  // An absolute path (or "//" authority) is never plain: say so before reading the rest.
  if (codeAt.call(reference, 0) === 0x2f) return -1;
  let pathEnd = -1;
  let fragment = false;
  for (let i = 0; i < n; i++) {
    const c = codeAt.call(reference, i);
    // ":" in the path could start a scheme (§4.2 forbids it in the first segment): not plain.
    if (c < 128 && (CHAR_CLASS[c]! & (pathEnd < 0 ? PATH : QUERY)) !== 0) {
      if (c === 0x3a && pathEnd < 0) return -1;
    } else if (c === 0x3f && pathEnd < 0) {
      pathEnd = i;
    } else if (c === 0x23 && !fragment) {
      // §3.5: the first "#" ends the path or the query; a second one is not allowed.
      if (pathEnd < 0) pathEnd = i;
      fragment = true;
    } else {
      return -1;
    }
  }
  return pathEnd < 0 ? n : pathEnd;
}
