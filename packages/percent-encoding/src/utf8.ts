// Well-formed UTF-8 (RFC 3629 §4; Unicode §3.9 Table 3-7): for a lead octet, how
// many continuation octets follow and which range the first of them must be in.

/**
 * The number of continuation octets that the lead octet `b` announces: 0 for
 * ASCII, 1–3 for a multi-octet lead, -1 for an octet that cannot start a
 * sequence (a continuation octet 80–BF, the overlong leads C0–C1, F5–FF).
 */
export function continuationCount(b: number): number {
  if (b < 0x80) return 0;
  if (b < 0xc2) return -1;
  if (b < 0xe0) return 1;
  if (b < 0xf0) return 2;
  if (b < 0xf5) return 3;
  return -1;
}

/**
 * The lowest allowed first continuation octet after the lead `b`: E0 needs A0
 * (shorter forms are overlong) and F0 needs 90 (likewise); otherwise 80.
 */
export function firstContinuationMin(b: number): number {
  return b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
}

/**
 * The highest allowed first continuation octet after the lead `b`: ED stops at 9F
 * (ED A0–BF would encode surrogates D800–DFFF) and F4 at 8F (beyond is above
 * U+10FFFF); otherwise BF.
 */
export function firstContinuationMax(b: number): number {
  return b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
}

/** The UTF-16 string of the code point `cp` (at most U+10FFFF). */
export function fromCodePoint(cp: number): string {
  if (cp < 0x10000) return String.fromCharCode(cp);
  const v = cp - 0x10000;
  return String.fromCharCode(0xd800 | (v >> 10), 0xdc00 | (v & 0x3ff));
}
