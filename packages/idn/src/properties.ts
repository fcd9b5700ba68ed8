// Unicode 17.0.0 character properties for the UTS #46 §4.1 validity criteria and IDNA2008:
// Bidi_Class (RFC 5893 §2), Joining_Type and Virama (RFC 5892 Appendix A.1, A.2) and
// General_Category=Mark (UTS #46 §4.1 step 6, RFC 5891 §4.2.3.2). Both generated tables
// keep them in the low bits of every value, so the checks that read them take a lookup.

/** The value of a code point in one of the generated tables (UTS #46 or IDNA2008). */
export type Lookup = (cp: number) => number;

/** Bidi_Class values, in the order of scripts/generate-tables.mjs (bits 0-3). */
export const BIDI_L = 0;
export const BIDI_R = 1;
export const BIDI_AL = 2;
export const BIDI_AN = 3;
export const BIDI_EN = 4;
export const BIDI_ES = 5;
export const BIDI_CS = 6;
export const BIDI_ET = 7;
export const BIDI_ON = 8;
export const BIDI_BN = 9;
export const BIDI_NSM = 10;
/** B, S, WS and the explicit formatting classes, which RFC 5893 allows nowhere. */
export const BIDI_OTHER = 11;

/** Joining_Type values (bits 4-6); Non_Joining (U) is 0. */
export const JOINING_C = 1;
export const JOINING_D = 2;
export const JOINING_L = 3;
export const JOINING_R = 4;
export const JOINING_T = 5;

/** General_Category=Mark (Mn, Mc, Me). */
export const MARK = 1 << 7;
/** Canonical_Combining_Class=Virama (9). */
export const VIRAMA = 1 << 8;
