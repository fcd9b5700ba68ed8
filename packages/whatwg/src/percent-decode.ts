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
 * UTF-8 decode without BOM (Encoding Standard) of a run of percent-encoded bytes `t` ("%XX…"):
 * decodeURIComponent checks and decodes well-formed UTF-8 as that decoder does. A run it refuses
 * is read sequence by sequence: the lead byte says how many bytes its sequence has; a whole
 * sequence that decodes is kept, else one U+FFFD stands for its maximal ill-formed subpart, the
 * longest start of two bytes or more that "%80"s complete into a valid sequence (only the second
 * byte has bounds of its own), or the lead byte alone.
 */
function decodeBytes(t: string): string {
  try {
    return decodeURIComponent(t);
  } catch {
    let out = '';
    for (let i = 0; i < t.length; ) {
      const b = tripletAt(t, i);
      // A byte that cannot lead a sequence (80-C1, F5-FF) decodes in no completion: U+FFFD.
      const n = b < 0x80 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4;
      let m = Math.min(n, (t.length - i) / 3);
      let text = '\uFFFD';
      for (; m > 0; m--) {
        try {
          const decoded = decodeURIComponent(t.slice(i, i + 3 * m) + '%80'.repeat(n - m));
          if (m === n) text = decoded;
          break;
        } catch {}
      }
      out += text;
      i += 3 * Math.max(m, 1);
    }
    return out;
  }
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
    if (i + 2 >= end || tripletAt(s, i) < 0) {
      i++;
      continue;
    }
    const from = i;
    do i += 3;
    while (i + 2 < end && tripletAt(s, i) >= 0);
    out += s.slice(run, from) + decodeBytes(s.slice(from, i));
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
