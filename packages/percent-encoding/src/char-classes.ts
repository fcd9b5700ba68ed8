// RFC 3986 §2 and Appendix A: the character classes of the grammar as bit flags in
// one 128-entry table, so that a class test is one load and one AND:
//   (c < 128 && (CHAR_CLASS[c]! & PCHAR) !== 0)
// pct-encoded is not a character class; scanners handle '%' themselves.
import { requireType } from './arguments.js';

/**
 * Class bit of ALPHA: %x41-5A / %x61-7A (RFC 5234 Appendix B.1, used by RFC 3986 §1.3).
 *
 * @example
 * ```ts
 * hasClass('a'.charCodeAt(0), ALPHA); // → true
 * ```
 */
export const ALPHA = 1 << 0;
/**
 * Class bit of DIGIT: %x30-39 (RFC 5234 Appendix B.1, used by RFC 3986 §1.3).
 *
 * @example
 * ```ts
 * hasClass('7'.charCodeAt(0), DIGIT); // → true
 * ```
 */
export const DIGIT = 1 << 1;
/**
 * Class bit of HEXDIG: DIGIT / "A"-"F", case-insensitive as ABNF strings are (RFC 3986 §2.1).
 *
 * @example
 * ```ts
 * hasClass('f'.charCodeAt(0), HEXDIG); // → true; 'g' → false
 * ```
 */
export const HEXDIG = 1 << 2;
/**
 * Class bit of unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (RFC 3986 §2.3).
 *
 * @example
 * ```ts
 * hasClass('~'.charCodeAt(0), UNRESERVED); // → true; '/' → false
 * ```
 */
export const UNRESERVED = 1 << 3;
/**
 * Class bit of gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@" (RFC 3986 §2.2).
 *
 * @example
 * ```ts
 * hasClass('@'.charCodeAt(0), GEN_DELIMS); // → true
 * ```
 */
export const GEN_DELIMS = 1 << 4;
/**
 * Class bit of sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
 * (RFC 3986 §2.2).
 *
 * @example
 * ```ts
 * hasClass('&'.charCodeAt(0), SUB_DELIMS); // → true
 * ```
 */
export const SUB_DELIMS = 1 << 5;
/**
 * Class bit of the characters after the first of scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
 * (RFC 3986 §3.1).
 *
 * @example
 * ```ts
 * hasClass('+'.charCodeAt(0), SCHEME); // → true; '_' → false
 * ```
 */
export const SCHEME = 1 << 6;
/**
 * Class bit of the userinfo characters other than pct-encoded: unreserved / sub-delims / ":"
 * (RFC 3986 §3.2.1).
 *
 * @example
 * ```ts
 * hasClass(':'.charCodeAt(0), USERINFO); // → true; '@' → false
 * ```
 */
export const USERINFO = 1 << 7;
/**
 * Class bit of the reg-name characters other than pct-encoded: unreserved / sub-delims
 * (RFC 3986 §3.2.2).
 *
 * @example
 * ```ts
 * hasClass(':'.charCodeAt(0), REG_NAME); // → false
 * ```
 */
export const REG_NAME = 1 << 8;
/**
 * Class bit of pchar other than pct-encoded: unreserved / sub-delims / ":" / "@" (RFC 3986 §3.3).
 *
 * @example
 * ```ts
 * hasClass('@'.charCodeAt(0), PCHAR); // → true; '/' → false
 * ```
 */
export const PCHAR = 1 << 9;
/**
 * Class bit of the segment-nz-nc characters other than pct-encoded: pchar without ":"
 * (RFC 3986 §3.3).
 *
 * @example
 * ```ts
 * hasClass(':'.charCodeAt(0), SEGMENT_NZ_NC); // → false; '@' → true
 * ```
 */
export const SEGMENT_NZ_NC = 1 << 10;
/**
 * Class bit of the characters of a path other than pct-encoded: pchar / "/" (RFC 3986 §3.3).
 *
 * @example
 * ```ts
 * hasClass('/'.charCodeAt(0), PATH); // → true; '?' → false
 * ```
 */
export const PATH = 1 << 11;
/**
 * Class bit of the query and fragment characters other than pct-encoded: pchar / "/" / "?"
 * (RFC 3986 §3.4, §3.5).
 *
 * @example
 * ```ts
 * hasClass('?'.charCodeAt(0), QUERY); // → true; '#' → false
 * ```
 */
export const QUERY = 1 << 12;
/**
 * Class bit of the fragment characters: the same bit as {@link QUERY}, since fragment has the
 * same characters as query (RFC 3986 §3.5).
 *
 * @example
 * ```ts
 * hasClass('?'.charCodeAt(0), FRAGMENT); // → true
 * ```
 */
export const FRAGMENT = QUERY;
/**
 * Class bit of the characters after "v" HEXDIG "." of IPvFuture: unreserved / sub-delims / ":",
 * the same bit as {@link USERINFO} (RFC 3986 §3.2.2).
 *
 * @example
 * ```ts
 * hasClass(':'.charCodeAt(0), IPVFUTURE); // → true
 * ```
 */
export const IPVFUTURE = USERINFO;
/**
 * Class bits of reserved = gen-delims / sub-delims (RFC 3986 §2.2).
 *
 * @example
 * ```ts
 * hasClass('@'.charCodeAt(0), RESERVED); // → true
 * ```
 */
export const RESERVED = GEN_DELIMS | SUB_DELIMS;

