// RFC 3986 Appendix B with offsets: where each component of any string starts and ends, as
// @urikit/syntax's split reads it (the userinfo ends at the last '@', the port after the last ':'
// outside an IP-literal), so that findings can point into the input.

/**
 * Offsets of the components of a string read with Appendix B's regular expression. A component
 * that is absent has start -1; `[xStart, xEnd)` is the component without its delimiter.
 */
export interface Spans {
  schemeEnd: number;
  /** Start of the authority (after `//`), or -1. */
  authorityStart: number;
  authorityEnd: number;
  /** Offset of the '@' that ends the userinfo, or -1. */
  at: number;
  hostStart: number;
  hostEnd: number;
  /** Start of the port (after ':'), or -1. */
  portStart: number;
  pathStart: number;
  pathEnd: number;
  /** Start of the query (after '?'), or -1. */
  queryStart: number;
  queryEnd: number;
  /** Start of the fragment (after '#'), or -1. */
  fragmentStart: number;
}

/**
 * Reads `input` with RFC 3986 Appendix B; never fails. For a valid reference the spans are those
 * of parse's components.
 */
export function spansOf(input: string): Spans {
  const n = input.length;
  let pos = 0;
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
  let at = -1;
  let hostStart = -1;
  let hostEnd = -1;
  let portStart = -1;
  if (pos + 1 < n && input.charCodeAt(pos) === 0x2f && input.charCodeAt(pos + 1) === 0x2f) {
    const authorityStart = pos + 2;
    let end = authorityStart;
    while (end < n) {
      const c = input.charCodeAt(end);
      if (c === 0x2f || c === 0x3f || c === 0x23) break;
      if (c === 0x40) at = end;
      end++;
    }
    hostStart = at >= 0 ? at + 1 : authorityStart;
    hostEnd = portColon(input, hostStart, end);
    if (hostEnd < end) portStart = hostEnd + 1;
    pos = end;
  }
  return spansAfter(input, schemeEnd, at, hostStart, hostEnd, portStart, pos);
}

/**
 * The spans of `input` whose scheme, userinfo, host and port Appendix B has read (their offsets,
 * -1 for one absent) and whose path starts at `pathStart`: the path, query and fragment are
 * found by indexOf (native, and most paths are long).
 */
export function spansAfter(
  input: string,
  schemeEnd: number,
  at: number,
  hostStart: number,
  hostEnd: number,
  portStart: number,
  pathStart: number,
): Spans {
  const n = input.length;
  // ([^?#]*): up to the first '?' or '#'.
  const question = input.indexOf('?', pathStart);
  const hash = input.indexOf('#', pathStart);
  let pos = question < 0 ? (hash < 0 ? n : hash) : hash < 0 ? question : Math.min(question, hash);
  const pathEnd = pos;
  let queryStart = -1;
  if (pos < n && input.charCodeAt(pos) === 0x3f) {
    queryStart = pos + 1;
    pos = input.indexOf('#', queryStart);
    if (pos < 0) pos = n;
  }
  const queryEnd = pos;
  const fragmentStart = pos < n ? pos + 1 : -1;
  // An authority (there when the host is) starts after the scheme's ':' (or at 0) and "//" and
  // ends where the path starts.
  return {
    schemeEnd,
    authorityStart: hostStart >= 0 ? schemeEnd + 3 : -1,
    authorityEnd: hostStart >= 0 ? pathStart : -1,
    at,
    hostStart,
    hostEnd,
    portStart,
    pathStart,
    pathEnd,
    queryStart,
    queryEnd,
    fragmentStart,
  };
}

// The ':' before the port in [start, end): the last ':' not inside an IP-literal, else `end`.
function portColon(input: string, start: number, end: number): number {
  for (let i = end - 1; i >= start; i--) {
    const c = input.charCodeAt(i);
    if (c === 0x5d) return end;
    if (c === 0x3a) {
      if (input.charCodeAt(start) === 0x5b) {
        const close = input.indexOf(']', start);
        if (close < 0 || close > i) return end;
      }
      return i;
    }
  }
  return end;
}
