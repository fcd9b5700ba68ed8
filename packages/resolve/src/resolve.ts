// RFC 3986 §5.2 reference resolution on strings: each input is validated once, into the offsets
// of its components (tryParseSpans: no slices, no object), and the result is spliced from slices
// of the two inputs rather than recomposed from components (§5.3). Plain relative references
// skip even that (resolvePlain).

import {
  SPAN_HOST_START,
  SPAN_PATH_END,
  SPAN_PATH_START,
  SPAN_QUERY_END,
  SPAN_SCHEME_END,
  SPANS_LENGTH,
  tryParseSpans,
} from '@urikit/syntax';
import { checkReferences } from './arguments.js';
import { ResolveError } from './errors.js';
import { escapeDoubleSlashAt } from './escape-double-slash.js';
import { cleanDirectoryEnd, mergeRelative, parentEnd } from './merge-relative.js';
import { parseArgumentSpans } from './parse-argument.js';
import { plainPathEnd } from './plain-reference.js';
import { removeDotsIn } from './remove-dot-segments.js';
import type { ResolveOptions } from './resolve-components.js';
import { sameScheme } from './same-scheme.js';

// Resolving many references against one base is the common case (a document's links), so the
// last base parsed is kept: comparing the text again costs far less than parsing it again. It
// lives in module variables (one base at a time, set by parseBase and read by the functions it
// returns to): where its scheme, path and query end and whether it has an authority.
let lastText: string | undefined;
// The parse options of the last base: 1 for iri, 2 for zoneId; -1 (no mode) before the first.
let lastMode = -1;
let baseSchemeEnd = 0;
let baseAuthority = false;
let basePathStart = 0;
let basePathEnd = 0;
let baseQueryEnd = 0;
// cleanDirectoryEnd of the base's path when the base has an authority, else -1, and its
// parentEnd (see directoryOf).
let baseDirectory = -1;
let baseParent = -1;
// Whether baseDirectory and baseParent are those of the last base: they are worked out on the
// first reference that merges with it (§5.2.3), not for one with its own authority or path.
let directoryKnown = false;

const BASE_REFERENCE = ['base', 'reference'] as const;

// The offsets of the argument being read (the base's are copied out at once).
const spans = /* @__PURE__ */ new Int32Array(SPANS_LENGTH);

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
  options = checkReferences('resolve', BASE_REFERENCE, base, reference, options, true);
  return resolveWith(base, reference, options, true)!;
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
  options = checkReferences('tryResolve', BASE_REFERENCE, base, reference, options, true);
  return resolveWith(base, reference, options, false);
}

// resolve (`fail`: throws) and tryResolve (gives undefined).
function resolveWith(
  base: string,
  reference: string,
  options: ResolveOptions | undefined,
  fail: boolean,
): string | undefined {
  // Read before any scan: an option getter that resolves again must not find the offsets of
  // this call's reference overwritten.
  const lenient = options?.strict === false;
  if (!parseBase(base, options, fail)) return undefined;
  const plain = resolvePlain(base, reference);
  if (plain !== undefined) return plain;
  if (fail) parseArgumentSpans(reference, spans, 'reference', options);
  else if (!tryParseSpans(reference, spans, options)) return undefined;
  return resolveParsed(base, reference, spans, lenient);
}

// Fast path for the commonest references, a relative path ("../g", "g?y") or none ("?y", "#s",
// ""), in plain ASCII (see plain-reference.ts). It skips parsing the reference into components
// (one validating scan instead, no slices, no object) and the strict/non-strict scheme step (no
// scheme); the rest is what resolveParsed does for the same shapes: the base up to its path or
// query, or mergeRelative when the base has an authority and a clean directory. Undefined
// otherwise, and the full path decides (test/resolve-fast-path.prop.test.ts: same results, same
// errors). A function of its own: inlined in resolveWith it measured 5 % slower there.
function resolvePlain(base: string, reference: string): string | undefined {
  const pathEnd = plainPathEnd(reference);
  if (pathEnd === 0) return keepPath(base, reference);
  if (pathEnd < 0 || directoryOf(base) < 0) return undefined;
  return mergeRelative(base, basePathStart, baseDirectory, baseParent, reference, 0, pathEnd);
}

// §5.2.2 with an empty reference path: the base up to its path (kept as it is, dot segments
// included), then `rest`, the reference's "?" query and "#" fragment, with the base's query
// in between when the reference has none.
function keepPath(base: string, rest: string): string {
  const query = String.prototype.charCodeAt.call(rest, 0) === 0x3f;
  return String.prototype.slice.call(base, 0, query ? basePathEnd : baseQueryEnd) + rest;
}

