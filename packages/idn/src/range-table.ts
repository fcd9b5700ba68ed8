// A code point table: the value of every code point, decoded once from the generated
// varint columns (range starts, palette indexes, palette). Lookup is a binary search over
// the ranges, or one load in the Basic Multilingual Plane once withBmp has given it a
// direct array (the UTS #46 table, which ToASCII reads at every code point).
import { decodeVarints } from './varint.js';

export interface RangeTable {
  /** The first code point of each range, in order. */
  readonly starts: number[];
  /** The value of each range. */
  readonly values: number[];
  /** The value of every BMP code point, when withBmp made it. */
  readonly bmp?: Uint16Array;
}

/** Decodes the three columns that scripts/generate-tables.mjs writes (encodeRanges). */
export function decodeRangeTable(
  startsText: string,
  valuesText: string,
  paletteText: string,
): RangeTable {
  const starts = decodeVarints(startsText);
  const palette = decodeVarints(paletteText);
  const values = decodeVarints(valuesText).map((index) => palette[index]!);
  for (let i = 1; i < starts.length; i++) starts[i]! += starts[i - 1]!;
  return { starts, values };
}

/** `table` with a direct array for the BMP (128 kB), so that a lookup there is one load. */
export function withBmp(table: RangeTable): RangeTable {
  const { starts, values } = table;
  const bmp = new Uint16Array(0x10000);
  // fill clamps the end of the last range to the BMP, and leaves it open past the last range.
  for (let i = 0; i < starts.length && starts[i]! < 0x10000; i++) {
    bmp.fill(values[i]!, starts[i], starts[i + 1]);
  }
  return { starts, values, bmp };
}

/** The value of `cp`: that of the last range starting at or below it. */
export function valueAt(table: RangeTable, cp: number): number {
  if (cp < 0x10000 && table.bmp !== undefined) return table.bmp[cp]!;
  const starts = table.starts;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (starts[mid]! <= cp) low = mid;
    else high = mid - 1;
  }
  return table.values[low]!;
}
