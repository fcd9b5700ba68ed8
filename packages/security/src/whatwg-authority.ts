// The authority of an absolute URL as the WHATWG URL Standard's basic URL parser (§4.4) reads it,
// with offsets into the original input: leading and trailing C0/space stripped, tabs and newlines
// removed, any run of '/' or '\' after a special scheme, the userinfo up to the last '@'.
import type { WhatwgHost } from './whatwg-host.js';

/** The special schemes of the URL Standard (§4.1) and their default ports. */
export const SPECIAL_PORTS: Readonly<Record<string, number>> = {
  http: 80,
  https: 443,
  ws: 80,
  wss: 443,
  ftp: 21,
  file: -1,
};

/** What the WHATWG parser reads before the path, with offsets into the original input. */
export interface WhatwgAuthority {
  /** Why the URL Standard fails on the input, or undefined. */
  failure: string | undefined;
  /** The ASCII-lower-cased scheme, or undefined without one. */
  scheme: string | undefined;
  special: boolean;
  /** Leading / trailing characters stripped (C0 controls and space). */
  lead: number;
  trail: number;
  /** Offset of the first tab or newline that the parser removes, or -1. */
  tabOrNewline: number;
  /** Number of '/' or '\' between the scheme and the authority. */
  slashes: number;
  slashStart: number;
  /** Offset of the first '\' the parser reads as '/' (special schemes, before '?' and '#'), or -1. */
  backslash: number;
  /** Original offsets of the userinfo (-1 when absent), and whether it holds a ':'. */
  userinfoStart: number;
  userinfoEnd: number;
  password: boolean;
  /** Original offsets of the host as written, or -1 without an authority. */
  hostStart: number;
  hostEnd: number;
  /** The host as written, after tabs and newlines are removed (undefined without an authority). */
  rawHost: string | undefined;
  /** The host parsed (readWhatwg fills it in; declared here so that the object keeps one shape). */
  host: WhatwgHost | undefined;
  /** Explicit port as written ('' when absent), and its original offsets. */
  port: string;
  portStart: number;
  portEnd: number;
}

/** Whether a lower-case scheme is special (URL Standard §4.1). */
export function isSpecial(scheme: string): boolean {
  switch (scheme) {
    case 'http':
    case 'https':
    case 'ws':
    case 'wss':
    case 'ftp':
    case 'file':
      return true;
    default:
      return false;
  }
}

/** The original offset of position `i` of the scanned text. */
function origin(map: number[] | undefined, i: number): number {
  return map === undefined ? i : map[i]!;
}

function firstTabOrNewline(input: string, from: number, to: number): number {
  // Three native searches beat one charCodeAt loop on the usual input, which has none.
  let first = earlier(-1, input.indexOf('\t', from), to);
  first = earlier(first, input.indexOf('\n', from), to);
  return earlier(first, input.indexOf('\r', from), to);
}

// The smaller of two offsets, ignoring -1 and offsets at or past `to`.
function earlier(a: number, b: number, to: number): number {
  if (b < 0 || b >= to) return a;
  return a < 0 || b < a ? b : a;
}

// Whether a '?' or '#' comes in [from, to).
function hasQueryOrFragment(text: string, from: number, to: number): boolean {
  const q = text.indexOf('?', from);
  if (q >= 0 && q < to) return true;
  const h = text.indexOf('#', from);
  return h >= 0 && h < to;
}

// The scheme in [from, to), ASCII lower case; the common lower-case scheme is sliced as is.
function lowerScheme(text: string, from: number, to: number): string {
  // The schemes nearly every input has, without an allocation.
  if (to - from === 4 && text.startsWith('http', from)) return 'http';
  if (to - from === 5 && text.startsWith('https', from)) return 'https';
  if (to - from === 4 && text.startsWith('file', from)) return 'file';
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) return text.slice(from, to).toLowerCase();
  }
  return text.slice(from, to);
}

// URL Standard §4.3: a Windows drive letter, an ASCII letter followed by ':' or '|'.
function isDriveLetter(text: string, start: number, end: number): boolean {
  if (end - start !== 2 || !isAlpha(text.charCodeAt(start))) return false;
  const c = text.charCodeAt(start + 1);
  return c === 0x3a || c === 0x7c;
}

function isAlpha(c: number): boolean {
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x7a;
}

