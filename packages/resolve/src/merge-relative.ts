// RFC 3986 §5.2.3 merge and §5.2.4 remove_dot_segments in one pass, for the common case of a
// base with an authority and a clean directory, and a relative-path reference.
//
// Fast path: it skips building the merged path (base directory + reference path, a
// concatenation that remove_dot_segments would then flatten and scan again) and the scan of
// the base directory for dot segments (the caller has checked there are none). The base
// directory is the stack of §5.2.4's output buffer as it stands: "/.." pops it by moving its
// end back to the previous '/'. test/merge-relative.prop.test.ts checks that it agrees with
// mergePaths + removeDotSegments.

import { ends, push, releaseScratch, starts } from './scratch.js';

const SLASH = 0x2f;
const DOT = 0x2e;

/**
 * The resolved target of a relative-path reference (§5.2.2, "T.path = merge(...)" then
 * remove_dot_segments) when the base has an authority and no dot segment in its directory:
 * `base` up to its directory end `directoryEnd` (just after its last '/' in the path, or the
 * path start when the path is empty), then what remains of `reference[0, pathEnd)` after
 * §5.2.4, then the rest of `reference` (its "?" query and "#" fragment). `baseRoot` is where
 * the base path begins, `parent` the directory end one segment up (see cleanDirectoryEnd).
 */
export function mergeRelative(
  base: string,
  baseRoot: number,
  directoryEnd: number,
  parent: number,
  reference: string,
  pathEnd: number,
): string {
  const codeAt = String.prototype.charCodeAt; // monomorphic: see remove-dot-segments.ts
  const slice = String.prototype.slice;
  // An empty base path with an authority merges as "/" (§5.2.3): the root is the directory.
  const emptyPath = directoryEnd === baseRoot;
  let dir = directoryEnd;
  // The reference's pieces ("segment/" or a last "segment") that reached the output, as
  // ranges on the stack of scratch.ts.
  let top = 0;
  // One segment per round: [i, end), `end` at the next '/' or the end of the path.
  for (let i = 0; i <= pathEnd; ) {
    let end = i;
    // The dots the segment starts with; 3 once anything else (or a third dot) comes.
    let dots = 0;
    while (end < pathEnd) {
      const c = codeAt.call(reference, end);
      if (c === SLASH) break;
      dots = c === DOT && dots === end - i && dots < 3 ? dots + 1 : 3;
      end++;
    }
    if (dots === 0 || dots === 3) {
      // §5.2.4 2E: the segment (with its '/', unless it is the last) moves to the output.
      top = push(top, i, end < pathEnd ? end + 1 : end);
    } else if (dots === 2) {
      // §5.2.4 2C: "/.." removes the last output segment: a reference piece, else the last
      // segment of the base directory (never the root '/'). The first one up is known from
      // cleanDirectoryEnd; reading the base again costs most when it is a sliced string.
      if (top > 0) top--;
      else if (dir > baseRoot + 1) {
        dir =
          dir === directoryEnd ? parent : String.prototype.lastIndexOf.call(base, '/', dir - 2) + 1;
      }
    }
    // "." (2B) leaves the output as it is; a last "." or ".." leaves it ending with '/'.
    i = end + 1;
  }
  const pieceStarts = starts;
  const pieceEnds = ends;
  let result = slice.call(base, 0, dir);
  if (emptyPath) result += '/';
  // Adjacent pieces are one slice of the reference.
  let k = 0;
  while (k < top) {
    const start = pieceStarts[k]!;
    let stop = pieceEnds[k]!;
    k++;
    while (k < top && pieceStarts[k] === stop) stop = pieceEnds[k++]!;
    // A run that reaches the end of the path takes the query and fragment along.
    if (stop === pathEnd) {
      releaseScratch();
      return result + slice.call(reference, start);
    }
    result += slice.call(reference, start, stop);
  }
  releaseScratch();
  return pathEnd < reference.length ? result + slice.call(reference, pathEnd) : result;
}

// Set by cleanDirectoryEnd: the directory end before the last directory segment, where a first
// ".." of the reference takes the output (-1 when the directory is the root or empty).
export let parentEnd = -1;

/**
 * The offset just after the last '/' of the path `text[start, end)` (`start` when it is
 * empty), or -1 when a "." or ".." segment ends before that offset: the base directory that
 * mergeRelative can take as it is. The path is empty or starts with '/' (the base has an
 * authority). Native searches, one per '/', and no slice: the base is often a sliced string,
 * whose characters cost more to read one by one, and String.prototype.lastIndexOf is a call
 * into the runtime (measured slower than these few indexOf). Sets {@link parentEnd}.
 */
export function cleanDirectoryEnd(text: string, start: number, end: number): number {
  const codeAt = String.prototype.charCodeAt; // monomorphic: see remove-dot-segments.ts
  const indexOf = String.prototype.indexOf;
  // Each '/' ends the segment that starts at `directory`: a directory segment.
  let directory = start;
  parentEnd = -1;
  for (let i = indexOf.call(text, '/', start); i >= 0 && i < end; ) {
    // "." or "..": an empty segment (size 0) fails the first test, text[directory] is the '/'.
    const size = i - directory;
    if (
      size < 3 &&
      codeAt.call(text, directory) === DOT &&
      (size === 1 || codeAt.call(text, directory + 1) === DOT)
    ) {
      return -1;
    }
    parentEnd = directory;
    directory = i + 1;
    i = indexOf.call(text, '/', directory);
  }
  return directory;
}
