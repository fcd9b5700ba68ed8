// The inverse of RFC 3986 §5.2 resolution: the shortest reference that a base resolves (strict)
// to a given URI, chosen among the §4.2 forms from the most to the least relative.

import { type ParseOptions, tryParse, type UriReference } from '@urikit/syntax';
import { checkReferences } from './arguments.js';
import { ResolveError } from './errors.js';
import { parseArgument } from './parse-argument.js';
import { shortestRelativePath } from './relative-path.js';
import { firstDotSegment } from './remove-dot-segments.js';

const BASE_TARGET = ['base', 'target'] as const;

/**
 * A shortest reference `r` with `resolve(base, r) === target` (strict resolution). Both must
 * be URIs with a scheme. When the target is not one that resolution can produce from this base
 * (its path keeps a "." or ".." segment and is not the base's own path), it throws rather than
 * return a reference that resolves to something else. The inverse of RFC 3986 §5.2, choosing
 * among the §4.2 relative forms.
 *
 * @example
 * ```ts
 * relativize('http://a/b/c/d;p?q', 'http://a/b/g'); // → '../g'
 * relativize('http://a/b/c/d;p?q', 'http://a/b/c/d;p?y'); // → '?y'
 * relativize('http://a/b/c/d;p?q', 'https://a/b'); // → 'https://a/b'
 * relativize('http://a/b', 'http://a/c/../d');
 * // throws ResolveError: code 'unreachable-target', argument 'target', index 11
 * ```
 * @throws {ResolveError} naming the argument at fault: a UriError code when it does not parse,
 * `'base-not-absolute'` / `'target-not-absolute'` without a scheme, `'unreachable-target'`
 * with the index of the target's first dot segment.
 */
export function relativize(base: string, target: string, options?: ParseOptions): string {
  options = checkReferences('relativize', BASE_TARGET, base, target, options, false);
  const b = tryParse(base, options) ?? parseArgument(base, 'base', options);
  if (b.scheme === undefined) throw new ResolveError('base-not-absolute', 'base', base, 0);
  const t = tryParse(target, options) ?? parseArgument(target, 'target', options);
  if (t.scheme === undefined) throw new ResolveError('target-not-absolute', 'target', target, 0);
  const result = relativizeParsed(b, target, t);
  if (result !== undefined) return result;
  const pathStart = target.length - tailLength(t) - t.path.length;
  throw new ResolveError(
    'unreachable-target',
    'target',
    target,
    pathStart + firstDotSegment(t.path),
  );
}

/**
 * Like {@link relativize} (the inverse of RFC 3986 §5.2), but returns undefined where
 * relativize throws.
 *
 * @example
 * ```ts
 * tryRelativize('http://a/b/c', 'http://a/b/d'); // → 'd'
 * tryRelativize('http://a/b', 'http://a/c/../d'); // → undefined
 * ```
 */
export function tryRelativize(
  base: string,
  target: string,
  options?: ParseOptions,
): string | undefined {
  options = checkReferences('tryRelativize', BASE_TARGET, base, target, options, false);
  const b = tryParse(base, options);
  const t = tryParse(target, options);
  if (b?.scheme === undefined || t?.scheme === undefined) return undefined;
  return relativizeParsed(b, target, t);
}

// Each candidate form ends with the target's ["?" query] ["#" fragment], except the empty-path
// form; the shortest wins, the more relative form on a tie.
function relativizeParsed(b: UriReference, target: string, t: UriReference): string | undefined {
  const scheme = t.scheme!;
  const tailStart = target.length - tailLength(t);
  const sameScheme = scheme === b.scheme;
  const sameAuthority =
    sameScheme && t.host === b.host && t.userinfo === b.userinfo && t.port === b.port;

  // §5.2.2 with an empty path keeps the base path verbatim (dot segments and all) and the base
  // query unless the reference has one. Nothing is shorter than what this form needs.
  if (sameAuthority && t.path === b.path) {
    if (t.query === b.query) {
      return t.fragment === undefined ? '' : target.slice(target.length - t.fragment.length - 1);
    }
    if (t.query !== undefined) return target.slice(tailStart);
  }

  // Every other form runs the path through §5.2.4, whose output has no dot segment, except
  // the "/." that resolution puts before a path starting with "//" when there is no authority.
  const path = t.path;
  let reachable = path;
  if (firstDotSegment(path) >= 0) {
    const escaped =
      t.host === undefined &&
      path.charCodeAt(0) === 0x2f &&
      path.charCodeAt(1) === 0x2e &&
      path.charCodeAt(2) === 0x2f &&
      path.charCodeAt(3) === 0x2f;
    reachable = path.slice(2);
    if (!escaped || firstDotSegment(reachable) >= 0) return undefined;
  }

  // The target itself (§4.3 absolute URI), or without its scheme (§4.2 network-path).
  let best = sameScheme && t.host !== undefined ? target.slice(scheme.length + 1) : target;
  if (sameAuthority) {
    const tail = target.slice(tailStart);
    if (path.charCodeAt(0) === 0x2f) {
      // §4.2 absolute-path: "//" would start an authority, and "/." before it keeps the path.
      const doubled = t.host !== undefined && path.charCodeAt(1) === 0x2f;
      const candidate = (doubled ? '/.' + path : path) + tail;
      if (candidate.length <= best.length) best = candidate;
    }
    const relative = shortestRelativePath(b.path, b.host !== undefined, reachable);
    if (relative !== undefined && relative.length + tail.length <= best.length) {
      best = relative + tail;
    }
  }
  return best;
}

// The length of ["?" query] ["#" fragment] at the end of a reference's text.
function tailLength(r: UriReference): number {
  return (
    (r.query === undefined ? 0 : r.query.length + 1) +
    (r.fragment === undefined ? 0 : r.fragment.length + 1)
  );
}
