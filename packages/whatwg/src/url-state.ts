// The state behind a URL object: the serialized URL (href) and the offsets of its components,
// as ada keeps it, so that the getters slice and a URL that needed no change keeps its input
// as its href. Setters go through the URL record (URL Standard §6.1 setters run the basic URL
// parser with a state override on it) and serialize back.
import type { ParseContext } from './context.js';
import { basicParse, prepareInput } from './parser.js';
import type { URLRecord } from './record.js';
import { serializePathOf } from './serialize.js';
import type { URLSearchParams } from './url-search-params.js';

/** The serialized URL and where its components are. */
// The fields are declared, not defined (no class-field initializers): the constructor's
// stores give every state one shape.
export class URLState {
  /** The URL serializer's output (§4.5). */
  declare href: string;
  /** Offset of the ":" after the scheme. */
  declare schemeEnd: number;
  /** End of the username (= hostStart when there are no credentials). */
  declare userEnd: number;
  /** Start of the host, or -1 when the host is null. */
  declare hostStart: number;
  /** End of the host. */
  declare hostEnd: number;
  /** The port, or -1 when it is null. */
  declare port: number;
  /** Start of the path (after "/." when the serializer added it). */
  declare pathStart: number;
  /** Offset of "?", or -1 when the query is null. */
  declare queryStart: number;
  /** Offset of "#", or -1 when the fragment is null. */
  declare fragmentStart: number;
  /** The URL object's query object, once made (§6.1 "query object"). */
  declare params: URLSearchParams | null;

  constructor(
    href: string,
    schemeEnd: number,
    userEnd: number,
    hostStart: number,
    hostEnd: number,
    port: number,
    pathStart: number,
    queryStart: number,
    fragmentStart: number,
  ) {
    this.href = href;
    this.schemeEnd = schemeEnd;
    this.userEnd = userEnd;
    this.hostStart = hostStart;
    this.hostEnd = hostEnd;
    this.port = port;
    this.pathStart = pathStart;
    this.queryStart = queryStart;
    this.fragmentStart = fragmentStart;
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
(URLState as unknown as { keeper: URLState }).keeper = new URLState(
  '',
  0,
  0,
  -1,
  -1,
  -1,
  0,
  -1,
  -1,
);

/** The end of the path: the "?", the "#" or the end of href. */
export function pathEnd(state: URLState): number {
  return state.queryStart >= 0
    ? state.queryStart
    : state.fragmentStart >= 0
      ? state.fragmentStart
      : state.href.length;
}

/** Serializes `url` into `state` (§4.5, recording the offsets); returns `state`. */
export function writeRecord(state: URLState, url: URLRecord): URLState {
  let h = `${url.scheme}:`;
  state.schemeEnd = h.length - 1;
  if (url.host !== null) {
    h += '//';
    if (url.username !== '' || url.password !== '') {
      h += url.username;
      state.userEnd = h.length;
      if (url.password !== '') h += `:${url.password}`;
      h += '@';
    } else {
      state.userEnd = h.length;
    }
    state.hostStart = h.length;
    h += url.host;
    state.hostEnd = h.length;
    if (url.port !== null) h += `:${url.port}`;
  } else {
    state.userEnd = state.hostStart = state.hostEnd = -1;
    if (typeof url.path !== 'string' && url.path.length > 1 && url.path[0] === '') h += '/.';
  }
  state.port = url.port ?? -1;
  state.pathStart = h.length;
  h += serializePathOf(url);
  state.queryStart = -1;
  if (url.query !== null) {
    state.queryStart = h.length;
    h += `?${url.query}`;
  }
  state.fragmentStart = -1;
  if (url.fragment !== null) {
    state.fragmentStart = h.length;
    h += `#${url.fragment}`;
  }
  state.href = h;
  return state;
}

/** A new state for the record `url`. */
export function stateOf(url: URLRecord): URLState {
  return writeRecord(new URLState('', 0, 0, -1, -1, -1, 0, -1, -1), url);
}

/** The URL record that `state` serializes (§4.1), with a fresh path list. */
export function recordOf(state: URLState): URLRecord {
  const { href, schemeEnd, userEnd, hostStart, queryStart, fragmentStart } = state;
  const end = pathEnd(state);
  const path = href.slice(state.pathStart, end);
  const hosted = hostStart >= 0;
  return {
    scheme: href.slice(0, schemeEnd),
    username: hosted ? href.slice(schemeEnd + 3, userEnd) : '',
    password: hosted && userEnd < hostStart - 1 ? href.slice(userEnd + 1, hostStart - 1) : '',
    host: hosted ? href.slice(hostStart, state.hostEnd) : null,
    port: state.port < 0 ? null : state.port,
    path:
      !hosted && path.charCodeAt(0) !== 0x2f ? path : path === '' ? [] : path.slice(1).split('/'),
    query:
      queryStart < 0
        ? null
        : href.slice(queryStart + 1, fragmentStart < 0 ? href.length : fragmentStart),
    fragment: fragmentStart < 0 ? null : href.slice(fragmentStart + 1),
  };
}

/** Replaces the query (null removes it) without a full serialization. */
export function setQuery(state: URLState, query: string | null): void {
  const end = pathEnd(state);
  const tail = state.fragmentStart >= 0 ? state.href.slice(state.fragmentStart) : '';
  const middle = query === null ? '' : `?${query}`;
  state.href = state.href.slice(0, end) + middle + tail;
  state.queryStart = query === null ? -1 : end;
  if (state.fragmentStart >= 0) state.fragmentStart = end + middle.length;
}

/** Replaces the fragment (null removes it). */
export function setFragment(state: URLState, fragment: string | null): void {
  const end = state.fragmentStart >= 0 ? state.fragmentStart : state.href.length;
  state.href = state.href.slice(0, end) + (fragment === null ? '' : `#${fragment}`);
  state.fragmentStart = fragment === null ? -1 : end;
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
