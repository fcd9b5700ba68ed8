// RFC 3986 §5.2 reference resolution on strings: each input is parsed once and the result is
// spliced from slices of the two inputs rather than recomposed from components (§5.3). Plain
// relative references skip the parse into components (resolvePlain).
import { tryParse, type UriReference } from '@urikit/syntax';
import { ResolveError } from './errors.js';
import { escapeDoubleSlash } from './escape-double-slash.js';
import { mergePaths } from './merge-paths.js';
import { cleanDirectoryEnd, mergeRelative, parentEnd } from './merge-relative.js';
import { parseArgument } from './parse-argument.js';
import { plainPathEnd } from './plain-reference.js';
import { removeDotSegments } from './remove-dot-segments.js';
import type { ResolveOptions } from './resolve-components.js';
import { sameScheme } from './same-scheme.js';

// A parsed base with the offsets where its path, query and fragment end, computed from the
// component lengths (the input is exactly scheme ":" ["//" authority] path ["?" query]
// ["#" fragment]).
export interface ParsedBase {
  readonly text: string;
  readonly iri: boolean;
  readonly zoneId: boolean;
  readonly components: UriReference;
  readonly scheme: string;
  readonly pathStart: number;
  readonly pathEnd: number;
  readonly queryEnd: number;
  // cleanDirectoryEnd of the path when the base has an authority, else -1, and its parentEnd.
  readonly directory: number;
  readonly parent: number;
}

// Resolving many references against one base is the common case (a document's links), so the
// last base parsed is kept: comparing the text again costs far less than parsing it again.
let lastBase: ParsedBase | undefined;

/**
 * Resolves `reference` against `base` (RFC 3986 §5.2.2, with §5.2.3 merge and §5.2.4 dot
 * removal). Both are validated as URI references (IRI references with `iri: true`); the base
 * must have a scheme (§5.1) and its fragment is ignored. Strict unless `strict: false`.
 *
 * @throws {ResolveError} naming the argument at fault: a UriError code when it does not parse
 * (`cause` is the UriError), `'base-not-absolute'` when the base has no scheme.
 * @example
 * ```ts
 * resolve('http://a/b/c/d;p?q', '../g'); // → 'http://a/b/g'
 * resolve('http://a/b/c/d;p?q', 'http:g'); // → 'http:g'
 * resolve('http://a/b/c/d;p?q', 'http:g', { strict: false }); // → 'http://a/b/c/g'
 * ```
 */
export function resolve(base: string, reference: string, options?: ResolveOptions): string {
  const b = parseBase(base, options, true)!;
  return (
    resolvePlain(base, b, reference) ??
    resolveParsed(
      base,
      b,
      reference,
      tryParse(reference, options) ?? parseArgument(reference, 'reference', options),
      options?.strict === false,
    )
  );
}

/**
 * Like {@link resolve} (RFC 3986 §5.2.2), but returns undefined where resolve throws.
 *
 * @example
 * ```ts
 * tryResolve('http://a/b/c/d;p?q', 'g?y'); // → 'http://a/b/c/g?y'
 * tryResolve('/b', 'g'); // → undefined (the base has no scheme)
 * ```
 */
export function tryResolve(
  base: string,
  reference: string,
  options?: ResolveOptions,
): string | undefined {
  const b = parseBase(base, options, false);
  if (b === undefined) return undefined;
  const plain = resolvePlain(base, b, reference);
  if (plain !== undefined) return plain;
  const r = tryParse(reference, options);
  if (r === undefined) return undefined;
  return resolveParsed(base, b, reference, r, options?.strict === false);
}

// Fast path for the commonest references, a relative path ("../g", "g?y") or none ("?y", "#s",
// ""), in plain ASCII (see plain-reference.ts). It skips parsing the reference into components
// (one validating scan instead, no slices, no object) and the strict/non-strict scheme step (no
// scheme); the rest is what resolveParsed does for the same shapes: the base up to its path or
// query, or mergeRelative when the base has an authority and a clean directory. Undefined
// otherwise, and the full path decides (test/resolve-fast-path.prop.test.ts: same results, same
// errors).
function resolvePlain(base: string, b: ParsedBase, reference: string): string | undefined {
  if (typeof reference !== 'string') return undefined;
  const pathEnd = plainPathEnd(reference);
  if (pathEnd === 0) {
    // §5.2.2 with an empty path: the base's query unless R has one.
    const query = String.prototype.charCodeAt.call(reference, 0) === 0x3f;
    return base.slice(0, query ? b.pathEnd : b.queryEnd) + reference;
  }
  if (pathEnd < 0 || b.directory < 0) return undefined;
  return mergeRelative(base, b.pathStart, b.directory, b.parent, reference, pathEnd);
}

