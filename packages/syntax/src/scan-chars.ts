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
// encoder, CHUNK characters at a time, into one buffer, and a chunk that is all ASCII (one byte
// a character, so byte offsets are string offsets) is read there by a loop that inlines too. A
// chunk with a non-ASCII character, and the rest of its run, go character by character.
// Reading a string with charCodeAt checks its representation on every character (flat, sliced,
// concatenated; one- or two-byte): about thirty instructions a character, against twelve a byte,
// which pays for the encoder's fixed cost (some 600 instructions) on long runs only.
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

  // bytes[k, stop) while they are of the class; small enough to inline, where the compiler folds
  // the two arrays into the code (called, the loop checked both arrays' maps on every byte).
  const byteRun = (k: number, stop: number, flags: number): number => {
    while (k < stop && (table[bytes[k]!]! & flags) !== 0) k++;
    return k;
  };

  // '%', non-ASCII characters, long runs.
  function scanRest(input: string, i: number, end: number, flags: number, iri: number): number {
    const codeAt = String.prototype.charCodeAt; // see the header
    // bytes[0, limit - base) hold the ASCII characters input[base, limit); `more` when the
    // encoder stopped at the end of the buffer with text left.
    let base = i;
    let limit = i;
    let more = end - i > PROBE;
    for (;;) {
      if (i >= limit && more) {
        // The next chunk.
        encoder ??= new TextEncoder();
        const to = end - i > CHUNK ? i + CHUNK : end;
        const { read, written } = encoder.encodeInto(
          String.prototype.slice.call(input, i, to),
          bytes,
        );
        // A chunk with a non-ASCII character in it, and the rest of the run, go by characters.
        base = i;
        limit = read === written ? i + read : i;
        more = limit > i && limit < end;
      }
      if (i < limit) {
        i = base + byteRun(i - base, limit - base, flags);
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
        if (i + 2 >= end || scan(input, i + 1, i + 3, HEXDIG, ASCII_ONLY) < i + 3) return i;
        i += 3;
      } else {
        const width = c < 128 || iri === 0 ? 0 : iriCharWidth(input, i, end, iri);
        if (width === 0) return i;
        i += width;
      }
    }
  }

  const scan = (input: string, start: number, end: number, flags: number, iri: number): number => {
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
  return scan;
})();
