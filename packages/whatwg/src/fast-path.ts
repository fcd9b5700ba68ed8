// The fast path of the API URL parser (§6.1) for an input with no base that is already in
// serialized form: one scan with table lookups proves that the basic URL parser (§4.4) would
// change nothing (or only add the "/" of an empty special path), so that the input itself
// becomes href. Anything else returns undefined and takes the full parser. What the scan refuses, and why the full parser would change it:
// - upper case in the scheme or a domain (lower-cased), a non-ASCII code point, a C0 control or
//   space at either end, a tab or newline anywhere (removed or encoded);
// - userinfo, "[", "%" or anything but a-z 0-9 - . _ in a special host, a label starting
//   "xn--" (ToASCII checks it), a host that ends in a number (IPv4, reserialized), localhost
//   in a file URL;
// - an empty port, a leading zero, a port above 65535 or the scheme's default (dropped);
// - "\" in a special URL, a single- or double-dot segment (removed), "|" in a file path (the
//   drive letter quirk), any code point of the component's percent-encode set.
// test/fast-path.prop.test.ts checks that it agrees with the full parser.
import {
  C0_SET,
  CLASS,
  FORBIDDEN_HOST,
  FRAGMENT_SET,
  HOST_STOP,
  PATH_SET,
  PATH_STOP,
  QUERY_SET,
  SPECIAL_QUERY_SET,
} from './code-points.js';
import { endsInNumber } from './host.js';
import { canReadBytes, LONG_RUN, runTable, scanBytes } from './long-run.js';
import { dotSegment } from './parser.js';
import { defaultPort } from './record.js';

/**
 * The first offset from `p` of a code point above U+007E or in the class `stop`, or `len`; long
 * runs as bytes (long-run.ts).
 */
function skip(s: string, p: number, len: number, stop: number): number {
  if (len - p >= LONG_RUN && canReadBytes()) p = scanBytes(s, p, len, runTable(stop));
  for (; p < len; p++) {
    const c = s.charCodeAt(p);
    if (c > 0x7e || (CLASS[c]! & stop) !== 0) break;
  }
  return p;
}

const SLASH = 0x2f;
const QUESTION = 0x3f;
const HASH = 0x23;
const COLON = 0x3a;

/** Whether s[start, end) is a single- or double-dot segment (most segments fail the first test). */
function isDot(s: string, start: number, end: number): boolean {
  // Reads inside the string only: a read past its end throws the optimized code away.
  if (end - start > 6 || end === start) return false;
  const c = s.charCodeAt(start);
  return (c === 0x2e || c === 0x25) && dotSegment(s, start, end) !== 0;
}

/**
 * The href of `s` when it is a URL in serialized form (with at most the "/" of an empty special
 * path missing), else undefined.
 */
