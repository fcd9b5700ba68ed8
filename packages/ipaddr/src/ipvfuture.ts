// IPvFuture (RFC 3986 §3.2.2): `"v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`, with the
// "v" in either case because ABNF quoted strings are case-insensitive (RFC 5234 §2.3).
import { COLON_CLASS, charClass, hexValue, NOT_HEX, SUB_DELIM, UNRESERVED } from './char-table.js';
import { fail } from './failure.js';

const DOT = 0x2e;
const LOWER_V = 0x76;
const UPPER_V = 0x56;
const ADDRESS_CHAR = UNRESERVED | SUB_DELIM | COLON_CLASS;

/**
 * Scans `text[start, end)` as `IPvFuture` and returns the offset of the "." after the version,
 * or -1 after recording the offset of the first character that breaks the grammar.
 */
export function scanIPvFuture(text: string, start: number, end: number): number {
  let i = start;
  const v = i < end ? text.charCodeAt(i) : -1;
  if (v !== LOWER_V && v !== UPPER_V) return fail('invalid-ipvfuture', i);
  i++;
  const versionStart = i;
  while (i < end && hexValue(text.charCodeAt(i)) !== NOT_HEX) i++;
  if (i === versionStart || i === end || text.charCodeAt(i) !== DOT) {
    return fail('invalid-ipvfuture', i);
  }
  const dot = i++;
  if (i === end) return fail('invalid-ipvfuture', i);
  for (; i < end; i++) {
    if ((charClass(text.charCodeAt(i)) & ADDRESS_CHAR) === 0) return fail('invalid-ipvfuture', i);
  }
  return dot;
}
