// RFC 3986 §2 and Appendix A: the character classes of the grammar as bit flags in
// one 128-entry table, so that a class test is one load and one AND:
//   (c < 128 && (CHAR_CLASS[c]! & PCHAR) !== 0)
// pct-encoded is not a character class; scanners handle '%' themselves.

/** ALPHA: %x41-5A / %x61-7A (RFC 5234 Appendix B.1). */
export const ALPHA = 1 << 0;
/** DIGIT: %x30-39. */
export const DIGIT = 1 << 1;
/** HEXDIG: DIGIT / "A"-"F", case-insensitive as ABNF strings are (RFC 3986 §2.1). */
export const HEXDIG = 1 << 2;
/** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (§2.3). */
export const UNRESERVED = 1 << 3;
/** gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@" (§2.2). */
export const GEN_DELIMS = 1 << 4;
/** sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" (§2.2). */
export const SUB_DELIMS = 1 << 5;
/** The characters after the first of scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (§3.1). */
export const SCHEME = 1 << 6;
/** userinfo characters other than pct-encoded: unreserved / sub-delims / ":" (§3.2.1). */
export const USERINFO = 1 << 7;
/** reg-name characters other than pct-encoded: unreserved / sub-delims (§3.2.2). */
export const REG_NAME = 1 << 8;
/** pchar other than pct-encoded: unreserved / sub-delims / ":" / "@" (§3.3). */
export const PCHAR = 1 << 9;
/** segment-nz-nc characters other than pct-encoded: pchar without ":" (§3.3). */
export const SEGMENT_NZ_NC = 1 << 10;
/** Characters of a path other than pct-encoded: pchar / "/" (§3.3). */
export const PATH = 1 << 11;
/** query and fragment characters other than pct-encoded: pchar / "/" / "?" (§3.4, §3.5). */
export const QUERY = 1 << 12;
/** fragment has the same characters as query (§3.5). */
export const FRAGMENT = QUERY;
/** The characters after "v" HEXDIG "." of IPvFuture: unreserved / sub-delims / ":" (§3.2.2). */
export const IPVFUTURE = USERINFO;
/** reserved = gen-delims / sub-delims (§2.2). */
export const RESERVED = GEN_DELIMS | SUB_DELIMS;

// Every ASCII character is of one of thirteen kinds, each a fixed set of the classes above.
/** The classes of a character wherever the grammar allows data (§2.2–2.3, §3.2–3.5). */
const DATA = USERINFO | REG_NAME | PCHAR | SEGMENT_NZ_NC | PATH | QUERY;
const NONE = 0;
const GEN = GEN_DELIMS; // "#" "[" "]"
const QMARK = GEN_DELIMS | QUERY;
const SLASH = GEN_DELIMS | PATH | QUERY;
const COLON = GEN_DELIMS | USERINFO | PCHAR | PATH | QUERY;
const AT = GEN_DELIMS | PCHAR | SEGMENT_NZ_NC | PATH | QUERY;
const SUB = SUB_DELIMS | DATA; // sub-delims but "+"
const PLUS = SUB_DELIMS | DATA | SCHEME;
const MARK = UNRESERVED | DATA; // "_" "~"
const DASH = UNRESERVED | DATA | SCHEME; // "-" "."
const DIG = UNRESERVED | DATA | SCHEME | DIGIT | HEXDIG;
const HEX = UNRESERVED | DATA | SCHEME | ALPHA | HEXDIG; // "A"-"F" "a"-"f"
const LET = UNRESERVED | DATA | SCHEME | ALPHA; // "G"-"Z" "g"-"z"

/**
 * The class bits of every ASCII code point (index = code unit, 0–127). Code
 * points ≥ 128 belong to no RFC 3986 class; callers test `c < 128` first.
 */
// Literal data, not a table built at load time, so that it costs few bytes in a bundle;
// test/char-classes.test.ts checks every class in it against the sets of Appendix A.
// biome-ignore format: a table, sixteen characters to a row
export const CHAR_CLASS: Uint16Array = /* @__PURE__ */ new Uint16Array([
  // U+0000–U+001F: controls
  NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE,
  NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE,
  // U+0020–U+002F: space ! " # $ % & ' ( ) * + , - . /
  NONE, SUB, NONE, GEN, SUB, NONE, SUB, SUB, SUB, SUB, SUB, PLUS, SUB, DASH, DASH, SLASH,
  // U+0030–U+003F: 0–9 : ; < = > ?
  DIG, DIG, DIG, DIG, DIG, DIG, DIG, DIG, DIG, DIG, COLON, SUB, NONE, SUB, NONE, QMARK,
  // U+0040–U+004F: @ A–F G–O
  AT, HEX, HEX, HEX, HEX, HEX, HEX, LET, LET, LET, LET, LET, LET, LET, LET, LET,
  // U+0050–U+005F: P–Z [ \ ] ^ _
  LET, LET, LET, LET, LET, LET, LET, LET, LET, LET, LET, GEN, NONE, GEN, NONE, MARK,
  // U+0060–U+006F: ` a–f g–o
  NONE, HEX, HEX, HEX, HEX, HEX, HEX, LET, LET, LET, LET, LET, LET, LET, LET, LET,
  // U+0070–U+007F: p–z { | } ~ DEL
  LET, LET, LET, LET, LET, LET, LET, LET, LET, LET, LET, NONE, NONE, NONE, MARK, NONE,
]);

/** True when the code unit `c` is ASCII and has any of the `flags`. */
export function hasClass(c: number, flags: number): boolean {
  return c < 128 && (CHAR_CLASS[c]! & flags) !== 0;
}

function buildHexValues(): Int8Array {
  const values = new Int8Array(128).fill(-1);
  for (let d = 0; d < 10; d++) values[0x30 + d] = d;
  for (let d = 0; d < 6; d++) {
    values[0x41 + d] = 10 + d;
    values[0x61 + d] = 10 + d;
  }
  return values;
}

/** The value 0–15 of an ASCII hex digit, or -1; index by code unit (< 128). */
export const HEX_VALUE: Int8Array = /* @__PURE__ */ buildHexValues();

/** The value of the hex digit `c` (any code unit), or -1 when it is not HEXDIG. */
export function hexValue(c: number): number {
  return c < 128 ? HEX_VALUE[c]! : -1;
}

/** Upper-case hex digits, indexed by value: RFC 3986 §2.1 recommends upper case. */
export const HEX_UPPER = '0123456789ABCDEF';
