// RFC 3986 §5.2.4 remove_dot_segments, in one left-to-right pass: the output buffer is a stack
// of offsets into the input, so the time is linear in the path's length whatever its shape.
//
// Paths are read with String.prototype.charCodeAt and indexOf taken in each function and applied
// with `.call`, not `path.charCodeAt(i)`: a path may be any V8 string representation (a slice of
// a flat or concatenated input, one- or two-byte), and a call site that has seen more than four
// of them goes megamorphic, a generic lookup per character; the built-in read from the global is
// a constant that the optimizing compiler inlines whatever the string (see @urikit/syntax's
// scan-chars.ts).

// After the first segment has moved, the §5.2.4 input buffer always starts with '/', so the
// output buffer is an optional first segment without a slash followed by "/segment" pieces,
// each a range of the input. Step 2C's "remove the last segment and its preceding '/'" is then
// a pop of one range. The ranges live in module-level scratch arrays (scratch.ts).
import { ResolveError } from './errors.js';
import { ends, push, releaseScratch, starts } from './scratch.js';

const FEW_PIECES = 16;
const SLASH = 0x2f;
const DOT = 0x2e;

/**
 * Removes the "." and ".." segments of a path exactly as RFC 3986 §5.2.4 does, in time linear
 * in the path's length. A path without dot segments is returned as it is (the same string).
 *
 * @throws {ResolveError} `'not-a-string'` (argument `'path'`) when `path` is not a string.
 * @example
 * ```ts
 * removeDotSegments('/a/b/c/./../../g'); // → '/a/g'
 * removeDotSegments('mid/content=5/../6'); // → 'mid/6'
 * ```
 */
export function removeDotSegments(path: string): string {
  const codeAt = String.prototype.charCodeAt; // see the header
  if (typeof path !== 'string') throw new ResolveError('not-a-string', 'path', '', 0);
  const length = path.length;
  let i = 0;
  // §5.2.4 steps 2A and 2D: leading "../" and "./" are dropped; a path that is then "." or
  // ".." becomes empty. These are the only places where the input does not start with '/'.
  while (i < length && codeAt.call(path, i) === DOT) {
    if (i + 1 === length) return '';
    const next = codeAt.call(path, i + 1);
    if (next === SLASH) {
      i += 2;
    } else if (next === DOT) {
      if (i + 2 === length) return '';
      if (codeAt.call(path, i + 2) !== SLASH) break;
      i += 3;
    } else {
      break;
    }
  }
  if (i === 0 && firstDotSegment(path) < 0) return path;

  // §5.2.4 step 2E on a first segment that does not start with '/': it moves without a slash.
  const firstStart = i;
  let firstEnd = i;
  if (i < length && codeAt.call(path, i) !== SLASH) {
    firstEnd = segmentEnd(path, i, length);
    i = firstEnd;
  }
  let top = 0;
  while (i < length) {
    // Here path[i] is '/': the piece is "/" segment, up to the next '/' or the end.
    const end = segmentEnd(path, i + 1, length);
    const dots = dotCount(path, i + 1, end);
    if (dots === 0) {
      // Step 2E: move "/segment" to the output.
      top = push(top, i, end);
    } else {
      // Step 2C: "/.." also removes the last output segment with its preceding '/', if any
      // (the first segment, once there are no pieces left).
      if (dots === 2) {
        if (top > 0) top--;
        else firstEnd = firstStart;
      }
      // Steps 2B and 2C replace "/." or "/.." with "/": at the end of the path that "/" is
      // what remains, and the next round moves it to the output as an empty last segment.
      if (end === length) top = push(top, i, i + 1);
    }
    i = end;
  }
  const result = join(path, firstStart, firstEnd, top);
  releaseScratch();
  return result;
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

// 1 for the segment ".", 2 for "..", 0 for any other segment path[start..end).
function dotCount(path: string, start: number, end: number): number {
  const codeAt = String.prototype.charCodeAt;
  const size = end - start;
  if (size === 0 || size > 2 || codeAt.call(path, start) !== DOT) return 0;
  if (size === 1) return 1;
  return codeAt.call(path, start + 1) === DOT ? 2 : 0;
}

// The offset of the next '/' at or after `from`, or `length`.
function segmentEnd(path: string, from: number, length: number): number {
  const slash = String.prototype.indexOf.call(path, '/', from);
  return slash < 0 ? length : slash;
}

// Builds the output from the first segment and the pieces. A few pieces are sliced and
// concatenated (an unchanged stretch of path stays one slice); many are sliced and joined once,
// so that the cost stays linear and the result is one flat string, not a deep rope of slices.
function join(path: string, firstStart: number, firstEnd: number, top: number): string {
  if (top <= FEW_PIECES) {
    let result = '';
    let runStart = firstStart;
    let runEnd = firstEnd;
    for (let k = 0; k < top; k++) {
      const start = starts[k]!;
      if (start !== runEnd) {
        if (runEnd > runStart) result += path.slice(runStart, runEnd);
        runStart = start;
      }
      runEnd = ends[k]!;
    }
    return runEnd > runStart ? result + path.slice(runStart, runEnd) : result;
  }
  const pieces = [path.slice(firstStart, firstEnd)];
  for (let k = 0; k < top; k++) pieces.push(path.slice(starts[k]!, ends[k]!));
  return pieces.join('');
}
