// The validating scanner of RFC 3986 §4.1 URI-reference (RFC 3987 §2.2 IRI-reference when `iri`):
// one pass that checks every character against its component's class and records where each
// component lies.
import {
  ALPHA,
  CHAR_CLASS,
  DIGIT,
  PATH,
  QUERY,
  REG_NAME,
  SCHEME,
  SEGMENT_NZ_NC,
  USERINFO,
} from '@urikit/percent-encoding';
import { fail, failChar } from './failure.js';
import { scanHost } from './host.js';
import { IRI_PRIVATE, IRI_UCSCHAR } from './iri-chars.js';
import { ASCII_ONLY, scanChars as chars } from './scan-chars.js';

// Where the components of the last reference that scanSpans accepted lie, for its caller to
// read at once (the next scan overwrites them). A component that is absent has -1 at its start
// (for the scheme and the userinfo, at their end); the others are always set. The reference is
// exactly [scheme ":"] ["//" [userinfo "@"] host [":" port]] path ["?" query] ["#" fragment]
// (§4.1). Module variables rather than an array or an object: parse, which reads them all,
// then carries neither the stores nor the loads of one.
/** End of the scheme (at its ':'), which starts at 0; -1 without one. */
export let schemeEnd = -1;
/** End of the userinfo (at its '@'), which starts after "//"; -1 without one. */
export let userinfoEnd = -1;
/** Start of the host, after "//" or the '@'; -1 without an authority. */
export let hostStart = -1;
/** End of the host. */
export let hostEnd = -1;
/** Start of the port, after its ':'; -1 without one. It ends where the path starts. */
export let portStart = -1;
/** Start of the path (empty or not, it is always there). */
export let pathStart = 0;
/** End of the path. */
export let pathEnd = 0;
/** Start of the query, after its '?'; -1 without one. */
export let queryStart = -1;
/** End of the query (the path's end without one). */
export let queryEnd = 0;
/** Start of the fragment, after its '#'; -1 without one. It ends at the end of the input. */
export let fragmentStart = -1;

/**
 * A run of ASCII characters of the class `flags` from `start`, as scanChars without triplets,
 * that also notes what it reads (tryParseFlaggedSpans' flags); returns where it stops.
 */
export type NotingRun = typeof chars;

/**
 * Whether `input` is a URI-reference (or IRI-reference); when it is, sets where its components
 * lie (schemeEnd and the others above), else records the failure (see failure.ts). Never
 * throws. With `note`, the scheme (after its first letter) and the fast path's host are read
 * by it instead of scanChars: a caller that wants to know their case needs no second read. It
 * lives with its only caller, so that parse's bundle leaves it out.
 */
