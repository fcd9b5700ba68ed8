// URL Standard §1.3 "percent-decode" (bytes and strings), and the UTF-8 decoding without BOM of
// the Encoding Standard with its replacement of each maximal ill-formed subpart by U+FFFD:
// what the host parser and application/x-www-form-urlencoded parsing (§5.1) need.
import { hexDigit } from './code-points.js';

/** The byte of the %XX triplet at `s[i]`, or -1 when none starts there. */
export function tripletAt(s: string, i: number): number {
  if (s.charCodeAt(i) !== 0x25) return -1;
  const high = hexDigit(s.charCodeAt(i + 1));
  if (high < 0) return -1;
  const low = hexDigit(s.charCodeAt(i + 2));
  return low < 0 ? -1 : (high << 4) | low;
}

/**
 * UTF-8 decodes `bytes` (Encoding Standard "UTF-8 decode without BOM": each maximal ill-formed
 * subpart becomes one U+FFFD).
 */
function utf8Decode(bytes: number[]): string {
  const length = bytes.length;
  let out = '';
  let i = 0;
  while (i < length) {
    const b = bytes[i++]!;
    if (b < 0x80) {
      out += String.fromCharCode(b);
      continue;
    }
    let need =
      b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : 0;
    if (need === 0) {
      out += '\uFFFD';
      continue;
    }
    let cp = b & (0x3f >> need);
    let lower = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    let upper = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    for (; need > 0; need--) {
      const next = i < length ? bytes[i]! : -1;
      if (next < lower || next > upper) break;
      cp = (cp << 6) | (next & 0x3f);
      lower = 0x80;
      upper = 0xbf;
      i++;
    }
    if (need > 0) out += '\uFFFD';
    else if (cp < 0x10000) out += String.fromCharCode(cp);
    else out += String.fromCharCode(0xd7c0 + (cp >> 10), 0xdc00 | (cp & 0x3ff));
  }
  return out;
}

/**
 * Percent-decodes `s[start, end)` and UTF-8 decodes the result, with `+` as a space when
 * `plus` (application/x-www-form-urlencoded parsing). A literal code point never continues a
 * sequence begun by triplets (its UTF-8 starts with a lead byte), so each run of triplets can be
 * decoded on its own and the literal text between runs kept as it is.
 */
export function decodeComponent(s: string, start: number, end: number, plus: boolean): string {
  let i = start;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x25 || (plus && c === 0x2b)) break;
  }
  if (i === end) return s.slice(start, end);
  let out = s.slice(start, i);
  let run = i;
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c === 0x2b && plus) {
      out += `${s.slice(run, i)} `;
      run = ++i;
      continue;
    }
    const first = c === 0x25 && i + 2 < end ? tripletAt(s, i) : -1;
    if (first < 0) {
      i++;
      continue;
    }
    out += s.slice(run, i);
    const bytes: number[] = [];
    for (let b = first; b >= 0; b = i + 2 < end ? tripletAt(s, i) : -1) {
      bytes.push(b);
      i += 3;
    }
    out += utf8Decode(bytes);
    run = i;
  }
  return out + s.slice(run, end);
}

/** The UTF-8 bytes of a string (lone surrogates as U+FFFD), without TextEncoder. */
export function utf8Encode(s: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      out.push(c);
      continue;
    }
    if (c < 0x800) {
      out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
      continue;
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      const next = s.charCodeAt(i + 1);
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        const cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        out.push(
          0xf0 | (cp >> 18),
          0x80 | ((cp >> 12) & 63),
          0x80 | ((cp >> 6) & 63),
          0x80 | (cp & 63),
        );
        i++;
        continue;
      }
      c = 0xfffd;
    }
    out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}

/**
 * URL Standard §1.3 "percent-decode" a byte sequence: every %XX triplet becomes its byte;
 * a `%` that starts no triplet stays.
 */
export function percentDecodeByteSequence(input: Uint8Array): Uint8Array {
  const out = new Uint8Array(input.length);
  let n = 0;
  for (let i = 0; i < input.length; i++) {
    const b = input[i]!;
    if (b === 0x25 && i + 2 < input.length) {
      const high = hexDigit(input[i + 1]!);
      const low = hexDigit(input[i + 2]!);
      if (high >= 0 && low >= 0) {
        out[n++] = (high << 4) | low;
        i += 2;
        continue;
      }
    }
    out[n++] = b;
  }
  return out.slice(0, n);
}
