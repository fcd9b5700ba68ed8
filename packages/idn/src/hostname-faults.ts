// The faults that the host-name checks of hostname-fault.ts find, as numbers (a fault is
// code + 32 × offset) and as the codes of checkHostname. A module of constants only, so
// that bundlers write the numbers in place.
import type { Idna2008ErrorCode } from './idna2008.js';

export const EMPTY = 1;
export const EMPTY_LABEL = 2;
export const INVALID_CHARACTER = 3;
export const HYPHEN_START = 4;
export const HYPHEN_END = 5;
export const HYPHEN_3_4 = 6;
export const INVALID_PUNYCODE = 7;
export const A_LABEL_ASCII = 8;
export const A_LABEL_NOT_CANONICAL = 9;
export const NOT_NFC = 10;
export const LEADING_COMBINING_MARK = 11;
export const LABEL_TOO_LONG = 12;
export const NAME_TOO_LONG = 13;
export const BIDI = 14;
/** A code point's fault: PROPERTY_FAULT + its derived property (CONTEXTJ to UNASSIGNED). */
export const PROPERTY_FAULT = 14;

/** No fault: what a valid U-label holding an R, AL or AN character (RFC 5893 §1.4) gives. */
export const RTL = 31;

/** labelContents' bits (hostname-fault.ts): the label holds U+0660..U+0669. */
export const ARABIC_INDIC = 1;
/** The label holds U+06F0..U+06F9. */
export const EXTENDED_ARABIC_INDIC = 2;
/** The label holds a Hiragana, Katakana or Han code point. */
export const HIRAGANA_KATAKANA_HAN_SEEN = 4;

/** The code of each fault number, from EMPTY on. */
export const FAULT_CODES: readonly Idna2008ErrorCode[] = [
  'empty',
  'empty-label',
  'invalid-character',
  'hyphen-start',
  'hyphen-end',
  'hyphen-3-4',
  'invalid-punycode',
  'a-label-ascii',
  'a-label-not-canonical',
  'not-nfc',
  'leading-combining-mark',
  'label-too-long',
  'name-too-long',
  'bidi',
  'contextj',
  'contexto',
  'disallowed',
  'unassigned',
];
