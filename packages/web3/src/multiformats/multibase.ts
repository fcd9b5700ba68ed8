// Multibase (the multibase table, multiformats/multibase multibase.csv): one prefix character
// names the base of the text after it. Three families: the RFC 4648 bit packings (base2,
// base8, base16, base32 and base32hex with or without padding, z-base-32, base64 and base64url
// with or without padding), the big-number bases with leading zeros (base10, base36,
// base58btc, base58flickr: the "base-x" rule of the Base10 and Base36 RFCs), and base256emoji.
import { Web3Error } from '../errors.js';

/**
 * The bases of the multibase table that this package reads and writes, by their table names.
 * (`identity` and `proquint` are not among them: the first is raw bytes, not text; the second
 * defines no encoding for an odd number of bytes.)
 *
 * @example
 * ```ts
 * const base: MultibaseName = 'base36';
 * formatCid(toCidV1('QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR'), base); // → 'k2jmtxw8rjh1z69c6not3wtdxb0u3urbzhyll1t9jg6ox26dhi5sfi1m'
 * ```
 */
export type MultibaseName =
  | 'base2'
  | 'base8'
  | 'base10'
  | 'base16'
  | 'base16upper'
  | 'base32hex'
  | 'base32hexupper'
  | 'base32hexpad'
  | 'base32hexpadupper'
  | 'base32'
  | 'base32upper'
  | 'base32pad'
  | 'base32padupper'
  | 'base32z'
  | 'base36'
  | 'base36upper'
  | 'base58btc'
  | 'base58flickr'
  | 'base64'
  | 'base64pad'
  | 'base64url'
  | 'base64urlpad'
  | 'base256emoji';

/** One base: its prefix, and how its digits are read. */
export interface Base {
  name: MultibaseName;
  prefix: string;
  alphabet: string;
  /** 1–6 for the RFC 4648 packings; 0 for the big-number bases; 8 for base256emoji. */
  bits: number;
  /** The padded block in characters (8 for base32, 4 for base64), or 0 without padding. */
  block: number;
  /** Whether the other case of a letter reads the same (base16, base32 and base36 kinds). */
  caseless: boolean;
}

const B32 = 'abcdefghijklmnopqrstuvwxyz234567';
const B32_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const B32HEX = '0123456789abcdefghijklmnopqrstuv';
const B32HEX_UPPER = '0123456789ABCDEFGHIJKLMNOPQRSTUV';
const B36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const B36_UPPER = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const B58BTC = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const B58FLICKR = '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base(
  name: MultibaseName,
  prefix: string,
  alphabet: string,
  bits: number,
  block: number,
  caseless: boolean,
): Base {
  return { name, prefix, alphabet, bits, block, caseless };
}

/**
 * The multibase table's bases this package supports, in the table's order. Built by a pure
 * call, so that a bundle that reads no CID drops the table.
 */
export const BASES: readonly Base[] = /* @__PURE__ */ buildBases();

function buildBases(): Base[] {
  return [
    base('base2', '0', '01', 1, 0, false),
    base('base8', '7', '01234567', 3, 0, false),
    base('base10', '9', '0123456789', 0, 0, false),
    base('base16', 'f', '0123456789abcdef', 4, 0, true),
    base('base16upper', 'F', '0123456789ABCDEF', 4, 0, true),
    base('base32hex', 'v', B32HEX, 5, 0, true),
    base('base32hexupper', 'V', B32HEX_UPPER, 5, 0, true),
    base('base32hexpad', 't', B32HEX, 5, 8, true),
    base('base32hexpadupper', 'T', B32HEX_UPPER, 5, 8, true),
    base('base32', 'b', B32, 5, 0, true),
    base('base32upper', 'B', B32_UPPER, 5, 0, true),
    base('base32pad', 'c', B32, 5, 8, true),
    base('base32padupper', 'C', B32_UPPER, 5, 8, true),
    base('base32z', 'h', 'ybndrfg8ejkmcpqxot1uwisza345h769', 5, 0, false),
    base('base36', 'k', B36, 0, 0, true),
    base('base36upper', 'K', B36_UPPER, 0, 0, true),
    base('base58btc', 'z', B58BTC, 0, 0, false),
    base('base58flickr', 'Z', B58FLICKR, 0, 0, false),
    base('base64', 'm', B64, 6, 0, false),
    base('base64pad', 'M', B64, 6, 4, false),
    base('base64url', 'u', B64URL, 6, 0, false),
    base('base64urlpad', 'U', B64URL, 6, 4, false),
    base('base256emoji', '\u{1F680}', '', 8, 0, false),
  ];
}

