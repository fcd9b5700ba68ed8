// Where the URL Standard's parser takes a userinfo from (§4.4 scheme, special authority slashes
// and authority states, no base): redact's one question to it, answered without the parser so
// that redact stays small. A test checks the answer against @urikit/whatwg's locateURL.

function isTabOrNewline(c: number): boolean {
  return c === 0x09 || c === 0x0a || c === 0x0d;
}

function isAlpha(c: number): boolean {
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x7a;
}

/**
 * The userinfo of `input` as the URL Standard reads it: `[start, end)` in the input as given,
 * `end` the last '@' of the authority; undefined without one. The parser strips leading and
 * trailing C0 controls and spaces and skips tabs and newlines anywhere; a special scheme's
 * authority follows any run of '/' and '\' and ends at '/', '\', '?' or '#'; another scheme's
 * follows "//" exactly and ends at '/', '?' or '#'; a file URL has no userinfo.
 */
export function urlStandardUserinfo(input: string): [number, number] | undefined {
  let i = 0;
  let end = input.length;
  while (i < end && input.charCodeAt(i) <= 0x20) i++;
  while (end > i && input.charCodeAt(end - 1) <= 0x20) end--;
  // The scheme, lower-cased, tabs and newlines left out.
  let scheme = '';
  for (; i < end; i++) {
    const c = input.charCodeAt(i);
    if (isTabOrNewline(c)) continue;
    const ok =
      isAlpha(c) ||
      (scheme !== '' && ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e));
    if (!ok) break;
    scheme += String.fromCharCode(c | (isAlpha(c) ? 0x20 : 0));
  }
  if (scheme === '' || i === end || input.charCodeAt(i) !== 0x3a || scheme === 'file') return;
  const special =
    scheme === 'http' ||
    scheme === 'https' ||
    scheme === 'ws' ||
    scheme === 'wss' ||
    scheme === 'ftp';
  let slashes = 0;
  for (i++; i < end; i++) {
    const c = input.charCodeAt(i);
    if (isTabOrNewline(c)) continue;
    if (c !== 0x2f && !(special && c === 0x5c)) break;
    slashes++;
    if (!special && slashes === 2) {
      i++;
      break;
    }
  }
  if (!special && slashes !== 2) return;
  while (i < end && isTabOrNewline(input.charCodeAt(i))) i++;
  const start = i;
  let at = -1;
  for (; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23 || (special && c === 0x5c)) break;
    if (c === 0x40) at = i;
  }
  return at < 0 ? undefined : [start, at];
}
