// A code point table: the value of every code point, decoded once from the generated
// varint columns (range starts, palette indexes, palette). Lookup is one load in the Basic
// Multilingual Plane, which gets a direct array, and a binary search above it.
import { decodeVarints } from './varint.js';

export interface RangeTable {
  /** The first code point of each range above the BMP's own ranges (all of them, sorted). */
  readonly starts: Uint32Array;
  /** The value of each range. */
  readonly values: Uint16Array;
  /** The value of every BMP code point. */
  readonly bmp: Uint16Array;
}

/** Decodes the three columns that scripts/generate-tables.mjs writes (encodeRanges). */
export function decodeRangeTable(
  startsText: string,
  valuesText: string,
  paletteText: string,
): RangeTable {
  const deltas = decodeVarints(startsText);
  const indexes = decodeVarints(valuesText);
  const palette = decodeVarints(paletteText);
  const count = deltas.length;
  const starts = new Uint32Array(count);
  const values = new Uint16Array(count);
  let start = 0;
  for (let i = 0; i < count; i++) {
    start += deltas[i]!;
    starts[i] = start;
    values[i] = palette[indexes[i]!]!;
  }
  const bmp = new Uint16Array(0x10000);
  for (let i = 0; i < count && starts[i]! < 0x10000; i++) {
    bmp.fill(values[i]!, starts[i]!, i + 1 < count ? Math.min(starts[i + 1]!, 0x10000) : 0x10000);
  }
  return { starts, values, bmp };
}

/** The value of `cp`: that of the last range starting at or below it. */
export function valueAt(table: RangeTable, cp: number): number {
  if (cp < 0x10000) return table.bmp[cp]!;
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
