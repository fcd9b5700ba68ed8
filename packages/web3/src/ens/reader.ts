// Reads the number strings of the generated tables (scripts/generate-ens-tables.mjs): the
// characters '!'..'~' without '"', "'" and '\' are 91 digits; the first 64 end a number and
// the other 27 are its leading, bijective base-27 digits.

/** A cursor over one table string: each call returns the next natural number. */
export type Reader = () => number;

/** A reader of `text` from its start. */
export function reader(text: string): Reader {
  let at = 0;
  return () => {
    let high = 0;
    for (;;) {
      const c = text.charCodeAt(at++);
      // '"' (34), "'" (39) and '\' (92) are skipped by the alphabet.
      const digit = c - 33 - +(c > 34) - +(c > 39) - +(c > 92);
      if (digit < 64) return high * 64 + digit;
      high = high * 27 + digit - 63;
    }
  };
}

/** The signed number a zigzagged one stands for: 0, 1, 2, 3, … → 0, -1, 1, -2, … */
export function signed(n: number): number {
  return n & 1 ? -(n + 1) / 2 : n / 2;
}

/**
 * Calls `each(start, end)` for every run of a run list (count, then the gap from the end of
 * the last run and the length less one): `end` is inclusive.
 */
export function readRuns(next: Reader, each: (start: number, end: number) => void): void {
  let from = 0;
  for (let n = next(); n > 0; n--) {
    const start = from + next();
    from = start + next() + 1;
    each(start, from - 1);
  }
}

/** The code points of a run list as a set. */
export function readSet(next: Reader): Set<number> {
  const set = new Set<number>();
  readRuns(next, (start, end) => {
    for (let cp = start; cp <= end; cp++) set.add(cp);
  });
  return set;
}
