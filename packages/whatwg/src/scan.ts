// URL Standard §4.4 "URL parsing" as one scan that writes the href (§4.5) directly: each
// component is read to the code point that ends it with a class-table lookup, and the output is
// the input itself except where the standard changes it (lower-cased scheme and host, the
// slashes of a special URL, percent-encoding, dot segments, a default or zero-padded port,
// Windows drive letters, what a base URL gives). Those places are written into `out`; the input
// from `mark` on is still to be copied, so an input already in serialized form is its own href
// and nothing is built. Validation errors are not reported here: validateURL, locateURL and the
// low-level API read them with the state machine (parser.ts).
import {
  C0_SET,
  CLASS,
  FORBIDDEN_HOST,
  FRAGMENT_SET,
  HOST_STOP,
  isAlpha,
  isDigit,
  PATH_SET,
  PATH_STOP,
  QUERY_SET,
  SPECIAL_QUERY_SET,
  USERINFO_SET,
} from './code-points.js';
import type { ParseContext } from './context.js';
import { endsInNumber, parseHost } from './host.js';
import { canReadBytes, LONG_RUN, runTable, scanBytes, skip } from './long-run.js';
import { dotSegment, prepareInput } from './parser.js';
import { encodeSet } from './percent-encode.js';
import { defaultPort } from './record.js';
import type { URLParts } from './url-state.js';
import { toScalarValues } from './webidl.js';

const SLASH = 0x2f;
const BACKSLASH = 0x5c;
const QUESTION = 0x3f;
const HASH = 0x23;
const COLON = 0x3a;

// What the scan reads next.
const AUTHORITY = 1;
const PATH_START = 2;
const PATH = 3;
const OPAQUE_PATH = 4;
const QUERY = 5;
const FRAGMENT = 6;
const DONE = 7;
const RELATIVE = 8;
const FILE = 9;

/** Whether `c` is "/" or "\". */
function isSlash(c: number): boolean {
  return c === SLASH || c === BACKSLASH;
}

/**
 * §4.3 "Windows drive letter" at s[i, i + 2): an ASCII alpha and ":" or "|" (`normalized`: ":"
 * only).
 */
function driveLetterAt(s: string, i: number, normalized?: boolean): boolean {
  const c = s.charCodeAt(i + 1);
  return isAlpha(s.charCodeAt(i)) && (c === COLON || (!normalized && c === 0x7c));
}

/** §4.3 "starts with a Windows drive letter", for `s` from `p`. */
function startsWithDriveLetter(s: string, p: number): boolean {
  const third = s.charCodeAt(p + 2);
  return (
    s.length - p >= 2 &&
    driveLetterAt(s, p) &&
    (s.length - p === 2 || isSlash(third) || third === QUESTION || third === HASH)
  );
}

/**
 * §4.1 "shorten a URL's path" on a serialized path that starts at `pathOut` of `out`: the last
 * segment goes, unless it is a file URL's only segment and a normalized drive letter.
 */
function shorten(out: string, pathOut: number, file: boolean): string {
  if (file && out.length - pathOut === 3 && driveLetterAt(out, pathOut + 1, true)) return out;
  const i = out.lastIndexOf('/');
  return i >= pathOut ? out.slice(0, i) : out;
}

/** A URL's serialized userinfo with its "@", or "" (§4.5 step 2.1). */
function userinfo(username: string, password: string): string {
  return password !== '' ? `${username}:${password}@` : username !== '' ? `${username}@` : '';
}

/**
 * §4.4 scheme start and scheme states: the length of the scheme that starts `s`, when a ":"
 * follows it, else 0.
 */
export function schemeLength(s: string): number {
  if (!isAlpha(s.charCodeAt(0))) return 0;
  let i = 1;
  let c = s.charCodeAt(1);
  while (isAlpha(c) || isDigit(c) || c === 0x2b || c === 0x2d || c === 0x2e) c = s.charCodeAt(++i);
  return c === COLON ? i : 0;
}

