// Base64 (RFC 4648 §4) for data URIs, on the platform's atob and btoa (browsers, Node ≥ 16,
// Deno, Workers): strict decoding of RFC 2397 data with the offending offset, the WHATWG
// "forgiving-base64 decode" (which is what atob runs), and encoding. A table-driven codec of
// our own cost 0.5 kB min+gzip more, which the data module's 2 kB budget cannot carry.
import { hexValue } from './decode.js';

// Whether `c` is in the base64 alphabet (RFC 4648 §4, Table 1): letters, digits, "+" and "/".
function isBase64Char(c: number): boolean {
  const l = c | 0x20;
  return (l >= 0x61 && l <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2f;
}

function fromBinary(binary: string): Uint8Array {
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** RFC 4648 §4 with padding. */
export function base64Encode(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]!);
  return btoa(binary);
}

/**
 * RFC 4648 §4 on `text.slice(start, end)`, where a character may be written as a `%HH`
 * triplet (RFC 2397 §3): padding required, pad bits zero (§3.5), nothing else allowed.
 * Returns the octets, or the bitwise complement (`~offset`, always negative) of the offset
 * of the first character that breaks the encoding.
 */
export function base64DecodeStrict(text: string, start: number, end: number): Uint8Array | number {
  let count = 0;
  let padding = 0;
  for (let i = start; i < end; i++, count++) {
    const at = i;
    let c = text.charCodeAt(i);
    if (c === 0x25) {
      // A triplet's octet; a bad one (a missing or non-hex digit is -1) comes out negative.
      c = (hexValue(text.charCodeAt(i + 1)) << 4) | hexValue(text.charCodeAt(i + 2));
      i += 2;
    }
    if (c === 0x3d && count > 1 && padding < 2) padding++;
    else if (padding > 0 || !isBase64Char(c)) return ~at;
  }
  // Every triplet now stands for an ASCII character, which decodeURIComponent gives back. (A
  // string grown by one character at a time kept a million pieces alive on a 1 MB URI, and the
  // collector's copying of them made the time grow faster than the text.)
  const encoded = decodeURIComponent(text.slice(start, end));
  // Whole groups of four, and pad bits that are zero (§3.5): only the last group can have
  // padding, and it is canonical exactly when encoding its octets again gives it back.
  const last = encoded.slice(-4);
  if (encoded.length % 4 !== 0 || btoa(atob(last)) !== last) return ~end;
  return fromBinary(atob(encoded));
}

/**
 * The WHATWG Infra "forgiving-base64 decode" of octets (ASCII whitespace skipped, padding
 * optional): exactly what atob runs on the octets' isomorphic decoding. Undefined on failure.
 */
export function base64DecodeForgiving(bytes: Uint8Array): Uint8Array | undefined {
  let binary = '';
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]!);
  try {
    return fromBinary(atob(binary));
  } catch {
    return undefined;
  }
}
