// RFC 3986 §4.1 validation that reports where each component lies instead of building them:
// tryParseSpans and the indexes of its offsets.

import { argumentError } from '@urikit/percent-encoding';
import { checkInput } from './arguments.js';
import { lastError } from './failure.js';
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
import type { ParseOptions } from './types.js';

/**
 * Index in the offsets of {@link tryParseSpans} of the end of the scheme (RFC 3986 §3.1), at its
 * ':'; -1 without one. The scheme starts at 0.
 *
 * @example
 * ```ts
 * tryParseSpans('http://u@h:8/p?q#f', spans); // → true
 * spans[SPAN_SCHEME_END]; // → 4
 * ```
 */
export const SPAN_SCHEME_END = 0;
/**
 * Index in the offsets of {@link tryParseSpans} of the end of the userinfo (RFC 3986 §3.2.1), at
 * its '@'; -1 without one. It starts after the "//", at `spans[SPAN_SCHEME_END] + 3` (2 without a
 * scheme, whose entry is then -1).
 *
 * @example
 * ```ts
 * tryParseSpans('http://u@h:8/p?q#f', spans); // → true
 * spans[SPAN_USERINFO_END]; // → 8
 * ```
 */
export const SPAN_USERINFO_END = 1;
/**
 * Index in the offsets of {@link tryParseSpans} of the start of the host (RFC 3986 §3.2.2); -1
 * without an authority.
 *
 * @example
 * ```ts
 * tryParseSpans('http://u@h:8/p?q#f', spans); // → true
 * spans[SPAN_HOST_START]; // → 9
 * ```
 */
export const SPAN_HOST_START = 2;
/**
 * Index in the offsets of {@link tryParseSpans} of the end of the host (RFC 3986 §3.2.2).
 *
 * @example
 * ```ts
 * tryParseSpans('http://u@h:8/p?q#f', spans); // → true
 * spans[SPAN_HOST_END]; // → 10
 * ```
 */
export const SPAN_HOST_END = 3;
/**
 * Index in the offsets of {@link tryParseSpans} of the start of the port (RFC 3986 §3.2.3), after
 * its ':'; -1 without one. It ends where the path starts.
 *
 * @example
 * ```ts
 * tryParseSpans('http://u@h:8/p?q#f', spans); // → true
 * spans[SPAN_PORT_START]; // → 11
 * ```
 */
export const SPAN_PORT_START = 4;
/**
 * Index in the offsets of {@link tryParseSpans} of the start of the path (RFC 3986 §3.3), always
 * there, maybe empty.
 *
 * @example
 * ```ts
 * tryParseSpans('http://u@h:8/p?q#f', spans); // → true
 * spans[SPAN_PATH_START]; // → 12
 * ```
 */
export const SPAN_PATH_START = 5;
/**
 * Index in the offsets of {@link tryParseSpans} of the end of the path (RFC 3986 §3.3).
 *
 * @example
 * ```ts
 * tryParseSpans('http://u@h:8/p?q#f', spans); // → true
 * spans[SPAN_PATH_END]; // → 14
 * ```
 */
export const SPAN_PATH_END = 6;
/**
 * Index in the offsets of {@link tryParseSpans} of the start of the query (RFC 3986 §3.4), after
 * its '?'; -1 without one.
 *
 * @example
 * ```ts
 * tryParseSpans('http://u@h:8/p?q#f', spans); // → true
 * spans[SPAN_QUERY_START]; // → 15
 * ```
 */
export const SPAN_QUERY_START = 7;
/**
 * Index in the offsets of {@link tryParseSpans} of the end of the query (RFC 3986 §3.4); the path's
 * end without one.
 *
 * @example
 * ```ts
 * tryParseSpans('http://u@h:8/p?q#f', spans); // → true
 * spans[SPAN_QUERY_END]; // → 16
 * ```
 */
export const SPAN_QUERY_END = 8;
/**
 * Index in the offsets of {@link tryParseSpans} of the start of the fragment (RFC 3986 §3.5), after
 * its '#'; -1 without one. It runs to the end of the input.
 *
 * @example
 * ```ts
 * tryParseSpans('http://u@h:8/p?q#f', spans); // → true
 * spans[SPAN_FRAGMENT_START]; // → 17
 * ```
 */
