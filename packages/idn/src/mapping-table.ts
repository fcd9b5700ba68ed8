// The UTS #46 §5 IDNA Mapping Table (Unicode 17.0.0): the status of every code point with
// its character properties, decoded lazily from tables.generated.ts. The table does not
// tell valid from mapped: src/fold.ts does, and gives the mapping.
import { foldOf } from './fold.js';
import { bmpValues, decodeRangeTable, type RangeTable, valueAt } from './range-table.js';
import { MAPPED, STATUS_SHIFT, VALID } from './statuses.js';
import { UTS46_PALETTE, UTS46_STARTS, UTS46_VALUES } from './tables.generated.js';

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
