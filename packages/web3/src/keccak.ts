// Keccak-256: the Keccak[c = 512] sponge of the Keccak reference (version 3.0) with its
// original multi-rate padding (pad10*1 after a 0x01 domain byte), as Ethereum uses it for
// EIP-55 checksums and ENS name hashes — not FIPS 202 SHA3-256, which pads with 0x06.
//
// Lanes are 64 bits, held as little-endian pairs of 32-bit words in one Uint32Array, so that
// no BigInt is needed and every engine runs it at the same speed. The round constants, the
// ρ offsets and the π lane order are derived once from the reference's own definitions
// (the rc LFSR and the (x, y) → (y, 2x + 3y) walk) rather than copied as magic numbers.
import { argumentError } from '@urikit/percent-encoding';

/** The rate of Keccak-256 in bytes: (1600 − 2 · 256) / 8. */
const RATE = 136;
const ROUNDS = 24;

let roundLo: Uint32Array | undefined;
let roundHi: Uint32Array;
let rhoOffsets: Uint8Array;
let piLanes: Uint8Array;

/** Keccak reference §1.2: the constants of ι from the rc LFSR, and ρ / π from the walk. */
function deriveConstants(): Uint32Array {
  const lo = new Uint32Array(ROUNDS);
  const hi = new Uint32Array(ROUNDS);
  let lfsr = 1;
  for (let round = 0; round < ROUNDS; round++) {
    for (let j = 0; j < 7; j++) {
      const bit = lfsr & 1;
      lfsr = (lfsr & 0x80 ? (lfsr << 1) ^ 0x71 : lfsr << 1) & 0xff;
      if (bit === 0) continue;
      const position = (1 << j) - 1;
      if (position < 32) lo[round] = lo[round]! | (1 << position);
      else hi[round] = hi[round]! | (1 << (position - 32));
    }
  }
  const offsets = new Uint8Array(ROUNDS);
  const lanes = new Uint8Array(ROUNDS);
  let x = 1;
  let y = 0;
  for (let t = 0; t < ROUNDS; t++) {
    offsets[t] = (((t + 1) * (t + 2)) / 2) % 64;
    const nextY = (2 * x + 3 * y) % 5;
    x = y;
    y = nextY;
    lanes[t] = x + 5 * y;
  }
  roundHi = hi;
  rhoOffsets = offsets;
  piLanes = lanes;
  roundLo = lo;
  return lo;
}

/** Keccak-f[1600] on the 25 lanes of `s` (lane i: low word s[2i], high word s[2i + 1]). */
function permute(s: Uint32Array, cLo: Uint32Array, cHi: Uint32Array): void {
  const rcLo = roundLo ?? deriveConstants();
  for (let round = 0; round < ROUNDS; round++) {
    // θ: every lane takes the parity of two neighbouring columns.
    for (let x = 0; x < 5; x++) {
      cLo[x] = s[2 * x]! ^ s[2 * x + 10]! ^ s[2 * x + 20]! ^ s[2 * x + 30]! ^ s[2 * x + 40]!;
      cHi[x] = s[2 * x + 1]! ^ s[2 * x + 11]! ^ s[2 * x + 21]! ^ s[2 * x + 31]! ^ s[2 * x + 41]!;
    }
    for (let x = 0; x < 5; x++) {
      const nextLo = cLo[(x + 1) % 5]!;
      const nextHi = cHi[(x + 1) % 5]!;
      const dLo = cLo[(x + 4) % 5]! ^ ((nextLo << 1) | (nextHi >>> 31));
      const dHi = cHi[(x + 4) % 5]! ^ ((nextHi << 1) | (nextLo >>> 31));
      for (let lane = x; lane < 25; lane += 5) {
        s[2 * lane] = s[2 * lane]! ^ dLo;
        s[2 * lane + 1] = s[2 * lane + 1]! ^ dHi;
      }
    }
    // ρ and π together: each lane is rotated and moved along the walk from lane 1.
    let lo = s[2]!;
    let hi = s[3]!;
    for (let t = 0; t < ROUNDS; t++) {
      const to = piLanes[t]!;
      const n = rhoOffsets[t]!;
      const keptLo = s[2 * to]!;
      const keptHi = s[2 * to + 1]!;
      // No offset of the walk is 0 or 32, so both shifts stay within 1…31.
      if (n < 32) {
        s[2 * to] = (lo << n) | (hi >>> (32 - n));
        s[2 * to + 1] = (hi << n) | (lo >>> (32 - n));
      } else {
        s[2 * to] = (hi << (n - 32)) | (lo >>> (64 - n));
        s[2 * to + 1] = (lo << (n - 32)) | (hi >>> (64 - n));
      }
      lo = keptLo;
      hi = keptHi;
    }
    // χ: the one non-linear step, row by row.
    for (let row = 0; row < 50; row += 10) {
      for (let x = 0; x < 5; x++) {
        cLo[x] = s[row + 2 * x]!;
        cHi[x] = s[row + 2 * x + 1]!;
      }
      for (let x = 0; x < 5; x++) {
        s[row + 2 * x] = cLo[x]! ^ (~cLo[(x + 1) % 5]! & cLo[(x + 2) % 5]!);
        s[row + 2 * x + 1] = cHi[x]! ^ (~cHi[(x + 1) % 5]! & cHi[(x + 2) % 5]!);
      }
    }
    // ι
    s[0] = s[0]! ^ rcLo[round]!;
    s[1] = s[1]! ^ roundHi[round]!;
  }
}

/** XORs byte `k` of the state (little-endian within each lane) with `value`. */
function xorByte(s: Uint32Array, k: number, value: number): void {
  s[k >> 2] = s[k >> 2]! ^ (value << ((k & 3) * 8));
}

/** XORs `count` bytes of `bytes` from `at` into the state, from its first byte. */
function absorb(s: Uint32Array, bytes: Uint8Array, at: number, count: number): void {
  for (let k = 0; k < count; k++) xorByte(s, k, bytes[at + k]!);
}

/**
 * The Keccak-256 digest of `bytes` (32 bytes): Ethereum's hash, used by EIP-55 address
 * checksums and by ENS's `namehash` and `labelhash`.
 *
 * @example
 * ```ts
 * toHex(keccak256(new Uint8Array(0)));
 * // → 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'
 * ```
 */
export function keccak256(bytes: Uint8Array): Uint8Array {
  if (!(bytes instanceof Uint8Array)) {
    throw argumentError('keccak256', 'bytes', 'a Uint8Array', bytes);
  }
  const s = new Uint32Array(50);
  const cLo = new Uint32Array(5);
  const cHi = new Uint32Array(5);
  const length = bytes.length;
  let at = 0;
  // Absorb every whole block; the last, partial one (possibly empty) takes the padding.
  for (; length - at >= RATE; at += RATE) {
    absorb(s, bytes, at, RATE);
    permute(s, cLo, cHi);
  }
  const rest = length - at;
  absorb(s, bytes, at, rest);
  xorByte(s, rest, 0x01);
  xorByte(s, RATE - 1, 0x80);
  permute(s, cLo, cHi);
  const out = new Uint8Array(32);
  for (let k = 0; k < 32; k++) out[k] = s[k >> 2]! >>> ((k & 3) * 8);
  return out;
}
