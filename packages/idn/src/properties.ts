// Unicode 17.0.0 character properties for the UTS #46 §4.1 validity criteria and IDNA2008:
// Bidi_Class (RFC 5893 §2), Joining_Type and Virama (RFC 5892 Appendix A.1, A.2) and
// General_Category=Mark (UTS #46 §4.1 step 6, RFC 5891 §4.2.3.2). Both generated tables
// keep them in the low bits of every value, so the checks that read them take a lookup.

/** The value of a code point in one of the generated tables (UTS #46 or IDNA2008). */
export type Lookup = (cp: number) => number;

/**
 * Bidi_Class values (bits 0-2), in the order of scripts/generate-tables.mjs, as the Bidi
 * Rule tells them apart: R also stands for AL, and N for ES, CS, ET, ON and BN, since no
 * rule of RFC 5893 §2 treats them differently.
 */
export const BIDI_L = 0;
export const BIDI_R = 1;
export const BIDI_AN = 2;
export const BIDI_EN = 3;
export const BIDI_N = 4;
export const BIDI_NSM = 5;
/** B, S, WS and the explicit formatting classes, which RFC 5893 allows nowhere. */
export const BIDI_OTHER = 6;

/**
 * Joining_Type values (bits 3-5), as RFC 5892 Appendix A.1 reads them: Non_Joining (U) is 0,
 * and so is Join_Causing, which the rule does not name.
 */
export const JOINING_D = 1;
export const JOINING_L = 2;
export const JOINING_R = 3;
export const JOINING_T = 4;

/** General_Category=Mark (Mn, Mc, Me). */
export const MARK = 1 << 6;
/** Canonical_Combining_Class=Virama (9). */
export const VIRAMA = 1 << 7;

/**
 * IDNA2008 derived property values (RFC 5892 §3), bits 8-10 of a value of the IDNA2008
 * tables, as scripts/generate-idna2008.mjs writes them.
 */
export const PVALID = 0;
export const CONTEXTJ = 1;
export const CONTEXTO = 2;
export const DISALLOWED = 3;
export const UNASSIGNED = 4;
export const PROPERTY_SHIFT = 8;

/**
 * Script classes (bits 11-12 of an IDNA2008 value) that the CONTEXTO rules of RFC 5892
 * Appendix A.4–A.7 ask about.
 */
export const GREEK = 1;
export const HEBREW = 2;
export const HIRAGANA_KATAKANA_HAN = 3;
export const SCRIPT_SHIFT = 11;
