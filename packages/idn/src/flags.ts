// The UTS #46 processing flags of options.ts as bits, in a module of constants only, so that
// bundlers write the numbers in place.

// Flags as bits, read once per call so that the label loop tests integers.
export const CHECK_HYPHENS = 1;
export const CHECK_BIDI = 2;
export const CHECK_JOINERS = 4;
export const STD3 = 8;
export const TRANSITIONAL = 16;
export const VERIFY_DNS_LENGTH = 32;
export const IGNORE_INVALID_PUNYCODE = 64;
/** CHECK_HYPHENS | CHECK_BIDI | CHECK_JOINERS | STD3 | VERIFY_DNS_LENGTH, as a literal. */
export const DEFAULT_FLAGS = 47;
