// The work of a call counted in characters read, for linear-time tests that cannot flake: every
// charCodeAt and codePointAt call, and every character indexOf passes over (the scanners read
// characters only through these, taken from String.prototype at each call).

/**
 * The characters `run` reads: String.prototype.charCodeAt, codePointAt and indexOf are counted
 * while it runs, then put back. Deterministic, unlike time on a shared machine: a linear-time
 * test compares the counts of two input sizes.
 */
export function charactersRead(run: () => void): number {
  const { charCodeAt, codePointAt, indexOf } = String.prototype;
  let count = 0;
  String.prototype.charCodeAt = function (this: string, i: number) {
    count++;
    return charCodeAt.call(this, i);
  };
  String.prototype.codePointAt = function (this: string, i: number) {
    count++;
    return codePointAt.call(this, i);
  };
  String.prototype.indexOf = function (this: string, search: string, from?: number) {
    const found = indexOf.call(this, search, from);
    count += (found < 0 ? this.length : found) - (from ?? 0) + 1;
    return found;
  };
  try {
    run();
  } finally {
    Object.assign(String.prototype, { charCodeAt, codePointAt, indexOf });
  }
  return count;
}
