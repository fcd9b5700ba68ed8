// The package's own character classes: hex digit values and the classes of RFC 3986 §2.2–2.3
// used by IPvFuture and zone IDs. Kept here so that layer 0 depends on nothing, and written as
// literal data (no table built at load time) so that bundlers drop whatever is not imported.

// Code units the scanners compare against (named once here, in a module without imports, so
// that bundlers inline them as numbers).
export const PERCENT = 0x25;
export const DOT = 0x2e;
export const ZERO = 0x30;
export const TWO = 0x32;
export const FIVE = 0x35;
export const COLON = 0x3a;
export const UPPER_V = 0x56;
export const UPPER_X = 0x58;
export const OPEN = 0x5b;
export const CLOSE = 0x5d;
export const LOWER_V = 0x76;
export const LOWER_X = 0x78;

/** Not a hex digit: the value `hexValue` returns for any other character. */
export const NOT_HEX = 16;

/** `unreserved` (RFC 3986 §2.3). */
export const UNRESERVED = 1;
/** `sub-delims` (RFC 3986 §2.2). */
export const SUB_DELIM = 2;
/** `":"`. */
export const COLON_CLASS = 4;

// The class bits of U+0020–U+007F, one digit per character ('0' + bits), 32 to a row; every other
// code unit has none. test/char-table.test.ts derives the same digits from the ABNF.
const CLASSES =
  //  !"#$%&'()*+,-./0123456789:;<=>?
  '02002022222221101111111111420200' +
  // @ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_
  '01111111111111111111111111100001' +
  // `abcdefghijklmnopqrstuvwxyz{|}~DEL
  '01111111111111111111111111100010';

/** The value of a hex digit (either case), or `NOT_HEX`. */
export function hexValue(code: number): number {
  const digit = code - 0x30;
  if (digit >= 0 && digit < 10) return digit;
  // Setting bit 0x20 folds "A"–"F" onto "a"–"f" and moves no other character into that range.
  const letter = (code | 0x20) - 0x61;
  return letter >= 0 && letter < 6 ? letter + 10 : NOT_HEX;
}

/** The class bits of a character (0 for anything outside U+0020–U+007F). */
export function charClass(code: number): number {
  return code >= 0x20 && code < 0x80 ? CLASSES.charCodeAt(code - 0x20) - 0x30 : 0;
}
