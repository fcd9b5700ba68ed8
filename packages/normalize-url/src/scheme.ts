// Where a URL's scheme ends and what normalize-url makes of it: a protocol to prepend, a custom
// protocol to pass through, or a host and port written without one (`localhost:8080`). The URL
// Standard's scheme is ASCII: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (§4.4 scheme state).

/** Whether `c` is an ASCII letter. */
export function isAsciiLetter(c: number): boolean {
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/** Whether `c` may follow the first letter of a scheme: ASCII letter, digit, `+`, `-`, `.`. */
export function isSchemeChar(c: number): boolean {
  return isAsciiLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e;
}

/** Whether `text[start, end)` is a scheme: a letter, then scheme characters. */
export function isSchemeText(text: string, start: number, end: number): boolean {
  if (end <= start || !isAsciiLetter(text.charCodeAt(start))) return false;
  for (let i = start + 1; i < end; i++) if (!isSchemeChar(text.charCodeAt(i))) return false;
  return true;
}

/**
 * The offset of the `:` that ends a scheme at the start of `text`, or -1: where the URL
 * parser's scheme state would stop with a scheme (without a base URL, nothing else parses).
 */
export function schemeEnd(text: string): number {
  if (!isAsciiLetter(text.charCodeAt(0))) return -1;
  let i = 1;
  while (i < text.length && isSchemeChar(text.charCodeAt(i))) i++;
  return text.charCodeAt(i) === 0x3a ? i : -1;
}

/** Whether `text[0, end)` is `http`, `https` or `file` in any case: normalize-url's own. */
export function isSupportedScheme(text: string, end: number): boolean {
  const lower = text.slice(0, end).toLowerCase();
  return lower === 'http' || lower === 'https' || lower === 'file';
}

/** Whether `text[from…]` is one or more ASCII digits, then the end, `#`, `/` or `?`. */
export function isPortThenEnd(text: string, from: number): boolean {
  let i = from;
  while (i < text.length && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x39) i++;
  if (i === from) return false;
  if (i === text.length) return true;
  const c = text.charCodeAt(i);
  return c === 0x23 || c === 0x2f || c === 0x3f;
}

/**
 * Whether normalize-url writes `defaultProtocol` in front of `text` (not protocol-relative, not
 * a relative path): when it has no scheme, or when what reads as one is a host followed by a
 * port (`example.com:8080/x`); `http:`, `https:` and `file:` are always schemes.
 */
export function lacksProtocol(text: string): boolean {
  const end = schemeEnd(text);
  if (end < 0) return true;
  if (isSupportedScheme(text, end)) return false;
  return isPortThenEnd(text, end + 1);
}

/**
 * normalize-url's custom protocol for a URL that parses with `protocol` (not one of its own):
 * the protocol, which means "pass the URL through" unless `customProtocols` names it, or
 * `undefined` when the scheme is really a host (`localhost:8080`, `example.com:8080`).
 */
export function customProtocolOf(
  protocol: string,
  text: string,
  customProtocols: ReadonlySet<string>,
): string | undefined {
  if (customProtocols.has(protocol)) return protocol;
  const length = protocol.length;
  const hasAuthority = text.charCodeAt(length) === 0x2f && text.charCodeAt(length + 1) === 0x2f;
  if (protocol === 'localhost:' && !hasAuthority && isPortThenEnd(text, length)) return undefined;
  return hasAuthority || !protocol.includes('.') ? protocol : undefined;
}
