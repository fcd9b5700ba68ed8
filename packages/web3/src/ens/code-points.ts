// Strings and arrays of code points.

/** The code points of `text` (a lone surrogate stands for itself). */
export function codePoints(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const cp = text.codePointAt(i)!;
    out.push(cp);
    if (cp > 0xffff) i++;
  }
  return out;
}

/** A string of code points, built in slices so that no call spreads a huge array. */
export function stringOf(cps: readonly number[]): string {
  let text = '';
  for (let i = 0; i < cps.length; i += 4096) {
    text += String.fromCodePoint(...cps.slice(i, i + 4096));
  }
  return text;
}
