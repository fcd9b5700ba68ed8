// The UTS #46 §5 mapping of a code point that the table calls valid or mapped: its
// NFKC_Casefold, which the engine computes (NFKC, then full case folding as upper case then
// lower case, then NFKC), except for the runs of FOLD_EXCEPTIONS. Those are the code points
// where that differs from Unicode 17.0.0 on an engine with Unicode 17.0 data (Cherokee,
// which folds to upper case; U+0131, which does not fold; the label separators U+3002 and
// U+FF61), and those assigned since Unicode 15.0, which older engines leave as they are
// (scripts/generate-tables.mjs checks every code point).
import { FOLD_EXCEPTIONS } from './tables.generated.js';
import { decodeVarints, unzigzag } from './varint.js';

// Triples of first code point, last code point and delta to the mapping (0: not mapped).
let exceptions: number[] | undefined;
// Folds already computed; cleared when full, so memory stays bounded whatever the input.
const cache = new Map<number, string>();

function loadExceptions(): number[] {
  const numbers = decodeVarints(FOLD_EXCEPTIONS);
  const triples: number[] = [];
  let start = 0;
  for (let i = 0; i < numbers.length; i += 3) {
    start += numbers[i]!;
    triples.push(start, start + numbers[i + 1]!, unzigzag(numbers[i + 2]!));
  }
  exceptions = triples;
  return triples;
}

/** The delta from `cp` to its mapping when an exception run holds it (0: not mapped). */
export function exceptionOf(cp: number): number | undefined {
  const list = exceptions ?? loadExceptions();
  for (let i = 0; i < list.length; i += 3)
    if (cp >= list[i]! && cp <= list[i + 1]!) return list[i + 2];
  return undefined;
}

function compute(cp: number): string {
  const delta = exceptionOf(cp);
  if (delta !== undefined) return delta === 0 ? '' : String.fromCodePoint(cp + delta);
  const text = String.fromCodePoint(cp);
  const folded = text.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
  return folded === text ? '' : folded;
}

/**
 * The mapping of `cp` (UTS #46 §5, Unicode 17.0.0), or '' when it maps to itself. Defined for
 * the code points of status valid, mapped or deviation (where it gives the
 * Transitional_Processing mapping: "ss" for ß, σ for ς, '' for ZWNJ and ZWJ).
 */
export function foldOf(cp: number): string {
  let folded = cache.get(cp);
  if (folded === undefined) {
    folded = compute(cp);
    if (cache.size >= 4096) cache.clear();
    cache.set(cp, folded);
  }
  return folded;
}
