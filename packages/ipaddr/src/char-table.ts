// The package's own character table: hex digit values and the classes of RFC 3986 §2.2–2.3 used by
// IPvFuture and zone IDs. Kept here so that layer 0 depends on nothing.

/** Not a hex digit: the value `hexValue` returns for any other character. */
export const NOT_HEX = 16;

/** `unreserved` (RFC 3986 §2.3). */
export const UNRESERVED = 1;
/** `sub-delims` (RFC 3986 §2.2). */
export const SUB_DELIM = 2;
/** `":"`. */
export const COLON_CLASS = 4;

const hexValues = new Uint8Array(128).fill(NOT_HEX);
const classes = new Uint8Array(128);

for (let c = 0; c < 10; c++) {
  hexValues[48 + c] = c;
  classes[48 + c] = UNRESERVED;
}
for (let c = 0; c < 26; c++) {
  classes[65 + c] = UNRESERVED;
  classes[97 + c] = UNRESERVED;
}
for (let c = 0; c < 6; c++) {
  hexValues[65 + c] = 10 + c;
  hexValues[97 + c] = 10 + c;
}
for (const ch of '-._~') classes[ch.charCodeAt(0)] = UNRESERVED;
for (const ch of "!$&'()*+,;=") classes[ch.charCodeAt(0)] = SUB_DELIM;
classes[58] = COLON_CLASS;

/** The value of a hex digit (either case), or `NOT_HEX`. */
export function hexValue(code: number): number {
  return code < 128 ? hexValues[code]! : NOT_HEX;
}

/** The class bits of a character (0 for anything outside ASCII). */
export function charClass(code: number): number {
  return code < 128 ? classes[code]! : 0;
}
