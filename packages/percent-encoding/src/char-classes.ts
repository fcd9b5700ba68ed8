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

function build(): Uint16Array {
  const table = new Uint16Array(128);
  const add = (chars: string, flags: number): void => {
    for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)]! |= flags;
  };
  const alpha = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const digit = '0123456789';
  const unreserved = `${alpha}${digit}-._~`;
  const subDelims = "!$&'()*+,;=";
  add(alpha, ALPHA);
  add(digit, DIGIT);
  add(`${digit}ABCDEFabcdef`, HEXDIG);
  add(unreserved, UNRESERVED);
  add(':/?#[]@', GEN_DELIMS);
  add(subDelims, SUB_DELIMS);
  add(`${alpha}${digit}+-.`, SCHEME);
  add(`${unreserved}${subDelims}:`, USERINFO);
  add(`${unreserved}${subDelims}`, REG_NAME);
  add(`${unreserved}${subDelims}:@`, PCHAR);
  add(`${unreserved}${subDelims}@`, SEGMENT_NZ_NC);
  add(`${unreserved}${subDelims}:@/`, PATH);
  add(`${unreserved}${subDelims}:@/?`, QUERY);
  return table;
}

/**
 * The class bits of every ASCII code point (index = code unit, 0–127). Code
 * points ≥ 128 belong to no RFC 3986 class; callers test `c < 128` first.
 */
export const CHAR_CLASS: Uint16Array = /* @__PURE__ */ build();

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
