// normalize-url's two host steps: the `www.` it strips and the trailing dots it removes.

/** Whether `c` may be in a label of the domain after `www.`: a-z, 0-9 or `-`. */
function isLabelChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d;
}

/**
 * Whether `hostname` is `www.` in front of a domain that normalize-url strips it from: one label
 * of 1 to 63 of a-z, 0-9 and `-` (not `www` again), a dot, then 2 to 63 of those or dots (its
 * `^www\.(?!www\.)[\d\-a-z]{1,63}\.[\d\-.a-z]{2,63}$`; lower case only, as a parsed special
 * host is). `www.com` and `www.www.example.com` stay.
 */
export function hasStrippableWww(hostname: string): boolean {
  if (!hostname.startsWith('www.') || hostname.startsWith('www.www.')) return false;
  let i = 4;
  while (i < hostname.length && isLabelChar(hostname.charCodeAt(i))) i++;
  const label = i - 4;
  if (label < 1 || label > 63 || hostname.charCodeAt(i) !== 0x2e) return false;
  const rest = hostname.length - i - 1;
  if (rest < 2 || rest > 63) return false;
  for (let j = i + 1; j < hostname.length; j++) {
    const c = hostname.charCodeAt(j);
    if (!isLabelChar(c) && c !== 0x2e) return false;
  }
  return true;
}

/** `hostname` without its trailing dots (`.` when it is nothing but dots). */
export function withoutTrailingDots(hostname: string): string {
  let end = hostname.length;
  while (end > 0 && hostname.charCodeAt(end - 1) === 0x2e) end--;
  return end === 0 ? '.' : hostname.slice(0, end);
}
