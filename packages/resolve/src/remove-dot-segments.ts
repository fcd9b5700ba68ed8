// RFC 3986 §5.2.4 remove_dot_segments, in one left-to-right pass: the output buffer is a stack
// of ranges of the input, so the time is linear in the path's length whatever its shape. The
// same pass serves the §5.2.3 merge of resolve (merge-relative.ts), where a ".." that finds the
// stack empty removes a segment of the base directory instead.
//
// Paths are read with String.prototype.charCodeAt and indexOf taken in each function and applied
// with `.call`, not `path.charCodeAt(i)`: a path may be any V8 string representation (a slice of
// a flat or concatenated input, one- or two-byte), and a call site that has seen more than four
// of them goes megamorphic, a generic lookup per character; the built-in read from the global is
// a constant that the optimizing compiler inlines whatever the string (see @urikit/syntax's
// scan-chars.ts).
//
// The stack holds "segment/" pieces (the last segment without its '/'): for a path that starts
// with '/', §5.2.4 gives that '/' and then the pieces; for one that does not, it gives the pieces,
// with a '/' in front once a ".." has removed the first segment (RFC 3986's steps then leave
// "/segment" in the output: "a/../b" → "/b").
import { requireString } from '@urikit/percent-encoding';

const SLASH = 0x2f;
export const DOT = 0x2e;

// The stack: piece k is the range [stack[2k], stack[2k + 1]) of the input. One module-level
// array reused across calls (filled by stackSegments and read back by joinPieces before the
// next call; calls never nest), so that it is not allocated again on every call.
let stack: number[] = [];

/**
 * Removes the "." and ".." segments of a path exactly as RFC 3986 §5.2.4 does, in time linear
 * in the path's length. A path without dot segments is returned as it is (the same string).
 *
 * @throws {TypeError} when `path` is not a string.
 * @example
 * ```ts
 * removeDotSegments('/a/b/c/./../../g'); // → '/a/g'
 * removeDotSegments('mid/content=5/../6'); // → 'mid/6'
 * ```
 */
export function removeDotSegments(path: string): string {
  requireString('removeDotSegments', 'path', path);
  return removeDotsIn('', path, 0, path.length, joinAny);
}

/**
 * `head`, then the path `text[from, to)` after §5.2.4, then the rest of `text` (a reference's
 * "?" query and "#" fragment): what resolve writes, with no slice of the path on its own. The
 * character at `to`, if any, is "?" or "#" (never "/" or "."), so an empty path reads as one.
 * `join` writes the pieces: joinPieces, or joinAny for removeDotSegments.
 */
export function removeDotsIn(
  head: string,
  text: string,
  from: number,
  to: number,
  join: typeof joinPieces = joinPieces,
): string {
  const codeAt = String.prototype.charCodeAt; // see the header
  const first = codeAt.call(text, from);
  // Fast path: a dot segment starts the path or follows a '/', so a path that neither starts
  // with '.' nor holds "/." before `to` has none (most paths) and skips the pass below, which
  // would give it back unchanged (test/remove-dot-segments.test.ts: agreement with the literal
  // §5.2.4).
  const slashDot = String.prototype.indexOf.call(text, '/.', from);
  if (first !== DOT && (slashDot < 0 || slashDot >= to)) {
    return head + String.prototype.slice.call(text, from);
  }
  // A leading '/' is the root: it stays, and a ".." that finds the stack empty leaves it.
  const rooted = first === SLASH ? 1 : 0;
  const top = stackSegments(text, from + rooted, to);
  return join(rooted === 1 || emptied ? head + '/' : head, text, top, to);
}

// Set by stackSegments: how many ".." found the stack empty (in a merge, each removes one
// segment of the base directory; alone, §5.2.4 steps 2A and 2C drop them), and whether a ".."
// emptied the stack.
export let unmatched = 0;
export let emptied = false;

/**
 * §5.2.4 step 2 over the segments of `text[from, to)`: leaves on the stack the ranges of the
 * "segment/" pieces that reach the output (the last one without a '/', or empty after a
 * trailing '/') and returns the stack's top (twice their count); sets {@link unmatched} and
 * {@link emptied}.
 */
