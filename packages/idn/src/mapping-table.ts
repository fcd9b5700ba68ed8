// The UTS #46 §5 IDNA Mapping Table (Unicode 17.0.0): the status of every code
// point and its mapping, decoded lazily from tables.generated.ts.
import { decodeRangeTable, findRange, type RangeTable } from './range-table.js';
import { MAPPING_LENGTHS, MAPPING_POOL, MAPPING_RANGES } from './tables.generated.js';
import { decodeVarints, unzigzag } from './varint.js';

/** §5 statuses, plus the compressed forms of "mapped" that the generator writes. */
export const VALID = 0;
export const IGNORED = 1;
export const DISALLOWED = 2;
/** Mapped to the code point plus a constant (payload: the zigzag constant). */
export const MAPPED_DELTA = 3;
/** Mapped to a string of the pool (payload: its index). */
export const MAPPED = 4;
/** Deviation (§5): valid, or mapped to a pool string by Transitional_Processing. */
export const DEVIATION = 5;
/** Case pairs: even offsets from the range start map to the next code point, odd ones are valid. */
export const ALTERNATING = 6;

let table: RangeTable | undefined;
let strings: string[] = [];

function load(): RangeTable {
  const decoded = decodeRangeTable(MAPPING_RANGES);
  const points = decodeVarints(MAPPING_POOL);
  const lengths = decodeVarints(MAPPING_LENGTHS);
  const pool: string[] = [];
  let cp = 0;
  let at = 0;
  for (const length of lengths) {
    let text = '';
    for (let i = 0; i < length; i++) {
      cp += unzigzag(points[at++]!);
      text += String.fromCodePoint(cp);
    }
    pool.push(text);
  }
  strings = pool;
  table = decoded;
  return decoded;
}

/**
 * The status of `cp` (VALID, IGNORED, DISALLOWED, MAPPED or DEVIATION) in the
 * low three bits, and for MAPPED and DEVIATION the mapping's pool index above.
 * MAPPED_DELTA and ALTERNATING entries are resolved by {@link mappingOf}.
 */
export function lookup(cp: number): number {
  const t = table ?? load();
  const index = findRange(t, cp);
  const value = t.values[index]!;
  const kind = value & 7;
  // In a run of case pairs, the upper case maps to the next code point: a
  // MAPPED_DELTA of +1, whose zigzag payload is 2.
  if (kind === ALTERNATING) {
    return (cp - t.starts[index]!) % 2 === 0 ? MAPPED_DELTA | (2 << 3) : VALID;
  }
  return value;
}

/** The mapping of `cp`, given its {@link lookup} value: MAPPED, MAPPED_DELTA or DEVIATION. */
export function mappingOf(cp: number, value: number): string {
  const kind = value & 7;
  if (kind === MAPPED_DELTA) return String.fromCodePoint(cp + unzigzag(value >>> 3));
  return strings[value >>> 3]!;
}

/** The status of `cp` for validity (§4.1 step 7): VALID, DEVIATION or another status. */
export function statusOf(cp: number): number {
  const kind = lookup(cp) & 7;
  return kind === MAPPED_DELTA ? MAPPED : kind;
}
