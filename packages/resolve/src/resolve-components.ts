// RFC 3986 §5.2.2 transform references on components (with the §5.2.3 merge and §5.2.4 dot
// removal), strict by default, whose result always recomposes (§5.3).
import { requireOptions } from '@urikit/percent-encoding';
import { type ParseOptions, requireComponents, type UriComponents } from '@urikit/syntax';
import { RESOLVE_OPTIONS } from './arguments.js';
import { type ResolveArgument, ResolveError } from './errors.js';
import { escapeDoubleSlash } from './escape-double-slash.js';
import { mergePaths } from './merge-paths.js';
import { removeDotSegments } from './remove-dot-segments.js';
import { sameScheme } from './same-scheme.js';

/**
 * Options of resolve and resolveComponents: RFC 3986 §5.2.2 strict or non-strict resolution,
 * plus the parse options (RFC 3987 IRIs, RFC 6874 zone IDs) for the string forms.
 *
 * @example
 * ```ts
 * const options: ResolveOptions = { strict: false };
 * resolve('http://a/b/c/d;p?q', 'http:g', options); // → 'http://a/b/c/g'
 * ```
 */
export interface ResolveOptions extends ParseOptions {
  /**
   * `true` (the default) is §5.2.2's strict parser: a reference with a scheme is absolute.
   * `false` ignores a reference's scheme when it equals the base's (compared ignoring case),
   * the backward-compatible reading of §5.2.2 and §5.4.2 (`http:g` → `http://a/b/c/g`).
   */
  strict?: boolean | undefined;
}

/**
 * Resolves `reference` against `base` (RFC 3986 §5.2.2). The base must have a scheme (§5.1);
 * its fragment is ignored. The components are taken as {@link @urikit/syntax!parse} returns
 * them (they are not re-validated character by character). The result recomposes (§5.3): a
 * path without authority that would start with "//" is written "/.//…" (see the README).
 *
 * @throws {ResolveError} `'base-not-absolute'` when the base has no scheme,
 * `'invalid-components'` when either object breaks the structure of UriComponents (a userinfo
 * or port without a host, a path that does not start with `/` after an authority).
 * @throws {TypeError} when either is not an object, its path not a string, another component
 * neither a string nor undefined, or `options` not ResolveOptions.
 * @example
 * ```ts
 * resolveComponents({ scheme: 'http', host: 'a', path: '/b/c/d;p', query: 'q' }, { path: '../g' });
 * // → { scheme: 'http', userinfo: undefined, host: 'a', port: undefined, path: '/b/g',
 * //     query: undefined, fragment: undefined }
 * ```
 */
export function resolveComponents(
  base: UriComponents,
  reference: UriComponents,
  options?: ResolveOptions,
): UriComponents {
  base = checkShape(base, 'base');
  reference = checkShape(reference, 'reference');
  options = requireOptions('resolveComponents', options, RESOLVE_OPTIONS);
  const baseScheme = base.scheme;
  if (baseScheme === undefined || baseScheme.length === 0) {
    throw new ResolveError('base-not-absolute', 'base', baseScheme ?? '', 0);
  }
  let scheme = reference.scheme;
  // §5.2.2: "if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme)".
  if (scheme !== undefined && options?.strict === false && sameScheme(scheme, baseScheme)) {
    scheme = undefined;
  }
  if (scheme !== undefined) {
    return {
      scheme,
      userinfo: reference.userinfo,
      host: reference.host,
      port: reference.port,
      path: escapeDoubleSlash(removeDotSegments(reference.path), reference.host !== undefined),
      query: reference.query,
      fragment: reference.fragment,
    };
  }
  if (reference.host !== undefined) {
    return {
      scheme: baseScheme,
      userinfo: reference.userinfo,
      host: reference.host,
      port: reference.port,
      path: removeDotSegments(reference.path),
      query: reference.query,
      fragment: reference.fragment,
    };
  }
  const path = reference.path;
  const hasAuthority = base.host !== undefined;
  let resolved: string;
  let query = reference.query;
  if (path.length === 0) {
    // §5.2.2 keeps the base path as it is here, dot segments included.
    resolved = base.path;
    if (query === undefined) query = base.query;
  } else {
    const merged = path.charCodeAt(0) === 0x2f ? path : mergePaths(base.path, hasAuthority, path);
    resolved = escapeDoubleSlash(removeDotSegments(merged), hasAuthority);
  }
  return {
    scheme: baseScheme,
    userinfo: base.userinfo,
    host: base.host,
    port: base.port,
    path: resolved,
    query,
    fragment: reference.fragment,
  };
}

// The structural rules of UriComponents that resolution relies on: strings where strings are
// due, userinfo and port only with a host, and (§3.3) a path that is empty or starts with '/'
// when there is an authority. Characters are the parser's business, not checked here.
// Types first (the boundary rule of CONTRIBUTING.md: a TypeError), then the structure.
/** Checks `components` and answers them as read, once (requireComponents' copy). */
function checkShape(given: UriComponents, argument: ResolveArgument): UriComponents {
  const components = requireComponents('resolveComponents', argument, given);
  const { userinfo, host, port, path } = components;
  if (host === undefined && (userinfo !== undefined || port !== undefined)) {
    throw new ResolveError('invalid-components', argument, '', 0);
  }
  if (host !== undefined && path.length > 0 && path.charCodeAt(0) !== 0x2f) {
    throw new ResolveError('invalid-components', argument, path, 0);
  }
  return components;
}
