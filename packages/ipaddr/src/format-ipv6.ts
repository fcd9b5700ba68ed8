// RFC 5952 §4 canonical IPv6 text: lower-case hex without leading zeros, the longest run of two or
// more zero groups as "::" (the first on a tie), and §5 mixed notation for IPv4-mapped addresses.
import { argumentError, requireFlagOption } from './arguments.js';

/**
 * Options of {@link formatIPv6}: whether to use the mixed notation of RFC 5952 §5.
 *
 * @example
 * ```ts
 * const options: FormatIPv6Options = { mixed: false };
 * formatIPv6(parseIPv6('::ffff:192.0.2.1'), options); // → '::ffff:c000:201'
 * ```
 */
export interface FormatIPv6Options {
  /**
   * Print IPv4-mapped addresses (`::ffff:0:0/96`) as `::ffff:192.0.2.1`, as RFC 5952 §5
   * recommends (default `true`); `false` prints every address in hex groups only.
   */
  mixed?: boolean;
}

/**
 * Prints 8 16-bit words as the canonical text of RFC 5952 §4 (`2001:db8::1`), IPv4-mapped
 * addresses in the mixed notation of RFC 5952 §5 (`::ffff:192.0.2.1`) unless `mixed: false`.
 *
 * @throws `TypeError` unless `words` is an object and `options` as declared; `RangeError` unless
 * `words` has 8 entries.
 * @example
 * ```ts
 * formatIPv6(parseIPv6('2001:0DB8:0:0:0:0:0:1')); // → '2001:db8::1'
 * formatIPv6(parseIPv6('::ffff:c000:201')); // → '::ffff:192.0.2.1'
 * ```
 */
export function formatIPv6(words: Uint16Array, options?: FormatIPv6Options): string {
  if (typeof words !== 'object' || words === null) {
    throw argumentError('formatIPv6', 'words', 'a Uint16Array', words);
  }
  const mixed = requireFlagOption('formatIPv6', options, 'mixed');
  if (words.length !== 8) throw new RangeError('formatIPv6: words must be 8 words');
  if (mixed !== false && isIPv4Mapped(words)) {
    const high = words[6]!;
    const low = words[7]!;
    return `::ffff:${high >>> 8}.${high & 0xff}.${low >>> 8}.${low & 0xff}`;
  }
  // RFC 5952 §4.2.2–4.2.3: find the longest run of zero groups; a run of one is not shortened.
  let bestStart = -1;
  let bestLength = 1;
  let runStart = -1;
  for (let i = 0; i < 8; i++) {
    if (words[i] === 0) {
      if (runStart < 0) runStart = i;
      const length = i + 1 - runStart;
      if (length > bestLength) {
        bestStart = runStart;
        bestLength = length;
      }
    } else {
      runStart = -1;
    }
  }
  if (bestStart < 0) return groups(words, 0, 8);
  return `${groups(words, 0, bestStart)}::${groups(words, bestStart + bestLength, 8)}`;
}

/** `words[from, to)` as ":"-separated lower-case hex without leading zeros (RFC 5952 §4.1, §4.3). */
function groups(words: Uint16Array, from: number, to: number): string {
  let text = '';
  for (let i = from; i < to; i++) {
    if (i > from) text += ':';
    text += words[i]!.toString(16);
  }
  return text;
}

/** `::ffff:0:0/96` (RFC 4291 §2.5.5.2). */
function isIPv4Mapped(words: Uint16Array): boolean {
  return (
    words[0] === 0 &&
    words[1] === 0 &&
    words[2] === 0 &&
    words[3] === 0 &&
    words[4] === 0 &&
    words[5] === 0xffff
  );
}
