// RFC 3986 §5.2.3 merge and §5.2.4 remove_dot_segments in one pass, for the common case of a
// base with an authority and a clean directory, and a relative-path reference.
//
// Fast path: it skips building the merged path (base directory + reference path, a
// concatenation that remove_dot_segments would then flatten and scan again) and the scan of
// the base directory for dot segments (cleanDirectoryEnd has found none). The base directory is
// the bottom of §5.2.4's output buffer as it stands: the reference's segments go through
// stackSegments, and each ".." left over moves the directory's end back to the previous '/'.
// test/merge-relative.prop.test.ts checks that it agrees with mergePaths + removeDotSegments.
import { DOT, joinPieces, stackSegments, unmatched } from './remove-dot-segments.js';

/**
 * The resolved target of a relative-path reference (§5.2.2, "T.path = merge(...)" then
 * remove_dot_segments) when the base has an authority and no dot segment in its directory:
 * `base` up to its directory end `directoryEnd` (just after its last '/' in the path, or the
 * path start `baseRoot` when the path is empty), then what remains of the reference's path
 * `text[from, to)` after §5.2.4, then the rest of `text` (its "?" query and "#" fragment).
 * `parent` is the directory end one segment up (see cleanDirectoryEnd).
 */
export function mergeRelative(
  base: string,
  baseRoot: number,
  directoryEnd: number,
  parent: number,
  text: string,
  from: number,
  to: number,
): string {
  const top = stackSegments(text, from, to);
  // §5.2.4 2C: a ".." that the reference's own segments do not absorb removes the last segment
  // of the base directory, never the root '/'. The first one up is known from
  // cleanDirectoryEnd; reading the base again costs most when it is a sliced string.
  let dir = directoryEnd;
  for (let n = unmatched; n > 0 && dir > baseRoot + 1; n--) {
    dir = dir === directoryEnd ? parent : String.prototype.lastIndexOf.call(base, '/', dir - 2) + 1;
  }
  // An empty base path with an authority merges as "/" (§5.2.3): the root is the directory.
  const head = String.prototype.slice.call(base, 0, dir);
  return joinPieces(dir === baseRoot ? head + '/' : head, text, top, to);
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
 * into the runtime (both measured slower than these few indexOf). Sets {@link parentEnd}.
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
