// --jobs: standard input cut into pieces of whole lines, each the bytes of its lines in one
// ArrayBuffer of its own, so that a message hands it to a worker thread without copying
// (transfer) and the worker decodes it in one call. The bytes of a chunk are copied once, into
// the piece being filled; the few bytes after its last line feed start the next piece.
import { Buffer } from 'node:buffer';
import { splitLines } from './lines.js';

/**
 * Whole lines of input. Bytes are UTF-8 (RFC 3629), decoded where the piece is computed; strings,
 * as an embedder's input stream may give them, stay strings. `first` marks the piece at the
 * start of the input, where a byte order mark is dropped.
 */
export interface Piece {
  parts: (string | Uint8Array)[];
  first: boolean;
}

// A piece is cut at the last line feed of the chunk that brings it to this size: about four
// thousand corpus lines, so that the messages (two per piece) and the turns of the event loop
// that bring them cost little beside the work they carry, while the last pieces, which one
// thread may finish alone, stay short (a few milliseconds).
export const PIECE_SIZE = 256 * 1024;

/**
 * The chunks of `input` gathered into pieces of whole lines. Consecutive byte chunks become one
 * Uint8Array whose buffer holds nothing else (byteOffset 0), which a message may transfer.
 * `end` marks the piece that the end of the input closed (the only one of a short input).
 */
export async function* pieces(
  input: AsyncIterable<string | Uint8Array>,
  size = PIECE_SIZE,
): AsyncGenerator<{ parts: (string | Uint8Array)[]; end: boolean }> {
  let parts: (string | Uint8Array)[] = [];
  // The piece's bytes since its last string part: `bytes[0, used)`.
  let bytes: Uint8Array = new Uint8Array(0);
  let used = 0;
  // The size of the piece so far, strings counted by their length.
  let total = 0;
  const closeBytes = (): void => {
    if (used > 0) parts.push(bytes.subarray(0, used));
    bytes = new Uint8Array(0);
    used = 0;
  };
  for await (const chunk of input) {
    if (chunk.length === 0) continue;
    // 0x0a never occurs inside a multi-byte UTF-8 sequence, so a cut after it splits none.
    const cut = typeof chunk === 'string' ? chunk.lastIndexOf('\n') : chunk.lastIndexOf(0x0a);
    const full = cut >= 0 && total + cut + 1 >= size;
    if (typeof chunk === 'string') {
      closeBytes();
      if (!full) {
        parts.push(chunk);
        total += chunk.length;
        continue;
      }
      parts.push(chunk.slice(0, cut + 1));
      yield { parts, end: false };
      parts = cut + 1 < chunk.length ? [chunk.slice(cut + 1)] : [];
      total = chunk.length - cut - 1;
      continue;
    }
    if (used + chunk.length > bytes.length) {
      // Room for a whole piece and the chunk, so that a piece mostly fills one buffer.
      const grown = buffer(Math.max(2 * bytes.length, used + chunk.length, size + 65_536));
      grown.set(bytes.subarray(0, used));
      bytes = grown;
    }
    bytes.set(chunk, used);
    used += chunk.length;
    total += chunk.length;
    if (!full) continue;
    // The piece ends after the line feed; what follows it starts the next piece's buffer.
    const end = used - (chunk.length - cut - 1);
    // (Copied and measured before the yield, which may move the piece's buffer away.)
    const rest = used - end;
    const next = buffer(Math.max(size + 65_536, 2 * rest));
    next.set(bytes.subarray(end, used));
    parts.push(bytes.subarray(0, end));
    yield { parts, end: false };
    parts = [];
    bytes = next;
    used = rest;
    total = rest;
  }
  closeBytes();
  if (parts.length > 0) yield { parts, end: true };
}

// A buffer of its own (never a slice of Buffer's pool, which must not move), not zero-filled:
// every byte that a piece hands on is copied in first.
function buffer(length: number): Uint8Array {
  return Buffer.allocUnsafeSlow(length);
}

/**
 * The text of a piece, decoded as lineBatches decodes the stream: UTF-8, each ill-formed
 * sequence one U+FFFD as the Encoding Standard's decoder gives it. Bytes alone (standard input)
 * go through V8's decoder, which Buffer uses: the same replacement, and much cheaper than
 * TextDecoder's. A piece ends after a line feed or at the end of the input, so no sequence is
 * left open at its end. In the first piece, a byte order mark is dropped as lineBatches drops
 * it: the decoder's at the start of the bytes, then a U+FEFF that begins the text; elsewhere a
 * U+FEFF is a character of its line.
 */
export function pieceText(parts: readonly (string | Uint8Array)[], first: boolean): string {
  let text: string;
  const only = parts.length === 1 ? parts[0]! : undefined;
  if (only !== undefined && typeof only !== 'string') {
    const skip = first && only[0] === 0xef && only[1] === 0xbb && only[2] === 0xbf ? 3 : 0;
    text = Buffer.from(only.buffer, only.byteOffset + skip, only.length - skip).toString('utf8');
  } else {
    // Strings, or strings and bytes mixed (an embedder's stream): one streaming decoder, as
    // lineBatches reads them.
    const decoder = new TextDecoder('utf-8', { ignoreBOM: !first });
    text = '';
    for (const part of parts) {
      text += typeof part === 'string' ? part : decoder.decode(part, { stream: true });
    }
    text += decoder.decode();
  }
  return first && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

// The bytes decoded into one string at most, cut after a line feed: a string of more than
// 128 KiB is allocated in V8's large-object space, which a collection of the young generation
// promotes whole while its lines are alive, so that the old generation grows and its
// collections (concurrent marking on V8's helper threads) come back again and again.
const TEXT_SIZE = 64 * 1024;

/** The lines of a piece, as splitLines(pieceText(parts, first)) gives them. */
export function pieceLines(parts: readonly (string | Uint8Array)[], first: boolean): string[] {
  const only = parts.length === 1 ? parts[0]! : undefined;
  if (only === undefined || typeof only === 'string') return splitLines(pieceText(parts, first));
  const lines: string[] = [];
  for (let start = 0; start < only.length; ) {
    let end = start + TEXT_SIZE;
    if (end >= only.length) {
      end = only.length;
    } else {
      // After the last line feed before `end`, else after the first one past it (a long line).
      const cut = only.lastIndexOf(0x0a, end - 1);
      const next = cut >= start ? cut : only.indexOf(0x0a, end);
      end = next < 0 ? only.length : next + 1;
    }
    splitLines(pieceText([only.subarray(start, end)], first && start === 0), lines);
    start = end;
  }
  return lines;
}
