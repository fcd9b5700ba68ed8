// RFC 3986 §2 and Appendix A: the character classes of the grammar as bit flags in
// one 128-entry table, so that a class test is one load and one AND:
//   (c < 128 && (CHAR_CLASS[c]! & PCHAR) !== 0)
// pct-encoded is not a character class; scanners handle '%' themselves.
import { requireType } from './arguments.js';
import {
  AT,
  COLON,
  DASH,
  DIG,
  GEN,
  HEX,
  LET,
  MARK,
  NONE,
  PLUS,
  QMARK,
  SLASH,
  SUB,
} from './class-bits.js';

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
