// Decodes the base-32 varints of scripts.generated.ts (written by scripts/generate-scripts.mjs):
// least significant digit first, '0'..'O' ends a number and 'P'..'o' continues it.

/** Every number in `text`, in order. Runs once per table, at its first use. */
export function decodeVarints(text: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  let scale = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x50) {
      value += (c - 0x50) * scale;
      scale *= 32;
    } else {
      numbers.push(value + (c - 0x30) * scale);
      value = 0;
      scale = 1;
    }
  }
  return numbers;
}