export function fastHref(s: string): string | undefined {
  const len = s.length;
  if (len === 0 || s.charCodeAt(len - 1) <= 0x20) return undefined;
  // Scheme: lower case already, then ":".
  let i = 0;
  let c = s.charCodeAt(0);
  if (c < 0x61 || c > 0x7a) return undefined;
  for (i = 1; i < len; i++) {
    c = s.charCodeAt(i);
    if (
      (c >= 0x61 && c <= 0x7a) ||
      (c >= 0x30 && c <= 0x39) ||
      c === 0x2b ||
      c === 0x2d ||
      c === 0x2e
    ) {
      continue;
    }
    break;
  }
  if (c !== COLON || i === len) return undefined;
  const schemeEnd = i;
  const port = defaultPort(s.slice(0, schemeEnd));
  const special = port !== -1;
  const file = port === -2;
  let p = schemeEnd + 1;
  let hostStart = -1;
  let hostEnd = -1;
  const slashes = p + 1 < len && s.charCodeAt(p) === SLASH && s.charCodeAt(p + 1) === SLASH;
  if (special && !slashes) return undefined;
  if (slashes) {
    p += 2;
    hostStart = p;
    // Special: anything but a-z 0-9 - . _ stops the scan; otherwise a forbidden host code
    // point or a C0 control does. Either way only the delimiters end the host.
    p = skip(s, p, len, special ? HOST_STOP : FORBIDDEN_HOST | C0_SET);
    c = p < len ? s.charCodeAt(p) : 0;
    if (p < len && c !== SLASH && c !== QUESTION && c !== HASH && c !== COLON) return undefined;
    hostEnd = p;
    if (special) {
      // A label that starts "xn--" goes through ToASCII (any "xn--" sends the host there).
      const ace = s.indexOf('xn--', hostStart);
      if (ace >= 0 && ace < hostEnd) return undefined;
      if (file) {
        if (c === COLON || (hostEnd > hostStart && c !== SLASH)) return undefined;
        if (hostEnd - hostStart === 9 && s.startsWith('localhost', hostStart)) return undefined;
      } else if (hostEnd === hostStart) {
        return undefined;
      }
      if (hostEnd > hostStart) {
        // Only a last label of digits, or of "0x" and hex digits, makes an IPv4 address.
        const last = s.charCodeAt(s.charCodeAt(hostEnd - 1) === 0x2e ? hostEnd - 2 : hostEnd - 1);
        if (
          ((last >= 0x30 && last <= 0x39) || (last >= 0x61 && last <= 0x66) || last === 0x78) &&
          endsInNumber(s.slice(hostStart, hostEnd))
        ) {
          return undefined;
        }
      }
    }
    // A port after an empty host is the host-missing failure.
    if (c === COLON && hostEnd === hostStart) return undefined;
    if (c === COLON && p < len) {
      const portStart = ++p;
      let value = 0;
      for (; p < len; p++) {
        c = s.charCodeAt(p);
        if (c < 0x30 || c > 0x39) break;
        value = value * 10 + c - 0x30;
        if (value > 0xffff) return undefined;
      }
      if (p === portStart || (s.charCodeAt(portStart) === 0x30 && p > portStart + 1))
        return undefined;
      if (value === port) return undefined;
      if (p < len && c !== SLASH && c !== QUESTION && c !== HASH) return undefined;
    }
  }
  // Path: a list (after an authority, or one that starts with "/"), or an opaque path.
  const pathStart = p;
  if (hostStart >= 0 || (p < len && s.charCodeAt(p) === SLASH)) {
    let segment = p + 1;
    if (len - p >= LONG_RUN && s.charCodeAt(p) === SLASH && canReadBytes()) {
      // A long path as bytes up to anything but a segment's code points and "/" (the byte table
      // of PATH_STOP, which the path scan alone uses, with "/" let through), then its dot
      // segments by the first code points they can have: "." or "%" right after a "/". The
      // segment where the scan stopped is left to the loop below.
      const table = runTable(PATH_STOP);
      table[SLASH] = 0;
      const stop = scanBytes(s, p + 1, len, table);
      for (const mark of ['.', '%']) {
        for (let j = s.indexOf(mark, p); j >= 0 && j < stop; j = s.indexOf(mark, j + 1)) {
          // Segments are disjoint: the searches for their ends read the path once in all.
          if (s.charCodeAt(j - 1) !== SLASH) continue;
          const end = s.indexOf('/', j);
          if (end >= 0 && end < stop && isDot(s, j, end)) return undefined;
        }
      }
      p = stop;
      segment = s.lastIndexOf('/', p - 1) + 1;
    }
    for (; p < len; p++) {
      c = s.charCodeAt(p);
      if (c > 0x7e) return undefined;
      if ((CLASS[c]! & PATH_STOP) === 0) continue;
      if (c === SLASH) {
        // Most segments fail the first-code-point test of a dot segment.
        const first = segment < p ? s.charCodeAt(segment) : 0;
        if ((first === 0x2e || first === 0x25) && isDot(s, segment, p)) return undefined;
        segment = p + 1;
        continue;
      }
      if (c === QUESTION || c === HASH) break;
      // The rest of PATH_STOP: the path set, "\\" (a special URL's separator) and "|"
      // (kept, but a file URL's drive letter quirk rewrites it).
      if ((CLASS[c]! & PATH_SET) !== 0 || special) return undefined;
    }
    if (p > pathStart && isDot(s, segment, p)) return undefined;
  } else {
    for (; p < len; p++) {
      c = s.charCodeAt(p);
      if (c === QUESTION || c === HASH) break;
      // A space is kept, but not right before "?" or "#" (there it becomes %20).
      if (c > 0x7e || (CLASS[c]! & C0_SET) !== 0 || c === 0x20) return undefined;
    }
  }
  const pathEnd = p;
  if (p < len && s.charCodeAt(p) === QUESTION) {
    p = skip(s, p + 1, len, special ? SPECIAL_QUERY_SET : QUERY_SET);
    if (p < len && s.charCodeAt(p) !== HASH) return undefined;
  }
  if (p < len && skip(s, p + 1, len, FRAGMENT_SET) < len) return undefined;
  // An empty special path serializes as "/".
  return special && pathEnd === pathStart ? `${s.slice(0, pathStart)}/${s.slice(pathStart)}` : s;
}