/** The base named `name`, or `undefined`. */
export function baseNamed(name: string): Base | undefined {
  for (const b of BASES) if (b.name === name) return b;
  return undefined;
}

/** The base whose prefix starts `text` at `at`, or `undefined`. */
export function baseOf(text: string, at: number): Base | undefined {
  const c = text.charCodeAt(at);
  for (const b of BASES) {
    // base256emoji's prefix is two code units: a lone high surrogate is no prefix.
    if (b.prefix.charCodeAt(0) === c && (b.prefix.length === 1 || text.startsWith(b.prefix, at))) {
      return b;
    }
  }
  return undefined;
}

// Digit values per base, built on first use: 128 entries, -1 outside the alphabet (the other
// case too for the caseless bases).
const valueTables = new Map<Base, Int8Array>();

function valuesOf(b: Base): Int8Array {
  let table = valueTables.get(b);
  if (table === undefined) {
    table = new Int8Array(128).fill(-1);
    for (let v = 0; v < b.alphabet.length; v++) {
      const c = b.alphabet.charCodeAt(v);
      table[c] = v;
      if (b.caseless && c >= 0x41) table[c ^ 0x20] = v;
    }
    valueTables.set(b, table);
  }
  return table;
}

// base256emoji (the Base256Emoji RFC's table): the code point of each byte value, as offsets
// from U+1F300 for the 226 astral ones and as BMP code points for the 30 others.
const EMOJI =
  '\u{1F680}\u{1FA90}\u2604\u{1F6F0}\u{1F30C}\u{1F311}\u{1F312}\u{1F313}\u{1F314}\u{1F315}\u{1F316}\u{1F317}\u{1F318}\u{1F30D}\u{1F30F}\u{1F30E}' +
  '\u{1F409}\u2600\u{1F4BB}\u{1F5A5}\u{1F4BE}\u{1F4BF}\u{1F602}\u2764\u{1F60D}\u{1F923}\u{1F60A}\u{1F64F}\u{1F495}\u{1F62D}\u{1F618}\u{1F44D}' +
  '\u{1F605}\u{1F44F}\u{1F601}\u{1F525}\u{1F970}\u{1F494}\u{1F496}\u{1F499}\u{1F622}\u{1F914}\u{1F606}\u{1F644}\u{1F4AA}\u{1F609}\u263A\u{1F44C}' +
  '\u{1F917}\u{1F49C}\u{1F614}\u{1F60E}\u{1F607}\u{1F339}\u{1F926}\u{1F389}\u{1F49E}\u270C\u2728\u{1F937}\u{1F631}\u{1F60C}\u{1F338}\u{1F64C}' +
  '\u{1F60B}\u{1F497}\u{1F49A}\u{1F60F}\u{1F49B}\u{1F642}\u{1F493}\u{1F929}\u{1F604}\u{1F600}\u{1F5A4}\u{1F603}\u{1F4AF}\u{1F648}\u{1F447}\u{1F3B6}' +
  '\u{1F612}\u{1F92D}\u2763\u{1F61C}\u{1F48B}\u{1F440}\u{1F62A}\u{1F611}\u{1F4A5}\u{1F64B}\u{1F61E}\u{1F629}\u{1F621}\u{1F92A}\u{1F44A}\u{1F973}' +
  '\u{1F625}\u{1F924}\u{1F449}\u{1F483}\u{1F633}\u270B\u{1F61A}\u{1F61D}\u{1F634}\u{1F31F}\u{1F62C}\u{1F643}\u{1F340}\u{1F337}\u{1F63B}\u{1F613}' +
  '\u2B50\u2705\u{1F97A}\u{1F308}\u{1F608}\u{1F918}\u{1F4A6}\u2714\u{1F623}\u{1F3C3}\u{1F490}\u2639\u{1F38A}\u{1F498}\u{1F620}\u261D' +
  '\u{1F615}\u{1F33A}\u{1F382}\u{1F33B}\u{1F610}\u{1F595}\u{1F49D}\u{1F64A}\u{1F639}\u{1F5E3}\u{1F4AB}\u{1F480}\u{1F451}\u{1F3B5}\u{1F91E}\u{1F61B}' +
  '\u{1F534}\u{1F624}\u{1F33C}\u{1F62B}\u26BD\u{1F919}\u2615\u{1F3C6}\u{1F92B}\u{1F448}\u{1F62E}\u{1F646}\u{1F37B}\u{1F343}\u{1F436}\u{1F481}' +
  '\u{1F632}\u{1F33F}\u{1F9E1}\u{1F381}\u26A1\u{1F31E}\u{1F388}\u274C\u270A\u{1F44B}\u{1F630}\u{1F928}\u{1F636}\u{1F91D}\u{1F6B6}\u{1F4B0}' +
  '\u{1F353}\u{1F4A2}\u{1F91F}\u{1F641}\u{1F6A8}\u{1F4A8}\u{1F92C}\u2708\u{1F380}\u{1F37A}\u{1F913}\u{1F619}\u{1F49F}\u{1F331}\u{1F616}\u{1F476}' +
  '\u{1F974}\u25B6\u27A1\u2753\u{1F48E}\u{1F4B8}\u2B07\u{1F628}\u{1F31A}\u{1F98B}\u{1F637}\u{1F57A}\u26A0\u{1F645}\u{1F61F}\u{1F635}' +
  '\u{1F44E}\u{1F932}\u{1F920}\u{1F927}\u{1F4CC}\u{1F535}\u{1F485}\u{1F9D0}\u{1F43E}\u{1F352}\u{1F617}\u{1F911}\u{1F30A}\u{1F92F}\u{1F437}\u260E' +
  '\u{1F4A7}\u{1F62F}\u{1F486}\u{1F446}\u{1F3A4}\u{1F647}\u{1F351}\u2744\u{1F334}\u{1F4A3}\u{1F438}\u{1F48C}\u{1F4CD}\u{1F940}\u{1F922}\u{1F445}' +
  '\u{1F4A1}\u{1F4A9}\u{1F450}\u{1F4F8}\u{1F47B}\u{1F910}\u{1F92E}\u{1F3BC}\u{1F975}\u{1F6A9}\u{1F34E}\u{1F34A}\u{1F47C}\u{1F48D}\u{1F4E3}\u{1F942}';

