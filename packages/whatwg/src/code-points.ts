// URL Standard §1.3 "Percent-encoded bytes" (the percent-encode sets) and §3.1 "Host
// miscellaneous" (forbidden host code points), as bits of one table over ASCII:
// a membership test is one load and one AND. Every set also holds every code point above
// U+007E, which the callers test before the table.

/** C0 control percent-encode set: C0 controls and U+007F. */
export const C0_SET = 1;
/** Fragment percent-encode set: C0 plus space " < > `. */
export const FRAGMENT_SET = 2;
/** Query percent-encode set: C0 plus space " # < >. */
export const QUERY_SET = 4;
/** Special-query percent-encode set: query plus '. */
export const SPECIAL_QUERY_SET = 8;
/** Path percent-encode set: query plus ? ^ ` { }. */
export const PATH_SET = 16;
/** Userinfo percent-encode set: path plus / : ; = @ [ \ ] |. */
export const USERINFO_SET = 32;
/** Component percent-encode set: userinfo plus $ % & + ,. */
export const COMPONENT_SET = 64;
/** application/x-www-form-urlencoded percent-encode set: component plus ! ' ( ) ~. */
export const FORM_SET = 128;
/** Forbidden host code points (§3.1). */
export const FORBIDDEN_HOST = 256;
/** ASCII that a domain does not keep as it is (fast path): all but a-z, 0-9, "-", ".", "_". */
export const HOST_STOP = 512;
/** Where the fast path's path scan must look closer: the path set, "/", "\\" and "|". */
export const PATH_STOP = 1024;

function build(): Uint16Array {
  const table = new Uint16Array(128);
  const add = (chars: string, bits: number): void => {
    for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)]! |= bits;
  };
  // Each member of the path set is also a PATH_STOP.
  const C0 = 1 | 2 | 4 | 8 | 16 | 32 | 64 | 128 | PATH_STOP;
  for (let c = 0; c < 0x20; c++) table[c] = C0;
  table[0x7f] = C0;
  add(' "<>', 2 | 4 | 8 | 16 | 32 | 64 | 128 | PATH_STOP);
  add('`', 2 | 16 | 32 | 64 | 128 | PATH_STOP);
  add('#', 4 | 8 | 16 | 32 | 64 | 128 | PATH_STOP);
  add("'", 8 | 128);
  add('?^{}', 16 | 32 | 64 | 128 | PATH_STOP);
  add('/:;=@[\\]|', 32 | 64 | 128);
  add('$%&+,', 64 | 128);
  add("!'()~", 128);
  add('\0\t\n\r #/:<>?@[\\]^|', FORBIDDEN_HOST);
  for (let c = 0; c < 0x80; c++) {
    if (c < 0x2d || c === 0x2f || (c > 0x39 && c < 0x61 && c !== 0x5f) || c > 0x7a) {
      table[c]! |= HOST_STOP;
    }
  }
  add('/\\|', PATH_STOP);
  return table;
}

/** The class bits of each ASCII code point. */
export const CLASS: Uint16Array = /* @__PURE__ */ build();

/** Whether `c` (a UTF-16 code unit) is in the percent-encode set `bit`. */
export function inSet(c: number, bit: number): boolean {
  return c > 0x7e || (CLASS[c]! & bit) !== 0;
}

/** The value of an ASCII hex digit, or -1. */
export function hexDigit(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

/** Whether `c` is an ASCII alpha. */
export function isAlpha(c: number): boolean {
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/** Whether `c` is an ASCII digit. */
export function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}