/**
 * The target of `reference` (parsed as `r`) against the base `b` (RFC 3986 §5.2.2): resolve
 * after its fast path. `lenient` is `strict: false`.
 *
 * @example
 * ```ts
 * const base = 'http://a/b/c/d;p?q';
 * resolveParsed(base, parseBase(base, undefined, true)!, '../g', parse('../g'), false); // → 'http://a/b/g'
 * ```
 */
export function resolveParsed(
  base: string,
  b: ParsedBase,
  reference: string,
  r: UriReference,
  lenient: boolean,
): string {
  const path = r.path;
  const query = r.query;
  const fragment = r.fragment;
  // The reference ends with path ["?" query] ["#" fragment]: when the path stays as written,
  // everything from pathStart is copied as one slice, else the tail from tailStart.
  const tailStart =
    reference.length -
    (query === undefined ? 0 : query.length + 1) -
    (fragment === undefined ? 0 : fragment.length + 1);
  const pathStart = tailStart - path.length;

  let scheme = r.scheme;
  // §5.2.2: "if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme)".
  if (scheme !== undefined && lenient && sameScheme(scheme, b.scheme)) scheme = undefined;
  if (scheme !== undefined) {
    // T is R with its dot segments removed: most often the reference itself.
    const cleaned = removeDotSegments(path);
    if (cleaned === path) return reference;
    return (
      reference.slice(0, pathStart) +
      escapeDoubleSlash(cleaned, r.host !== undefined) +
      reference.slice(tailStart)
    );
  }
  if (r.host !== undefined) {
    // T takes R's authority, path and query and the base's scheme. A non-strict reference
    // still has "scheme:" in front of its "//".
    const authorityStart = r.scheme === undefined ? 0 : r.scheme.length + 1;
    const cleaned = removeDotSegments(path);
    if (cleaned === path) return b.scheme + ':' + reference.slice(authorityStart);
    return (
      b.scheme +
      ':' +
      reference.slice(authorityStart, pathStart) +
      cleaned +
      reference.slice(tailStart)
    );
  }
  if (path.length === 0) {
    // T is the base up to its path (kept as it is), then R's query, or else the base's.
    return base.slice(0, query === undefined ? b.queryEnd : b.pathEnd) + reference.slice(pathStart);
  }
  const basePath = b.components.path;
  const hasAuthority = b.components.host !== undefined;
  const rooted = path.charCodeAt(0) === 0x2f;
  // §5.2.3 merge, then §5.2.4. The common relative paths (plain ASCII, against a base with an
  // authority and a clean directory) never get here: resolvePlain merged them on offsets.
  const merged = rooted ? path : mergePaths(basePath, hasAuthority, path);
  const cleaned = removeDotSegments(merged);
  // A path that comes out as R wrote it cannot start with "//" (R has no authority).
  if (cleaned === path) return base.slice(0, b.pathStart) + reference.slice(pathStart);
  return (
    base.slice(0, b.pathStart) +
    escapeDoubleSlash(cleaned, hasAuthority) +
    reference.slice(tailStart)
  );
}

/**
 * The base of {@link resolve} (RFC 3986 §5.2.1: it must have a scheme), parsed, with its
 * offsets; the last one is kept. With `fail`, a base that does not parse or has no scheme throws
 * instead of giving undefined.
 *
 * @example
 * ```ts
 * parseBase('http://a/b/c?q', undefined, true)!.pathEnd; // → 12
 * ```
 */
export function parseBase(
  base: string,
  options: ResolveOptions | undefined,
  fail: boolean,
): ParsedBase | undefined {
  const iri = options?.iri === true;
  const zoneId = options?.zoneId === true;
  const last = lastBase;
  if (last !== undefined && last.text === base && last.iri === iri && last.zoneId === zoneId) {
    return last;
  }
  const components =
    tryParse(base, options) ?? (fail ? parseArgument(base, 'base', options) : undefined);
  const scheme = components?.scheme;
  if (components === undefined || scheme === undefined) {
    if (fail) throw new ResolveError('base-not-absolute', 'base', base, 0);
    return undefined;
  }
  let pathStart = scheme.length + 1;
  const { userinfo, host, port, query } = components;
  if (host !== undefined) {
    pathStart += 2 + host.length;
    if (userinfo !== undefined) pathStart += userinfo.length + 1;
    if (port !== undefined) pathStart += port.length + 1;
  }
  const pathEnd = pathStart + components.path.length;
  const queryEnd = query === undefined ? pathEnd : pathEnd + query.length + 1;
  const directory = host === undefined ? -1 : cleanDirectoryEnd(base, pathStart, pathEnd);
  const parsed: ParsedBase = {
    text: base,
    iri,
    zoneId,
    components,
    scheme,
    pathStart,
    pathEnd,
    queryEnd,
    directory,
    parent: parentEnd,
  };
  lastBase = parsed;
  return parsed;
}
