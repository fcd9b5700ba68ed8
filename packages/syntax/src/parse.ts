// RFC 3986 §4.1 parse (RFC 3987 §2.2 for IRIs): the components of a valid reference, or a
// UriError with the offset where the grammar breaks.
import { checkInput } from './arguments.js';
import { lastError } from './failure.js';
import { hostKind } from './host.js';
import { Source } from './parsed-source.js';
import {
  fragmentStart,
  hostEnd,
  hostStart,
  pathEnd,
  pathStart,
  portStart,
  queryEnd,
  queryStart,
  scanSpans,
  schemeEnd,
  userinfoEnd,
} from './scan-reference.js';
import type { ParseOptions, UriReference } from './types.js';

/**
 * Validates `input` as a `URI-reference` (an `IRI-reference` with `iri: true`) and returns its
 * components as written: nothing is trimmed, case-folded or decoded. Implements RFC 3986 §4.1
 * (RFC 3987 §2.2 with `iri: true`, RFC 6874 §2 with `zoneId: true`).
 *
 * @throws {UriError} when `input` is not a reference; `index` is where the grammar breaks.
 * @throws {TypeError} when `input` is not a string or `options` not ParseOptions.
 * @example
 * ```ts
 * parse('http://a/b?q#f');
 * // → { scheme: 'http', userinfo: undefined, host: 'a', port: undefined, path: '/b',
 * //     query: 'q', fragment: 'f', hostKind: 'reg-name' }
 * parse('//[::1]:80/x').hostKind; // → 'ipv6'
 * ```
 */
export function parse(input: string, options?: ParseOptions): UriReference {
  const result = parseChecked(input, checkInput('parse', input, options));
  if (result === undefined) throw lastError(input);
  return result;
}

/**
 * Like {@link parse} (RFC 3986 §4.1, RFC 3987 §2.2 with `iri: true`), but returns undefined
 * instead of throwing a UriError.
 *
 * @throws {TypeError} when `input` is not a string or `options` not ParseOptions.
 *
 * @example
 * ```ts
 * tryParse('http://a b'); // → undefined
 * tryParse('x:y')?.path; // → 'y'
 * ```
 */
export function tryParse(input: string, options?: ParseOptions): UriReference | undefined {
  return parseChecked(input, checkInput('tryParse', input, options));
}

// One result that lives as long as the module: see parseChecked. Never read: holding it is
// the point.
// biome-ignore lint/correctness/noUnusedVariables: holding it is the point
let kept: UriReference | undefined;

/**
 * tryParse once its arguments are checked: parse calls it too, so checks them only once.
 * `flags`: checkInput's reading of the options.
 */
function parseChecked(input: string, flags: number): UriReference | undefined {
  // The optimized code of parse and recompose refers weakly to the hidden classes of the
  // results (the object literal with its private field, the record and its copy): when no
  // result is left alive at a full collection, those classes die and the code is thrown away
  // ("weak objects"), then compiled again (recompose(parse(x)) 0.1-0.2x new URL().href in the
  // bench, which collects before each pass and keeps only the strings). One result of ''
  // kept for good keeps them alive.
  kept ??= readComponents('', false, false);
  return readComponents(input, !!(flags & 1), !!(flags & 2));
}

/** The components of `input` when it is a reference, remembering their source. */
function readComponents(input: string, iri: boolean, zoneId: boolean): UriReference | undefined {
  if (!scanSpans(input, iri, zoneId)) return undefined;
  // scanSpans has set where the components lie (module variables of scan-reference.ts).
  // Not input.slice: the call stays monomorphic whatever the string's representation (see
  // scan-chars.ts).
  const slice = String.prototype.slice;
  const result: UriReference = {
    scheme: schemeEnd >= 0 ? slice.call(input, 0, schemeEnd) : undefined,
    // The authority starts after the scheme's ':' (or at 0) and "//".
    userinfo: userinfoEnd >= 0 ? slice.call(input, schemeEnd + 3, userinfoEnd) : undefined,
    host: hostStart >= 0 ? slice.call(input, hostStart, hostEnd) : undefined,
    port: portStart >= 0 ? slice.call(input, portStart, pathStart) : undefined,
    path: slice.call(input, pathStart, pathEnd),
    query: queryStart >= 0 ? slice.call(input, queryStart, queryEnd) : undefined,
    fragment: fragmentStart >= 0 ? slice.call(input, fragmentStart) : undefined,
    hostKind: hostStart >= 0 ? hostKind(input, hostStart, hostEnd) : undefined,
  };
  // The result remembers its input and a copy of its components, for recompose
  // (parsed-source.ts).
  new Source(result, [input, (iri ? 1 : 0) | (zoneId ? 2 : 0), { ...result }]);
  return result;
}
