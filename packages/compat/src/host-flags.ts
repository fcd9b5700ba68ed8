// One pass over a host that tells every later step what it needs to know (RFC 3986
// §3.2.2): which characters occur, so that IP, case, percent-encoding and domain checks
// run only on hosts that need them.

/** A character fast-uri refuses in a domain host: controls, space and "#/:<>?@[\]^`{|}, DEL. */
export const FORBIDDEN = 1;
/** A character that makes a lower-case host go through domain conversion. */
export const NOT_SIMPLE = 2;
/** An upper-case ASCII letter. */
export const UPPER = 4;
/** A `%`. */
export const PERCENT = 8;
/** A `[` or `]`. */
export const BRACKET = 16;
/** A `:`. */
export const COLON = 32;
/** Anything but a digit or a `.` (so not a dotted-decimal IPv4address). */
export const NOT_IPV4 = 64;
/** A non-ASCII code unit. */
export const NON_ASCII = 128;
/** `@`, `/`, `?` or `#`: re-encoded in a written host. */
export const DELIMITER = 256;

const TABLE = /* @__PURE__ */ buildTable();

function buildTable(): Uint16Array {
  const t = new Uint16Array(128);
  const mark = (chars: string, bit: number) => {
    for (let i = 0; i < chars.length; i++) t[chars.charCodeAt(i)]! |= bit;
  };
  for (let c = 0; c < 128; c++) {
    t[c] = NOT_IPV4 | NOT_SIMPLE;
    if (c <= 0x20 || c === 0x7f) t[c]! |= FORBIDDEN;
  }
  mark('"#/:<>?@[\\]^`{|}', FORBIDDEN);
  // Characters left as they are by domain conversion (A-Z become a-z first).
  for (let c = 0; c < 128; c++) {
    const simple = '!"$&\'()*+,-.;=_`{}~'.indexOf(String.fromCharCode(c)) !== -1;
    if (simple || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)) t[c]! &= ~NOT_SIMPLE;
  }
  for (let c = 0x41; c <= 0x5a; c++) t[c]! |= UPPER;
  for (let c = 0x30; c <= 0x39; c++) t[c]! &= ~NOT_IPV4;
  t[0x2e]! &= ~NOT_IPV4;
  mark('%', PERCENT);
  mark('[]', BRACKET);
  mark(':', COLON);
  mark('@/?#', DELIMITER);
  return t;
}

/** The flags of one code unit. */
export function charFlags(c: number): number {
  return c < 128 ? TABLE[c]! : NON_ASCII | NOT_SIMPLE | NOT_IPV4;
}

/** The union of the flags of every character of `host`. */
export function hostFlags(host: string): number {
  let flags = 0;
  for (let i = 0; i < host.length; i++) {
    const c = host.charCodeAt(i);
    flags |= c < 128 ? TABLE[c]! : NON_ASCII | NOT_SIMPLE | NOT_IPV4;
  }
  return flags;
}
