// PercentEncodingError: the typed failure of encoding (RFC 3986 §2.5, UTF-8 of
// RFC 3629) and decoding (§2.1 pct-encoded), with a closed set of codes.
import { excerpt } from './excerpt.js';

/**
 * Why encoding or decoding failed (RFC 3986 §2.1, §2.5; RFC 3629):
 * - `'lone-surrogate'`: a UTF-16 surrogate without its partner has no UTF-8 form
 *   (RFC 3629 §3), so it cannot be percent-encoded.
 * - `'invalid-percent-encoding'`: a `%` not followed by two hex digits (RFC 3986 §2.1).
 * - `'invalid-utf8'`: the decoded octets are not well-formed UTF-8 (RFC 3629 §4):
 *   an overlong form, an encoded surrogate, a value above U+10FFFF, a stray
 *   continuation octet or a truncated sequence.
 *
 * @example
 * ```ts
 * try {
 *   percentEncode('x\uDC00');
 * } catch (e) {
 *   const code: PercentEncodingErrorCode = (e as PercentEncodingError).code;
 *   // → 'lone-surrogate'
 * }
 * ```
 */
export type PercentEncodingErrorCode =
  | 'lone-surrogate'
  | 'invalid-percent-encoding'
  | 'invalid-utf8';

/** The words of a lone-surrogate error's message, apart so that the encoders bring no others. */
export const LONE_SURROGATE = 'Lone UTF-16 surrogate cannot be encoded as UTF-8';

// What each code says at the start of a message. Read only by failureError (the decoders): an
// object is kept whole by bundlers, and percentEncode alone needs one sentence, not three.
const DESCRIPTIONS: Record<PercentEncodingErrorCode, string> = {
  'lone-surrogate': LONE_SURROGATE,
  'invalid-percent-encoding': '"%" not followed by two hex digits',
  'invalid-utf8': 'Percent-encoded octets are not well-formed UTF-8',
};

/**
 * Thrown for a string that cannot be percent-encoded (RFC 3986 §2.5) or decoded
 * (§2.1); `index` is the offending offset.
 *
 * @example
 * ```ts
 * try {
 *   percentDecode('a%2');
 * } catch (e) {
 *   if (e instanceof PercentEncodingError) console.log(e.code, e.index);
 *   // → invalid-percent-encoding 1
 * }
 * ```
 */
export class PercentEncodingError extends Error {
  constructor(
    /** What went wrong; one of a closed set, never renamed once released. */
    readonly code: PercentEncodingErrorCode,
    /** The string that was being encoded or decoded. */
    readonly input: string,
    /**
     * Offset in `input` of the lone surrogate, of the malformed `%`, or of the `%`
     * of the first octet of the ill-formed UTF-8 sequence.
     */
    readonly index: number,
    /**
     * What went wrong in words, the start of the message; the code when not given. The thrower
     * says it: the words of every code here would be in the bundle of every function that
     * throws one.
     */
    description: string = code,
  ) {
    super(`${description} at index ${index}\n${excerpt(input, index)}`);
    this.name = 'PercentEncodingError';
  }
}

/**
 * Where the last failed scan stopped. The scanners return `undefined` and fill
 * this in rather than throwing, so that the `try…` functions never allocate an
 * error and the throwing ones create exactly one, after the scan.
 */
export const failure: { code: PercentEncodingErrorCode; index: number } = {
  code: 'invalid-percent-encoding',
  index: 0,
};

/** Records a failure and returns `undefined`, for scanners to `return fail(…)`. */
export function fail(code: PercentEncodingErrorCode, index: number): undefined {
  failure.code = code;
  failure.index = index;
  return undefined;
}

/** The error of the last failed scan (see {@link failure}) in `input`. */
export function failureError(input: string): PercentEncodingError {
  return new PercentEncodingError(failure.code, input, failure.index, DESCRIPTIONS[failure.code]);
}
