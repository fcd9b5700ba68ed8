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

// The fields are declared, not defined (no class-field initializers): the constructor's
// stores give every state one shape.
export class URLState {
  /** The URL serializer's output (§4.5). */
  declare href: string;
  /** The components of href, once read. */
  declare parts: URLParts | null;
  /** The URL object's query object, once made (§6.1 "query object"). */
  declare params: URLSearchParams | null;

  constructor(href: string) {
    this.href = href;
    this.parts = null;
    this.params = null;
  }
}

/**
 * One state kept alive for the life of the module (a static of the class: an assignment, which
 * no bundler drops). V8 reaches the shape (hidden class) that the constructor's stores build
 * through a weak transition; when a full collection finds no state alive (a benchmark's gc()
 * between rounds, an idle server), the shape dies and every function optimized for it is thrown
 * away ("weak objects" deopts), then compiled again. A live state keeps the shape, and the
 * optimized code, alive.
 */
(URLState as unknown as { keeper: URLState }).keeper = new URLState('');

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
  let parts = state.parts;
  if (parts === null) {
    parts = readParts(state.href);
    state.parts = parts;
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
  state.href = serializeRecord(url);
  state.parts = null;
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
