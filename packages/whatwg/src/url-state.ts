// The state behind a URL object: its href (the URL serializer's output, URL Standard §4.5), and
// the components read back from it when a getter or setter first needs them. A URL already in
// serialized form keeps its input as href (fast-path.ts), and `new URL(x).href` reads nothing
// else. Setters go through the URL record (§6.1 setters run the basic URL parser with a state
// override on it) and serialize back.
import type { ParseContext } from './context.js';
import { basicParse, prepareInput } from './parser.js';
import type { URLRecord } from './record.js';
import { serializeRecord } from './serialize.js';
import type { URLSearchParams } from './url-search-params.js';

/** A URL's components as a URL record whose path is the serialized path (`pathname`). */
export interface URLParts extends URLRecord {
  path: string;
}

export const HREF: unique symbol = Symbol('href') as never;
export const PARTS: unique symbol = Symbol('parts') as never;
export const PARAMS: unique symbol = Symbol('params') as never;

/**
 * The state of a URL object, in slots of the object itself (symbol keys: no own property for
 * Object.keys, for-in or JSON). The URL class (url.ts) keeps one object alive for the life of
 * the class, so that V8 keeps the shape these three stores build, and the code optimized for it.
 */
export interface URLState {
  /** The URL serializer's output (§4.5). */
  [HREF]: string;
  /** The components of href, once read. */
  [PARTS]: URLParts | null;
  /** The URL object's query object, once made (§6.1 "query object"). */
  [PARAMS]: URLSearchParams | null;
}

/** The first of `c1`, `c2`, `c3` in s[from, to), or `to`. */
function firstOf(s: string, from: number, to: number, c1: number, c2: number, c3: number): number {
  for (; from < to; from++) {
    const c = s.charCodeAt(from);
    if (c === c1 || c === c2 || c === c3) break;
  }
  return from;
}

/**
 * Reads the components of a serialized URL. The serializer's delimiters cannot occur inside the
 * component they end: "@" and ":" are in the userinfo percent-encode set, "/", "?" and "#" end
 * the authority, a path segment and the opaque path, "#" ends the query (§4.4); a host holds
 * ":" only between brackets. A path that starts "/./" is the serializer's "/." before a path
 * whose first segment is empty (§4.5 step 2.2: a dot segment cannot start a parsed path).
 */
function readParts(href: string): URLParts {
  const len = href.length;
  const schemeEnd = href.indexOf(':');
  let p = schemeEnd + 1;
  let username = '';
  let password = '';
  let host: string | null = null;
  let port: number | null = null;
  if (href.startsWith('//', p)) {
    p += 2;
    const end = firstOf(href, p, len, 0x2f, 0x3f, 0x23);
    const at = href.lastIndexOf('@', end);
    if (at >= p) {
      const colon = firstOf(href, p, at, 0x3a, 0x3a, 0x3a);
      username = href.slice(p, colon);
      password = colon < at ? href.slice(colon + 1, at) : '';
      p = at + 1;
    }
    const hostEnd = firstOf(
      href,
      href.charCodeAt(p) === 0x5b ? href.indexOf(']', p) : p,
      end,
      0x3a,
      0x3a,
      0x3a,
    );
    host = href.slice(p, hostEnd);
    if (hostEnd < end) port = +href.slice(hostEnd + 1, end);
    p = end;
  } else if (href.startsWith('/./', p)) {
    p += 2;
  }
  const pathEnd = firstOf(href, p, len, 0x3f, 0x23, 0x23);
  const fragment = href.indexOf('#', pathEnd);
  const queryEnd = fragment < 0 ? len : fragment;
  return {
    scheme: href.slice(0, schemeEnd),
    username,
    password,
    host,
    port,
    path: href.slice(p, pathEnd),
    query: pathEnd < queryEnd ? href.slice(pathEnd + 1, queryEnd) : null,
    fragment: fragment < 0 ? null : href.slice(fragment + 1),
  };
}

/** The components of the state's URL. */
export function partsOf(state: URLState): URLParts {
  let parts = state[PARTS];
  if (parts === null) {
    parts = readParts(state[HREF]);
    state[PARTS] = parts;
  }
  return parts;
}

/** A new URL record of the state's URL (§4.1), with its path as a list unless it is opaque. */
export function recordOf(state: URLState): URLRecord {
  const parts = partsOf(state);
  const path = parts.path;
  return {
    ...parts,
    path:
      parts.host === null && path.charCodeAt(0) !== 0x2f
        ? path
        : path === ''
          ? []
          : path.slice(1).split('/'),
  };
}

/** Makes `url` the state's URL (§4.5). */
export function writeRecord(state: URLState, url: URLRecord): void {
  state[HREF] = serializeRecord(url);
  state[PARTS] = null;
}

/**
 * Runs the basic URL parser on `input` with the state's record as url and `override` as state
 * override (§4.4), and takes the record back whatever the outcome: the standard edits the URL in
 * place, and a setter ignores failure.
 */
export function parseOver(
  state: URLState,
  input: string,
  override: number,
  ctx: ParseContext,
  url: URLRecord = recordOf(state),
): void {
  basicParse(prepareInput(input, false, ctx), null, url, override, ctx);
  writeRecord(state, url);
}
