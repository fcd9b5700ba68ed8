// URL Standard §4.4 the basic URL parser with a state override, as the URL setters (§6.1) run
// it: on a URL's parts (url-state.ts), for the scheme start, host, hostname, port and path start
// states. Each returns whether the parts changed; the standard's "return failure" after a
// component was set (a host setter's bad port) keeps that component. The path is read by the
// scan itself (scan.ts): the input after a host, with "?" and "#" written as the
// percent-encoded bytes the path state gives them.
import { isDigit } from './code-points.js';
import type { ParseContext } from './context.js';
import { parseHost } from './host.js';
import { defaultPort, isSpecialScheme } from './record.js';
import { portValue, scanURL, schemeLength } from './scan.js';
import { readParts, type URLParts } from './url-state.js';

const SLASH = 0x2f;
const BACKSLASH = 0x5c;

/** The first offset from 0 of one of the code points `stops` (or "\" when `special`), or the length. */
function endOf(s: string, stops: string, special: boolean): number {
  let i = 0;
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (stops.includes(s[i]!) || (special && c === BACKSLASH)) break;
  }
  return i;
}

/** Scheme start state with a state override, on `${input}:`. */
export function overrideScheme(url: URLParts, input: string): boolean {
  const s = `${input}:`;
  const end = schemeLength(s);
  if (end === 0) return false;
  const buffer = s.slice(0, end).toLowerCase();
  if (
    isSpecialScheme(url.scheme) !== isSpecialScheme(buffer) ||
    ((url.username !== '' || url.password !== '' || url.port !== null) && buffer === 'file') ||
    (url.scheme === 'file' && url.host === '')
  ) {
    return false;
  }
  url.scheme = buffer;
  if (url.port === defaultPort(buffer)) url.port = null;
  return true;
}

/** Port state with a state override: the digits that start `s` from `start`. */
export function overridePort(url: URLParts, s: string, start: number): boolean {
  let end = start;
  while (isDigit(s.charCodeAt(end))) end++;
  const value = portValue(s, start, end);
  if (end === start || value > 0xffff) return false;
  url.port = value === defaultPort(url.scheme) ? null : value;
  return true;
}

/** Host (or, with `hostname`, hostname) state with a state override; file host for file URLs. */
export function overrideHost(
  url: URLParts,
  s: string,
  hostname: boolean,
  ctx: ParseContext,
): boolean {
  const special = isSpecialScheme(url.scheme);
  if (url.scheme === 'file') {
    const buffer = s.slice(0, endOf(s, '/?#', true));
    const host = buffer === '' ? '' : parseHost(buffer, false, ctx, 0);
    if (host === null) return false;
    url.host = host === 'localhost' ? '' : host;
    return true;
  }
  // ":" outside brackets ends the host, as do the path, query and fragment.
  let end = 0;
  let inside = false;
  for (; end < s.length; end++) {
    const c = s.charCodeAt(end);
    if (c === 0x3a && !inside) break;
    if (c === SLASH || c === 0x3f || c === 0x23 || (special && c === BACKSLASH)) break;
    if (c === 0x5b) inside = true;
    else if (c === 0x5d) inside = false;
  }
  const port = s.charCodeAt(end) === 0x3a;
  if (
    (port && (end === 0 || hostname)) ||
    (end === 0 && (special || url.username !== '' || url.password !== '' || url.port !== null))
  ) {
    return false;
  }
  const host = parseHost(s.slice(0, end), !special, ctx, 0);
  if (host === null) return false;
  url.host = host;
  if (port) overridePort(url, s, end + 1);
  return true;
}

/**
 * Path start state with a state override, on a URL whose path was emptied: the path the scan
 * reads after a host.
 */
export function overridePath(url: URLParts, s: string, ctx: ParseContext): void {
  const special = isSpecialScheme(url.scheme);
  const c = s.charCodeAt(0);
  if (s === '' && !special) {
    // A URL without a host keeps one empty segment.
    url.path = url.host === null ? '/' : '';
    return;
  }
  // "?" and "#" do not end the path here; the path state percent-encodes them. A "?" after it
  // keeps trailing spaces from the strip.
  const path = s.split('?').join('%3F').split('#').join('%23');
  const lead = c === SLASH || (special && c === BACKSLASH) ? '' : '/';
  url.path = readParts(scanURL(`${url.scheme}://h${lead}${path}?`, null, ctx)!).path;
}
