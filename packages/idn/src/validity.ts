// The validity criteria of UTS #46 §4.1 for one non-empty label, except the
// Bidi Rule (step 9), which needs the whole domain name (see process.ts).
import { ASCII_CLASS } from './ascii-classes.js';
import { checkJoiners } from './context-j.js';
import { U1, V1, V2, V3, V4, V5, V6, V7 } from './errors.js';
import { CHECK_HYPHENS, CHECK_JOINERS, STD3 } from './flags.js';
import { foldOf } from './fold.js';
import { uts46Value } from './mapping-table.js';
import { MARK } from './properties.js';
import { DEVIATION, STATUS_SHIFT, VALID } from './statuses.js';

/** Whether `label` starts with the ACE prefix `xn--` (lower case: labels are mapped by then). */
export function startsWithAce(label: string): boolean {
  return (
    label.length >= 4 &&
    label.charCodeAt(0) === 0x78 &&
    label.charCodeAt(1) === 0x6e &&
    label.charCodeAt(2) === 0x2d &&
    label.charCodeAt(3) === 0x2d
  );
}

function hyphensAtThirdAndFourth(label: string): boolean {
  let i = 0;
  for (let n = 0; n < 2 && i < label.length; n++) i += label.codePointAt(i)! > 0xffff ? 2 : 1;
  return label.charCodeAt(i) === 0x2d && label.charCodeAt(i + 1) === 0x2d;
}

/**
 * The error bits of `label` against §4.1 steps 1-8. `transitional` is the
 * Transitional_Processing flag for step 7 (false for labels decoded from
 * Punycode, step 4.4); `decoded` says the label came from Punycode, the only
 * case where steps 1, 4 and 5 can fail, since mapping and NFC already ensure them.
 */
export function validateLabel(
  label: string,
  flags: number,
  transitional: boolean,
  decoded: boolean,
): number {
  let errors = 0;
  const length = label.length;
  if (decoded) {
    // Step 1: NFC.
    if (label.normalize('NFC') !== label) errors |= V1;
    // Step 4: a decoded label must not itself look like Punycode.
    if (startsWithAce(label)) errors |= V4;
  }
  if (flags & CHECK_HYPHENS) {
    // Step 2: no hyphens in both the third and fourth positions, counted in code points.
    if (length >= 4 && hyphensAtThirdAndFourth(label)) errors |= V2;
    // Step 3: no hyphen at either end.
    if (label.charCodeAt(0) === 0x2d || label.charCodeAt(length - 1) === 0x2d) errors |= V3;
  }
  // Step 6: no combining mark first.
  if (uts46Value(label.codePointAt(0)!) & MARK) errors |= V6;
  // Steps 5 and 7: the status of every code point, and STD3 rules for ASCII.
  let joiners = false;
  for (let i = 0; i < length; i++) {
    const c = label.charCodeAt(i);
    if (c < 0x80) {
      if (c === 0x2e) errors |= V5;
      else if ((c - 0x41) >>> 0 < 26) errors |= V7;
      // STD3 rules (§4.1 step 7): a-z 0-9 '-' only.
      if (flags & STD3 && ASCII_CLASS[c] !== 1) errors |= U1;
      continue;
    }
    const cp = label.codePointAt(i)!;
    if (cp > 0xffff) i++;
    if (cp === 0x200c || cp === 0x200d) joiners = true;
    const status = uts46Value(cp) >>> STATUS_SHIFT;
    // A mapped code point (VALID in the table, changed by its fold) is left only in a
    // decoded label: mapping replaced all the others.
    if (status === VALID ? decoded && foldOf(cp) !== '' : status !== DEVIATION || transitional) {
      errors |= V7;
    }
  }
  // Step 8: CONTEXTJ.
  if (joiners && flags & CHECK_JOINERS) errors |= checkJoiners(label, uts46Value);
  return errors;
}