// Every ASCII character is of one of thirteen kinds, each a fixed set of the classes above. The
// table holds each kind as its number: named, each would be a variable of every bundle that
// reads the table (some 50 B min+gzip; bundlers do not fold constants across modules).
// test/char-classes.test.ts checks every class of every character against Appendix A.
//   DATA = USERINFO | REG_NAME | PCHAR | SEGMENT_NZ_NC | PATH | QUERY (8064, in no kind alone)
//      0 none of them (controls, space, '"', '%', '<', '>', '\\', '^', '`', '{', '|', '}', DEL)
//     16 GEN_DELIMS: "#" "[" "]"
//   4112 GEN_DELIMS | QUERY: "?"
//   6160 GEN_DELIMS | PATH | QUERY: "/"
//   6800 GEN_DELIMS | USERINFO | PCHAR | PATH | QUERY: ":"
//   7696 GEN_DELIMS | PCHAR | SEGMENT_NZ_NC | PATH | QUERY: "@"
//   8096 SUB_DELIMS | DATA: the sub-delims but "+"
//   8160 SUB_DELIMS | DATA | SCHEME: "+"
//   8072 UNRESERVED | DATA: "_" "~"
//   8136 UNRESERVED | DATA | SCHEME: "-" "."
//   8142 UNRESERVED | DATA | SCHEME | DIGIT | HEXDIG: "0"-"9"
//   8141 UNRESERVED | DATA | SCHEME | ALPHA | HEXDIG: "A"-"F" "a"-"f"
//   8137 UNRESERVED | DATA | SCHEME | ALPHA: "G"-"Z" "g"-"z"

/**
 * The class bits of every ASCII code point (index = code unit, 0–127), from the
 * grammar of RFC 3986 §2 and Appendix A. Code points ≥ 128 belong to no RFC 3986
 * class; callers test `c < 128` first.
 *
 * @example
 * ```ts
 * (CHAR_CLASS['-'.charCodeAt(0)]! & SCHEME) !== 0; // → true
 * ```
 */
// Literal data, not a table built at load time, so that it costs few bytes in a bundle;
// test/char-classes.test.ts checks every class in it against the sets of Appendix A.
// biome-ignore format: a table, sixteen characters to a row
export const CHAR_CLASS: Uint16Array = /* @__PURE__ */ new Uint16Array([
  // U+0000–U+001F: controls
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  // U+0020–U+002F: space ! " # $ % & ' ( ) * + , - . /
  0, 8096, 0, 16, 8096, 0, 8096, 8096, 8096, 8096, 8096, 8160, 8096, 8136, 8136, 6160,
  // U+0030–U+003F: 0–9 : ; < = > ?
  8142, 8142, 8142, 8142, 8142, 8142, 8142, 8142, 8142, 8142, 6800, 8096, 0, 8096, 0, 4112,
  // U+0040–U+004F: @ A–F G–O
  7696, 8141, 8141, 8141, 8141, 8141, 8141, 8137, 8137, 8137, 8137, 8137, 8137, 8137, 8137, 8137,
  // U+0050–U+005F: P–Z [ \ ] ^ _
  8137, 8137, 8137, 8137, 8137, 8137, 8137, 8137, 8137, 8137, 8137, 16, 0, 16, 0, 8072,
  // U+0060–U+006F: ` a–f g–o
  0, 8141, 8141, 8141, 8141, 8141, 8141, 8137, 8137, 8137, 8137, 8137, 8137, 8137, 8137, 8137,
  // U+0070–U+007F: p–z { | } ~ DEL
  8137, 8137, 8137, 8137, 8137, 8137, 8137, 8137, 8137, 8137, 8137, 0, 0, 0, 8072, 0,
]);

/**
 * True when the code unit `c` is ASCII and has any of the class bits `flags`
 * (RFC 3986 §2 and Appendix A); a non-ASCII code unit has none.
 *
 * @example
 * ```ts
 * hasClass('~'.charCodeAt(0), UNRESERVED); // → true
 * hasClass('é'.charCodeAt(0), UNRESERVED); // → false
 * ```
 */
export function hasClass(c: number, flags: number): boolean {
  requireType('hasClass', 'c', c, 'number');
  requireType('hasClass', 'flags', flags, 'number');
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

/**
 * The value 0–15 of an ASCII HEXDIG (RFC 3986 §2.1), or -1; index by code unit (< 128).
 *
 * @example
 * ```ts
 * HEX_VALUE['b'.charCodeAt(0)]; // → 11
 * HEX_VALUE['x'.charCodeAt(0)]; // → -1
 * ```
 */
export const HEX_VALUE: Int8Array = /* @__PURE__ */ buildHexValues();

/**
 * The value of the hex digit `c` (any code unit), or -1 when it is not HEXDIG (RFC 3986 §2.1).
 *
 * @example
 * ```ts
 * hexValue('F'.charCodeAt(0)); // → 15
 * hexValue('é'.charCodeAt(0)); // → -1
 * ```
 */
export function hexValue(c: number): number {
  requireType('hexValue', 'c', c, 'number');
  return c < 128 ? HEX_VALUE[c]! : -1;
}

/**
 * Upper-case hex digits, indexed by value: RFC 3986 §2.1 recommends upper case in triplets.
 *
 * @example
 * ```ts
 * `%${HEX_UPPER[0x2f >> 4]}${HEX_UPPER[0x2f & 15]}`; // → '%2F'
 * ```
 */
export const HEX_UPPER = '0123456789ABCDEF';
