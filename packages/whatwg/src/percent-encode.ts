// URL Standard §1.3 "UTF-8 percent-encode" a string with a percent-encode set: each code point
// in the set becomes the %XX triplets of its UTF-8 bytes (upper-case hex). Input strings are
// scalar value strings (USVString conversion replaced lone surrogates before), but a lone
// surrogate is still encoded as U+FFFD so that no input can produce a malformed result.
import { CLASS } from './code-points.js';

const HEX = '0123456789ABCDEF';

/** "%XX" for a byte. */
export function percentByte(b: number): string {
  return `%${HEX[b >> 4]}${HEX[b & 15]}`;
}

/** The %XX triplets of the UTF-8 encoding of the code point starting at `s[i]`. */
function encodeCodePoint(s: string, i: number, c: number): string {
  if (c < 0x80) return percentByte(c);
  if (c < 0x800) return percentByte(0xc0 | (c >> 6)) + percentByte(0x80 | (c & 63));
  if (c >= 0xd800 && c <= 0xdfff) {
    const next = s.charCodeAt(i + 1);
    if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      const cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
      return (
        percentByte(0xf0 | (cp >> 18)) +
        percentByte(0x80 | ((cp >> 12) & 63)) +
        percentByte(0x80 | ((cp >> 6) & 63)) +
        percentByte(0x80 | (cp & 63))
      );
    }
    c = 0xfffd;
  }
  return (
    percentByte(0xe0 | (c >> 12)) +
    percentByte(0x80 | ((c >> 6) & 63)) +
    percentByte(0x80 | (c & 63))
  );
}

/**
 * UTF-8 percent-encodes `s[start, end)` with the set `bit` (code-points.ts). Returns the slice
 * itself when nothing in it is in the set (the common case: one scan, no copy).
 */
export function encodeSet(s: string, start: number, end: number, bit: number): string {
  let i = start;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c > 0x7e || (CLASS[c]! & bit) !== 0) break;
  }
  if (i === end) return start === 0 && end === s.length ? s : s.slice(start, end);
  let out = s.slice(start, i);
  let run = i;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c <= 0x7e && (CLASS[c]! & bit) === 0) continue;
    out += s.slice(run, i) + encodeCodePoint(s, i, c);
    // A surrogate pair is one code point: skip its trail.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    run = i + 1;
  }
  return out + s.slice(run, end);
}
