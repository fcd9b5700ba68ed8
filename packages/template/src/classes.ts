// The RFC 3986 §2.2–§2.3 character classes that RFC 6570 §1.5 reuses (unreserved, reserved)
// as 128-bit masks, 32 characters to a word: a tenth of the bytes of percent-encoding's
// CHAR_CLASS table in a bundle, which keeps expand within its 2.5 kB budget.
// Int32Array, so that a load is an int32 whatever the top bit. test/classes.test.ts checks
// every bit against CHAR_CLASS.

/** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (RFC 3986 §2.3). */
export const U: Int32Array = /* @__PURE__ */ Int32Array.of(0, 0x03ff6000, 0x87fffffe, 0x47fffffe);
/** unreserved / reserved (RFC 3986 §2.2), the "U+R" of RFC 6570 §1.5. */
export const UR: Int32Array = /* @__PURE__ */ Int32Array.of(0, 0xafffffda, 0xafffffff, 0x47fffffe);
/** varchar without pct-encoded: ALPHA / DIGIT / "_" (RFC 6570 §2.3). */
export const VARCHAR: Int32Array = /* @__PURE__ */ Int32Array.of(
  0,
  0x03ff0000,
  0x87fffffe,
  0x07fffffe,
);

/** Whether code unit `c` is in the class `mask` (one of the masks above). */
export function inClass(c: number, mask: Int32Array): boolean {
  return c < 128 && ((mask[c >> 5]! >>> (c & 31)) & 1) !== 0;
}

/** HEXDIG, either case (RFC 3986 §2.1). */
export function isHex(c: number): boolean {
  const lower = c | 0x20;
  return (c >= 0x30 && c <= 0x39) || (lower >= 0x61 && lower <= 0x66);
}

function buildAllow(): Uint8Array {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) table[c] = (inClass(c, U) ? 1 : 0) | (inClass(c, UR) ? 2 : 0);
  return table;
}

/**
 * The same classes as one load per character for the encoder's hot loop, built from the
 * masks at load time: bit 1 unreserved (U), bit 2 unreserved / reserved (U+R).
 */
export const ALLOW: Uint8Array = /* @__PURE__ */ buildAllow();
