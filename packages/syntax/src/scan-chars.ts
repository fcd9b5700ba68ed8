// The inner loop of every component scanner: a run of characters of one RFC 3986 §2 class,
// pct-encoded triplets (§2.1) and, for IRIs, the non-ASCII characters of RFC 3987 §2.2.
import { CHAR_CLASS, HEXDIG } from '@urikit/percent-encoding';
import { iriCharWidth } from './iri-chars.js';

/**
 * Scans `input` from `start` while the characters have one of the `flags` (or are a valid
 * pct-encoded triplet, or are allowed by `iri`: 0, IRI_UCSCHAR or IRI_PRIVATE) and returns
 * the offset of the first one that is not, or `end`. A '%' that does not start a triplet
 * within `end` stops the scan at the '%'.
 */
export function scanChars(
  input: string,
  start: number,
  end: number,
  flags: number,
  iri: number,
): number {
  let i = start;
  for (;;) {
    // The common case in tight loops: ASCII characters of the class, four at a time while
    // they last (a set bit common to all four is in every one), then one by one (scanClass).
    while (i + 3 < end) {
      const a = input.charCodeAt(i);
      const b = input.charCodeAt(i + 1);
      const c = input.charCodeAt(i + 2);
      const d = input.charCodeAt(i + 3);
      if ((a | b | c | d) >= 128) break;
      if ((CHAR_CLASS[a]! & CHAR_CLASS[b]! & CHAR_CLASS[c]! & CHAR_CLASS[d]! & flags) === 0) break;
      i += 4;
    }
    i = scanClass(input, i, end, flags);
    if (i >= end) return i;
    const c = input.charCodeAt(i);
    if (c === 0x25) {
      if (i + 2 >= end || !isHexPair(input, i + 1)) return i;
      i += 3;
    } else {
      const width = c < 128 || iri === 0 ? 0 : iriCharWidth(input, i, end, iri);
      if (width === 0) return i;
      i += width;
    }
  }
}

/**
 * Scans `input` from `start` while the characters are ASCII with one of the `flags` and returns
 * the offset of the first one that is not, or `end`: for the parts of the grammar that allow no
 * pct-encoded triplet, the scheme (§3.1) and the port (§3.2.3).
 */
export function scanClass(input: string, start: number, end: number, flags: number): number {
  let i = start;
  while (i < end) {
    const c = input.charCodeAt(i);
    if (c >= 128 || (CHAR_CLASS[c]! & flags) === 0) break;
    i++;
  }
  return i;
}

function isHexPair(input: string, i: number): boolean {
  const a = input.charCodeAt(i);
  const b = input.charCodeAt(i + 1);
  return a < 128 && b < 128 && (CHAR_CLASS[a]! & CHAR_CLASS[b]! & HEXDIG) !== 0;
}
