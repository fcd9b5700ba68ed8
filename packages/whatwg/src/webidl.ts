// WebIDL conversions the URL and URLSearchParams interfaces need (WebIDL §3.2.13 USVString):
// ToString, then every lone surrogate as U+FFFD; and the argument-count TypeError.

/** A scalar value string: `s` with every lone surrogate replaced by U+FFFD. */
export function toScalarValues(s: string): string {
  let i = 0;
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) break;
  }
  if (i === s.length) return s;
  let out = s.slice(0, i);
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) {
      out += s[i];
      continue;
    }
    const next = s.charCodeAt(i + 1);
    if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += s.slice(i, i + 2);
      i++;
    } else {
      out += '\uFFFD';
    }
  }
  return out;
}

/** WebIDL ToString (a Symbol throws TypeError) without the surrogate step. */
export function webidlString(value: unknown): string {
  return typeof value === 'string' ? value : `${value as string}`;
}

/** WebIDL USVString conversion. */
export function usv(value: unknown): string {
  return toScalarValues(typeof value === 'string' ? value : `${value as string}`);
}

/** WebIDL: too few arguments is a TypeError. */
export function requireArguments(given: number, needed: number, what: string): void {
  if (given < needed) {
    throw new TypeError(
      `${what}: ${needed} argument${needed > 1 ? 's' : ''} required, but only ${given} present`,
    );
  }
}
