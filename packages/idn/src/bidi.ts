// The Bidi Rule of RFC 5893 §2 (UTS #46 §4.1 step 9, CheckBidi), and the test
// of §1.4 for a Bidi domain name: one holding an R, AL or AN character.
import { B1, B2, B3, B4, B5, B6 } from './errors.js';
import { BIDI_AN, BIDI_EN, BIDI_NSM, BIDI_R, type Lookup } from './properties.js';

// The classes allowed anywhere in an RTL label (rule 2) and an LTR label (rule 5), and
// those that may end one (rules 3 and 6), are bit sets over the class indices of
// properties.ts (L 0, R and AL 1, AN 2, EN 3, ES CS ET ON BN 4, NSM 5, OTHER 6), written
// in place as literals (bundlers keep a module's own constants as variables).

/** Whether `label` holds a right-to-left character (RFC 5893 §1.4: R, AL or AN). */
export function hasRtl(label: string, lookup: Lookup): boolean {
  for (let i = 0; i < label.length; i++) {
    const c = label.charCodeAt(i);
    // Below U+0590 nothing is R, AL or AN.
    if (c < 0x590) continue;
    const cp = label.codePointAt(i)!;
    if (cp > 0xffff) i++;
    const bidi = lookup(cp) & 7;
    // R (or AL) and AN are 1 and 2.
    if ((bidi - BIDI_R) >>> 0 < 2) return true;
  }
  return false;
}

/** The B1…B6 error bits for a non-empty label of a Bidi domain name. */
export function checkBidi(label: string, lookup: Lookup): number {
  const first = lookup(label.codePointAt(0)!) & 7;
  // Rule 1: the first character decides the direction; with neither, no other
  // rule can be applied meaningfully.
  if (first > BIDI_R) return B1; // neither L (0) nor R (1)
  const rtl = first === BIDI_R;
  // Rule 2: R AN EN N NSM; rule 5: L EN N NSM.
  const allowed = rtl ? 0b0111110 : 0b0111001;
  let errors = 0;
  let last = first;
  let seen = 0;
  for (let i = 0; i < label.length; i++) {
    const cp = label.codePointAt(i)!;
    if (cp > 0xffff) i++;
    const bidi = lookup(cp) & 7;
    seen |= 1 << bidi;
    if (!((allowed >> bidi) & 1)) errors |= rtl ? B2 : B5;
    // Rules 3 and 6 look at the last character that is not NSM.
    if (bidi !== BIDI_NSM) last = bidi;
  }
  if (rtl) {
    // Rule 3: ends with R, AN or EN.
    if (!((0b0001110 >> last) & 1)) errors |= B3;
    // Rule 4: EN and AN must not both be present.
    if (seen & (1 << BIDI_EN) && seen & (1 << BIDI_AN)) errors |= B4;
  } else if (!((0b0001001 >> last) & 1)) {
    // Rule 6: ends with L or EN.
    errors |= B6;
  }
  return errors;
}
