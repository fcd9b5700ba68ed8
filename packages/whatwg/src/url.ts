// URL Standard §6.1 the URL class, with WebIDL's conversions (USVString) and TypeErrors, made
// by a factory that takes the domain-to-ASCII function: the package's URL uses @urikit/idn, and
// createURL lets a bundle use another one (the runtime's, for instance) and leave the IDNA
// tables out.
import { parseRecord, parseState, plainContext } from './api-parser.js';
import { USERINFO_SET } from './code-points.js';
import type { DomainToASCII } from './context.js';
import { asInterface, KEEP, slotOf } from './interface.js';
import { serializeOrigin } from './origin.js';
import { FRAGMENT, HOST, HOSTNAME, PATH_START, PORT, QUERY, SCHEME_START } from './parser.js';
import { encodeSet } from './percent-encode.js';
import { queryObject, resetList, type URLSearchParams } from './url-search-params.js';
import {
  parseOver,
  pathEnd,
  recordOf,
  setFragment,
  setQuery,
  type URLState,
  writeRecord,
} from './url-state.js';
import { requireArguments, usv, webidlString } from './webidl.js';

const STATE: unique symbol = Symbol('url') as never;

/**
 * A URL object (URL Standard §6.1): every attribute of the standard's `URL` interface.
 *
 * @example
 * ```ts
 * const url: WhatwgURLObject = new URL('https://example.org/a?b#c');
 * url.pathname; // → '/a'
 * ```
 */
export interface WhatwgURLObject {
  href: string;
  readonly origin: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  readonly searchParams: URLSearchParams;
  hash: string;
  toJSON(): string;
  toString(): string;
}

/**
 * The URL class (URL Standard §6.1): constructor and statics.
 *
 * @example
 * ```ts
 * const Url: WhatwgURLConstructor = createURL((domain) => domain.toLowerCase());
 * Url.canParse('https://example.org'); // → true
 * ```
 */
export interface WhatwgURLConstructor {
  new (
    url: string | { toString(): string },
    base?: string | { toString(): string },
  ): WhatwgURLObject;
  readonly prototype: WhatwgURLObject;
  /** Whether `new URL(url, base)` would succeed. */
  canParse(url: string | { toString(): string }, base?: string | { toString(): string }): boolean;
  /** `new URL(url, base)`, or null where it would throw. */
  parse(
    url: string | { toString(): string },
    base?: string | { toString(): string },
  ): WhatwgURLObject | null;
}

/**
 * Makes a URL class (URL Standard §6.1) whose host parser runs `domainToASCII` on domains with a
 * non-ASCII code point (ASCII domains are only lower-cased, as the standard says). The package's
 * own `URL` is `createURL` with @urikit/idn's UTS #46 ToASCII; pass another function (the
 * runtime's, for instance) to keep the IDNA tables out of a bundle.
 *
 * @example
 * ```ts
 * const AsciiURL = createURL(() => undefined); // non-ASCII domains fail
 * new AsciiURL('HTTP://EXAMPLE.org/%7e').href; // → 'http://example.org/%7e'
 * AsciiURL.canParse('http://bücher.de'); // → false
 * ```
 */
