// The inner loop of every component scanner: a run of characters of one RFC 3986 §2 class,
// pct-encoded triplets (§2.1) and, for IRIs, the non-ASCII characters of RFC 3987 §2.2.
//
// The common case, a run of ASCII characters of the class ended by one that is not (a
// delimiter), is a small function that the optimizing compiler inlines into each scanner. The
// class table is a constant of the closure below: inlined, the compiler folds it into the code;
// called, or read from the module (a bundler turns a module's `const` into `var`), it checks the
// table's map and reloads its address on every character (the validate row measured 0.87×
// `URL.canParse()` inlined, 0.78× called).
//
// The rest is another function: '%' triplets, non-ASCII characters, and runs still going after
// PROBE characters, which go on in bytes: the text is copied by the engine's native UTF-8
// encoder, CHUNK characters at a time, into one buffer, and read there while it is ASCII (one
// byte a character, so byte offsets are string offsets up to the first byte ≥ 0x80). Reading a
// string with charCodeAt checks its representation on every character (flat, sliced,
// concatenated; one- or two-byte): about thirty instructions a character, against eighteen a
// byte, which pays for the encoder's fixed cost (some 600 instructions) on long runs only.
//
// Characters are read with `codeAt.call(input, i)`, where `codeAt` is String.prototype.charCodeAt
// taken in the function itself, rather than `input.charCodeAt(i)`. Inputs come in many V8 string
// representations, each with its own map: an `input.charCodeAt` site that has seen more than four
// of them turns megamorphic for the rest of the process, and every character then pays a generic
// property lookup (parsing 1.5–2.5× slower once an application has passed such strings). Read from
// the global in each function, the built-in is a constant to the optimizing compiler, which
// inlines the call whatever the string.
import { CHAR_CLASS, HEXDIG } from '@urikit/percent-encoding';
import { iriCharWidth } from './iri-chars.js';

/**
 * `iri` mode of scanChars for the parts of the grammar that allow no pct-encoded triplet nor any
 * non-ASCII character: the scheme (§3.1) and the port (§3.2.3).
 */
export const ASCII_ONLY = -1;

/** How far the inlined character loop goes before a run goes on in bytes. */
export const PROBE = 256;

/** Characters encoded per call of the encoder: the size of the one buffer kept between calls. */
export const CHUNK = 16_384;

/**
 * Scans `input` from `start` while the characters have one of the `flags` (or are a valid
 * pct-encoded triplet, or are allowed by `iri`: 0, IRI_UCSCHAR or IRI_PRIVATE) and returns
 * the offset of the first one that is not, or `end`. A '%' that does not start a triplet
 * within `end` stops the scan at the '%'. With `iri` ASCII_ONLY, only ASCII characters of
 * `flags` are scanned ('%' stops the scan).
 */
export const scanChars = /* @__PURE__ */ (() => {
  const table = CHAR_CLASS;
  const bytes = new Uint8Array(CHUNK);
  let encoder: InstanceType<typeof TextEncoder> | undefined;

  // '%', non-ASCII characters, long runs.
  function scanRest(input: string, i: number, end: number, flags: number, iri: number): number {
    const codeAt = String.prototype.charCodeAt; // see the header
    // bytes[0, limit - base) hold the ASCII characters input[base, limit); `more` when the
    // encoder stopped at the end of the buffer with text left.
    let base = i;
    let limit = i;
    let more = end - i > PROBE && typeof TextEncoder === 'function';
    // 1 where a byte is an ASCII character of the class, 0 for every other byte (non-ASCII
    // included): the byte loop then needs neither a range check nor a mask.
    let ones: Uint8Array | undefined;
    for (;;) {
      if (i >= limit && more) {
        // The next chunk (a runtime without the Encoding API reads characters only).
        encoder ??= new TextEncoder();
        if (ones === undefined) {
          ones = new Uint8Array(256);
          for (let c = 0; c < 128; c++) ones[c] = (table[c]! & flags) === 0 ? 0 : 1;
        }
        const to = end - i > CHUNK ? i + CHUNK : end;
        const { read, written } = encoder.encodeInto(
          String.prototype.slice.call(input, i, to),
          bytes,
        );
        base = i;
        limit = i + read;
        more = limit < end;
        if (read !== written) {
          // Past the first non-ASCII character, characters only.
          let k = 0;
          while (bytes[k]! < 0x80) k++;
          limit = i + k;
          more = false;
        }
      }
      if (i < limit) {
        const b = bytes;
        const t = ones!;
        let k = i - base;
        const stop = limit - base;
        // Eight at a time while they last: an AND of 0/1 entries is 1 only when all are.
        while (
          k + 7 < stop &&
          (t[b[k]!]! &
            t[b[k + 1]!]! &
            t[b[k + 2]!]! &
            t[b[k + 3]!]! &
            t[b[k + 4]!]! &
            t[b[k + 5]!]! &
            t[b[k + 6]!]! &
            t[b[k + 7]!]!) !==
            0
        ) {
          k += 8;
        }
        while (k < stop && t[b[k]!] !== 0) k++;
        i = base + k;
        if (i === limit) continue;
      }
      let c = 0;
      while (i < end) {
        c = codeAt.call(input, i);
        if (c >= 128 || (table[c]! & flags) === 0) break;
        i++;
      }
      if (i >= end || iri < 0) return i;
      if (c === 0x25) {
        // §2.1 pct-encoded = "%" HEXDIG HEXDIG
        if (i + 2 >= end) return i;
        const h = codeAt.call(input, i + 1);
        const l = codeAt.call(input, i + 2);
        if (h >= 128 || l >= 128 || (table[h]! & table[l]! & HEXDIG) === 0) return i;
        i += 3;
      } else {
        const width = c < 128 || iri === 0 ? 0 : iriCharWidth(input, i, end, iri);
        if (width === 0) return i;
        i += width;
      }
    }
  }

  return (input: string, start: number, end: number, flags: number, iri: number): number => {
    const codeAt = String.prototype.charCodeAt; // see the header
    const stop = end - start > PROBE ? start + PROBE : end;
    let i = start;
    let c = 0;
    while (i < stop) {
      c = codeAt.call(input, i);
      if (c >= 128 || (table[c]! & flags) === 0) break;
      i++;
    }
    // Done at the end, or at an ASCII character outside the class that is not a '%'.
    if (i === end || (i < stop && c < 128 && c !== 0x25)) return i;
    return scanRest(input, i, end, flags, iri);
  };
})();