let emojiCodePoints: Uint32Array | undefined;
let emojiValues: Map<number, number> | undefined;

function emojiTable(): Uint32Array {
  if (emojiCodePoints === undefined) {
    const points = new Uint32Array(256);
    const values = new Map<number, number>();
    let v = 0;
    for (let i = 0; i < EMOJI.length; v++) {
      const cp = EMOJI.codePointAt(i)!;
      points[v] = cp;
      values.set(cp, v);
      i += cp > 0xffff ? 2 : 1;
    }
    emojiValues = values;
    emojiCodePoints = points;
  }
  return emojiCodePoints;
}

/** Past this many digits the big-number bases refuse (their conversion is quadratic). */
export const MAX_BIG_DIGITS = 1024;

/**
 * Decodes the digits of `text` from `at` to its end in base `b`. Errors are Web3Errors at the
 * offending character of `text`.
 */
export function decodeBase(text: string, at: number, b: Base): Uint8Array {
  if (b.bits === 8) return decodeEmoji(text, at);
  if (b.bits === 0) return decodeBig(text, at, b);
  return decodeBits(text, at, b);
}

/** RFC 4648 §6–§7 style: `bits` per character, most significant first, optional padding. */
function decodeBits(text: string, at: number, b: Base): Uint8Array {
  const values = valuesOf(b);
  let end = text.length;
  if (b.block > 0) {
    // RFC 4648 §3.2: the padded form is whole blocks; the pad count must be exactly what the
    // last block needs.
    while (end > at && text.charCodeAt(end - 1) === 0x3d) end--;
    const padded = text.length - at;
    const pads = text.length - end;
    if (padded % b.block !== 0) {
      throw new Web3Error('invalid-padding', text, text.length, 'whole blocks expected');
    }
    const dataBits = ((end - at) * b.bits) % (b.block * b.bits);
    const needed = dataBits === 0 ? 0 : b.block - Math.ceil(dataBits / b.bits);
    if (pads !== needed) {
      // At the first pad too many, or where the missing ones should stand.
      const index = pads > needed ? end + needed : text.length;
      throw new Web3Error('invalid-padding', text, index, `${needed} padding characters expected`);
    }
  }
  const out = new Uint8Array(Math.floor(((end - at) * b.bits) / 8));
  let buffer = 0;
  let held = 0;
  let o = 0;
  for (let i = at; i < end; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? values[c]! : -1;
    if (v < 0) {
      throw new Web3Error(c === 0x3d ? 'invalid-padding' : 'invalid-char', text, i, b.name);
    }
    buffer = ((buffer << b.bits) | v) & 0xffff;
    held += b.bits;
    if (held >= 8) {
      held -= 8;
      out[o++] = buffer >> held;
    }
  }
  // What is left must be fewer bits than one character and all zero: otherwise the text is
  // not the canonical encoding of any bytes.
  if (held >= b.bits) {
    throw new Web3Error('invalid-length', text, end, `${b.name}: not a whole number of bytes`);
  }
  if ((buffer & ((1 << held) - 1)) !== 0) {
    throw new Web3Error('invalid-char', text, end - 1, `${b.name}: trailing bits`);
  }
  return out;
}

