// Decodes the base-32 varints of tables.generated.ts and idna2008.generated.ts (written by
// scripts/generate-tables.mjs): least significant digit first, a digit of value 0..31 ends a
// number and one of 32..63 continues it. The value of a character is its index in
// VARINT_DIGITS, an order chosen so that gzip codes the tables cheaply beside minified code.
import { VARINT_DIGITS } from './tables.generated.js';

/**
 * Every number in `text`, in order, or with `sums` their running sums (deltas back to the
 * numbers they were taken from). Runs once per table, at its first use.
 */
export function decodeVarints(text: string, sums?: boolean): number[] {
  const numbers: number[] = [];
  let value = 0;
  let scale = 1;
  let sum = 0;
  for (const ch of text) {
    const digit = VARINT_DIGITS.indexOf(ch);
    value += (digit & 31) * scale;
    if (digit < 32) {
      sum = sums ? sum + value : value;
      numbers.push(sum);
      value = 0;
      scale = 1;
    } else scale *= 32;
  }
  return numbers;
}

/** The signed number that zigzag encoding mapped to `n` (0, -1, 1, -2, … ↔ 0, 1, 2, 3, …). */
export function unzigzag(n: number): number {
  return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
}
