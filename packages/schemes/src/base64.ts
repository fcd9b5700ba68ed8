// Base64 (RFC 4648 §4) for data URIs: strict decoding of RFC 2397 data (percent-encoded
// characters allowed, offsets kept), the WHATWG "forgiving-base64 decode", and encoding.
import { isTriplet } from './decode.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

// Sextet of each ASCII character, -1 for characters outside the alphabet.
const SEXTET: Int8Array = /* @__PURE__ */ (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < 64; i++) table[ALPHABET.charCodeAt(i)] = i;
  return table;
})();

/** RFC 4648 §4 with padding. */
export function base64Encode(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out +=
      ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest > 0) {
    const n = (bytes[i]! << 16) | (rest === 2 ? bytes[i + 1]! << 8 : 0);
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]!;
    out += rest === 2 ? `${ALPHABET[(n >> 6) & 63]!}=` : '==';
  }
  return out;
}

// Packs sextets four by four; `count` sextets, of which the last group may be short.
function pack(sextets: Uint8Array, count: number): Uint8Array {
  const out = new Uint8Array((count * 3) >> 2);
  let o = 0;
  for (let i = 0; i < count; i += 4) {
    const n =
      (sextets[i]! << 18) |
      (sextets[i + 1]! << 12) |
      ((sextets[i + 2] ?? 0) << 6) |
      (sextets[i + 3] ?? 0);
    out[o++] = n >> 16;
    if (i + 2 < count) out[o++] = (n >> 8) & 255;
    if (i + 3 < count) out[o++] = n & 255;
  }
  return out;
}

/**
 * RFC 4648 §4 on `text.slice(start, end)`, where a character may be written as a `%HH`
 * triplet (RFC 2397 §3): padding required, nothing else allowed. Returns the octets, or the
 * offset of the first character that breaks the encoding, as a negative number minus one.
 */
export function base64DecodeStrict(text: string, start: number, end: number): Uint8Array | number {
  const sextets = new Uint8Array(end - start);
  let count = 0;
  let padding = 0;
  let i = start;
  while (i < end) {
    let c = text.charCodeAt(i);
    const at = i;
    if (c === 0x25) {
      c = isTriplet(text, i) ? Number.parseInt(text.slice(i + 1, i + 3), 16) : -1;
      i += 3;
    } else i++;
    if (c === 0x3d && count > 1) {
      padding++;
      if (padding > 2) return -at - 1;
      continue;
    }
    const v = c >= 0 && c < 128 ? SEXTET[c]! : -1;
    if (v < 0 || padding > 0) return -at - 1;
    sextets[count++] = v;
  }
  if ((count + padding) % 4 !== 0) return -end - 1;
  // RFC 4648 §3.5: the pad bits of the last sextet must be zero for a canonical encoding.
  if (
    (padding === 1 && (sextets[count - 1]! & 3) !== 0) ||
    (padding === 2 && (sextets[count - 1]! & 15) !== 0)
  ) {
    return -end - 1;
  }
  return pack(sextets, count);
}

/**
 * The WHATWG Infra "forgiving-base64 decode" of octets: ASCII whitespace skipped, padding
 * optional, undefined on failure.
 */
export function base64DecodeForgiving(bytes: Uint8Array): Uint8Array | undefined {
  const sextets = new Uint8Array(bytes.length);
  let count = 0;
  let padding = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20) continue;
    if (c === 0x3d) {
      padding++;
      continue;
    }
    const v = c < 128 ? SEXTET[c]! : -1;
    if (v < 0 || padding > 0) return undefined;
    sextets[count++] = v;
  }
  // Padding may only end a group of four, with one or two "=".
  if (padding > 2 || (padding > 0 && (count + padding) % 4 !== 0)) return undefined;
  if (count % 4 === 1) return undefined;
  return pack(sextets, count);
}