/**
 * Reads `input` as the URL Standard's basic URL parser would without a base URL, as far as the
 * end of the authority, leaving the host unparsed. Never throws. `clean` says that the input is a
 * valid RFC 3986 URI (not an IRI), so that it holds no tab, newline or backslash anywhere.
 */
export function readAuthority(input: string, clean = false): WhatwgAuthority {
  let lead = 0;
  let trail = input.length;
  while (lead < trail && input.charCodeAt(lead) <= 0x20) lead++;
  while (trail > lead && input.charCodeAt(trail - 1) <= 0x20) trail--;
  // The parser removes every tab and newline first. Without any (the common case) the scan runs
  // on the input itself; otherwise on a copy without them, `map` taking offsets back. A `clean`
  // input (a valid RFC 3986 URI) has none: the three searches are skipped.
  const tabOrNewline = clean ? -1 : firstTabOrNewline(input, lead, trail);
  let text = input;
  let start = lead;
  let n = trail;
  let map: number[] | undefined;
  if (tabOrNewline >= 0) {
    map = [];
    text = '';
    for (let i = lead; i < trail; i++) {
      const c = input.charCodeAt(i);
      if (c === 0x09 || c === 0x0a || c === 0x0d) continue;
      map.push(i);
      text += input[i];
    }
    map.push(trail);
    start = 0;
    n = text.length;
  }
  const reading: WhatwgAuthority = {
    failure: undefined,
    scheme: undefined,
    special: false,
    lead,
    trail: input.length - trail,
    tabOrNewline,
    slashes: 0,
    slashStart: -1,
    backslash: -1,
    userinfoStart: -1,
    userinfoEnd: -1,
    password: false,
    hostStart: -1,
    hostEnd: -1,
    rawHost: undefined,
    host: undefined,
    port: '',
    portStart: -1,
    portEnd: -1,
  };
  // §4.4 scheme start and scheme states.
  let i = start;
  if (i === n || !isAlpha(text.charCodeAt(i))) {
    reading.failure = 'no-scheme';
    return reading;
  }
  for (i = start + 1; i < n; i++) {
    const c = text.charCodeAt(i);
    if (isAlpha(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e) continue;
    break;
  }
  if (i === n || text.charCodeAt(i) !== 0x3a) {
    reading.failure = 'no-scheme';
    return reading;
  }
  const scheme = lowerScheme(text, start, i);
  reading.scheme = scheme;
  const special = isSpecial(scheme);
  reading.special = special;
  let p = i + 1;
  reading.slashStart = origin(map, p);
  // Special schemes other than file: any run of '/' and '\' leads to the authority (special
  // authority ignore slashes state). file: the file state and file slash state take one '/' or
  // '\' each, so exactly two lead to the file host state and a third starts the path (an empty
  // host: file:///home/x). Other schemes need exactly "//".
  const file = scheme === 'file';
  let authority = false;
  if (special) {
    const most = file ? 2 : n;
    while (p < n && reading.slashes < most) {
      const c = text.charCodeAt(p);
      if (c !== 0x2f && c !== 0x5c) break;
      if (c === 0x5c && reading.backslash < 0) reading.backslash = origin(map, p);
      reading.slashes++;
      p++;
    }
    authority = !file || reading.slashes === 2;
  } else if (text.charCodeAt(p) === 0x2f && text.charCodeAt(p + 1) === 0x2f) {
    reading.slashes = 2;
    p += 2;
    authority = true;
  }
  // The end of the authority: '/', '?', '#', and '\' for special schemes.
  // One pass over the authority: its end, the last '@' (the userinfo ends there), the first ':'
  // (a password), and the first ':' after the last '@' outside brackets (§4.4 host state: the
  // port). A file URL has neither userinfo nor port.
  let end = p;
  let lastAt = -1;
  let firstColon = -1;
  let portColon = -1;
  let brackets = false;
  if (authority) {
    for (; end < n; end++) {
      const c = text.charCodeAt(end);
      if (c === 0x2f || c === 0x3f || c === 0x23) break;
      if (c === 0x5c && special) {
        if (reading.backslash < 0) reading.backslash = origin(map, end);
        break;
      }
      if (file) continue;
      if (c === 0x40) {
        lastAt = end;
        portColon = -1;
        brackets = false;
      } else if (c === 0x3a) {
        if (firstColon < 0) firstColon = end;
        if (portColon < 0 && !brackets) portColon = end;
      } else if (c === 0x5b) brackets = true;
      else if (c === 0x5d) brackets = false;
    }
  }
  // A clean input has no '\\' at all: the search is skipped.
  if (special && reading.backslash < 0 && !clean) {
    // A '\' later in the path is read as '/' as well (not in the query or fragment).
    const k = text.indexOf('\\', end);
    if (k >= 0 && k < n && !hasQueryOrFragment(text, end, k)) reading.backslash = origin(map, k);
  }
  if (!authority) return reading;
  let hostStart = p;
  if (lastAt >= 0) {
    reading.userinfoStart = origin(map, p);
    reading.userinfoEnd = origin(map, lastAt);
    reading.password = firstColon >= 0 && firstColon < lastAt;
    hostStart = lastAt + 1;
  }
  let hostEnd = portColon >= 0 ? portColon : end;
  // §4.4 file host state: a Windows drive letter (C: or C|) is no host but the path's first
  // segment, and the host stays empty (file://C:/x is file:///C:/x).
  if (file && isDriveLetter(text, hostStart, hostEnd)) hostEnd = hostStart;
  reading.hostStart = origin(map, hostStart);
  reading.hostEnd = origin(map, hostEnd);
  let rawHost = text.slice(hostStart, hostEnd);
  if (file && rawHost.length === 9 && rawHost.toLowerCase() === 'localhost') rawHost = '';
  reading.rawHost = rawHost;
  if (lastAt >= 0 && hostStart === end) {
    reading.failure = 'host-missing';
    return reading;
  }
  if (portColon >= 0) {
    reading.portStart = origin(map, hostEnd + 1);
    reading.portEnd = origin(map, end);
    const port = text.slice(hostEnd + 1, end);
    reading.port = port;
    for (let k = 0; k < port.length; k++) {
      const c = port.charCodeAt(k);
      if (c < 0x30 || c > 0x39) {
        reading.failure = 'port-invalid';
        return reading;
      }
    }
    if (port.length > 0 && Number(port) > 65535) {
      reading.failure = 'port-out-of-range';
      return reading;
    }
  }
  if (special && scheme !== 'file' && rawHost.length === 0) reading.failure = 'host-missing';
  return reading;
}

// Lower-case ASCII letters, digits, '.' and '-': a host made of these alone is read by the URL
// Standard's host parser as written (no percent-decoding, no IDNA mapping, no lower-casing).
export const PLAIN_HOST = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  for (let c = 0x61; c <= 0x7a; c++) table[c] = 1;
  for (let c = 0x30; c <= 0x39; c++) table[c] = 1;
  table[0x2e] = 1;
  table[0x2d] = 1;
  return table;
})();

