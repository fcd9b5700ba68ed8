// RFC 3986 Appendix B split: what ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
// assigns to any string, computed by a scan, with the authority divided as §3.2 writes it.

import { requireString } from '@urikit/percent-encoding';
import type { UriComponents } from './types.js';

/**
 * Splits any string into the components of RFC 3986 Appendix B without validating them, the
 * authority divided as §3.2 writes it. For a valid reference the answer equals parse's.
 *
 * @throws {TypeError} when `input` is not a string; never for a string.
 * @example
 * ```ts
 * split('http://a b/%zz?q');
 * // → { scheme: 'http', userinfo: undefined, host: 'a b', port: undefined, path: '/%zz',
 * //     query: 'q', fragment: undefined }
 * ```
 */
export function split(input: string): UriComponents {
  requireString('split', 'input', input);
  const n = input.length;
  let pos = 0;

  // ([^:/?#]+):  — a non-empty run up to the first ':' that comes before any '/', '?', '#'.
  let schemeEnd = -1;
  let i = 0;
  while (i < n) {
    const c = input.charCodeAt(i);
    if (c === 0x3a || c === 0x2f || c === 0x3f || c === 0x23) break;
    i++;
  }
  if (i > 0 && i < n && input.charCodeAt(i) === 0x3a) {
    schemeEnd = i;
    pos = i + 1;
  }

  // (//([^/?#]*))?
  let authorityStart = -1;
  let at = -1;
  let hostEnd = -1;
  if (pos + 1 < n && input.charCodeAt(pos) === 0x2f && input.charCodeAt(pos + 1) === 0x2f) {
    authorityStart = pos + 2;
    let end = authorityStart;
    while (end < n) {
      const c = input.charCodeAt(end);
      if (c === 0x2f || c === 0x3f || c === 0x23) break;
      if (c === 0x40) at = end;
      end++;
    }
    hostEnd = portColon(input, at >= 0 ? at + 1 : authorityStart, end);
    pos = end;
  }

  // ([^?#]*)
  const pathStart = pos;
  while (pos < n) {
    const c = input.charCodeAt(pos);
    if (c === 0x3f || c === 0x23) break;
    pos++;
  }
  const pathEnd = pos;

  // (\?([^#]*))?
  let queryStart = -1;
  if (pos < n && input.charCodeAt(pos) === 0x3f) {
    queryStart = pos + 1;
    pos = input.indexOf('#', queryStart);
    if (pos < 0) pos = n;
  }
  const queryEnd = pos;

  // (#(.*))? — '.' taken as any character, as in the RFC's POSIX reading, line breaks included.
  const hasFragment = pos < n;
  const hostStart = at >= 0 ? at + 1 : authorityStart;

  return {
    scheme: schemeEnd >= 0 ? input.slice(0, schemeEnd) : undefined,
    userinfo: at >= 0 ? input.slice(authorityStart, at) : undefined,
    host: authorityStart >= 0 ? input.slice(hostStart, hostEnd) : undefined,
    port:
      authorityStart >= 0 && hostEnd < pathStart ? input.slice(hostEnd + 1, pathStart) : undefined,
    path: input.slice(pathStart, pathEnd),
    query: queryStart >= 0 ? input.slice(queryStart, queryEnd) : undefined,
    fragment: hasFragment ? input.slice(pos + 1) : undefined,
  };
}

// The offset of the ':' before the port in [start, end), or `end` when there is no port: the
// last ':' that is not inside an IP-literal. The userinfo ends at the last '@' (above).
function portColon(input: string, start: number, end: number): number {
  for (let i = end - 1; i >= start; i--) {
    const c = input.charCodeAt(i);
    if (c === 0x5d) return end;
    if (c === 0x3a) {
      // '[::1' without ']': the colons belong to the unclosed literal, not to a port.
      if (input.charCodeAt(start) === 0x5b) {
        const close = input.indexOf(']', start);
        if (close < 0 || close > i) return end;
      }
      return i;
    }
  }
  return end;
}
