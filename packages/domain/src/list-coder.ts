// The entropy coder of the compiled Public Suffix List: a binary arithmetic coder whose bit
// probabilities come from a context-mixing model. The generator encodes with it and the package
// decodes with it, so both sides run this one file and cannot drift apart.
//
// Why not gzip alone: the list's labels are names with little repetition, and the 10,000 rules
// written as a front-coded trie gzip to about 31 kB. Predicting each bit of each label from
// several contexts at once (the previous characters, the label so far, the sibling before it,
// the parent's name) and mixing the predictions brings the same trie to about 25 kB, and the
// base64 text of that stays 25 kB under gzip.
//
// All arithmetic is on integers below 2^31 (or exact doubles), with no Math.exp or Math.log, so
// that every JavaScript engine decodes the same bits.

/** log2 of the number of probability slots: fewer collide more and compress worse. */
const TABLE_BITS = 22;
const TABLE_MASK = (1 << TABLE_BITS) - 1;
/** Contexts a symbol may have, plus one bias input. */
export const MAX_CONTEXTS = 12;
/** Weight sets of the mixer, chosen per symbol by the caller (see list-codec.ts). */
const WEIGHT_SETS = 16;
/** How fast a slot's probability stops adapting (its count is capped here; at most 15). */
const COUNT_LIMIT = 8;
/** The mixer's learning rate, as a right shift of the error times the input. */
const LEARNING_SHIFT = 11;
/** Bits of a base64 digit and of the coder's 30-bit window. */
const DIGIT_BITS = 6;
const WINDOW_MASK = 0x3fffffff;
const TOP_DIGIT = 0x3f000000;

/** The 64 digits of the encoded text: base64's, which no JavaScript string literal escapes. */
export const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The logistic function 4096 / (1 + e^(-(i - 16) / 2)) at i = 0 … 32, rounded: squash()
 * interpolates between these points, so that no engine's Math.exp is ever consulted.
 */
const LOGISTIC = [
  1, 2, 3, 6, 10, 16, 27, 45, 73, 120, 194, 310, 488, 747, 1101, 1546, 2048, 2550, 2995, 3349, 3608,
  3786, 3903, 3976, 4023, 4051, 4069, 4080, 4086, 4090, 4093, 4094, 4095,
];

/** 4096 * logistic(d / 256) for d in the stretched domain (-2047 … 2047), as 12 bits. */
function squash(d: number): number {
  if (d > 2047) return 4095;
  if (d < -2047) return 1;
  const w = d & 127;
  const i = (d >> 7) + 16;
  return (LOGISTIC[i]! * (128 - w) + LOGISTIC[i + 1]! * w + 64) >> 7;
}

let stretchTable: Int16Array | undefined;

/** The inverse of squash for each 12-bit probability: ln(p / (1 - p)) * 256. */
function stretchOf(): Int16Array {
  if (stretchTable !== undefined) return stretchTable;
  const table = new Int16Array(4096);
  let next = 0;
  for (let d = -2047; d <= 2047; d++) {
    const p = squash(d);
    for (; next <= p; next++) table[next] = d;
  }
  for (; next < 4096; next++) table[next] = 2047;
  stretchTable = table;
  return table;
}

/**
 * The model: per hashed slot a probability (the high 12 bits) and how often the slot has
 * learnt (the low 4 bits), in one array so that a slot costs one memory access; and the
 * mixer's weights.
 */
let slotValues = new Uint16Array(0);
let weights = new Int32Array(0);
let stretch: Int16Array = new Int16Array(0);
/** 1 / (count + 1.5), scaled by 1024: a new slot learns fast, an old one slowly. */
const RATES = new Int32Array(COUNT_LIMIT + 1).map((_, n) => Math.floor(1024 / (n + 1.5)));

/**
 * The contexts of the next symbol: hashes that the caller fills (see {@link hashContext}) and
 * how many there are.
 */
export const contexts = new Int32Array(MAX_CONTEXTS);
const blocks = new Int32Array(MAX_CONTEXTS);
const slots = new Int32Array(MAX_CONTEXTS);
const inputs = new Int32Array(MAX_CONTEXTS + 1);

// The coder's interval [low, high] in a 30-bit window, and the decoder's position in it.
let low = 0;
let high = WINDOW_MASK;
let code = 0;
let text = '';
let at = 0;
let output: number[] | undefined;
const digitValues = new Int8Array(128);

function reset(): void {
  slotValues = new Uint16Array(1 << TABLE_BITS).fill(0x8000);
  weights = new Int32Array(WEIGHT_SETS * 128 * (MAX_CONTEXTS + 1)).fill(1 << 12);
  stretch = stretchOf();
  low = 0;
  high = WINDOW_MASK;
}

