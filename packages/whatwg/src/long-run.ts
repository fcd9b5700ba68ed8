// Long runs of the fast path (fast-path.ts) read as bytes: the engine's native UTF-8 encoder
// copies the text into a byte buffer a chunk at a time, and the scan reads bytes. charCodeAt
// checks the string's representation on every character, which is most of the time of a
// megabyte-long path, query or host; a byte load is one load. (A path's dot segments are
// looked for afterwards, by the engine's indexOf: fast-path.ts.) Used only where the runtime has
// TextEncoder (not needed otherwise: the character loops do the same work) and only from
// LONG_RUN characters on. The first non-ASCII byte stops the scan, so that byte offsets are
// string offsets up to it. test/long-run.prop.test.ts checks it against the character loops.
import { CLASS } from './code-points.js';

/** Runs shorter than this stay with the character loops (the copy would cost more). */
export const LONG_RUN = 1024;

/** Characters encoded per native call, into one buffer kept between calls. */
const CHUNK = 16_384;

let buffer: Uint8Array | undefined;
let encoder: { encodeInto(s: string, into: Uint8Array): { written: number } } | undefined;

/** Whether long runs can be read as bytes here. */
export function canReadBytes(): boolean {
  if (encoder === undefined && typeof TextEncoder === 'function') {
    encoder = new TextEncoder();
    buffer = new Uint8Array(CHUNK);
  }
  return encoder !== undefined;
}

/** A byte table: 0 for the ASCII code points whose CLASS bits miss `stop`, 1 for every other byte. */
function byteTable(stop: number): Uint8Array {
  const table = new Uint8Array(256).fill(1);
  for (let c = 0; c < 128; c++) if ((CLASS[c]! & stop) === 0) table[c] = 0;
  return table;
}

const tables: Uint8Array[] = [];

/** The byte table of `stop`, made on first use. */
export function runTable(stop: number): Uint8Array {
  let table = tables[stop];
  if (table === undefined) {
    table = byteTable(stop);
    tables[stop] = table;
  }
  return table;
}

/** The first offset from `i` of a byte whose table entry is not 0, or `written`. */
function plainRun(table: Uint8Array, bytes: Uint8Array, i: number, written: number): number {
  // Eight at a time while they last: an OR of entries is 0 only when all are.
  while (
    i + 7 < written &&
    (table[bytes[i]!]! |
      table[bytes[i + 1]!]! |
      table[bytes[i + 2]!]! |
      table[bytes[i + 3]!]! |
      table[bytes[i + 4]!]! |
      table[bytes[i + 5]!]! |
      table[bytes[i + 6]!]! |
      table[bytes[i + 7]!]!) ===
      0
  ) {
    i += 8;
  }
  while (i < written && table[bytes[i]!] === 0) i++;
  return i;
}

/**
 * The offset of the first code point of s[start, end) whose byte is 1 in `table`, or `end`.
 * Call only after canReadBytes() returned true.
 */
export function scanBytes(s: string, start: number, end: number, table: Uint8Array): number {
  const bytes = buffer!;
  for (let from = start; from < end; from += CHUNK) {
    const written = encoder!.encodeInto(s.slice(from, Math.min(end, from + CHUNK)), bytes).written;
    const i = plainRun(table, bytes, 0, written);
    if (i < written) return from + i;
    // A code point that did not fit is non-ASCII, and every byte before it was ASCII.
    if (written < Math.min(end, from + CHUNK) - from) return from + written;
  }
  return end;
}
