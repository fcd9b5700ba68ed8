// RFC 3986 §4.1 validation that reports where each component lies instead of building them:
// tryParseSpans and the indexes of its offsets.

import { argumentError, CHAR_CLASS } from '@urikit/percent-encoding';
import { checkInput } from './arguments.js';
import { lastError } from './failure.js';
import {
  fragmentStart,
  hostEnd,
  hostStart,
  type NotingRun,
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
 * Index in the offsets of {@link tryParseSpans} of what the scan noticed on the way (RFC 3986
 * §6.2.2.1), written by {@link tryParseFlaggedSpans}: the bits `SPAN_FLAG_SCHEME_UPPER`, `SPAN_FLAG_HOST_UPPER` and `SPAN_FLAG_HOST_UNREAD`. For
 * normalize's test of a normal form, which then reads neither the scheme nor the host again.
 *
 * @example
 * ```ts
 * const spans = new Int32Array(SPANS_WITH_FLAGS_LENGTH);
 * tryParseFlaggedSpans('HTTP://a/', spans); // → true
 * spans[SPAN_FLAGS]; // → 1
 * ```
 */
// Literals, not SPANS_LENGTH + n: a bundle that does not use them (parse's) then drops them (for
// all a bundler knows, an addition might have side effects).
export const SPAN_FLAGS = 10;
/**
 * Index in the offsets of {@link tryParseSpans} of the scheme's characters folded as
 * `hash * 31 + code` in 32 bits (0 without a scheme), written by {@link tryParseFlaggedSpans}: a
 * key for a table of schemes that needs no slice nor second read of the scheme.
 *
 * @example
 * ```ts
 * const spans = new Int32Array(SPANS_WITH_FLAGS_LENGTH);
 * tryParseFlaggedSpans('ab:c', spans); // → true
 * spans[SPAN_SCHEME_HASH]; // → 3105
 * ```
 */
export const SPAN_SCHEME_HASH = 11;
/**
 * How many entries the `Int32Array` of {@link tryParseFlaggedSpans} needs at least: the offsets,
 * {@link SPAN_FLAGS} and {@link SPAN_SCHEME_HASH}.
 *
 * @example
 * ```ts
 * const spans = new Int32Array(SPANS_WITH_FLAGS_LENGTH);
 * ```
 */
export const SPANS_WITH_FLAGS_LENGTH = 12;
/**
 * Bit of `spans[SPAN_FLAGS]`: the scheme has an upper-case letter (§6.2.2.1: not its normal
 * form).
 *
 * @example
 * ```ts
 * tryParseFlaggedSpans('Http://a', spans); // → true
 * spans[SPAN_FLAGS] & SPAN_FLAG_SCHEME_UPPER; // → 1
 * ```
 */
export const SPAN_FLAG_SCHEME_UPPER = 1;
/**
 * Bit of `spans[SPAN_FLAGS]`: the host, a run of reg-name's ASCII characters, has an upper-case
 * letter (§6.2.2.1).
 *
 * @example
 * ```ts
 * tryParseFlaggedSpans('http://A', spans); // → true
 * spans[SPAN_FLAGS] & SPAN_FLAG_HOST_UPPER; // → 2
 * ```
 */
export const SPAN_FLAG_HOST_UPPER = 2;
/**
 * Bit of `spans[SPAN_FLAGS]`: the authority has a userinfo, a triplet, an IP literal or a
 * non-ASCII character, so the host was validated by the longer path and not checked for case.
 *
 * @example
 * ```ts
 * tryParseFlaggedSpans('http://u@A', spans); // → true
 * spans[SPAN_FLAGS] & SPAN_FLAG_HOST_UNREAD; // → 4
 * ```
 */
export const SPAN_FLAG_HOST_UNREAD = 4;

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

/**
 * Like {@link tryParseSpans} (RFC 3986 §4.1, RFC 3987 §2.2 with `iri: true`), and notes on the
 * way what normalize's test of a normal form (§6.2.2.1) would read again: `spans[SPAN_FLAGS]`
 * says whether the scheme or the host has an upper-case letter, `spans[SPAN_SCHEME_HASH]` is a
 * hash of the scheme. The scan reads the scheme and a host of reg-name's ASCII characters with a
 * loop that compares each character once more; an authority that takes the longer path
 * (userinfo, triplet, IP literal, IRI characters) gets SPAN_FLAG_HOST_UNREAD instead.
 *
 * @throws `TypeError` as {@link tryParseSpans} does; `RangeError` when `spans` has fewer than
 * `SPANS_WITH_FLAGS_LENGTH` entries.
 * @example
 * ```ts
 * const spans = new Int32Array(SPANS_WITH_FLAGS_LENGTH);
 * tryParseFlaggedSpans('HTTP://a/', spans); // → true
 * spans[SPAN_FLAGS]; // → 1
 * spans[SPAN_PATH_START]; // → 8
 * tryParseFlaggedSpans('a b', spans); // → false
 * ```
 */
export function tryParseFlaggedSpans(
  input: string,
  spans: Int32Array,
  options?: ParseOptions,
): boolean {
  hostRunStart = -1;
  schemeUpper = 0;
  runHash = 0;
  if (!scanInto('tryParseFlaggedSpans', input, spans, options, noteRun)) return false;
  let flags = 0;
  if (schemeEnd >= 0) {
    flags = schemeUpper;
    spans[SPAN_SCHEME_HASH] = runHash;
  } else {
    spans[SPAN_SCHEME_HASH] = 0;
  }
  // The run read the host when it is exactly the host: else the longer path validated it.
  if (hostStart >= 0) {
    flags |=
      hostStart === hostRunStart && hostEnd === hostRunEnd
        ? hostUpper * SPAN_FLAG_HOST_UPPER
        : SPAN_FLAG_HOST_UNREAD;
  }
  spans[SPAN_FLAGS] = flags;
  return true;
}

// What noteRun read last: the scheme's case and hash (its run starts at 1, a host's never:
// "//" comes first), the host's run and case.
let schemeUpper = 0;
let runHash = 0;
let hostRunStart = -1;
let hostRunEnd = -1;
let hostUpper = 0;

/**
 * The scanner's run of the scheme or host for tryParseFlaggedSpans: reg-name's or scheme's
 * ASCII characters, noting an upper-case letter (§6.2.2.1) and the scheme's hash as it goes, so
 * that normalize reads neither again (as read from a file, each read of a sliced string's
 * character costs some 40 instructions).
 */
const noteRun: NotingRun = (input, start, end, flags) => {
  const codeAt = String.prototype.charCodeAt; // see scan-chars.ts
  // The scheme's run starts after its first letter, which the scanner has checked.
  const first = start === 1 ? codeAt.call(input, 0) : 0;
  let upper = first !== 0 && first <= 0x5a ? 1 : 0;
  let hash = first;
  let i = start;
  while (i < end) {
    const c = codeAt.call(input, i);
    if (c >= 128 || (CHAR_CLASS[c]! & flags) === 0) break;
    if (c <= 0x5a && c >= 0x41) upper = 1;
    hash = (hash * 31 + c) | 0;
    i++;
  }
  if (start === 1) {
    schemeUpper = upper;
    runHash = hash;
  } else {
    hostRunStart = start;
    hostRunEnd = i;
    hostUpper = upper;
  }
  return i;
};

/** tryParseSpans, its checks in the name of `fn`; the flagged scan with `note`. */
function scanInto(
  fn: string,
  input: string,
  spans: Int32Array,
  options: ParseOptions | undefined,
  note?: NotingRun,
): boolean {
  const flags = checkInput(fn, input, options);
  // The tag rather than instanceof: an Int32Array from another realm (a vm context) is one too,
  // while a Proxy of one is not (the tag's getter finds no typed array in it).
  if ((spans as { [Symbol.toStringTag]?: unknown } | null)?.[Symbol.toStringTag] !== 'Int32Array') {
    throw argumentError(fn, 'spans', 'an Int32Array', spans);
  }
  const length = note === undefined ? SPANS_LENGTH : SPANS_WITH_FLAGS_LENGTH;
  if (spans.length < length) {
    throw new RangeError(`${fn}: spans must have ${length} entries or more`);
  }
  if (!scanSpans(input, !!(flags & 1), !!(flags & 2), note)) {
    return false;
  }
  // At the values of SPAN_SCHEME_END to SPAN_FRAGMENT_START, written as literals: a bundle then
  // carries only the constants it reads itself, not all ten (the tests read every offset by its
  // constant).
  spans[0] = schemeEnd;
  spans[1] = userinfoEnd;
  spans[2] = hostStart;
  spans[3] = hostEnd;
  spans[4] = portStart;
  spans[5] = pathStart;
  spans[6] = pathEnd;
  spans[7] = queryStart;
  spans[8] = queryEnd;
  spans[9] = fragmentStart;
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
