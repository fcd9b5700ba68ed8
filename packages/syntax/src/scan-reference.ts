// The validating scanner of RFC 3986 §4.1 URI-reference (RFC 3987 §2.2 IRI-reference when `iri`):
// one pass that checks every character against its component's class and records offsets.
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
import { hostKind, scanHost } from './host.js';
import { IRI_PRIVATE, IRI_UCSCHAR } from './iri-chars.js';
import { ASCII_ONLY, type scanChars } from './scan-chars.js';
import type { HostKind, UriReference } from './types.js';

/**
 * The components of `input` when it is a URI-reference (or IRI-reference), else undefined
 * with the failure recorded (see failure.ts). Never throws. `chars` scans the runs of one class:
 * scanChars, or its character loop charRun (the same results, without scan-long.ts in the
 * bundle: see validators.ts).
 */
export function scanReference(
  input: string,
  iri: boolean,
  zoneId: boolean,
  chars: typeof scanChars,
): UriReference | undefined {
  // Not input.charCodeAt: the call stays monomorphic whatever the string's representation
  // (see scan-chars.ts).
  const codeAt = String.prototype.charCodeAt;
  if (typeof input !== 'string') {
    fail('not-a-string', 0);
    return undefined;
  }
  const n = input.length;
  const ucs = iri ? IRI_UCSCHAR : 0;

  // §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), ended by ':'. Without the ':',
  // the same characters begin a relative path (§4.2), so nothing is consumed.
  let schemeEnd = -1;
  let schemeStop = -1;
  let pos = 0;
  // NaN when the input is empty: no scheme.
  const first = codeAt.call(input, 0);
  if (first < 128 && (CHAR_CLASS[first]! & ALPHA) !== 0) {
    schemeStop = chars(input, 1, n, SCHEME, ASCII_ONLY);
    if (schemeStop < n && codeAt.call(input, schemeStop) === 0x3a) {
      schemeEnd = schemeStop;
      pos = schemeStop + 1;
    }
  }

  // §3.2 authority = [ userinfo "@" ] host [ ":" port ], after "//", up to "/", "?", "#" or
  // the end. Neither host nor port may contain '@', so the first '@' ends the userinfo.
  let at = -1;
  let hostStart = -1;
  let hostEnd = -1;
  let portStart = -1;
  let kind: HostKind | undefined;
  if (pos + 1 < n && codeAt.call(input, pos) === 0x2f && codeAt.call(input, pos + 1) === 0x2f) {
    const start = pos + 2;
    hostStart = start;
    // Fast path: an authority that is a run of reg-name's ASCII characters, then optionally
    // ':' and a run of digits, ended by '/', '?', '#' or the end, is host [ ":" port ] with no
    // userinfo ('@' is in neither run). It skips the search for '@' and scanHost.
    hostEnd = chars(input, start, n, REG_NAME, ASCII_ONLY);
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
        if (c === 0x40 && at < 0) at = end;
        end++;
      }
      if (at >= 0) {
        const userinfoStop = chars(input, start, at, USERINFO, ucs);
        if (userinfoStop < at) return failChar(input, userinfoStop, 'invalid-userinfo-char');
        hostStart = at + 1;
      }
      hostEnd = scanHost(input, hostStart, end, iri, zoneId, chars);
      if (hostEnd < 0) return undefined;
    }
    kind = hostKind(input, hostStart, hostEnd);
    if (hostEnd < end) {
      // §3.2.3 port = *DIGIT
      portStart = hostEnd + 1;
      const portStop = chars(input, portStart, end, DIGIT, ASCII_ONLY);
      if (portStop < end) {
        fail('invalid-port-char', portStop);
        return undefined;
      }
    }
    pos = end;
  }

  // §3.3 path. Without scheme and authority it is path-noscheme or path-empty: the first
  // segment is segment-nz-nc (§4.2), so a ':' in it breaks the grammar where it stands.
  const pathStart = pos;
  let firstStop = -1;
  if (schemeEnd < 0 && hostStart < 0) {
    firstStop = chars(input, pos, n, SEGMENT_NZ_NC, ucs);
    if (firstStop < n && codeAt.call(input, firstStop) === 0x3a) {
      fail(firstStop === 0 ? 'empty-scheme' : 'colon-in-first-segment', firstStop);
      return undefined;
    }
    pos = firstStop;
  }
  pos = chars(input, pos, n, PATH, ucs);
  const pathEnd = pos;
  const c = pos < n ? codeAt.call(input, pos) : 0;
  if (pos < n && c !== 0x3f && c !== 0x23) {
    if (pos === firstStop && pos === schemeStop && c !== 0x25 && colonFollows(input, pos + 1)) {
      // 'ht tp://x': a would-be scheme broken by a character that no path allows either.
      fail('invalid-scheme-char', pos);
      return undefined;
    }
    return failChar(input, pos, 'invalid-path-char');
  }

  // §3.4 query = *( pchar / "/" / "?" ); RFC 3987 adds iprivate here only.
  let queryStart = -1;
  if (c === 0x3f && pos < n) {
    queryStart = pos + 1;
    pos = chars(input, queryStart, n, QUERY, iri ? IRI_PRIVATE : 0);
    if (pos < n && codeAt.call(input, pos) !== 0x23) {
      return failChar(input, pos, 'invalid-query-char');
    }
  }
  const queryEnd = pos;

  // §3.5 fragment = *( pchar / "/" / "?" ): a second '#' is not allowed.
  let fragmentStart = -1;
  if (pos < n) {
    fragmentStart = pos + 1;
    pos = chars(input, fragmentStart, n, QUERY, ucs);
    if (pos < n) return failChar(input, pos, 'invalid-fragment-char');
  }

  // Like codeAt: input.slice would turn megamorphic too.
  const slice = String.prototype.slice;
  return {
    scheme: schemeEnd >= 0 ? slice.call(input, 0, schemeEnd) : undefined,
    // The authority starts after the scheme's ':' (or at 0) and "//".
    userinfo: at >= 0 ? slice.call(input, schemeEnd + 3, at) : undefined,
    host: hostStart >= 0 ? slice.call(input, hostStart, hostEnd) : undefined,
    port: portStart >= 0 ? slice.call(input, portStart, pathStart) : undefined,
    path: slice.call(input, pathStart, pathEnd),
    query: queryStart >= 0 ? slice.call(input, queryStart, queryEnd) : undefined,
    fragment: fragmentStart >= 0 ? slice.call(input, fragmentStart) : undefined,
    hostKind: kind,
  };
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
