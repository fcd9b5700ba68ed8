// RFC 3986 §5.2.3 merge and §5.2.4 remove_dot_segments in one pass, for the common case of a
// base with an authority and a clean directory, and a relative-path reference.
//
// Fast path: it skips building the merged path (base directory + reference path, a
// concatenation that remove_dot_segments would then flatten and scan again) and the scan of
// the base directory for dot segments (the caller has checked there are none). The base
// directory is the stack of §5.2.4's output buffer as it stands: "/.." pops it by moving its
// end back to the previous '/'. test/merge-relative.prop.test.ts checks that it agrees with
// mergePaths + removeDotSegments.

const DOT = 0x2e;

// The reference's pieces ("segment/" or a last "segment") that reached the output, as ranges;
// module-level scratch reused across calls, grown by doubling.
let starts = new Int32Array(32);
let ends = new Int32Array(32);

/**
 * The resolved target of a relative-path reference (§5.2.2, "T.path = merge(...)" then
 * remove_dot_segments) when the base has an authority and no dot segment in its directory:
 * `base` up to its directory end `directoryEnd` (just after its last '/' in the path, or the
 * path start when the path is empty), then what remains of `reference[pathStart, pathEnd)`
 * after §5.2.4, then `reference` from `tailStart` (its "?" query and "#" fragment).
 * `pathStart` in `base` (`baseRoot`) is where the path begins.
 */
export function mergeRelative(
  base: string,
  baseRoot: number,
  directoryEnd: number,
  reference: string,
  pathStart: number,
  pathEnd: number,
  tailStart: number,
): string {
  const codeAt = String.prototype.charCodeAt; // monomorphic: see remove-dot-segments.ts
  const indexOf = String.prototype.indexOf;
  const lastIndexOf = String.prototype.lastIndexOf;
  // An empty base path with an authority merges as "/" (§5.2.3): the root is the directory.
  const emptyPath = directoryEnd === baseRoot;
  let dir = directoryEnd;
  let top = 0;
  let i = pathStart;
  while (i < pathEnd) {
    let end = indexOf.call(reference, '/', i);
    if (end < 0 || end > pathEnd) end = pathEnd;
    const size = end - i;
    const dots =
      size === 0 || size > 2 || codeAt.call(reference, i) !== DOT
        ? 0
        : size === 1
          ? 1
          : codeAt.call(reference, i + 1) === DOT
            ? 2
            : 0;
    if (dots === 0) {
      // §5.2.4 2E: the segment (with its '/', unless it is the last) moves to the output.
      if (top === starts.length) grow();
      starts[top] = i;
      ends[top] = end < pathEnd ? end + 1 : end;
      top++;
    } else if (dots === 2) {
      // §5.2.4 2C: "/.." removes the last output segment: a reference piece, else the last
      // segment of the base directory (never the root '/').
      if (top > 0) top--;
      else if (dir > baseRoot + 1) dir = lastIndexOf.call(base, '/', dir - 2) + 1;
    }
    // "." (2B) leaves the output as it is; a last "." or ".." leaves it ending with '/'.
    i = end + 1;
  }
  let result = emptyPath ? base.slice(0, dir) + '/' : base.slice(0, dir);
  // Adjacent pieces are one slice of the reference.
  let k = 0;
  while (k < top) {
    const start = starts[k]!;
    let stop = ends[k]!;
    k++;
    while (k < top && starts[k] === stop) stop = ends[k++]!;
    result += reference.slice(start, stop);
  }
  // One huge reference should not pin its scratch memory for the rest of the program.
  if (top > 1 << 16) {
    starts = new Int32Array(32);
    ends = new Int32Array(32);
  }
  return tailStart < reference.length ? result + reference.slice(tailStart) : result;
}

function grow(): void {
  const grownStarts = new Int32Array(starts.length * 2);
  const grownEnds = new Int32Array(ends.length * 2);
  grownStarts.set(starts);
  grownEnds.set(ends);
  starts = grownStarts;
  ends = grownEnds;
}
