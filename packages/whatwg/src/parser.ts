// URL Standard §4.4 "URL parsing": the basic URL parser, every state and every state override,
// over a URL record. Runs of code points that the standard appends one by one (a path segment,
// the query, the fragment, the userinfo) are scanned once and percent-encoded as slices.
import {
  C0_SET,
  FRAGMENT_SET,
  isAlpha,
  isDigit,
  PATH_SET,
  QUERY_SET,
  SPECIAL_QUERY_SET,
  USERINFO_SET,
} from './code-points.js';
import {
  FILE_INVALID_WINDOWS_DRIVE_LETTER,
  FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST,
  HOST_MISSING,
  INVALID_CREDENTIALS,
  INVALID_REVERSE_SOLIDUS,
  MISSING_SCHEME_NON_RELATIVE_URL,
  type ParseContext,
  PORT_INVALID,
  PORT_OUT_OF_RANGE,
  reportAt,
  SPAN_FRAGMENT,
  SPAN_HOST,
  SPAN_PORT,
  SPAN_QUERY,
  SPAN_SCHEME,
  SPAN_USERINFO,
  SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS,
} from './context.js';
import { parseHost } from './host.js';
import { encodeSet } from './percent-encode.js';
import {
  defaultPort,
  includesCredentials,
  isSpecialScheme,
  newRecord,
  type URLRecord,
} from './record.js';
import { toScalarValues } from './webidl.js';

// The states of §4.4, numbered; the state override names of whatwg-url map onto them
// (low-level.ts).
export const SCHEME_START = 1;
export const SCHEME = 2;
export const NO_SCHEME = 3;
export const SPECIAL_RELATIVE_OR_AUTHORITY = 4;
export const PATH_OR_AUTHORITY = 5;
export const RELATIVE = 6;
export const RELATIVE_SLASH = 7;
export const SPECIAL_AUTHORITY_SLASHES = 8;
export const SPECIAL_AUTHORITY_IGNORE_SLASHES = 9;
export const AUTHORITY = 10;
export const HOST = 11;
export const HOSTNAME = 12;
export const PORT = 13;
export const FILE = 14;
export const FILE_SLASH = 15;
export const FILE_HOST = 16;
export const PATH_START = 17;
export const PATH = 18;
export const OPAQUE_PATH = 19;
export const QUERY = 20;
export const FRAGMENT = 21;

const EOF = -1;
const SLASH = 0x2f;
const BACKSLASH = 0x5c;
const QUESTION = 0x3f;
const HASH = 0x23;
const COLON = 0x3a;

/** §4.3 "Windows drive letter": two code points, an ASCII alpha and ":" or "|". */
function isWindowsDriveLetter(s: string): boolean {
  if (s.length !== 2 || !isAlpha(s.charCodeAt(0))) return false;
  const c = s.charCodeAt(1);
  return c === COLON || c === 0x7c;
}

/** §4.3 "normalized Windows drive letter": an ASCII alpha and ":". */
function isNormalizedDriveLetter(s: string): boolean {
  return isWindowsDriveLetter(s) && s.charCodeAt(1) === COLON;
}

/** §4.3 "starts with a Windows drive letter", for `s` from `p`. */
function startsWithDriveLetter(s: string, p: number): boolean {
  if (!isWindowsDriveLetter(s.slice(p, p + 2))) return false;
  const third = s.charCodeAt(p + 2);
  return (
    s.length - p === 2 ||
    third === SLASH ||
    third === BACKSLASH ||
    third === QUESTION ||
    third === HASH
  );
}

/** The length of "." or "%2e" (any case) at `s[i]`, or 0. */
function dotAt(s: string, i: number, end: number): number {
  const c = s.charCodeAt(i);
  if (c === 0x2e) return 1;
  return c === 0x25 &&
    i + 3 <= end &&
    s.charCodeAt(i + 1) === 0x32 &&
    (s.charCodeAt(i + 2) | 0x20) === 0x65
    ? 3
    : 0;
}

/** §4.3 single-dot (1) or double-dot (2) URL path segment, else 0, for `s[start, end)`. */
export function dotSegment(s: string, start: number, end: number): number {
  const length = end - start;
  if (length === 0 || length > 6) return 0;
  const first = dotAt(s, start, end);
  if (first === 0) return 0;
  if (first === length) return 1;
  const second = dotAt(s, start + first, end);
  return second !== 0 && first + second === length ? 2 : 0;
}

