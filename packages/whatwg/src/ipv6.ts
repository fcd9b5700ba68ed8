// URL Standard §3.5 "IPv6 parser" and §3.6 "IPv6 serializer": the text between a host's
// brackets as eight 16-bit pieces, reporting the parser's validation errors when they are
// collected, and the pieces as text (lower-case hex, the first longest run of two or more zero
// pieces as "::", never the mixed notation of RFC 5952 §5 for IPv4-mapped addresses).
import { hexDigit, isDigit } from './code-points.js';
import {
  IPV4_IN_IPV6_INVALID_CODE_POINT,
  IPV4_IN_IPV6_OUT_OF_RANGE_PART,
  IPV4_IN_IPV6_TOO_FEW_PARTS,
  IPV4_IN_IPV6_TOO_MANY_PIECES,
  IPV6_INVALID_CODE_POINT,
  IPV6_INVALID_COMPRESSION,
  IPV6_MULTIPLE_COMPRESSION,
  IPV6_PIECE_LEADING_ZERO,
  IPV6_TOO_FEW_PIECES,
  IPV6_TOO_MANY_PIECES,
  type ParseContext,
  reportAt,
} from './context.js';

/**
 * §3.5 "IPv6 parser" on `s`: its eight pieces, or null for failure. Validation errors go to
 * `ctx` (when collected) at `at` plus their offset in `s`.
 */
export function parseIPv6(s: string, ctx: ParseContext, at: number): number[] | null {
  const fail = (type: number, i: number): null => {
    reportAt(ctx, type, at + i);
    return null;
  };
  const address = [0, 0, 0, 0, 0, 0, 0, 0];
  const len = s.length;
  let p = 0;
  let pieceIndex = 0;
  let compress = -1;
  if (s.charCodeAt(0) === 0x3a) {
    if (s.charCodeAt(1) !== 0x3a) return fail(IPV6_INVALID_COMPRESSION, 0);
    p = 2;
    compress = ++pieceIndex;
  }
  while (p < len) {
    if (pieceIndex === 8) return fail(IPV6_TOO_MANY_PIECES, p);
    if (s.charCodeAt(p) === 0x3a) {
      if (compress >= 0) return fail(IPV6_MULTIPLE_COMPRESSION, p);
      p++;
      compress = ++pieceIndex;
      continue;
    }
    const start = p;
    let value = 0;
    while (p - start < 4 && hexDigit(s.charCodeAt(p)) >= 0)
      value = value * 16 + hexDigit(s.charCodeAt(p++));
    const length = p - start;
    const c = p < len ? s.charCodeAt(p) : -1;
    if (c === 0x2e) {
      if (length === 0) return fail(IPV4_IN_IPV6_INVALID_CODE_POINT, p);
      p = start;
      if (pieceIndex > 6) return fail(IPV4_IN_IPV6_TOO_MANY_PIECES, p);
      let numbersSeen = 0;
      while (p < len) {
        if (numbersSeen > 0) {
          if (s.charCodeAt(p) !== 0x2e || numbersSeen === 4) {
            return fail(IPV4_IN_IPV6_INVALID_CODE_POINT, p);
          }
          p++;
        }
        if (!isDigit(s.charCodeAt(p))) return fail(IPV4_IN_IPV6_INVALID_CODE_POINT, p);
        let piece = -1;
        while (isDigit(s.charCodeAt(p))) {
          if (piece === 0) return fail(IPV4_IN_IPV6_INVALID_CODE_POINT, p);
          piece = Math.max(piece, 0) * 10 + s.charCodeAt(p) - 0x30;
          if (piece > 255) return fail(IPV4_IN_IPV6_OUT_OF_RANGE_PART, p);
          p++;
        }
        address[pieceIndex] = address[pieceIndex]! * 0x100 + piece;
        numbersSeen++;
        if (numbersSeen === 2 || numbersSeen === 4) pieceIndex++;
      }
      if (numbersSeen !== 4) return fail(IPV4_IN_IPV6_TOO_FEW_PARTS, p);
      break;
    }
    if (c === 0x3a) {
      if (++p === len) return fail(IPV6_INVALID_CODE_POINT, p);
    } else if (c !== -1) {
      return fail(IPV6_INVALID_CODE_POINT, p);
    }
    // A piece of 2 to 4 digits whose first is 0.
    if (length > 1 && s.charCodeAt(start) === 0x30) {
      reportAt(ctx, IPV6_PIECE_LEADING_ZERO, at + start);
    }
    address[pieceIndex++] = value;
  }
  if (compress < 0) return pieceIndex === 8 ? address : fail(IPV6_TOO_FEW_PIECES, p);
  // Move the pieces after "::" to the end.
  for (let swaps = pieceIndex - compress, i = 7; i !== 0 && swaps > 0; i--, swaps--) {
    const piece = address[compress + swaps - 1]!;
    address[compress + swaps - 1] = address[i]!;
    address[i] = piece;
  }
  return address;
}

/** §3.6 "IPv6 serializer" (without the brackets). */
export function serializeIPv6(address: readonly number[]): string {
  let best = -1;
  let bestLength = 1;
  let run = -1;
  for (let i = 0; i < 8; i++) {
    if (address[i] !== 0) {
      run = -1;
    } else {
      if (run < 0) run = i;
      if (i + 1 - run > bestLength) {
        best = run;
        bestLength = i + 1 - run;
      }
    }
  }
  const hex = (from: number, to: number): string =>
    address
      .slice(from, to)
      .map((piece) => piece.toString(16))
      .join(':');
  return best < 0 ? hex(0, 8) : `${hex(0, best)}::${hex(best + bestLength, 8)}`;
}
