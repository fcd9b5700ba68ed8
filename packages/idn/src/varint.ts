// Decodes the base-32 varints of tables.generated.ts (written by
// scripts/generate-tables.mjs): least significant digit first, '0'..'O' ends a
// number and 'P'..'o' continues it.

/**
 * Every number in `text`, in order, or with `sums` their running sums (deltas back to the
 * numbers they were taken from). Runs once per table, at its first use.
 */
export function decodeVarints(text: string, sums = false): number[] {
  const numbers: number[] = [];
  let value = 0;
  let scale = 1;
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x50) {
      value += (c - 0x50) * scale;
      scale *= 32;
    } else {
      value += (c - 0x30) * scale;
      sum = sums ? sum + value : value;
      numbers.push(sum);
      value = 0;
      scale = 1;
    }
  }
  return numbers;
}

/** The signed number that zigzag encoding mapped to `n` (0, -1, 1, -2, … ↔ 0, 1, 2, 3, …). */
export function unzigzag(n: number): number {
  return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
}