/** Starts decoding `encoded` (base64 digits). */
export function startDecoding(encoded: string): void {
  reset();
  for (let i = 0; i < 64; i++) digitValues[DIGITS.charCodeAt(i)] = i;
  text = encoded;
  output = undefined;
  code = 0;
  for (at = 0; at < 5; at++) code = (code << DIGIT_BITS) | nextDigit();
}

/** Starts encoding; symbols are then given to {@link codeSymbol} with their values. */
export function startEncoding(): void {
  reset();
  output = [];
}

/** The encoded text of everything coded since {@link startEncoding}. */
export function finishEncoding(): string {
  const digits = output!;
  // Any continuation of low's top digit by ones lies in [low, high] (the digits differ).
  digits.push(low >>> 24);
  output = undefined;
  return digits.map((d) => DIGITS[d]).join('');
}

/** Frees the model's tables (8 MB) once the list is decoded. */
export function release(): void {
  slotValues = new Uint16Array(0);
  weights = new Int32Array(0);
  text = '';
}

function nextDigit(): number {
  // Past the end the decoder reads ones, as the encoder's last digit assumes.
  return at < text.length ? digitValues[text.charCodeAt(at)]! : 63;
}

/**
 * Codes one symbol of `bits` bits (at most 7), most significant first, under the first `n`
 * entries of {@link contexts} and weight set `set`: encodes `value` when encoding, and returns
 * the symbol (decoded, or `value`). The slots of a symbol's first bits lie in one block of 8 per
 * context and those of its last four in a block of 16 that the first bits choose: two cache
 * lines per context and symbol, where one slot per bit scattered over 8 MB took one miss each
 * (the decoding spent most of its time waiting for memory).
 */
export function codeSymbol(bits: number, value: number, n: number, set: number): number {
  const encoding = output !== undefined;
  for (let j = 0; j < n; j++) blocks[j] = contexts[j]!;
  let node = 1;
  let sub = 1;
  for (let b = bits - 1; b >= 0; b--) {
    if (b === 3 && bits > 4) {
      for (let j = 0; j < n; j++)
        blocks[j] = (Math.imul(contexts[j]! ^ node, 0x9e3779b1) >>> 4) << 4;
      sub = 1;
    }
    const base = ((set << 7) | node) * (MAX_CONTEXTS + 1);
    let dot = 0;
    for (let j = 0; j < n; j++) {
      const slot = (blocks[j]! + sub) & TABLE_MASK;
      slots[j] = slot;
      const s = stretch[slotValues[slot]! >> 4]!;
      inputs[j] = s;
      dot += weights[base + j]! * s;
    }
    inputs[n] = 256;
    dot += weights[base + n]! * 256;
    let p = squash(dot >> 14);
    if (p > 4095) p = 4095;
    const mid = low + ((high - low) >>> 12) * p;
    const y = encoding ? (value >> b) & 1 : code <= mid ? 1 : 0;
    if (y === 1) high = mid;
    else low = mid + 1;
    while (((low ^ high) & TOP_DIGIT) === 0) {
      if (encoding) {
        output!.push(high >>> 24);
      } else {
        code = ((code << DIGIT_BITS) & WINDOW_MASK) | nextDigit();
        at++;
      }
      low = (low << DIGIT_BITS) & WINDOW_MASK;
      high = ((high << DIGIT_BITS) & WINDOW_MASK) | 63;
    }
    // Learn: the mixer's weights move along the error, each slot towards the bit it saw.
    const error = (y << 12) - p;
    for (let j = 0; j <= n; j++) weights[base + j]! += (inputs[j]! * error) >> (LEARNING_SHIFT + 2);
    const target = y === 1 ? 0xfff0 : 0;
    for (let j = 0; j < n; j++) {
      const slot = slots[j]!;
      const v = slotValues[slot]!;
      const count = v & 15;
      const probability = v & 0xfff0;
      slotValues[slot] =
        ((probability + (((target - probability) * RATES[count]!) >> 10)) & 0xfff0) |
        (count < COUNT_LIMIT ? count + 1 : count);
    }
    node = (node << 1) | y;
    sub = (sub << 1) | y;
  }
  return node - (1 << bits);
}

/**
 * A context hash for {@link contexts}: `kind` tells contexts apart, `value` is what they hold.
 * The low 4 bits are zero: the symbol's bits index within the block.
 */
export function hashContext(kind: number, value: number): number {
  let h = Math.imul(kind ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h ^ value, 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 4) << 4;
}
