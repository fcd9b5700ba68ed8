// The stack of §5.2.4 remove_dot_segments (RFC 3986) as ranges [starts[k], ends[k]), shared by
// remove-dot-segments.ts and the merge fast path of merge-relative.ts (which never run nested):
// module-level scratch arrays reused across calls and grown by doubling, so that the stack is
// not allocated again on every call.

export let starts: Int32Array = new Int32Array(64);
export let ends: Int32Array = new Int32Array(64);

// Puts the range [start, end) at `top` and returns the new top.
export function push(top: number, start: number, end: number): number {
  if (top === starts.length) {
    const grownStarts = new Int32Array(top * 2);
    const grownEnds = new Int32Array(top * 2);
    grownStarts.set(starts);
    grownEnds.set(ends);
    starts = grownStarts;
    ends = grownEnds;
  }
  starts[top] = start;
  ends[top] = end;
  return top + 1;
}

// One huge path should not pin its scratch memory for the rest of the program.
export function releaseScratch(): void {
  if (starts.length > 1 << 16) {
    starts = new Int32Array(64);
    ends = new Int32Array(64);
  }
}
