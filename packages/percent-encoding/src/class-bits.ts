// RFC 3986 §2 and Appendix A: the class bits of CHAR_CLASS (char-classes.ts) and the
// thirteen kinds of ASCII character made of them, in a module of constants only, so that
// bundlers write them in place (a table of numbers, not of variables: percentEncode alone
// 1,199 -> about 1,094 B).
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

// Every ASCII character is of one of thirteen kinds, each a fixed set of the classes above.
/** The classes of a character wherever the grammar allows data (§2.2–2.3, §3.2–3.5). */
export const DATA = USERINFO | REG_NAME | PCHAR | SEGMENT_NZ_NC | PATH | QUERY;
export const NONE = 0;
export const GEN = GEN_DELIMS; // "#" "[" "]"
export const QMARK = GEN_DELIMS | QUERY;
export const SLASH = GEN_DELIMS | PATH | QUERY;
export const COLON = GEN_DELIMS | USERINFO | PCHAR | PATH | QUERY;
export const AT = GEN_DELIMS | PCHAR | SEGMENT_NZ_NC | PATH | QUERY;
export const SUB = SUB_DELIMS | DATA; // sub-delims but "+"
export const PLUS = SUB_DELIMS | DATA | SCHEME;
export const MARK = UNRESERVED | DATA; // "_" "~"
export const DASH = UNRESERVED | DATA | SCHEME; // "-" "."
export const DIG = UNRESERVED | DATA | SCHEME | DIGIT | HEXDIG;
export const HEX = UNRESERVED | DATA | SCHEME | ALPHA | HEXDIG; // "A"-"F" "a"-"f"
export const LET = UNRESERVED | DATA | SCHEME | ALPHA; // "G"-"Z" "g"-"z"
