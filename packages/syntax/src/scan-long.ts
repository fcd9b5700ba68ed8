// Fast path of the component scanners (RFC 3986 §2 classes and §2.1 pct-encoded) for long runs:
// the text is copied into bytes by the engine's native UTF-8 encoder, a chunk at a time, and
// scanned there.
//
// Reading a string with charCodeAt costs a check of the string's representation on every
// character (flat, sliced, concatenated; one- or two-byte), which is most of the time of a long
// path, query or host; a byte array read costs a load. What this skips: non-ASCII characters
// (the scan stops at the first byte ≥ 0x80, where UTF-8 and UTF-16 offsets would part; the
// caller's character loop goes on from there, IRI characters included) and nothing else: every
// byte is checked against the same class table. test/scan-long.prop.test.ts checks that it
// agrees with the character loop, across chunk ends too.
import { CHAR_CLASS, HEXDIG } from '@urikit/percent-encoding';

/** Runs shorter than this are scanned character by character (the copy would cost more). */
export const LONG_RUN = 512;

/** How far the character loop goes before a long run switches to bytes (most runs stop first). */
export const PROBE = 256;

/**
 * Characters encoded per native call. The bytes go to one buffer kept between calls: a fresh
 * array as long as the run (a megabyte for a 1 MB path) cost its zero-filling on every call and,
 * being memory outside the heap, drew extra full collections.
 */
export const CHUNK = 16_384;

let bytes: Uint8Array | undefined;

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
  bytes ??= new Uint8Array(CHUNK);
  const buffer = bytes;
  // The encoder and the class table are made per call: a run is 512 characters or more, and
  // next to it they cost nothing measurable (nor do they stay in memory).
  const encoder = new TextEncoder();
  // 1 where a byte is an ASCII character of the class, 0 for every other byte (non-ASCII
  // included): the hot loop then needs neither a range check nor a mask.
  const table = new Uint8Array(256);
  for (let c = 0; c < 128; c++) table[c] = (CHAR_CLASS[c]! & flags) === 0 ? 0 : 1;
  for (let from = start; ; ) {
    const length = Math.min(end - from, CHUNK);
    // The ASCII prefix is encoded one byte per character, so byte offsets are string offsets up
    // to the first byte ≥ 0x80. Only the bytes written count (the rest are an earlier chunk's).
    const written = encoder.encodeInto(
      String.prototype.slice.call(input, from, from + length),
      buffer,
    ).written;
    let i = 0;
    for (;;) {
      // Eight at a time while they last: an AND of 0/1 entries is 1 only when all are.
      while (
        i + 7 < written &&
        (table[buffer[i]!]! &
          table[buffer[i + 1]!]! &
          table[buffer[i + 2]!]! &
          table[buffer[i + 3]!]! &
          table[buffer[i + 4]!]! &
          table[buffer[i + 5]!]! &
          table[buffer[i + 6]!]! &
          table[buffer[i + 7]!]!) !==
          0
      ) {
        i += 8;
      }
      while (i < written && table[buffer[i]!] !== 0) i++;
      // Within two bytes of the chunk's end, with text after it: the next chunk starts here,
      // so that a '%' there is read with its two hex digits (when the bytes stopped short of
      // the chunk, the next one begins with the non-ASCII character that did not fit).
      if (i + 2 >= written && from + length < end) break;
      // §2.1 pct-encoded = "%" HEXDIG HEXDIG
      if (iri < 0 || i + 2 >= written || buffer[i] !== 0x25) return from + i;
      const h = buffer[i + 1]!;
      const l = buffer[i + 2]!;
      if ((h | l) >= 128 || (CHAR_CLASS[h]! & CHAR_CLASS[l]! & HEXDIG) === 0) return from + i;
      i += 3;
    }
    from += i;
  }
}
