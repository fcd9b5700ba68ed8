// A code point table: the value of every code point, decoded once from the generated
// varint columns (range starts, palette indexes, palette). Lookup is a binary search over
// the ranges; bmpValues gives the Basic Multilingual Plane as a direct array for the table
// that ToASCII reads at every code point.
import { decodeVarints } from './varint.js';

/**
 * The first code point of each range, in order, and the value of each range (a pair rather
 * than an object: its fields' names would be in every bundle).
 */
export type RangeTable = readonly [starts: number[], values: number[]];

/** Decodes the three columns that scripts/generate-tables.mjs writes (encodeRanges). */
export function decodeRangeTable(
  startsText: string,
  valuesText: string,
  paletteText: string,
): RangeTable {
  const palette = decodeVarints(paletteText);
  return [
    decodeVarints(startsText, true),
    decodeVarints(valuesText).map((index) => palette[index]!),
  ];
}

/** The value of every BMP code point (128 kB), so that a lookup there is one load. */
export function bmpValues([starts, values]: RangeTable): Uint16Array {
  const bmp = new Uint16Array(0x10000);
  // fill clamps the end of the last range to the BMP, and leaves it open past the last range.
  for (let i = 0; i < starts.length && starts[i]! < 0x10000; i++) {
    bmp.fill(values[i]!, starts[i], starts[i + 1]);
  }
  return bmp;
}

/** The value of `cp`: that of the last range starting at or below it. */
export function valueAt([starts, values]: RangeTable, cp: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (starts[mid]! <= cp) low = mid;
    else high = mid - 1;
  }
  return values[low]!;
}
