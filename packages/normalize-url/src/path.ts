// The path steps of normalize-url on a serialized URL path (URL Standard §4.5): decoding what
// needs no escape, collapsing runs of slashes but for the two after a protocol lookalike
// (`/https://…`, a URL inside the path), and the default directory index.
import { isAsciiLetter, isSchemeChar } from './scheme.js';

/** Whether `c` is a word character of a regular expression without the `u` flag. */
function isWordChar(c: number): boolean {
  return isAsciiLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x5f;
}

/** The longest scheme of a protocol lookalike, after its first letter (normalize-url's limit). */
const LOOKALIKE_SCHEME = 50;

/**
 * The end of a protocol lookalike at `at`, or -1: a letter at a word boundary, at most 50
 * scheme characters, then `://` (normalize-url's `\b[a-z][\d+\-.a-z]{0,50}:\/\/`, ASCII case
 * insensitive).
 */
export function lookalikeEnd(path: string, at: number): number {
  if (!isAsciiLetter(path.charCodeAt(at))) return -1;
  if (at > 0 && isWordChar(path.charCodeAt(at - 1))) return -1;
  // At most 51 scheme characters are read, so that a long run costs each start a bounded scan.
  const limit = Math.min(path.length, at + 2 + LOOKALIKE_SCHEME);
  let i = at + 1;
  while (i < limit && isSchemeChar(path.charCodeAt(i))) i++;
  if (i - at - 1 > LOOKALIKE_SCHEME) return -1;
  return path.charCodeAt(i) === 0x3a &&
    path.charCodeAt(i + 1) === 0x2f &&
    path.charCodeAt(i + 2) === 0x2f
    ? i + 3
    : -1;
}

/** Whether `path` ends with a protocol lookalike (`/a/s3://`), whose slashes must stay. */
export function endsWithLookalike(path: string): boolean {
  const colon = path.length - 3;
  if (colon < 1 || path.charCodeAt(colon) !== 0x3a || !path.endsWith('//')) return false;
  // The lookalike's letter can be any of the last 51 scheme characters before the colon.
  for (let at = colon - 1; at >= 0 && colon - at <= LOOKALIKE_SCHEME + 1; at--) {
    if (!isSchemeChar(path.charCodeAt(at))) break;
    if (lookalikeEnd(path, at) === path.length) return true;
  }
  return false;
}

/** `text` with every run of two or more slashes made one. */
function collapseRuns(text: string): string {
  let at = text.indexOf('//');
  if (at < 0) return text;
  let out = '';
  let start = 0;
  while (at >= 0) {
    out += text.slice(start, at + 1);
    start = at + 2;
    while (text.charCodeAt(start) === 0x2f) start++;
    at = text.indexOf('//', start);
  }
  return out + text.slice(start);
}

/**
 * `path` with each run of slashes made one, except the `//` that ends a protocol lookalike
 * (kept as written, with a third slash after it), so that a URL in the path stays one.
 */
export function collapseSlashes(path: string): string {
  if (!path.includes('//')) return path;
  let out = '';
  let start = 0;
  for (let at = 0; at < path.length; at++) {
    const end = lookalikeEnd(path, at);
    if (end < 0) continue;
    out += collapseRuns(path.slice(start, at)) + path.slice(at, end);
    start = end;
    at = end - 1;
  }
  return start === 0 ? collapseRuns(path) : out + collapseRuns(path.slice(start));
}

/** The escapes that decodeURI must not decode in a path: `%`, tab, line feed, carriage return. */
function protectEscapes(segment: string): string {
  let out = '';
  let start = 0;
  for (let at = segment.indexOf('%'); at >= 0; at = segment.indexOf('%', at + 1)) {
    const high = segment.charCodeAt(at + 1);
    const low = segment.charCodeAt(at + 2);
    if (
      (high === 0x30 && (low === 0x39 || (low | 0x20) === 0x61 || (low | 0x20) === 0x64)) ||
      (high === 0x32 && low === 0x35)
    ) {
      out += `${segment.slice(start, at)}%25`;
      start = at + 1;
    }
  }
  return start === 0 ? segment : out + segment.slice(start);
}

/**
 * One path segment with its escapes decoded as decodeURI does (every valid UTF-8 triplet but
 * those of `;/?:@&=+$,#`), `%25`, `%09`, `%0A` and `%0D` kept, a backslash written `%5C` (the
 * URL parser would read it as a slash); a segment decodeURI refuses stays as it is.
 */
function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment.replaceAll('\\', '%5C');
  try {
    return decodeURI(protectEscapes(segment)).replaceAll('\\', '%5C');
  } catch {
    return segment;
  }
}

/**
 * The path with each segment decoded (see decodeSegment), or `path` itself when nothing
 * changes. Characters that decoding frees and the URL parser escapes again (a space, `"`, a
 * non-ASCII letter) come back escaped when the result is set as the URL's path.
 */
export function decodePath(path: string): string {
  if (!path.includes('%') && !path.includes('\\')) return path;
  const segments = path.split('/');
  let changed = false;
  for (let i = 0; i < segments.length; i++) {
    const decoded = decodeSegment(segments[i]!);
    if (decoded !== segments[i]) {
      segments[i] = decoded;
      changed = true;
    }
  }
  return changed ? segments.join('/') : path;
}

/** normalize-url's default directory index, `/^index\.[a-z]+$/`: `index.` and lower-case letters. */
export function isIndexFile(component: string): boolean {
  if (component.length < 7 || !component.startsWith('index.')) return false;
  for (let i = 6; i < component.length; i++) {
    const c = component.charCodeAt(i);
    if (c < 0x61 || c > 0x7a) return false;
  }
  return true;
}
