// The IDNA2008 tables of idna2008.generated.ts (RFC 5892 §3, Unicode 17.0.0), decoded at first
// use: validValue reads the one that deciding validity needs, exactValue both, for the checks
// that must name the first fault exactly.
import {
  IDNA2008_EXACT_PALETTE,
  IDNA2008_EXACT_STARTS,
  IDNA2008_EXACT_VALUES,
  IDNA2008_PALETTE,
  IDNA2008_STARTS,
  IDNA2008_VALUES,
} from './idna2008.generated.js';
import { DISALLOWED, PROPERTY_SHIFT } from './properties.js';
import { decodeRangeTable, type RangeTable, valueAt } from './range-table.js';

/** The derived property of a value of either table. */
export function propertyOf(value: number): number {
  return (value >>> PROPERTY_SHIFT) & 7;
}

let valid: RangeTable | undefined;
let rest: RangeTable | undefined;

/**
 * Every property of `cp` (properties.ts, derived property, script class) if a label may hold
 * it (PVALID, CONTEXTJ or CONTEXTO), else DISALLOWED and nothing more: a label holding it is
 * invalid whatever its other properties say. Except where isUnstable says DISALLOWED: there
 * the value is anything (that of the code point before), and no property of it counts.
 */
export function validValue(cp: number): number {
  valid ??= decodeRangeTable(IDNA2008_STARTS, IDNA2008_VALUES, IDNA2008_PALETTE);
  return valueAt(valid, cp);
}

/**
 * RFC 5892 §2.2 Unstable: what NFKC or lower case changes is DISALLOWED, and the engine tells
 * (Cherokee capitals excepted: case folding leaves them as they are). IDNA2008_* leaves such
 * code points to it, which saves ranges (1,970 instead of 3,143); scripts/generate-idna2008.mjs
 * checks that engines with Unicode 15.0 data tell the same.
 */
export function isUnstable(cp: number): boolean {
  answers ??= new Uint8Array(0x10000);
  // Outside U+13A0-U+13F5 (`>>> 0` turns what lies below it into numbers past it).
  const answer =
    answers[cp] ||
    ((cp - 0x13a0) >>> 0 > 0x55 &&
    String.fromCodePoint(cp).normalize('NFKC').toLowerCase() !== String.fromCodePoint(cp)
      ? 2
      : 1);
  // Past the BMP the array holds nothing and keeps nothing: a typed array ignores a write out
  // of its bounds (ECMA-262 §10.4.5.5, TypedArraySetElement; every runtime of the test matrix).
  answers[cp] = answer;
  return answer > 1;
}
// The engine's answers for the BMP, 2 (unstable) or 1, each asked once: 64 kB from the first call.
let answers: Uint8Array | undefined;

/**
 * The value of `cp` with its exact derived property (DISALLOWED or UNASSIGNED), and the
 * properties that a check may read before it finds the code point invalid: Mark,
 * Joining_Type and the script class (its Bidi_Class and Virama are never read).
 */
export function exactValue(cp: number): number {
  const value = validValue(cp);
  if (propertyOf(value) < DISALLOWED && !isUnstable(cp)) return value;
  rest ??= decodeRangeTable(IDNA2008_EXACT_STARTS, IDNA2008_EXACT_VALUES, IDNA2008_EXACT_PALETTE);
  return valueAt(rest, cp);
}