export function stackSegments(text: string, from: number, to: number): number {
  const codeAt = String.prototype.charCodeAt; // see the header
  let top = 0;
  unmatched = 0;
  emptied = false;
  // One segment per round: [i, end), `end` at the next '/' or at `to`.
  for (let i = from; i <= to; ) {
    let end = i;
    // The dots the segment starts with; 3 once anything else (or a third dot) comes.
    let dots = 0;
    while (end < to) {
      const c = codeAt.call(text, end);
      if (c === SLASH) break;
      dots = c === DOT && dots === end - i && dots < 3 ? dots + 1 : 3;
      end++;
    }
    if (dots === 0 || dots === 3) {
      // Step 2E: the segment (with its '/', unless it is the last) moves to the output.
      stack[top++] = i;
      stack[top++] = end < to ? end + 1 : end;
    } else if (dots === 2) {
      // Step 2C: ".." removes the last output segment.
      if (top === 0) {
        unmatched++;
      } else {
        top -= 2;
        if (top === 0) emptied = true;
      }
    }
    // "." (2B) leaves the output as it is; a last "." or ".." leaves it ending with '/'.
    i = end + 1;
  }
  return top;
}

/**
 * `result` followed by the pieces on the stack up to `top`, slices of `text`, then what follows
 * `to` in `text` (a reference's query and fragment). Adjacent pieces are one slice, and a run
 * of them that reaches `to` takes the rest of `text` along.
 */
export function joinPieces(result: string, text: string, top: number, to: number): string {
  const slice = String.prototype.slice;
  const pieces = takeStack();
  let k = 0;
  while (k < top) {
    const start = pieces[k]!;
    let stop = pieces[k + 1]!;
    k += 2;
    while (k < top && pieces[k] === stop) {
      stop = pieces[k + 1]!;
      k += 2;
    }
    if (stop === to) return result + slice.call(text, start);
    result += slice.call(text, start, stop);
  }
  return result + slice.call(text, to);
}

// Above this stack top (2,048 pieces), joinAny copies code units instead of slicing.
const MANY_PIECES = 4096;
const CHUNK = 8192;

/**
 * joinPieces, or copyPieces when the path keeps many pieces: the joiner of removeDotSegments,
 * whose paths can be anything up to megabytes (normalize and inspect call it on whole paths).
 * resolve keeps to joinPieces, so its bundle has no copy code; a reference is rarely that long.
 */
function joinAny(result: string, text: string, top: number, to: number): string {
  if (top <= MANY_PIECES) return joinPieces(result, text, top, to);
  return copyPieces(result, text, top, to, takeStack());
}

// The stack, for one read after stackSegments filled it; a huge path's stack is dropped
// afterwards, so that one huge path does not pin it for the rest of the program.
function takeStack(): number[] {
  const pieces = stack;
  if (pieces.length > 1 << 17) stack = [];
  return pieces;
}

/**
 * The pieces of a long path that keeps many of them (`/a/b/../c/./` repeated): their code
 * units are copied into one buffer and turned into strings of 8,192 characters. A slice per
 * piece would be one small heap string each, all alive until the result is built, which the
 * young generation copies again and again: time per character then grows with the path
 * (×66 from 100 kB to 1 MB in the complexity benchmark), where this copy stays flat.
 */
function copyPieces(
  result: string,
  text: string,
  top: number,
  to: number,
  pieces: readonly number[],
): string {
  const codeAt = String.prototype.charCodeAt; // see the header
  const buffer = new Uint16Array(CHUNK);
  const out = [result];
  let n = 0;
  for (let k = 0; k < top; k += 2) {
    for (let i = pieces[k]!, stop = pieces[k + 1]!; i < stop; i++) {
      if (n === CHUNK) {
        out.push(String.fromCharCode.apply(null, buffer as unknown as number[]));
        n = 0;
      }
      buffer[n++] = codeAt.call(text, i);
    }
  }
  const last = buffer.subarray(0, n) as unknown as number[];
  out.push(String.fromCharCode.apply(null, last), String.prototype.slice.call(text, to));
  return out.join('');
}

/**
 * The offset of the first segment of `path` that is "." or "..", or -1 when there is none
 * (then §5.2.4 returns the path unchanged). A dot segment starts the path or follows a '/', so
 * the native search for "/." finds every candidate (most paths have dots only in file names).
 */
export function firstDotSegment(path: string): number {
  const indexOf = String.prototype.indexOf;
  if (isDotSegment(path, 0)) return 0;
  let i = indexOf.call(path, '/.');
  while (i >= 0) {
    if (isDotSegment(path, i + 1)) return i + 1;
    i = indexOf.call(path, '/.', i + 2);
  }
  return -1;
}

// Whether a segment that is "." or ".." starts at `start` (segments end at '/' or the end).
function isDotSegment(path: string, start: number): boolean {
  const codeAt = String.prototype.charCodeAt;
  if (codeAt.call(path, start) !== DOT) return false;
  let next = codeAt.call(path, start + 1);
  if (next === DOT) next = codeAt.call(path, start + 2);
  // charCodeAt past the end is NaN: the segment ends there.
  return next === SLASH || Number.isNaN(next);
}