/** Big-number bases: leading zero digits are zero bytes, the rest a big-endian number. */
function decodeBig(text: string, at: number, b: Base): Uint8Array {
  const values = valuesOf(b);
  const radix = b.alphabet.length;
  const length = text.length - at;
  if (length > MAX_BIG_DIGITS) {
    throw new Web3Error('invalid-length', text, at + MAX_BIG_DIGITS, `${b.name}: too long`);
  }
  let zeros = 0;
  while (zeros < length && text.charCodeAt(at + zeros) === b.alphabet.charCodeAt(0)) zeros++;
  // Little-endian bytes of the number; digits are taken `group` at a time (radix^group stays
  // below 2^32, so byte * radix^group + carry is exact in a double).
  const bytes = new Uint8Array(Math.ceil((length * Math.log2(radix)) / 8) + 1);
  let size = 0;
  let group = 1;
  let scale = radix;
  while (scale * radix <= 0x100000000) {
    scale *= radix;
    group++;
  }
  for (let i = at + zeros; i < text.length; ) {
    let chunk = 0;
    let multiplier = 1;
    const stop = Math.min(i + group, text.length);
    for (; i < stop; i++) {
      const c = text.charCodeAt(i);
      const v = c < 128 ? values[c]! : -1;
      if (v < 0) throw new Web3Error('invalid-char', text, i, b.name);
      chunk = chunk * radix + v;
      multiplier *= radix;
    }
    let carry = chunk;
    for (let j = 0; j < size; j++) {
      carry += bytes[j]! * multiplier;
      bytes[j] = carry % 256;
      carry = Math.floor(carry / 256);
    }
    while (carry > 0) {
      bytes[size++] = carry % 256;
      carry = Math.floor(carry / 256);
    }
  }
  const out = new Uint8Array(zeros + size);
  for (let j = 0; j < size; j++) out[zeros + j] = bytes[size - 1 - j]!;
  return out;
}

function decodeEmoji(text: string, at: number): Uint8Array {
  emojiTable();
  const values = emojiValues!;
  const out: number[] = [];
  for (let i = at; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const v = values.get(cp);
    if (v === undefined) throw new Web3Error('invalid-char', text, i, 'base256emoji');
    out.push(v);
    i += cp > 0xffff ? 2 : 1;
  }
  return Uint8Array.from(out);
}

/** The text of `bytes` in base `b`, with its prefix. */
export function encodeBase(bytes: Uint8Array, b: Base): string {
  if (b.bits === 8) {
    const points = emojiTable();
    let text = b.prefix;
    for (const byte of bytes) text += String.fromCodePoint(points[byte]!);
    return text;
  }
  return b.prefix + (b.bits === 0 ? encodeBig(bytes, b) : encodeBits(bytes, b));
}

function encodeBits(bytes: Uint8Array, b: Base): string {
  let text = '';
  let buffer = 0;
  let held = 0;
  const mask = (1 << b.bits) - 1;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    held += 8;
    while (held >= b.bits) {
      held -= b.bits;
      text += b.alphabet[(buffer >> held) & mask]!;
    }
  }
  if (held > 0) text += b.alphabet[(buffer << (b.bits - held)) & mask]!;
  if (b.block > 0) while (text.length % b.block !== 0) text += '=';
  return text;
}

function encodeBig(bytes: Uint8Array, b: Base): string {
  const radix = b.alphabet.length;
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  // Little-endian digits of the number.
  const digits: number[] = [];
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i]!;
    for (let j = 0; j < digits.length; j++) {
      carry += digits[j]! * 256;
      digits[j] = carry % radix;
      carry = Math.floor(carry / radix);
    }
    while (carry > 0) {
      digits.push(carry % radix);
      carry = Math.floor(carry / radix);
    }
  }
  let text = b.alphabet[0]!.repeat(zeros);
  for (let j = digits.length - 1; j >= 0; j--) text += b.alphabet[digits[j]!]!;
  return text;
}

/**
 * Where the byte at `offset` of the decoded bytes begins in `text` (for error offsets): exact
 * for the bit packings and base256emoji, the first digit for the big-number bases.
 */
export function charOffset(text: string, at: number, b: Base, offset: number): number {
  if (b.bits === 0) return at;
  if (b.bits === 8) {
    let i = at;
    for (let k = 0; k < offset && i < text.length; k++) i += text.codePointAt(i)! > 0xffff ? 2 : 1;
    return i;
  }
  return Math.min(at + Math.floor((offset * 8) / b.bits), text.length);
}
