// The UTS #46 §5 statuses as mapping-table.ts reads them from a value of the UTS #46 table,
// in a module of constants only, so that bundlers write them in place.

/** Statuses of the table (a value's bits 8-9): valid or mapped, ignored, disallowed, deviation. */
export const STATUS_SHIFT = 8;
export const VALID = 0;
export const IGNORED = 1;
export const DISALLOWED = 2;
export const DEVIATION = 3;
/** The §5 status of a code point the table calls VALID but whose fold changes it. */
export const MAPPED = 4;
