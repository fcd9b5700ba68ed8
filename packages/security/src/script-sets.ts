// Script_Extensions lookups (Unicode 17.0.0, UAX #24) with the augmentation of UTS #39 §5.1, and
// the invisible code points, from the compact tables of scripts.generated.ts.
import { INVISIBLE_RANGES, SCRIPT_NAMES, SCRIPT_RUNS, SCRIPT_SETS } from './scripts.generated.js';
import { decodeVarints } from './varint.js';

/** Set index of code points in no script (unassigned). */
export const NO_SCRIPT = 0;
/** Set index of Common and Inherited code points, which go with any script (UTS #39 §5.1). */
export const ANY_SCRIPT = 1;

interface Tables {
  /** Start of each run, ascending; the run's set in `runSets`. */
  runStarts: Uint32Array;
  runSets: Uint16Array;
  /** Script indices of each set (sets 0 and 1 are empty). */
  sets: number[][];
  /** Invisible ranges as [start, end) pairs, ascending. */
  invisible: Uint32Array;
}

let tables: Tables | undefined;

function load(): Tables {
  const runs = decodeVarints(SCRIPT_RUNS);
  const runStarts = new Uint32Array(runs.length / 2);
  const runSets = new Uint16Array(runs.length / 2);
  let cp = 0;
  for (let i = 0; i < runs.length; i += 2) {
    runStarts[i / 2] = cp;
    runSets[i / 2] = runs[i + 1]!;
    cp += runs[i]!;
  }
  const numbers = decodeVarints(SCRIPT_SETS);
  const sets: number[][] = [[], []];
  for (let i = 0; i < numbers.length; ) {
    const count = numbers[i++]!;
    sets.push(numbers.slice(i, i + count));
    i += count;
  }
  const pairs = decodeVarints(INVISIBLE_RANGES);
  const invisible = new Uint32Array(pairs.length);
  let at = 0;
  for (let i = 0; i < pairs.length; i += 2) {
    at += pairs[i]!;
    invisible[i] = at;
    at += pairs[i + 1]!;
    invisible[i + 1] = at;
  }
  tables = { runStarts, runSets, sets, invisible };
  return tables;
}

/** The index of the last entry of `starts` that is ≤ `cp` (binary search). */
function floorIndex(starts: Uint32Array, cp: number, step: number): number {
  let low = 0;
  let high = starts.length / step - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid * step]! <= cp) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The augmented script set index of a code point (NO_SCRIPT, ANY_SCRIPT or a real set). */
export function scriptSetOf(cp: number): number {
  const t = tables ?? load();
  return t.runSets[floorIndex(t.runStarts, cp, 1)]!;
}

/** The script indices of a set index (empty for NO_SCRIPT and ANY_SCRIPT). */
export function scriptsOf(set: number): readonly number[] {
  return (tables ?? load()).sets[set]!;
}

/** The name of a script index ('Latin', 'Cyrillic', 'Japanese', …). */
export function scriptName(script: number): string {
  return SCRIPT_NAMES[script]!;
}

/** The index of a script name, or -1. */
export function scriptIndex(name: string): number {
  return SCRIPT_NAMES.indexOf(name);
}

/**
 * Whether a code point is invisible: Default_Ignorable_Code_Point (ZWJ, ZWNJ, soft hyphen,
 * variation selectors, tags), Bidi_Control or Join_Control.
 */
export function isInvisible(cp: number): boolean {
  const t = tables ?? load();
  const ranges = t.invisible;
  if (ranges.length === 0 || cp < ranges[0]!) return false;
  const i = floorIndex(ranges, cp, 2) * 2;
  return cp < ranges[i + 1]!;
}
