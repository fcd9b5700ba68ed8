// Fast path of the component scanners (RFC 3986 §2 classes and §2.1 pct-encoded) for long runs:
// the text is copied once into bytes by the engine's native UTF-8 encoder and scanned there.
//
// Reading a string with charCodeAt costs a check of the string's representation on every
// character (flat, sliced, concatenated; one- or two-byte), which is most of the time of a long
// path, query or host; a byte array read costs a load. What this skips: non-ASCII characters
// (the scan stops at the first byte ≥ 0x80, where UTF-8 and UTF-16 offsets would part; the
// caller's character loop goes on from there, IRI characters included) and nothing else: every
// byte is checked against the same class table. test/scan-long.prop.test.ts checks that it
// agrees with the character loop.
import { CHAR_CLASS, HEXDIG } from '@urikit/percent-encoding';

/** Runs shorter than this are scanned character by character (the copy would cost more). */
export const LONG_RUN = 512;

/** How far the character loop goes before a long run switches to bytes (most runs stop first). */
export const PROBE = 256;

/**
 * The offset of the first character of `input[start, end)` that is not an ASCII character of
 * `flags` (nor, unless `iri` is ASCII_ONLY (-1), the start of a valid pct-encoded triplet within
 * `end`), or `end`. A non-ASCII character stops the scan.
 */
export function scanLong(
  input: string,
  start: number,
  end: number,
  flags: number,
  iri: number,
): number {
  const length = end - start;
  const bytes = new Uint8Array(length);
  // The ASCII prefix is encoded one byte per character, so byte offsets are string offsets
  // up to the first byte ≥ 0x80 (which the table maps to no class).
  new TextEncoder().encodeInto(String.prototype.slice.call(input, start, end), bytes);
  // 1 where a byte is an ASCII character of the class, 0 for every other byte (non-ASCII
  // included): the hot loop then needs neither a range check nor a mask.
  const ok = new Uint8Array(256);
  for (let c = 0; c < 128; c++) ok[c] = (CHAR_CLASS[c]! & flags) === 0 ? 0 : 1;
  let i = 0;
  for (;;) {
    // Eight at a time while they last: an AND of 0/1 entries is 1 only when all are.
    while (
      i + 7 < length &&
      (ok[bytes[i]!]! &
        ok[bytes[i + 1]!]! &
        ok[bytes[i + 2]!]! &
        ok[bytes[i + 3]!]! &
        ok[bytes[i + 4]!]! &
        ok[bytes[i + 5]!]! &
        ok[bytes[i + 6]!]! &
        ok[bytes[i + 7]!]!) !==
        0
    ) {
      i += 8;
    }
    while (i < length && ok[bytes[i]!] !== 0) i++;
    // §2.1 pct-encoded = "%" HEXDIG HEXDIG
    if (iri < 0 || i + 2 >= length || bytes[i] !== 0x25) return start + i;
    const h = bytes[i + 1]!;
    const l = bytes[i + 2]!;
    if ((h | l) >= 128 || (CHAR_CLASS[h]! & CHAR_CLASS[l]! & HEXDIG) === 0) return start + i;
    i += 3;
  }
}
