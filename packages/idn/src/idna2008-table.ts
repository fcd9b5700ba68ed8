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
  let unstable = answers.get(cp);
  if (unstable === undefined) {
    const text = String.fromCodePoint(cp);
    // Outside U+13A0-U+13F5 (`>>> 0` turns what lies below it into numbers past it).
    unstable = (cp - 0x13a0) >>> 0 > 0x55 && text.normalize('NFKC').toLowerCase() !== text;
    if (answers.size >= 4096) answers.clear();
    answers.set(cp, unstable);
  }
  return unstable;
}
// The engine's answers, at most 4,096 at a time.
const answers = new Map<number, boolean>();

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