/** The value of the ASCII digits s[start, end), clamped to 65536 (only "above 65535" matters). */
export function portValue(s: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) value = Math.min(value * 10 + s.charCodeAt(i) - 0x30, 0x10000);
  return value;
}

/** The serialized authority of a URL ("//", userinfo, host, port) or "" when its host is null. */
export function authorityOf(url: URLParts): string {
  if (url.host === null) return '';
  return `//${userinfo(url.username, url.password)}${url.host}${url.port === null ? '' : `:${url.port}`}`;
}

/**
 * The basic URL parser (§4.4, no url, no state override) on `input` against `base`, and the URL
 * serializer (§4.5) on the result: the href, or null for failure.
 */
export function scanURL(input: string, base: URLParts | null, ctx: ParseContext): string | null {
  let s = input;
  let len = s.length;
  // §4.4 steps 1-3 only where they change something (native searches, no loop).
  if (
    len === 0 ||
    s.charCodeAt(0) <= 0x20 ||
    s.charCodeAt(len - 1) <= 0x20 ||
    s.indexOf('\t') >= 0 ||
    s.indexOf('\n') >= 0 ||
    s.indexOf('\r') >= 0
  ) {
    s = prepareInput(s, true, ctx);
    len = s.length;
  }
  let out = '';
  let mark = 0;
  let p = 0;
  let c: number;
  const schemeEnd = schemeLength(s);
  let scheme: string;
  let state: number;
  let special: boolean;
  let file = false;
  let hostNull = true;
  let sepAt = -1;
  let pathOut = -1;
  const baseFile = base !== null && base.scheme === 'file';
  if (schemeEnd > 0) {
    scheme = s.slice(0, schemeEnd);
    const lower = scheme.toLowerCase();
    if (lower !== scheme) {
      scheme = lower;
      out = `${lower}:`;
      mark = schemeEnd + 1;
    }
    p = schemeEnd + 1;
    c = s.charCodeAt(p);
    const port = defaultPort(scheme);
    special = port !== -1;
    if (port === -2) {
      state = FILE;
    } else if (special) {
      // Special relative or authority state: without "//", relative to a base of the scheme.
      state =
        base !== null && base.scheme === scheme && !(c === SLASH && s.charCodeAt(p + 1) === SLASH)
          ? RELATIVE
          : AUTHORITY;
    } else if (c === SLASH) {
      // Path or authority state.
      if (s.charCodeAt(p + 1) === SLASH) {
        p += 2;
        state = AUTHORITY;
        hostNull = false;
      } else {
        sepAt = p++;
        state = PATH;
      }
    } else {
      state = OPAQUE_PATH;
    }
  } else {
    // No scheme state.
    if (base === null) return null;
    c = s.charCodeAt(0);
    scheme = base.scheme;
    special = defaultPort(scheme) !== -1;
    if (base.host === null && base.path.charCodeAt(0) !== SLASH) {
      if (c !== HASH) return null;
      out = `${scheme}:${base.path}${base.query === null ? '' : `?${base.query}`}`;
      state = FRAGMENT;
    } else {
      state = baseFile ? FILE : RELATIVE;
    }
  }

  if (state === RELATIVE) {
    // Relative state, then relative slash state.
    out = `${scheme}:`;
    mark = p;
    const d = s.charCodeAt(p + 1);
    if (c === SLASH || (special && c === BACKSLASH)) {
      if (special ? isSlash(d) : d === SLASH) {
        state = AUTHORITY;
        if (!special) p += 2;
        hostNull = false;
      } else {
        out += authorityOf(base!);
        hostNull = base!.host === null;
        sepAt = p++;
        state = PATH;
      }
    } else {
      out += authorityOf(base!);
      hostNull = base!.host === null;
      pathOut = out.length;
      out += base!.path;
      if (c === QUESTION) {
        state = QUERY;
      } else {
        if (c !== HASH && p < len) {
          out = shorten(out, pathOut, false);
          state = PATH;
        } else {
          if (base!.query !== null) out += `?${base!.query}`;
          state = p < len ? FRAGMENT : DONE;
        }
      }
    }
  } else if (state === FILE) {
    // File state, file slash state, file host state.
    file = special = true;
    hostNull = false;
    if (baseFile && mark === 0 && out === '' && schemeEnd === 0) out = 'file:';
    if (isSlash(c) && isSlash(s.charCodeAt(p + 1))) {
      const start = p + 2;
      let e = start;
      for (; e < len; e++) {
        const d = s.charCodeAt(e);
        if (isSlash(d) || d === QUESTION || d === HASH) break;
      }
      if (e - start === 2 && driveLetterAt(s, start)) {
        // The host is empty and the drive letter is read again as the path's first segment.
        out += `${s.slice(mark, p)}//`;
        mark = p = start;
        pathOut = out.length;
        state = PATH;
      } else {
        const buffer = s.slice(start, e);
        let host = buffer === '' ? '' : parseHost(toScalarValues(buffer), false, ctx, start);
        if (host === null) return null;
        if (host === 'localhost') host = '';
        if (host !== buffer || c === BACKSLASH || s.charCodeAt(p + 1) === BACKSLASH) {
          out += `${s.slice(mark, p)}//${host}`;
          mark = e;
        }
        p = e;
        state = PATH_START;
      }
    } else {
      let host = '';
      let path = '';
      if (isSlash(c)) {
        // File slash state: the base's host, and its drive letter unless the input has one.
        p++;
        if (baseFile) {
          host = base.host!;
          if (!startsWithDriveLetter(s, p) && driveLetterAt(base.path, 1, true)) {
            path = base.path.slice(0, 3);
          }
        }
        state = PATH;
      } else if (baseFile) {
        host = base.host!;
        path = base.path;
        state = p === len ? DONE : c === QUESTION ? QUERY : c === HASH ? FRAGMENT : PATH;
        if (state === PATH && startsWithDriveLetter(s, p)) path = '';
        if (state > QUERY && base.query !== null) path += `?${base.query}`;
      } else {
        state = PATH;
      }
      out += `${s.slice(mark, isSlash(c) ? p - 1 : p)}//${host}`;
      pathOut = out.length;
      out += path;
      if (state === PATH && path !== '' && !isSlash(c)) out = shorten(out, pathOut, true);
      mark = p;
    }
  }

  const dport = defaultPort(scheme);
  if (state === AUTHORITY) {
    hostNull = false;
    if (special) {
      // Special authority slashes and special authority ignore slashes states.
      let q = p;
      while (isSlash(s.charCodeAt(q))) q++;
      if (q !== p + 2 || s.charCodeAt(p) !== SLASH || s.charCodeAt(p + 1) !== SLASH) {
        out += `${s.slice(mark, p)}//`;
        mark = q;
      }
      p = q;
    }
    // Authority state: the host scan of a host without userinfo or anything to change stops at
    // its end; otherwise read to the end of the authority and find its last "@".
    let he = skip(s, p, len, special ? HOST_STOP : FORBIDDEN_HOST | C0_SET);
    c = he < len ? s.charCodeAt(he) : -1;
    const clean = c < 0 || c === SLASH || c === QUESTION || c === HASH;
    let ae = he;
    let lastAt = -1;
    if (!clean) {
      for (; ae < len; ae++) {
        const d = s.charCodeAt(ae);
        if (d === SLASH || d === QUESTION || d === HASH || (special && d === BACKSLASH)) break;
        if (d === 0x40) lastAt = ae;
      }
    }
    let hs = p;
    if (lastAt >= 0) {
      if (ae === lastAt + 1) return null;
      let colon = s.indexOf(':', p);
      if (colon < 0 || colon > lastAt) colon = lastAt;
      const username = encodeSet(s, p, colon, USERINFO_SET);
      const password = colon < lastAt ? encodeSet(s, colon + 1, lastAt, USERINFO_SET) : '';
      const info = userinfo(username, password);
      if (info !== s.slice(p, lastAt + 1)) {
        out += s.slice(mark, p) + info;
        mark = lastAt + 1;
      }
      hs = lastAt + 1;
    }
    if (!clean && (lastAt >= 0 || c !== COLON)) {
      // Host state: ":" outside brackets ends the host.
      let inside = false;
      for (he = hs; he < ae; he++) {
        const d = s.charCodeAt(he);
        if (d === COLON && !inside) break;
        if (d === 0x5b) inside = true;
        else if (d === 0x5d) inside = false;
      }
    }
    if (he === hs && (special || he < ae)) return null;
    // A host of a-z 0-9 - . _ (special) or of no forbidden host code point (opaque) is kept
    // as it is, unless a label starts "xn--" (ToASCII checks it) or it ends in a number (IPv4).
    let parse = !(clean || (lastAt < 0 && c === COLON));
    if (!parse && special) {
      const ace = s.indexOf('xn--', hs);
      const last = s.charCodeAt(s.charCodeAt(he - 1) === 0x2e ? he - 2 : he - 1);
      parse =
        (ace >= 0 && ace < he) ||
        (((last >= 0x30 && last <= 0x39) || (last >= 0x61 && last <= 0x66) || last === 0x78) &&
          endsInNumber(s.slice(hs, he)));
    }
    if (parse) {
      const buffer = s.slice(hs, he);
      const host = parseHost(toScalarValues(buffer), !special, ctx, hs);
      if (host === null) return null;
      if (host !== buffer) {
        out += s.slice(mark, hs) + host;
        mark = he;
      }
    }
    if (he < ae) {
      // Port state: digits to the end of the authority.
      for (let i = he + 1; i < ae; i++) if (!isDigit(s.charCodeAt(i))) return null;
      const value = portValue(s, he + 1, ae);
      if (value > 0xffff) return null;
      if (he + 1 === ae || value === dport || (s.charCodeAt(he + 1) === 0x30 && ae > he + 2)) {
        out += s.slice(mark, he) + (he + 1 === ae || value === dport ? '' : `:${value}`);
        mark = ae;
      }
    }
    p = ae;
    state = PATH_START;
  }

  c = p < len ? s.charCodeAt(p) : -1;
  if (state === PATH_START) {
    if (special || c === SLASH) {
      if (c === SLASH || (special && c === BACKSLASH)) sepAt = p++;
      state = PATH;
    } else {
      state = c === QUESTION ? QUERY : c === HASH ? FRAGMENT : DONE;
    }
  }

  if (state === PATH) {
    if (pathOut < 0) pathOut = out.length + (sepAt >= 0 ? sepAt : p) - mark;
    if (len - p >= LONG_RUN && !file && canReadBytes()) {
      // A long run of segments as bytes up to anything but a segment's code points and "/",
      // then its dot segments by their first code point, "." or "%" after a "/" (the segment
      // where the scan stopped is left to the loop below).
      const table = runTable(PATH_STOP);
      table[SLASH] = 0;
      const stop = scanBytes(s, p, len, table);
      const last = s.lastIndexOf('/', stop - 1);
      let plain = last > p && sepAt >= 0 && s.charCodeAt(sepAt) === SLASH;
      for (const dot of ['.', '%']) {
        // Segments are disjoint: the searches for their ends read the path once in all.
        for (let j = s.indexOf(dot, p); plain && j >= 0 && j < last; j = s.indexOf(dot, j + 1)) {
          if (s.charCodeAt(j - 1) === SLASH) plain = dotSegment(s, j, s.indexOf('/', j)) === 0;
        }
      }
      if (plain) {
        sepAt = last;
        p = last + 1;
      }
    }
    // Path state, a segment at a time: s[p, e), after the "/" at sepAt (-1: none in the input).
    let e = p;
    for (;;) {
      let encode = false;
      for (e = p; e < len; e++) {
        c = s.charCodeAt(e);
        if (c > 0x7e) {
          encode = true;
        } else if ((CLASS[c]! & PATH_STOP) !== 0) {
          if (c === SLASH || c === QUESTION || c === HASH || (special && c === BACKSLASH)) break;
          if ((CLASS[c]! & PATH_SET) !== 0) encode = true;
        }
      }
      if (e === len) c = -1;
      const before = sepAt >= 0 ? sepAt : p;
      const first = s.charCodeAt(p);
      const dots =
        e > p && e - p <= 6 && (first === 0x2e || first === 0x25) ? dotSegment(s, p, e) : 0;
      const slash = c === SLASH || c === BACKSLASH;
      if (dots !== 0) {
        out += s.slice(mark, before);
        mark = e;
        if (dots === 2) out = shorten(out, pathOut, file);
        if (!slash) out += '/';
      } else {
        const empty = out.length + before - mark === pathOut;
        if (sepAt < 0 || s.charCodeAt(sepAt) === BACKSLASH) {
          out += `${s.slice(mark, before)}/`;
          mark = p;
        }
        if (file && empty && e - p === 2 && driveLetterAt(s, p)) {
          if (s.charCodeAt(p + 1) !== COLON) {
            out += `${s.slice(mark, p + 1)}:`;
            mark = e;
          }
        } else if (encode) {
          out += s.slice(mark, p) + encodeSet(s, p, e, PATH_SET);
          mark = e;
        }
      }
      if (!slash) break;
      sepAt = e;
      p = e + 1;
    }
    p = e;
    state = c === QUESTION ? QUERY : c === HASH ? FRAGMENT : DONE;
  }

  if (state === OPAQUE_PATH) {
    let e = p;
    let encode = false;
    for (; e < len; e++) {
      c = s.charCodeAt(e);
      if (c === QUESTION || c === HASH) break;
      if (c > 0x7e || (CLASS[c]! & C0_SET) !== 0) encode = true;
    }
    // A space right before "?" or "#" is encoded, so that the path does not end in one.
    const space = e < len && e > p && s.charCodeAt(e - 1) === 0x20 ? e - 1 : e;
    if (encode || space < e) {
      out += s.slice(mark, p) + encodeSet(s, p, space, C0_SET) + (space < e ? '%20' : '');
      mark = e;
    }
    p = e;
    state = e === len ? DONE : s.charCodeAt(e) === QUESTION ? QUERY : FRAGMENT;
  }

  if (state === QUERY) {
    // s[p] is "?" (or, when the base gave the path, the query's first code point follows p).
    const set = special ? SPECIAL_QUERY_SET : QUERY_SET;
    const start = p + 1;
    let e = skip(s, start, len, set);
    if (e < len && s.charCodeAt(e) !== HASH) {
      e = s.indexOf('#', e);
      if (e < 0) e = len;
      out += s.slice(mark, start) + encodeSet(s, start, e, set);
      mark = e;
    }
    p = e;
    state = e < len ? FRAGMENT : DONE;
  }

  if (state === FRAGMENT && skip(s, p + 1, len, FRAGMENT_SET) < len) {
    out += s.slice(mark, p + 1) + encodeSet(s, p + 1, len, FRAGMENT_SET);
    mark = len;
  }

  let href = out === '' && mark === 0 ? s : out + s.slice(mark);
  // §4.5 step 2.2: "/." keeps a path that starts with an empty segment from reading as an
  // authority.
  if (hostNull && pathOut >= 0 && href.startsWith('//', pathOut)) {
    href = `${href.slice(0, pathOut)}/.${href.slice(pathOut)}`;
  }
  return href;
}
