// A bounds-checked charCodeAt: reading past the end returns -1 instead of NaN, so that
// optimized code does not deoptimize ("out of bounds") at each site that peeks ahead.

/** The code unit of `s` at `i`, or -1 when `i` is past the end. */
export function codeAt(s: string, i: number): number {
  return i < s.length ? s.charCodeAt(i) : -1;
}