export function createURL(domainToASCII: DomainToASCII): WhatwgURLConstructor {
  const ctx = plainContext(domainToASCII);
  const state = (self: unknown): URLState => slotOf<URLState>(self, STATE, 'URL');
  // WebIDL: an optional argument passed as undefined is missing.
  const baseOf = (base: unknown): string | undefined =>
    base === undefined ? undefined : usv(base);

  // The state URL.parse hands to the constructor.
  let handoff: URLState | null = null;

  class URL {
    declare [STATE]: URLState;

    constructor(url: unknown, base?: unknown) {
      if (handoff !== null) {
        this[STATE] = handoff;
        handoff = null;
        return;
      }
      // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
      requireArguments(arguments.length, 1, 'URL constructor');
      const input = webidlString(url);
      const parsed = parseState(input, baseOf(base), ctx);
      if (parsed === null) throw new TypeError(`Invalid URL: ${JSON.stringify(input)}`);
      // A symbol-keyed slot: not an own property for Object.keys, for-in or JSON; a plain store
      // (Object.defineProperty cost about a third of the constructor).
      this[STATE] = parsed;
    }

    static canParse(url: unknown, base?: unknown): boolean {
      // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
      requireArguments(arguments.length, 1, 'URL.canParse');
      return parseState(webidlString(url), baseOf(base), ctx) !== null;
    }

    static parse(url: unknown, base?: unknown): URL | null {
      // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
      requireArguments(arguments.length, 1, 'URL.parse');
      const parsed = parseState(webidlString(url), baseOf(base), ctx);
      if (parsed === null) return null;
      // Through the constructor, so that every URL object has one shape.
      handoff = parsed;
      return new URL(undefined);
    }

    get href(): string {
      return state(this).href;
    }

    set href(value: string) {
      const s = state(this);
      const url = parseRecord(webidlString(value), null, ctx);
      if (url === null) throw new TypeError(`Invalid URL: ${JSON.stringify(value)}`);
      writeRecord(s, url);
      if (s.params !== null) resetList(s.params, url.query);
    }

    get origin(): string {
      const s = state(this);
      const href = s.href;
      return serializeOrigin(
        href.slice(0, s.schemeEnd),
        s.hostStart < 0 ? null : href.slice(s.hostStart, s.hostEnd),
        s.port < 0 ? null : s.port,
        () => href.slice(s.pathStart, pathEnd(s)),
        (input) => parseRecord(input, null, ctx),
      );
    }

    get protocol(): string {
      const s = state(this);
      return s.href.slice(0, s.schemeEnd + 1);
    }

    set protocol(value: string) {
      parseOver(state(this), `${webidlString(value)}:`, SCHEME_START, ctx);
    }

    get username(): string {
      const s = state(this);
      return s.hostStart < 0 ? '' : s.href.slice(s.schemeEnd + 3, s.userEnd);
    }

    set username(value: string) {
      setCredential(state(this), value, false);
    }

    get password(): string {
      const s = state(this);
      return s.hostStart >= 0 && s.userEnd < s.hostStart - 1
        ? s.href.slice(s.userEnd + 1, s.hostStart - 1)
        : '';
    }

    set password(value: string) {
      setCredential(state(this), value, true);
    }

    get host(): string {
      const s = state(this);
      return s.hostStart < 0 ? '' : s.href.slice(s.hostStart, s.pathStart);
    }

    set host(value: string) {
      const s = state(this);
      if (isOpaque(s)) return;
      parseOver(s, webidlString(value), HOST, ctx);
    }

    get hostname(): string {
      const s = state(this);
      return s.hostStart < 0 ? '' : s.href.slice(s.hostStart, s.hostEnd);
    }

    set hostname(value: string) {
      const s = state(this);
      if (isOpaque(s)) return;
      parseOver(s, webidlString(value), HOSTNAME, ctx);
    }

    get port(): string {
      const s = state(this);
      return s.port < 0 ? '' : `${s.port}`;
    }

    set port(value: string) {
      const s = state(this);
      const text = webidlString(value);
      const url = recordOf(s);
      if (url.host === null || url.host === '' || url.scheme === 'file') return;
      if (text === '') {
        url.port = null;
        writeRecord(s, url);
        return;
      }
      parseOver(s, text, PORT, ctx);
    }

    get pathname(): string {
      const s = state(this);
      return s.href.slice(s.pathStart, pathEnd(s));
    }

    set pathname(value: string) {
      const s = state(this);
      if (isOpaque(s)) return;
      // The emptied path is kept as a list: serialized, it would read back as an opaque path.
      const url = recordOf(s);
      url.path = [];
      parseOver(s, webidlString(value), PATH_START, ctx, url);
    }

    get search(): string {
      const s = state(this);
      if (s.queryStart < 0) return '';
      const end = s.fragmentStart < 0 ? s.href.length : s.fragmentStart;
      return end - s.queryStart > 1 ? s.href.slice(s.queryStart, end) : '';
    }

    set search(value: string) {
      const s = state(this);
      const text = usv(value);
      if (text === '') {
        setQuery(s, null);
        if (s.params !== null) resetList(s.params, null);
        return;
      }
      const input = text.charCodeAt(0) === 0x3f ? text.slice(1) : text;
      setQuery(s, '');
      parseOver(s, input, QUERY, ctx);
      if (s.params !== null) resetList(s.params, input);
    }

    get searchParams(): URLSearchParams {
      const s = state(this);
      if (s.params === null) s.params = queryObject(s);
      return s.params;
    }

    get hash(): string {
      const s = state(this);
      return s.fragmentStart >= 0 && s.fragmentStart < s.href.length - 1
        ? s.href.slice(s.fragmentStart)
        : '';
    }

    set hash(value: string) {
      const s = state(this);
      const text = usv(value);
      if (text === '') {
        setFragment(s, null);
        return;
      }
      setFragment(s, '');
      parseOver(s, text.charCodeAt(0) === 0x23 ? text.slice(1) : text, FRAGMENT, ctx);
    }

    toJSON(): string {
      return state(this).href;
    }

    toString(): string {
      return state(this).href;
    }
  }
  asInterface(URL, 'URL');
  // A URL object that lives as long as its class, for the reason URLState's keeper
  // (url-state.ts) gives: the shape with the slot is reached through a weak transition.
  (URL as unknown as Record<symbol, unknown>)[KEEP] = new URL('a:');
  return URL as unknown as WhatwgURLConstructor;
}

/**
 * The username and password setters (§6.1): nothing when the URL cannot have them, else the
 * value through the userinfo percent-encode set.
 */
function setCredential(s: URLState, value: unknown, password: boolean): void {
  const url = recordOf(s);
  if (url.host === null || url.host === '' || url.scheme === 'file') return;
  const text = usv(value);
  const encoded = encodeSet(text, 0, text.length, USERINFO_SET);
  if (password) url.password = encoded;
  else url.username = encoded;
  writeRecord(s, url);
}

/** §4.1 "has an opaque path": no host and a path that does not start with "/". */
function isOpaque(s: URLState): boolean {
  return s.hostStart < 0 && s.href.charCodeAt(s.pathStart) !== 0x2f;
}