/** The relative states' copy of the base's username, password, host and port. */
function copyAuthority(url: URLRecord, base: URLRecord): void {
  url.username = base.username;
  url.password = base.password;
  url.host = base.host;
  url.port = base.port;
}

/** §4.1 "shorten a URL's path". */
function shortenPath(url: URLRecord): void {
  const path = url.path as string[];
  if (url.scheme === 'file' && path.length === 1 && isNormalizedDriveLetter(path[0]!)) return;
  path.pop();
}

/** invalid-URL-unit for a "%" not followed by two hex digits, or a code point that is no URL unit. */
function checkUnits(ctx: ParseContext, s: string, start: number, end: number): void {
  if (ctx.units !== undefined) ctx.units(s, start, end, start);
}

/**
 * The basic URL parser (§4.4) on `s`, which the caller has already stripped of leading and
 * trailing C0 controls and spaces (when no `url` is given) and of every tab and newline. Returns
 * the URL record, or null for failure. With a state override it edits `url` in place and also
 * returns it when the standard "returns" without failure.
 */
export function basicParse(
  s: string,
  base: URLRecord | null,
  given: URLRecord | null,
  override: number,
  ctx: ParseContext,
): URLRecord | null {
  const url = given ?? newRecord();
  const len = s.length;
  let state = override || SCHEME_START;
  let p = 0;
  // Where the current buffer began: the spec's buffer is always s[bufferStart, p) here, except
  // in the scheme state (lower-cased when taken) and the file host state.
  let bufferStart = 0;
  let special = isSpecialScheme(url.scheme);

  for (;;) {
    const c = p < len ? s.charCodeAt(p) : EOF;
    switch (state) {
      case SCHEME_START:
        if (c !== EOF && isAlpha(c)) {
          bufferStart = p;
          state = SCHEME;
        } else if (override === 0) {
          state = NO_SCHEME;
          p--;
        } else {
          return null;
        }
        break;

      case SCHEME:
        if (c !== EOF && (isAlpha(c) || isDigit(c) || c === 0x2b || c === 0x2d || c === 0x2e)) {
          break;
        }
        if (c === COLON) {
          const buffer = s.slice(bufferStart, p).toLowerCase();
          const bufferSpecial = isSpecialScheme(buffer);
          if (override !== 0) {
            if (special !== bufferSpecial) return url;
            if ((includesCredentials(url) || url.port !== null) && buffer === 'file') return url;
            if (url.scheme === 'file' && url.host === '') return url;
          }
          url.scheme = buffer;
          special = bufferSpecial;
          if (override !== 0) {
            if (url.port === defaultPort(buffer)) url.port = null;
            return url;
          }
          ctx.span?.(SPAN_SCHEME, bufferStart, p);
          if (buffer === 'file') {
            if (s.charCodeAt(p + 1) !== SLASH || s.charCodeAt(p + 2) !== SLASH) {
              reportAt(ctx, SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, p + 1);
            }
            state = FILE;
          } else if (special && base !== null && base.scheme === buffer) {
            state = SPECIAL_RELATIVE_OR_AUTHORITY;
          } else if (special) {
            state = SPECIAL_AUTHORITY_SLASHES;
          } else if (s.charCodeAt(p + 1) === SLASH) {
            state = PATH_OR_AUTHORITY;
            p++;
          } else {
            url.path = '';
            state = OPAQUE_PATH;
          }
        } else if (override === 0) {
          state = NO_SCHEME;
          p = -1;
        } else {
          return null;
        }
        break;

      case NO_SCHEME:
        if (base === null || (typeof base.path === 'string' && c !== HASH)) {
          reportAt(ctx, MISSING_SCHEME_NON_RELATIVE_URL, Math.max(p, 0));
          return null;
        }
        if (typeof base.path === 'string') {
          url.scheme = base.scheme;
          url.path = base.path;
          url.query = base.query;
          url.fragment = '';
          special = isSpecialScheme(url.scheme);
          state = FRAGMENT;
        } else if (base.scheme !== 'file') {
          state = RELATIVE;
          p--;
        } else {
          state = FILE;
          p--;
        }
        break;

      // The two states differ only in where a missing "//" leads.
      case SPECIAL_RELATIVE_OR_AUTHORITY:
      case SPECIAL_AUTHORITY_SLASHES:
        if (c === SLASH && s.charCodeAt(p + 1) === SLASH) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          p++;
        } else {
          reportAt(ctx, SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, p);
          state = state === SPECIAL_AUTHORITY_SLASHES ? SPECIAL_AUTHORITY_IGNORE_SLASHES : RELATIVE;
          p--;
        }
        break;

      case PATH_OR_AUTHORITY:
        if (c === SLASH) {
          state = AUTHORITY;
        } else {
          state = PATH;
          p--;
        }
        break;

      case RELATIVE: {
        const b = base!;
        url.scheme = b.scheme;
        special = isSpecialScheme(url.scheme);
        if (c === SLASH) {
          state = RELATIVE_SLASH;
        } else if (special && c === BACKSLASH) {
          reportAt(ctx, INVALID_REVERSE_SOLIDUS, p);
          state = RELATIVE_SLASH;
        } else {
          copyAuthority(url, b);
          url.path = (b.path as string[]).slice();
          url.query = b.query;
          if (c === QUESTION) {
            url.query = '';
            state = QUERY;
          } else if (c === HASH) {
            url.fragment = '';
            state = FRAGMENT;
          } else if (c !== EOF) {
            url.query = null;
            shortenPath(url);
            state = PATH;
            p--;
          }
        }
        break;
      }

      case RELATIVE_SLASH:
        if (special && (c === SLASH || c === BACKSLASH)) {
          if (c === BACKSLASH) reportAt(ctx, INVALID_REVERSE_SOLIDUS, p);
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
        } else if (c === SLASH) {
          state = AUTHORITY;
        } else {
          copyAuthority(url, base!);
          state = PATH;
          p--;
        }
        break;

      case SPECIAL_AUTHORITY_IGNORE_SLASHES:
        if (c !== SLASH && c !== BACKSLASH) {
          state = AUTHORITY;
          p--;
        } else {
          reportAt(ctx, SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, p);
        }
        break;

      case AUTHORITY: {
        // The authority runs to the first "/", "?", "#" (or "\" when special); the userinfo is
        // everything before its last "@". Encoding the buffer at each "@" with the userinfo set
        // and prepending "%40" after the first is the same as encoding the whole userinfo once,
        // because "@" is in that set.
        const start = p;
        let end = p;
        let lastAt = -1;
        for (; end < len; end++) {
          const d = s.charCodeAt(end);
          if (d === SLASH || d === QUESTION || d === HASH || (special && d === BACKSLASH)) break;
          if (d === 0x40) {
            reportAt(ctx, INVALID_CREDENTIALS, end);
            lastAt = end;
          }
        }
        if (lastAt >= 0) {
          ctx.span?.(SPAN_USERINFO, start, lastAt);
          let colon = s.indexOf(':', start);
          if (colon < 0 || colon > lastAt) colon = lastAt;
          url.username += encodeSet(s, start, colon, USERINFO_SET);
          if (colon < lastAt) url.password += encodeSet(s, colon + 1, lastAt, USERINFO_SET);
          if (end === lastAt + 1) {
            reportAt(ctx, HOST_MISSING, end);
            return null;
          }
        }
        p = lastAt >= 0 ? lastAt + 1 : start;
        bufferStart = p;
        state = HOST;
        p--;
        break;
      }

      case HOST:
      case HOSTNAME: {
        if (override !== 0 && url.scheme === 'file') {
          p--;
          state = FILE_HOST;
          bufferStart = p + 1;
          break;
        }
        // Scan the host: ":" outside brackets ends it, as do the path, query and fragment.
        let end = p;
        let insideBrackets = false;
        let d = EOF;
        for (; end < len; end++) {
          d = s.charCodeAt(end);
          if (d === COLON && !insideBrackets) break;
          if (d === SLASH || d === QUESTION || d === HASH || (special && d === BACKSLASH)) break;
          if (d === 0x5b) insideBrackets = true;
          else if (d === 0x5d) insideBrackets = false;
        }
        if (end === len) d = EOF;
        const start = bufferStart;
        ctx.span?.(SPAN_HOST, start, end);
        if (d === COLON) {
          if (end === start) {
            reportAt(ctx, HOST_MISSING, end);
            return null;
          }
          if (override === HOSTNAME) return null;
          const host = parseHost(s.slice(start, end), !special, ctx, start);
          if (host === null) return null;
          url.host = host;
          state = PORT;
          p = end;
          bufferStart = end + 1;
        } else {
          if (special && end === start) {
            reportAt(ctx, HOST_MISSING, end);
            return null;
          }
          if (override !== 0 && end === start && (includesCredentials(url) || url.port !== null)) {
            return null;
          }
          const host = parseHost(s.slice(start, end), !special, ctx, start);
          if (host === null) return null;
          url.host = host;
          state = PATH_START;
          if (override !== 0) return url;
          p = end - 1;
        }
        break;
      }

      case PORT: {
        let end = p;
        let value = 0;
        for (; end < len; end++) {
          const d = s.charCodeAt(end);
          if (!isDigit(d)) break;
          // Clamped: only "above 65535" matters, and the digits may be many.
          value = Math.min(value * 10 + d - 0x30, 0x10000);
        }
        const d = end < len ? s.charCodeAt(end) : EOF;
        if (
          d === EOF ||
          d === SLASH ||
          d === QUESTION ||
          d === HASH ||
          (special && d === BACKSLASH) ||
          override !== 0
        ) {
          ctx.span?.(SPAN_PORT, p, end);
          if (end !== p) {
            if (value > 0xffff) {
              reportAt(ctx, PORT_OUT_OF_RANGE, p);
              return null;
            }
            url.port = value === defaultPort(url.scheme) ? null : value;
            if (override !== 0) return url;
          }
          if (override !== 0) return null;
          state = PATH_START;
          p = end - 1;
        } else {
          reportAt(ctx, PORT_INVALID, end);
          return null;
        }
        break;
      }

      case FILE:
        url.scheme = 'file';
        special = true;
        url.host = '';
        if (c === SLASH || c === BACKSLASH) {
          if (c === BACKSLASH) reportAt(ctx, INVALID_REVERSE_SOLIDUS, p);
          state = FILE_SLASH;
        } else if (base !== null && base.scheme === 'file') {
          url.host = base.host;
          url.path = (base.path as string[]).slice();
          url.query = base.query;
          if (c === QUESTION) {
            url.query = '';
            state = QUERY;
          } else if (c === HASH) {
            url.fragment = '';
            state = FRAGMENT;
          } else if (c !== EOF) {
            url.query = null;
            if (!startsWithDriveLetter(s, p)) {
              shortenPath(url);
            } else {
              reportAt(ctx, FILE_INVALID_WINDOWS_DRIVE_LETTER, p);
              url.path = [];
            }
            state = PATH;
            p--;
          }
        } else {
          state = PATH;
          p--;
        }
        break;

      case FILE_SLASH:
        if (c === SLASH || c === BACKSLASH) {
          if (c === BACKSLASH) reportAt(ctx, INVALID_REVERSE_SOLIDUS, p);
          state = FILE_HOST;
          bufferStart = p + 1;
        } else {
          if (base !== null && base.scheme === 'file') {
            url.host = base.host;
            const first = (base.path as string[])[0];
            if (
              !startsWithDriveLetter(s, p) &&
              first !== undefined &&
              isNormalizedDriveLetter(first)
            ) {
              (url.path as string[]).push(first);
            }
          }
          state = PATH;
          p--;
        }
        break;

      case FILE_HOST: {
        let end = p;
        for (; end < len; end++) {
          const d = s.charCodeAt(end);
          if (d === SLASH || d === BACKSLASH || d === QUESTION || d === HASH) break;
        }
        const start = bufferStart;
        const buffer = s.slice(start, end);
        p = end - 1;
        if (override === 0 && isWindowsDriveLetter(buffer)) {
          // The buffer is not reset: the path state reads the drive letter again from `start`.
          reportAt(ctx, FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST, start);
          state = PATH;
          p = start - 1;
        } else {
          ctx.span?.(SPAN_HOST, start, end);
          // An empty host stays empty (§4.4 file host state, step 1.3).
          let host = buffer === '' ? '' : parseHost(buffer, !special, ctx, start);
          if (host === null) return null;
          if (host === 'localhost') host = '';
          url.host = host;
          if (override !== 0) return url;
          state = PATH_START;
        }
        break;
      }

      case PATH_START:
        if (special) {
          if (c === BACKSLASH) reportAt(ctx, INVALID_REVERSE_SOLIDUS, p);
          state = PATH;
          if (c !== SLASH && c !== BACKSLASH) p--;
        } else if (override === 0 && c === QUESTION) {
          url.query = '';
          state = QUERY;
        } else if (override === 0 && c === HASH) {
          url.fragment = '';
          state = FRAGMENT;
        } else if (c !== EOF) {
          state = PATH;
          if (c !== SLASH) p--;
        } else if (override !== 0 && url.host === null) {
          (url.path as string[]).push('');
        }
        break;

      case PATH: {
        // One segment: up to "/" (or "\" when special), or "?" / "#" without a state override.
        let end = p;
        let d = EOF;
        for (; end < len; end++) {
          d = s.charCodeAt(end);
          if (d === SLASH || (special && d === BACKSLASH)) break;
          if (override === 0 && (d === QUESTION || d === HASH)) break;
        }
        if (end === len) d = EOF;
        checkUnits(ctx, s, p, end);
        if (d === BACKSLASH) reportAt(ctx, INVALID_REVERSE_SOLIDUS, end);
        const path = url.path as string[];
        const slash = d === SLASH || (special && d === BACKSLASH);
        const dots = dotSegment(s, p, end);
        if (dots === 2) {
          shortenPath(url);
          if (!slash) path.push('');
        } else if (dots === 1) {
          if (!slash) path.push('');
        } else {
          let segment = encodeSet(s, p, end, PATH_SET);
          if (url.scheme === 'file' && path.length === 0 && isWindowsDriveLetter(segment)) {
            segment = `${segment[0]}:`;
          }
          path.push(segment);
        }
        p = end;
        if (d === QUESTION) {
          url.query = '';
          state = QUERY;
        } else if (d === HASH) {
          url.fragment = '';
          state = FRAGMENT;
        }
        break;
      }

      case OPAQUE_PATH: {
        let end = p;
        while (end < len) {
          const d = s.charCodeAt(end);
          if (d === QUESTION || d === HASH) break;
          end++;
        }
        checkUnits(ctx, s, p, end);
        let chunk = encodeSet(s, p, end, C0_SET);
        // A space right before "?" or "#" is encoded, so that the path does not end in one.
        if (end < len && s.charCodeAt(end - 1) === 0x20 && end > p) {
          chunk = `${chunk.slice(0, -1)}%20`;
        }
        url.path = (url.path as string) + chunk;
        p = end;
        if (end < len) {
          if (s.charCodeAt(end) === QUESTION) {
            url.query = '';
            state = QUERY;
          } else {
            url.fragment = '';
            state = FRAGMENT;
          }
        }
        break;
      }

      case QUERY: {
        let end = override === 0 ? s.indexOf('#', p) : -1;
        if (end < 0) end = len;
        ctx.span?.(SPAN_QUERY, p, end);
        checkUnits(ctx, s, p, end);
        url.query =
          (url.query ?? '') + encodeSet(s, p, end, special ? SPECIAL_QUERY_SET : QUERY_SET);
        p = end;
        if (end < len) {
          url.fragment = '';
          state = FRAGMENT;
        }
        break;
      }

      case FRAGMENT:
        // Nothing is appended at the end of the input: a fragment left null stays null.
        ctx.span?.(SPAN_FRAGMENT, p, len);
        if (p < len) {
          checkUnits(ctx, s, p, len);
          url.fragment = (url.fragment ?? '') + encodeSet(s, p, len, FRAGMENT_SET);
          p = len;
        }
        break;
    }
    if (p >= len) break;
    p++;
  }
  return url;
}

/** Whether `c` is a C0 control or space (§4.4 step 1.2). */
function isC0OrSpace(c: number): boolean {
  return c <= 0x20;
}

/**
 * §4.4 steps 1-3 of the basic URL parser: strips leading and trailing C0 controls and spaces
 * (only without `url`) and removes tabs and newlines; also replaces lone surrogates (WebIDL
 * USVString), so that the state machine sees a scalar value string. When validation errors are
 * collected, `ctx.prepared` reports the invalid-URL-units of these steps and maps positions back.
 */
export function prepareInput(input: string, strip: boolean, ctx: ParseContext): string {
  let start = 0;
  let end = input.length;
  if (strip) {
    while (start < end && isC0OrSpace(input.charCodeAt(start))) start++;
    while (end > start && isC0OrSpace(input.charCodeAt(end - 1))) end--;
  }
  if (ctx.prepared !== undefined) ctx.prepared(input, start, end);
  const out = toScalarValues(start === 0 && end === input.length ? input : input.slice(start, end));
  let result = '';
  let run = 0;
  for (let i = 0; i < out.length; i++) {
    const c = out.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      result += out.slice(run, i);
      run = i + 1;
    }
  }
  return run === 0 ? out : result + out.slice(run);
}
