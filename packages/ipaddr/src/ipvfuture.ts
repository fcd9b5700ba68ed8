// IPvFuture (RFC 3986 §3.2.2): `"v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`, with the
// "v" in either case because ABNF quoted strings are case-insensitive (RFC 5234 §2.3).
import {
  COLON_CLASS,
  charClass,
  DOT,
  hexValue,
  NOT_HEX,
  SUB_DELIM,
  UNRESERVED,
} from './char-table.js';
import { INVALID_IPVFUTURE } from './codes.js';
import { fail } from './failure.js';

/**
 * Scans `text[start, end)`, which begins with "v" or "V", as `IPvFuture` and returns the offset
 * of the "." after the version, or -1 after recording the offset of the first character that
 * breaks the grammar.
 */
export function scanIPvFuture(text: string, start: number, end: number): number {
  let i = start + 1;
  while (i < end && hexValue(text.charCodeAt(i)) !== NOT_HEX) i++;
  if (i === start + 1 || i === end || text.charCodeAt(i) !== DOT) {
    return fail(INVALID_IPVFUTURE, i);
  }
  const dot = i++;
  for (; i < end; i++) {
    if ((charClass(text.charCodeAt(i)) & (UNRESERVED | SUB_DELIM | COLON_CLASS)) === 0) {
      return fail(INVALID_IPVFUTURE, i);
    }
  }
  // The address after the "." is not empty: 1*( unreserved / sub-delims / ":" ).
  return i === dot + 1 ? fail(INVALID_IPVFUTURE, i) : dot;
}
