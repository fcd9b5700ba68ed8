// CONTEXTJ rules of RFC 5892 Appendix A.1 (ZERO WIDTH NON-JOINER) and A.2 (ZERO
// WIDTH JOINER), UTS #46 §4.1 step 8 (CheckJoiners).
import { C1, C2 } from './errors.js';
import { JOINING_D, JOINING_R, JOINING_T, type Lookup, VIRAMA } from './properties.js';

// U+200C ZERO WIDTH NON-JOINER (ZWNJ) and U+200D ZERO WIDTH JOINER (ZWJ) are written as numbers:
// a const of a module that imports anything stays a variable in bundles.

/** The code point that ends just before `index` in `label`, or -1 at the start. */
export function before(label: string, index: number): number {
  if (!index) return -1;
  // A surrogate pair ending at `index` is one code point; anything else at index - 2
  // (a lone surrogate included, and nothing at all at index 1) reads as at most U+FFFF.
  const pair = label.codePointAt(index - 2) ?? 0;
  return pair > 0xffff ? pair : label.charCodeAt(index - 1);
}

// A.1: (Joining_Type:{L,D})(Joining_Type:T)*\u200C(Joining_Type:T)*(Joining_Type:{R,D}),
// checked by walking outwards from the joiner over transparent characters. Joining_Type is
// bits 3-5 of a value (properties.ts).
function joinsAround(label: string, index: number, lookup: Lookup): boolean {
  let i = index;
  let jt: number;
  do {
    const cp = before(label, i);
    if (cp < 0) return false;
    jt = (lookup(cp) >>> 3) & 7;
    i -= cp > 0xffff ? 2 : 1;
  } while (jt === JOINING_T);
  // D and L are 1 and 2.
  if ((jt - JOINING_D) >>> 0 > 1) return false;
  for (i = index + 1; i < label.length; ) {
    const cp = label.codePointAt(i)!;
    jt = (lookup(cp) >>> 3) & 7;
    // R and D are 3 and 1: `| 2` makes both 3, and neither U, L nor T.
    if (jt !== JOINING_T) return (jt | 2) === JOINING_R;
    i += cp > 0xffff ? 2 : 1;
  }
  return false;
}

/**
 * Whether the joiner at `index` of `label` (U+200C or U+200D) satisfies its CONTEXTJ rule:
 * both allow it after a virama; ZWNJ also between joining letters (RFC 5892 A.1, A.2).
 */
export function joinerAllowed(label: string, index: number, lookup: Lookup): boolean {
  const previous = before(label, index);
  if (previous >= 0 && lookup(previous) & VIRAMA) return true;
  return label.charCodeAt(index) === 0x200c && joinsAround(label, index, lookup);
}

/** The C1 and C2 error bits of `label`. */
export function checkJoiners(label: string, lookup: Lookup): number {
  let errors = 0;
  for (let i = 0; i < label.length; i++) {
    const c = label.charCodeAt(i);
    if ((c === 0x200c || c === 0x200d) && !joinerAllowed(label, i, lookup))
      errors |= c === 0x200d ? C2 : C1;
  }
  return errors;
}
