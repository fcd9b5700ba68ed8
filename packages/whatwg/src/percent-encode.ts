// URL Standard §1.3 "UTF-8 percent-encode" a string with a percent-encode set: each code point
// in the set becomes the %XX triplets of its UTF-8 bytes (upper-case hex). ASCII is written
// here; a non-ASCII code point (in every set) goes through encodeURIComponent, which writes
// exactly those triplets. Input strings are scalar value strings (USVString conversion replaced
// lone surrogates before), but a lone surrogate, which encodeURIComponent refuses, is still
// encoded as U+FFFD, so that no input can produce a malformed result or an exception.
import { CLASS } from './code-points.js';

const HEX = '0123456789ABCDEF';

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
    out += s.slice(run, i);
    if (c < 0x80) {
      out += `%${HEX[c >> 4]}${HEX[c & 15]}`;
    } else if (c < 0xd800 || c > 0xdfff) {
      out += encodeURIComponent(s[i]!);
    } else {
      const next = i + 1 < end ? s.charCodeAt(i + 1) : 0;
      // A surrogate pair is one code point: its trail is taken with it.
      const pair = c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
      out += encodeURIComponent(pair ? s.slice(i, ++i + 1) : '\uFFFD');
    }
    run = i + 1;
  }
  return out + s.slice(run, end);
}