export const SPAN_FRAGMENT_START = 9;
/**
 * How many offsets {@link tryParseSpans} writes (RFC 3986 §4.1: the seven components): the
 * length its `Int32Array` needs at least.
 *
 * @example
 * ```ts
 * const spans = new Int32Array(SPANS_LENGTH);
 * ```
 */
export const SPANS_LENGTH = 10;

/**
 * Validates `input` like `tryParse` (RFC 3986 §4.1, RFC 3987 §2.2 with `iri: true`), but builds
 * no components: when it is a reference, writes where each one lies into `spans` (read with
 * `SPAN_PATH_START` and the other `SPAN_` indexes; an absent component has -1) and returns true,
 * else returns false and leaves `spans` as it was. For code that reads a few components of many
 * references, such as resolve's base: no slice, no object.
 *
 * @throws `TypeError` when `input` is not a string, `spans` not an `Int32Array` or `options` not
 * ParseOptions; `RangeError` when `spans` has fewer than
 * `SPANS_LENGTH` entries.
 * @example
 * ```ts
 * const spans = new Int32Array(SPANS_LENGTH);
 * tryParseSpans('http://a/b?q', spans); // → true
 * spans[SPAN_PATH_START]; // → 8
 * spans[SPAN_QUERY_START]; // → 11
 * spans[SPAN_FRAGMENT_START]; // → -1
 * tryParseSpans('a b', spans); // → false
 * ```
 */
export function tryParseSpans(input: string, spans: Int32Array, options?: ParseOptions): boolean {
  return scanInto('tryParseSpans', input, spans, options);
}

/** tryParseSpans, its checks in the name of `fn`. */
function scanInto(
  fn: string,
  input: string,
  spans: Int32Array,
  options: ParseOptions | undefined,
): boolean {
  const flags = checkInput(fn, input, options);
  // The tag rather than instanceof: an Int32Array from another realm (a vm context) is one too,
  // while a Proxy of one is not (the tag's getter finds no typed array in it).
  if ((spans as { [Symbol.toStringTag]?: unknown } | null)?.[Symbol.toStringTag] !== 'Int32Array') {
    throw argumentError(fn, 'spans', 'an Int32Array', spans);
  }
  if (spans.length < SPANS_LENGTH) {
    throw new RangeError(`${fn}: spans must have ${SPANS_LENGTH} entries or more`);
  }
  if (!scanSpans(input, !!(flags & 1), !!(flags & 2))) {
    return false;
  }
  spans[SPAN_SCHEME_END] = schemeEnd;
  spans[SPAN_USERINFO_END] = userinfoEnd;
  spans[SPAN_HOST_START] = hostStart;
  spans[SPAN_HOST_END] = hostEnd;
  spans[SPAN_PORT_START] = portStart;
  spans[SPAN_PATH_START] = pathStart;
  spans[SPAN_PATH_END] = pathEnd;
  spans[SPAN_QUERY_START] = queryStart;
  spans[SPAN_QUERY_END] = queryEnd;
  spans[SPAN_FRAGMENT_START] = fragmentStart;
  return true;
}

/**
 * Like {@link tryParseSpans} (RFC 3986 §4.1, RFC 3987 §2.2 with `iri: true`), but throws where
 * it returns false: the UriError that `parse` throws for the same input.
 *
 * @throws {UriError} when `input` is not a reference; `index` is where the grammar breaks.
 * @throws `TypeError` or `RangeError` as {@link tryParseSpans} does.
 * @example
 * ```ts
 * const spans = new Int32Array(SPANS_LENGTH);
 * parseSpans('//h:80', spans);
 * spans[SPAN_PORT_START]; // → 4
 * parseSpans('a b', spans); // throws UriError: code 'invalid-path-char', index 1
 * ```
 */
export function parseSpans(input: string, spans: Int32Array, options?: ParseOptions): void {
  if (!scanInto('parseSpans', input, spans, options)) throw lastError(input);
}
