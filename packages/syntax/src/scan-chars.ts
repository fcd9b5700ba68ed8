// The inner loop of every component scanner: a run of characters of one RFC 3986 §2 class,
// pct-encoded triplets (§2.1) and, for IRIs, the non-ASCII characters of RFC 3987 §2.2.
//
// Characters are read with `codeAt.call(input, i)`, where `codeAt` is String.prototype.charCodeAt
// taken in the function itself, rather than `input.charCodeAt(i)`. Inputs come in many V8 string
// representations (flat, sliced, concatenated; one- or two-byte; internalized), each with its own
// map: an `input.charCodeAt` site that has seen more than four of them turns megamorphic for the
// rest of the process, and every character then pays a generic property lookup (parsing 1.5–2.5×
// slower once an application has passed such strings). Read from the global in each function,
// the built-in is a constant to the optimizing compiler, which inlines the call whatever the
// string (a module-level constant is a context load it does not fold: measured slower).
import { CHAR_CLASS, HEXDIG } from '@urikit/percent-encoding';
import { iriCharWidth } from './iri-chars.js';
import { LONG_RUN, PROBE, scanLong } from './scan-long.js';

/**
 * `iri` mode of scanChars and charRun for the parts of the grammar that allow no pct-encoded
 * triplet nor any non-ASCII character: the scheme (§3.1) and the port (§3.2.3).
 */
export const ASCII_ONLY = -1;

/**
 * Scans `input` from `start` while the characters have one of the `flags` (or are a valid
 * pct-encoded triplet, or are allowed by `iri`: 0, IRI_UCSCHAR or IRI_PRIVATE) and returns
 * the offset of the first one that is not, or `end`. A '%' that does not start a triplet
 * within `end` stops the scan at the '%'. With `iri` ASCII_ONLY, only ASCII characters of
 * `flags` are scanned ('%' stops the scan).
 */
export function scanChars(
  input: string,
  start: number,
  end: number,
  flags: number,
  iri: number,
): number {
  // A run still going after PROBE characters goes on on bytes (scan-long.ts), once, so the
  // time stays linear; the character loop resumes where the bytes stopped.
  const i = end - start < LONG_RUN ? start : charRun(input, start, start + PROBE, flags, iri);
  return charRun(
    input,
    i === start + PROBE ? scanLong(input, i, end, flags, iri) : i,
    end,
    flags,
    iri,
  );
}

/**
 * scanChars without the byte fast path: the same result, character by character. The
 * predicates scan with it (validators.ts), so that a bundle of them leaves scan-long.ts out.
 */
export function charRun(
  input: string,
  start: number,
  end: number,
  flags: number,
  iri: number,
): number {
  const codeAt = String.prototype.charCodeAt; // see the header
  let i = start;
  for (;;) {
    // ASCII characters of the class (most of any component), then the other cases. (Reading
    // four at a time measured no faster on corpus lines, and long runs go on bytes.)
    let c = 0;
    while (i < end) {
      c = codeAt.call(input, i);
      if (c >= 128 || (CHAR_CLASS[c]! & flags) === 0) break;
      i++;
    }
    if (i >= end || iri < 0) return i;
    if (c === 0x25) {
      // §2.1 pct-encoded = "%" HEXDIG HEXDIG
      if (i + 2 >= end) return i;
      const h = codeAt.call(input, i + 1);
      const l = codeAt.call(input, i + 2);
      if (h >= 128 || l >= 128 || (CHAR_CLASS[h]! & CHAR_CLASS[l]! & HEXDIG) === 0) return i;
      i += 3;
    } else {
      const width = c < 128 || iri === 0 ? 0 : iriCharWidth(input, i, end, iri);
      if (width === 0) return i;
      i += width;
    }
  }
}
