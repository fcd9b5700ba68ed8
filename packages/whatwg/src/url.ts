// URL Standard §6.1 the URL class, with WebIDL's conversions (USVString) and TypeErrors, made
// by a factory that takes the domain-to-ASCII function: the package's URL uses @urikit/idn, and
// createURL lets a bundle use another one (the runtime's, for instance) and leave the IDNA
// tables out.
import { parseHref, parseRecord, plainContext } from './api-parser.js';
import { USERINFO_SET } from './code-points.js';
import type { DomainToASCII } from './context.js';
import { asInterface, KEEP, slotOf } from './interface.js';
import { serializeOrigin } from './origin.js';
import { FRAGMENT, HOST, HOSTNAME, PATH_START, PORT, QUERY, SCHEME_START } from './parser.js';
import { encodeSet } from './percent-encode.js';
import { cannotHaveUsernamePasswordPort } from './record.js';
import { queryObject, resetList, type URLSearchParams } from './url-search-params.js';
import {
  HREF,
  PARAMS,
  PARTS,
  parseOver,
  partsOf,
  recordOf,
  type URLParts,
  type URLState,
  writeRecord,
} from './url-state.js';
import { requireArguments, usv, webidlString } from './webidl.js';

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
  const state = (self: unknown): URLState => {
    slotOf(self, HREF, 'URL');
    return self as URLState;
  };
  const parts = (self: unknown): URLParts => partsOf(state(self));
  // WebIDL: an optional argument passed as undefined is missing.
  const baseOf = (base: unknown): string | undefined =>
    base === undefined ? undefined : usv(base);

  // The href URL.parse hands to the constructor.
  let handoff: string | null = null;

  class URL {
    declare [HREF]: string;
    declare [PARTS]: URLParts | null;
    declare [PARAMS]: URLSearchParams | null;

    constructor(url: unknown, base?: unknown) {
      let href = handoff;
      if (href === null) {
        // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
        requireArguments(arguments.length, 1, 'URL constructor');
        const input = webidlString(url);
        href = parseHref(input, baseOf(base), ctx);
        if (href === null) throw new TypeError(`Invalid URL: ${JSON.stringify(input)}`);
      }
      handoff = null;
      // Plain stores (Object.defineProperty cost about a third of the constructor).
      this[HREF] = href;
      this[PARTS] = null;
      this[PARAMS] = null;
    }

    static canParse(url: unknown, base?: unknown): boolean {
      // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
      requireArguments(arguments.length, 1, 'URL.canParse');
      return parseHref(webidlString(url), baseOf(base), ctx) !== null;
    }

    static parse(url: unknown, base?: unknown): URL | null {
      // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
      requireArguments(arguments.length, 1, 'URL.parse');
      handoff = parseHref(webidlString(url), baseOf(base), ctx);
      // Through the constructor, so that every URL object has one shape.
      return handoff === null ? null : new URL(undefined);
    }

    get href(): string {
      return state(this)[HREF];
    }

    set href(value: string) {
      const s = state(this);
      const url = parseRecord(webidlString(value), null, ctx);
      if (url === null) throw new TypeError(`Invalid URL: ${JSON.stringify(value)}`);
      writeRecord(s, url);
      if (s[PARAMS] !== null) resetList(s[PARAMS], url.query);
    }

    get origin(): string {
      const p = parts(this);
      return serializeOrigin(p.scheme, p.host, p.port, p.path, (input) =>
        parseRecord(input, null, ctx),
      );
    }

    get protocol(): string {
      return `${parts(this).scheme}:`;
    }

    set protocol(value: string) {
      parseOver(state(this), `${webidlString(value)}:`, SCHEME_START, ctx);
    }

    get username(): string {
      return parts(this).username;
    }

    set username(value: string) {
      setCredential(state(this), value, false);
    }

    get password(): string {
      return parts(this).password;
    }

    set password(value: string) {
      setCredential(state(this), value, true);
    }

    get host(): string {
      const { host, port } = parts(this);
      return host === null ? '' : port === null ? host : `${host}:${port}`;
    }

    set host(value: string) {
      const s = state(this);
      if (!isOpaque(s)) parseOver(s, webidlString(value), HOST, ctx);
    }

    get hostname(): string {
      return parts(this).host ?? '';
    }

    set hostname(value: string) {
      const s = state(this);
      if (!isOpaque(s)) parseOver(s, webidlString(value), HOSTNAME, ctx);
    }

    get port(): string {
      const port = parts(this).port;
      return port === null ? '' : `${port}`;
    }

    set port(value: string) {
      const s = state(this);
      const text = webidlString(value);
      const url = recordOf(s);
      if (cannotHaveUsernamePasswordPort(url)) return;
      if (text === '') {
        url.port = null;
        writeRecord(s, url);
      } else {
        parseOver(s, text, PORT, ctx, url);
      }
    }

    get pathname(): string {
      return parts(this).path;
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
      const query = parts(this).query;
      return query ? `?${query}` : '';
    }

    set search(value: string) {
      const s = state(this);
      const text = usv(value);
      const url = recordOf(s);
      const input = text.charCodeAt(0) === 0x3f ? text.slice(1) : text;
      url.query = text === '' ? null : '';
      if (text === '') writeRecord(s, url);
      else parseOver(s, input, QUERY, ctx, url);
      if (s[PARAMS] !== null) resetList(s[PARAMS], text === '' ? null : input);
    }

    get searchParams(): URLSearchParams {
      const s = state(this);
      if (s[PARAMS] === null) s[PARAMS] = queryObject(s);
      return s[PARAMS];
    }

    get hash(): string {
      const fragment = parts(this).fragment;
      return fragment ? `#${fragment}` : '';
    }

    set hash(value: string) {
      const s = state(this);
      const text = usv(value);
      const url = recordOf(s);
      url.fragment = text === '' ? null : '';
      if (text === '') writeRecord(s, url);
      else parseOver(s, text.charCodeAt(0) === 0x23 ? text.slice(1) : text, FRAGMENT, ctx, url);
    }

    toJSON(): string {
      return state(this)[HREF];
    }

    toString(): string {
      return state(this)[HREF];
    }
  }
  asInterface(URL, 'URL');
  // A URL object that lives as long as its class. V8 reaches the shape (hidden class) that the
  // constructor's stores build through weak transitions; when a full collection finds no URL
  // alive (a benchmark's gc() between rounds, an idle server), the shape dies and every function
  // optimized for it is thrown away ("weak objects" deopts), then compiled again. A live object
  // keeps the shape, and the optimized code, alive. (A static of the class: an assignment, which
  // no bundler drops.)
  (URL as unknown as Record<symbol, unknown>)[KEEP] = new URL('a:');
  return URL as unknown as WhatwgURLConstructor;
}

/**
 * The username and password setters (§6.1): nothing when the URL cannot have them, else the
 * value through the userinfo percent-encode set.
 */
function setCredential(s: URLState, value: unknown, password: boolean): void {
  const url = recordOf(s);
  if (cannotHaveUsernamePasswordPort(url)) return;
  const text = usv(value);
  const encoded = encodeSet(text, 0, text.length, USERINFO_SET);
  if (password) url.password = encoded;
  else url.username = encoded;
  writeRecord(s, url);
}

/** §4.1 "has an opaque path": no host and a path that does not start with "/". */
function isOpaque(s: URLState): boolean {
  const { host, path } = partsOf(s);
  return host === null && path.charCodeAt(0) !== 0x2f;
}
