// The UTS #46 §5 IDNA Mapping Table (Unicode 17.0.0): the status of every code point with
// its character properties, decoded lazily from tables.generated.ts. The table does not
// tell valid from mapped: src/fold.ts does, and gives the mapping.
import { foldOf } from './fold.js';
import { bmpValues, decodeRangeTable, type RangeTable, valueAt } from './range-table.js';
import { UTS46_PALETTE, UTS46_STARTS, UTS46_VALUES } from './tables.generated.js';

/** Statuses of the table (a value's bits 8-9): valid or mapped, ignored, disallowed, deviation. */
export const STATUS_SHIFT = 8;
export const VALID = 0;
export const IGNORED = 1;
export const DISALLOWED = 2;
export const DEVIATION = 3;
/** The §5 status of a code point the table calls VALID but whose fold changes it. */
export const MAPPED = 4;

let table: RangeTable | undefined;
let bmp: Uint16Array | undefined;

/** The table's value for `cp`: the properties of properties.ts | status << STATUS_SHIFT. */
export function uts46Value(cp: number): number {
  if (bmp === undefined) {
    table = decodeRangeTable(UTS46_STARTS, UTS46_VALUES, UTS46_PALETTE);
    bmp = bmpValues(table);
  }
  return cp < 0x10000 ? bmp[cp]! : valueAt(table!, cp);
}

/** The §5 status of `cp`: VALID, MAPPED, IGNORED, DISALLOWED or DEVIATION. */
export function statusOf(cp: number): number {
  const status = uts46Value(cp) >>> STATUS_SHIFT;
  return status === VALID && foldOf(cp) !== '' ? MAPPED : status;
}
