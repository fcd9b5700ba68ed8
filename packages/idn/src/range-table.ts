// A code point range table: sorted range starts and one value per range, decoded
// once from the generated varint form. Lookup is one load for the BMP (through a
// direct index of range numbers) and a binary search above it.
import { decodeVarints } from './varint.js';

export interface RangeTable {
  readonly starts: Uint32Array;
  readonly values: Uint32Array;
  /** For each BMP code point, the index of its range. */
  readonly bmp: Uint16Array;
}

/** Decodes pairs of (start delta, value), as the generator writes them. */
export function decodeRangeTable(text: string): RangeTable {
  const numbers = decodeVarints(text);
  const count = numbers.length >>> 1;
  const starts = new Uint32Array(count);
  const values = new Uint32Array(count);
  let start = 0;
  for (let i = 0; i < count; i++) {
    start += numbers[2 * i]!;
    starts[i] = start;
    values[i] = numbers[2 * i + 1]!;
  }
  const bmp = new Uint16Array(0x10000);
  for (let i = 0; i < count && starts[i]! < 0x10000; i++) {
    const end = i + 1 < count ? Math.min(starts[i + 1]!, 0x10000) : 0x10000;
    bmp.fill(i, starts[i]!, end);
  }
  return { starts, values, bmp };
}

/** The index of the range holding `cp`: the last start at or below it. */
export function findRange(table: RangeTable, cp: number): number {
  if (cp < 0x10000) return table.bmp[cp]!;
  const starts = table.starts;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (starts[mid]! <= cp) low = mid;
    else high = mid - 1;
  }
  return low;
}
