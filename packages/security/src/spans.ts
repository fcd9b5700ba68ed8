// RFC 3986 Appendix B with offsets: where each component of any string starts and ends, as
// @urikit/syntax's split reads it (the userinfo ends at the last '@', the port after the last ':'
// outside an IP-literal), so that findings can point into the input.
import {
  SPAN_FRAGMENT_START,
  SPAN_HOST_END,
  SPAN_HOST_START,
  SPAN_PATH_END,
  SPAN_PATH_START,
  SPAN_PORT_START,
  SPAN_QUERY_END,
  SPAN_QUERY_START,
  SPAN_SCHEME_END,
  SPAN_USERINFO_END,
  type UriComponents,
} from '@urikit/syntax';

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
  let authorityStart = -1;
  let authorityEnd = -1;
  let at = -1;
  let hostStart = -1;
  let hostEnd = -1;
  let portStart = -1;
  if (pos + 1 < n && input.charCodeAt(pos) === 0x2f && input.charCodeAt(pos + 1) === 0x2f) {
    authorityStart = pos + 2;
    let end = authorityStart;
    while (end < n) {
      const c = input.charCodeAt(end);
      if (c === 0x2f || c === 0x3f || c === 0x23) break;
      if (c === 0x40) at = end;
      end++;
    }
    authorityEnd = end;
    hostStart = at >= 0 ? at + 1 : authorityStart;
    hostEnd = portColon(input, hostStart, end);
    if (hostEnd < end) portStart = hostEnd + 1;
    pos = end;
  }
  const pathStart = pos;
  // ([^?#]*): up to the first '?' or '#', found by indexOf (native, and most paths are long).
  const question = input.indexOf('?', pos);
  const hash = input.indexOf('#', pos);
  pos = question < 0 ? (hash < 0 ? n : hash) : hash < 0 ? question : Math.min(question, hash);
  const pathEnd = pos;
  let queryStart = -1;
  if (pos < n && input.charCodeAt(pos) === 0x3f) {
    queryStart = pos + 1;
    pos = input.indexOf('#', queryStart);
    if (pos < 0) pos = n;
  }
  const queryEnd = pos;
  const fragmentStart = pos < n ? pos + 1 : -1;
  return {
    schemeEnd,
    authorityStart,
    authorityEnd,
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

/**
 * The spans of a valid reference from parse's components: for a valid reference they equal
 * Appendix B's (the contract of @urikit/syntax), so the offsets follow from the lengths alone.
 */
export function spansOfComponents(c: UriComponents): Spans {
  const schemeEnd = c.scheme === undefined ? -1 : c.scheme.length;
  let pos = schemeEnd + 1;
  let authorityStart = -1;
  let authorityEnd = -1;
  let at = -1;
  let hostStart = -1;
  let hostEnd = -1;
  let portStart = -1;
  if (c.host !== undefined) {
    authorityStart = pos + 2;
    if (c.userinfo !== undefined) at = authorityStart + c.userinfo.length;
    hostStart = at >= 0 ? at + 1 : authorityStart;
    hostEnd = hostStart + c.host.length;
    authorityEnd = hostEnd;
    if (c.port !== undefined) {
      portStart = hostEnd + 1;
      authorityEnd = portStart + c.port.length;
    }
    pos = authorityEnd;
  }
  const pathStart = pos;
  const pathEnd = pos + c.path.length;
  const queryStart = c.query === undefined ? -1 : pathEnd + 1;
  const queryEnd = c.query === undefined ? pathEnd : queryStart + c.query.length;
  const fragmentStart = c.fragment === undefined ? -1 : queryEnd + 1;
  return {
    schemeEnd,
    authorityStart,
    authorityEnd,
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

/**
 * The spans of a valid reference from the offsets tryParseSpans wrote (the same spans as
 * {@link spansOfComponents} of its parse, without building the components): the authority starts
 * after the scheme's ':' and "//" and ends where the path starts.
 */
export function spansOfOffsets(offsets: Int32Array): Spans {
  const schemeEnd = offsets[SPAN_SCHEME_END]!;
  const hostStart = offsets[SPAN_HOST_START]!;
  const pathStart = offsets[SPAN_PATH_START]!;
  return {
    schemeEnd,
    authorityStart: hostStart >= 0 ? schemeEnd + 3 : -1,
    authorityEnd: hostStart >= 0 ? pathStart : -1,
    at: offsets[SPAN_USERINFO_END]!,
    hostStart,
    hostEnd: offsets[SPAN_HOST_END]!,
    portStart: offsets[SPAN_PORT_START]!,
    pathStart,
    pathEnd: offsets[SPAN_PATH_END]!,
    queryStart: offsets[SPAN_QUERY_START]!,
    queryEnd: offsets[SPAN_QUERY_END]!,
    fragmentStart: offsets[SPAN_FRAGMENT_START]!,
  };
}