/**
 * The end of the host when `input` starts with `http://` or `https://` followed by a non-empty
 * plain host (PLAIN_HOST) that ends the string or is followed by '/', '?' or '#'; -1 otherwise.
 * Such an input has no leading whitespace, no tab or newline, backslash, userinfo or port before
 * its path, so the WHATWG reading of its authority is the text itself.
 */
export function plainHostEnd(input: string): number {
  const n = input.length;
  // 'http' then ':' or 's:', then '//'.
  if (
    n < 8 ||
    input.charCodeAt(0) !== 0x68 ||
    input.charCodeAt(1) !== 0x74 ||
    input.charCodeAt(2) !== 0x74 ||
    input.charCodeAt(3) !== 0x70
  )
    return -1;
  let i = input.charCodeAt(4) === 0x73 ? 5 : 4;
  if (
    input.charCodeAt(i) !== 0x3a ||
    input.charCodeAt(i + 1) !== 0x2f ||
    input.charCodeAt(i + 2) !== 0x2f
  )
    return -1;
  i += 3;
  const start = i;
  for (; i < n; i++) {
    const c = input.charCodeAt(i);
    // PLAIN_HOST by comparisons: lower-case letters first, the bulk of a host.
    if ((c >= 0x61 && c <= 0x7a) || c === 0x2e || (c >= 0x30 && c <= 0x39) || c === 0x2d) continue;
    if (c === 0x2f || c === 0x3f || c === 0x23) break;
    return -1;
  }
  return i > start ? i : -1;
}
