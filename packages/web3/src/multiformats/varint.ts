// Unsigned varints of the multiformats unsigned-varint spec: little-endian groups of 7 bits,
// high bit set on every byte but the last, at most 9 bytes (63 bits), and minimal (no
// trailing zero group), so that every number has one encoding.

/**
 * Reads a varint of `bytes` at `at`; returns its value, or -1 when it is truncated, longer
 * than 9 bytes or not minimal. Values above 2^53 − 1 (no codec comes near) are refused too.
 * The length read is `varintLength(value)`.
 */
export function readVarint(bytes: Uint8Array, at: number): number {
  let value = 0;
  let scale = 1;
  for (let i = at; i < bytes.length && i < at + 9; i++) {
    const b = bytes[i]!;
    value += (b & 0x7f) * scale;
    if (b < 0x80) {
      // Minimal: a last byte of zero is only allowed for the number 0 itself.
      if (b === 0 && i > at) return -1;
      return value > Number.MAX_SAFE_INTEGER ? -1 : value;
    }
    scale *= 128;
  }
  return -1;
}

/** How many bytes the varint of `value` takes. */
export function varintLength(value: number): number {
  let length = 1;
  while (value >= 128) {
    value = Math.floor(value / 128);
    length++;
  }
  return length;
}

/** Writes the varint of `value` into `out` at `at`; returns the offset after it. */
export function writeVarint(value: number, out: Uint8Array, at: number): number {
  while (value >= 128) {
    out[at++] = (value % 128) | 0x80;
    value = Math.floor(value / 128);
  }
  out[at++] = value;
  return at;
}