// baseDirectory for the last base, `base`, working it out on first use: cleanDirectoryEnd of its
// path when it has an authority, else -1.
function directoryOf(base: string): number {
  if (!directoryKnown) {
    baseDirectory = baseAuthority ? cleanDirectoryEnd(base, basePathStart, basePathEnd) : -1;
    baseParent = parentEnd;
    directoryKnown = true;
  }
  return baseDirectory;
}

/**
 * The target of `reference` against `base` (RFC 3986 §5.2.2), the base that {@link parseBase}
 * parsed last, where `r` holds the offsets of the reference's components (tryParseSpans):
 * resolve after its fast path. `lenient` is `strict: false`.
 *
 * @example
 * ```ts
 * const base = 'http://a/b/c/d;p?q';
 * const r = new Int32Array(SPANS_LENGTH);
 * parseBase(base, undefined, true);
 * tryParseSpans('../g', r);
 * resolveParsed(base, '../g', r, false); // → 'http://a/b/g'
 * ```
 */
export function resolveParsed(
  base: string,
  reference: string,
  r: Int32Array,
  lenient: boolean,
): string {
  const schemeEnd = r[SPAN_SCHEME_END]!;
  const hasHost = r[SPAN_HOST_START]! >= 0;
  // The reference is [scheme ":"] ["//" authority] path ["?" query] ["#" fragment]: the target
  // is `head`, then the path `text[from, to)` after §5.2.4, then the rest of `text` (what
  // follows the path, its "?" query and "#" fragment, copied as one slice).
  let text = reference;
  let to = r[SPAN_PATH_END]!;
  let from = r[SPAN_PATH_START]!;
  let head = base.slice(0, basePathStart);
  let authority = baseAuthority;
  // §5.2.2: "if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme)".
  const ownScheme =
    schemeEnd >= 0 &&
    !(lenient && sameScheme(reference.slice(0, schemeEnd), base.slice(0, baseSchemeEnd)));
  if (ownScheme || hasHost) {
    // T is R from its authority on with its dot segments removed, after R's scheme or else
    // the base's (a non-strict reference still has "scheme:" in front of its "//").
    head = ownScheme
      ? reference.slice(0, from)
      : base.slice(0, baseSchemeEnd + 1) + reference.slice(schemeEnd + 1, from);
    authority = hasHost;
  } else if (from === to) {
    return keepPath(base, reference.slice(to));
  } else if (reference.charCodeAt(from) !== 0x2f) {
    // §5.2.3 merge: in one pass when the base has an authority and a clean directory (the
    // fast path of merge-relative.ts), else the base path up to its last '/' (none when it has
    // no '/', then it has no authority) in front of the reference's path.
    if (directoryOf(base) >= 0) {
      return mergeRelative(base, basePathStart, baseDirectory, baseParent, reference, from, to);
    }
    // (slice gives '' when its end, 0 for no '/', is before its start.)
    const slash = String.prototype.lastIndexOf.call(base, '/', basePathEnd - 1) + 1;
    const directory = base.slice(basePathStart, slash);
    text = directory + reference.slice(from);
    to += directory.length - from;
    from = 0;
  }
  return escapeDoubleSlashAt(removeDotsIn(head, text, from, to), head.length, authority);
}

/**
 * Parses the base of {@link resolve} (RFC 3986 §5.2.1: it must have a scheme) into the module's
 * last base, unless it is that base already; false when it does not parse or has no scheme, or
 * with `fail`, throws instead.
 *
 * @example
 * ```ts
 * parseBase('http://a/b/c?q', undefined, true); // → true
 * parseBase('/b', undefined, false); // → false
 * ```
 */
export function parseBase(
  base: string,
  options: ResolveOptions | undefined,
  fail: boolean,
): boolean {
  const mode = (options?.iri === true ? 1 : 0) | (options?.zoneId === true ? 2 : 0);
  if (base === lastText && mode === lastMode) return true;
  if (fail) parseArgumentSpans(base, spans, 'base', options);
  else if (!tryParseSpans(base, spans, options)) return false;
  const schemeEnd = spans[SPAN_SCHEME_END]!;
  if (schemeEnd < 0) {
    if (fail) throw new ResolveError('base-not-absolute', 'base', base, 0);
    return false;
  }
  const pathStart = spans[SPAN_PATH_START]!;
  const pathEnd = spans[SPAN_PATH_END]!;
  baseSchemeEnd = schemeEnd;
  baseAuthority = spans[SPAN_HOST_START]! >= 0;
  basePathStart = pathStart;
  basePathEnd = pathEnd;
  baseQueryEnd = spans[SPAN_QUERY_END]!;
  directoryKnown = false;
  lastText = base;
  lastMode = mode;
  return true;
}