export function scanSpans(input: string, iri: boolean, zoneId: boolean, note?: NotingRun): boolean {
  // Not input.charCodeAt: the call stays monomorphic whatever the string's representation
  // (see scan-chars.ts).
  const codeAt = String.prototype.charCodeAt;
  const n = input.length;
  const ucs = iri ? IRI_UCSCHAR : 0;

  // §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), ended by ':'. Without the ':',
  // the same characters begin a relative path (§4.2), so nothing is consumed.
  schemeEnd = -1;
  let schemeStop = -1;
  let pos = 0;
  // NaN when the input is empty: no scheme.
  const first = codeAt.call(input, 0);
  if (first < 128 && (CHAR_CLASS[first]! & ALPHA) !== 0) {
    schemeStop = note
      ? note(input, 1, n, SCHEME, ASCII_ONLY)
      : chars(input, 1, n, SCHEME, ASCII_ONLY);
    if (schemeStop < n && codeAt.call(input, schemeStop) === 0x3a) {
      schemeEnd = schemeStop;
      pos = schemeStop + 1;
    }
  }

  // §3.2 authority = [ userinfo "@" ] host [ ":" port ], after "//", up to "/", "?", "#" or
  // the end. Neither host nor port may contain '@', so the first '@' ends the userinfo.
  userinfoEnd = -1;
  hostStart = -1;
  hostEnd = -1;
  portStart = -1;
  if (pos + 1 < n && codeAt.call(input, pos) === 0x2f && codeAt.call(input, pos + 1) === 0x2f) {
    const start = pos + 2;
    hostStart = start;
    // Fast path: an authority that is a run of reg-name's ASCII characters, then optionally
    // ':' and a run of digits, ended by '/', '?', '#' or the end, is host [ ":" port ] with no
    // userinfo ('@' is in neither run). It skips the search for '@' and scanHost.
    hostEnd = note
      ? note(input, start, n, REG_NAME, ASCII_ONLY)
      : chars(input, start, n, REG_NAME, ASCII_ONLY);
    let end = hostEnd;
    if (end < n && codeAt.call(input, end) === 0x3a) {
      end = chars(input, end + 1, n, DIGIT, ASCII_ONLY);
    }
    const stop = end < n ? codeAt.call(input, end) : 0x2f;
    if (stop !== 0x2f && stop !== 0x3f && stop !== 0x23) {
      // '@', '%', '[', non-ASCII or a character that breaks the grammar: find the end of the
      // authority and its first '@' (none before `end`), then validate part by part.
      while (end < n) {
        const c = codeAt.call(input, end);
        if (c === 0x2f || c === 0x3f || c === 0x23) break;
        if (c === 0x40 && userinfoEnd < 0) userinfoEnd = end;
        end++;
      }
      if (userinfoEnd >= 0) {
        const userinfoStop = chars(input, start, userinfoEnd, USERINFO, ucs);
        if (userinfoStop < userinfoEnd)
          return failChar(input, userinfoStop, 'invalid-userinfo-char');
        hostStart = userinfoEnd + 1;
      }
      hostEnd = scanHost(input, hostStart, end, iri, zoneId);
      if (hostEnd < 0) return false;
    }
    if (hostEnd < end) {
      // §3.2.3 port = *DIGIT
      portStart = hostEnd + 1;
      const portStop = chars(input, portStart, end, DIGIT, ASCII_ONLY);
      if (portStop < end) {
        fail('invalid-port-char', portStop);
        return false;
      }
    }
    pos = end;
  }

  // §3.3 path. Without scheme and authority it is path-noscheme or path-empty: the first
  // segment is segment-nz-nc (§4.2), so a ':' in it breaks the grammar where it stands.
  pathStart = pos;
  let firstStop = -1;
  if (schemeEnd < 0 && hostStart < 0) {
    firstStop = chars(input, pos, n, SEGMENT_NZ_NC, ucs);
    if (firstStop < n && codeAt.call(input, firstStop) === 0x3a) {
      fail(firstStop === 0 ? 'empty-scheme' : 'colon-in-first-segment', firstStop);
      return false;
    }
    pos = firstStop;
  }
  pos = chars(input, pos, n, PATH, ucs);
  pathEnd = pos;
  const c = pos < n ? codeAt.call(input, pos) : 0;
  if (pos < n && c !== 0x3f && c !== 0x23) {
    if (pos === firstStop && pos === schemeStop && c !== 0x25 && colonFollows(input, pos + 1)) {
      // 'ht tp://x': a would-be scheme broken by a character that no path allows either.
      fail('invalid-scheme-char', pos);
      return false;
    }
    return failChar(input, pos, 'invalid-path-char');
  }

  // §3.4 query = *( pchar / "/" / "?" ); RFC 3987 adds iprivate here only.
  queryStart = -1;
  if (c === 0x3f && pos < n) {
    queryStart = pos + 1;
    pos = chars(input, queryStart, n, QUERY, iri ? IRI_PRIVATE : 0);
    if (pos < n && codeAt.call(input, pos) !== 0x23) {
      return failChar(input, pos, 'invalid-query-char');
    }
  }
  queryEnd = pos;

  // §3.5 fragment = *( pchar / "/" / "?" ): a second '#' is not allowed.
  fragmentStart = -1;
  if (pos < n) {
    fragmentStart = pos + 1;
    pos = chars(input, fragmentStart, n, QUERY, ucs);
    if (pos < n) return failChar(input, pos, 'invalid-fragment-char');
  }

  return true;
}

// True when a ':' comes before the end of the first segment (before '/', '?', '#' or the end).
function colonFollows(input: string, from: number): boolean {
  for (let i = from; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x3a) return true;
    if (c === 0x2f || c === 0x3f || c === 0x23) return false;
  }
  return false;
}
