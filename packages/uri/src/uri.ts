// Uri: the immutable value of a URI reference (RFC 3986 §4.1). It holds the text and its
// components; every method is a thin call into syntax, resolve, normalize or query.
import { equivalent, type NormalizeOptions, normalize, type SchemeRule } from '@urikit/normalize';
import {
  argumentError,
  percentEncode,
  requireOptions,
  requireString,
  requireType,
} from '@urikit/percent-encoding';
import { QueryParams, type QueryParamsInit } from '@urikit/query';
import { relativize, resolve } from '@urikit/resolve';
import {
  type HostKind,
  type ParseOptions,
  parse,
  recompose,
  requireComponents,
  tryParse,
  type UriComponents,
  UriError,
  type UriReference,
} from '@urikit/syntax';
import { appendSegments, decodeSegments, pathOfSegments } from './path-segments.js';

// The boundary rule of CONTRIBUTING.md: an argument of the wrong type is a TypeError in the name
// of the method called (the types below for requireOptions).
const PARSE_OPTIONS = { iri: 'boolean', zoneId: 'boolean' } as const;

/** The checks of Uri.parse and Uri.tryParse; answers the options as read, once (requireOptions' copy). */
function checkText<T>(fn: string, text: unknown, options: T): T {
  requireString(fn, 'text', text);
  return requireOptions(fn, options, PARSE_OPTIONS);
}

function checkSegments(fn: string, segments: unknown): void {
  requireType(fn, 'segments', segments, 'array');
  for (const segment of segments as unknown[]) {
    if (typeof segment !== 'string') {
      throw argumentError(fn, 'segments', 'an array of strings', segment);
    }
  }
}

function checkParam(fn: string, name: unknown, value: unknown): void {
  requireString(fn, 'name', name);
  requireType(fn, 'value', value, 'string', true);
}

// QueryParams.from(init), its TypeError (init is not pairs or a record) in the name of
// Uri.withQueryParams.
function paramsOf(init: QueryParamsInit): QueryParams {
  try {
    return QueryParams.from(init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    throw argumentError('Uri.withQueryParams', 'params', 'a QueryParams, pairs or a record', init);
  }
}

// A reference that is a Uri or its text (String() of a Uri is its text).
function checkReference(fn: string, argument: string, reference: unknown): void {
  if (typeof reference !== 'string' && !(reference instanceof Uri)) {
    throw argumentError(fn, argument, 'a Uri or a string', reference);
  }
}

/**
 * The components {@link Uri.with} may change, as already-encoded text (RFC 3986 §3). A key
 * that is present replaces that component, `undefined` included (which removes it); a key that
 * is absent keeps the component as it is.
 *
 * @example
 * ```ts
 * const parts: UriParts = { query: 'a=1', fragment: undefined };
 * Uri.parse('http://h/p#f').with(parts).toString(); // → 'http://h/p?a=1'
 * ```
 */
export type UriParts = { -readonly [K in keyof UriComponents]?: UriComponents[K] };

/**
 * The rungs of the RFC 3986 §6.2 comparison ladder that {@link Uri.equals} climbs.
 *
 * @example
 * ```ts
 * const level: UriEqualityLevel = 'syntax';
 * Uri.parse('HTTP://a/%7e').equals('http://a/~', level); // → true
 * ```
 */
export type UriEqualityLevel = 'simple' | 'syntax' | 'scheme';

const KEYS = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;

/**
 * An immutable, frozen URI reference (RFC 3986 §4.1): the seven components as written, the
 * kind of host, derived views, and methods that return new values. `toString()` is the text
 * it was parsed from, unchanged.
 *
 * Two ways to give a component, never mixed up:
 * - {@link Uri.with} and {@link Uri.from} take **already-encoded text**: it is validated
 *   against the component's grammar and refused with a UriError (never repaired);
 * - the `with…` / `append…` helpers (`withPathSegments`, `appendPath`, `withQueryParam`,
 *   `withFragment`, `withUserinfo`, …) take **data**: it is percent-encoded for its component.
 *
 * Every edit keeps the other components byte for byte. A Uri is an object, so as a `Map` key
 * use its text: `map.set(uri.toString(), …)` (or `String(uri)`).
 *
 * @example
 * ```ts
 * const uri = Uri.parse('http://example.com/a%20b/c?x=%7e#top');
 * uri.pathSegments; // → ['a b', 'c']
 * uri.queryParams.get('x'); // → '~'
 * uri.withQueryParam('y', 'é').toString(); // → 'http://example.com/a%20b/c?x=%7e&y=%C3%A9#top'
 * uri.with({ path: '/d' }).withoutFragment().toString(); // → 'http://example.com/d?x=%7e'
 * ```
 */
export class Uri {
  /** `scheme` as written, without `:` (RFC 3986 §3.1). */
  declare readonly scheme: string | undefined;
  /** `userinfo` without `@` (§3.2.1). */
  declare readonly userinfo: string | undefined;
  /** The `host` as written, brackets kept (§3.2.2); defined exactly when there is an authority. */
  declare readonly host: string | undefined;
  /** The `port` without `:` (§3.2.3). */
  declare readonly port: string | undefined;
  /** The path, always defined, possibly `''` (§3.3). */
  declare readonly path: string;
  /** The query without `?` (§3.4). */
  declare readonly query: string | undefined;
  /** The fragment without `#` (§3.5). */
  declare readonly fragment: string | undefined;
  /** Which alternative of `host` matched (§3.2.2), undefined without an authority. */
  declare readonly hostKind: HostKind | undefined;
  declare private readonly text: string;
  declare private readonly options: ParseOptions | undefined;

  private constructor(text: string, reference: UriReference, options: ParseOptions | undefined) {
    this.scheme = reference.scheme;
    this.userinfo = reference.userinfo;
    this.host = reference.host;
    this.port = reference.port;
    this.path = reference.path;
    this.query = reference.query;
    this.fragment = reference.fragment;
    this.hostKind = reference.hostKind;
    this.text = text;
    this.options = options;
    Object.freeze(this);
  }

  /**
   * Parses `text` as a URI reference (RFC 3986 §4.1; an IRI reference, RFC 3987 §2.2, with
   * `iri: true`), as @urikit/syntax's parse does. The options stay with the value: its edits
   * are validated with them.
   *
   * @throws {UriError} when `text` is not a reference.
   * @example
   * ```ts
   * Uri.parse('http://[::1]:8080/x').hostKind; // → 'ipv6'
   * Uri.parse('http://a b/'); // throws invalid-host-char at 8
   * ```
   */
  static parse(text: string, options?: ParseOptions): Uri {
    options = checkText('Uri.parse', text, options);
    return new Uri(text, parse(text, options), options);
  }

  /**
   * Like {@link Uri.parse} (RFC 3986 §4.1), but `undefined` instead of a UriError.
   *
   * @example
   * ```ts
   * Uri.tryParse('http://a b/'); // → undefined
   * ```
   */
  static tryParse(text: string, options?: ParseOptions): Uri | undefined {
    options = checkText('Uri.tryParse', text, options);
    const reference = tryParse(text, options);
    return reference === undefined ? undefined : new Uri(text, reference, options);
  }

  /**
   * The Uri of `components` (already-encoded text), recomposed as RFC 3986 §5.3 says and
   * validated: components that break their grammar, or that would not parse back the same
   * way, are refused, never repaired.
   *
   * @throws {UriError} from recompose; `input` is the recomposed text.
   * @example
   * ```ts
   * Uri.from({ scheme: 'http', host: 'a', path: '/b', query: '' }).toString(); // → 'http://a/b?'
   * Uri.from({ host: 'a', path: 'b' }); // throws path-must-be-absolute-or-empty at 3
   * ```
   */
  static from(components: UriComponents, options?: ParseOptions): Uri {
    components = requireComponents('Uri.from', 'components', components);
    options = requireOptions('Uri.from', options, PARSE_OPTIONS);
    return Uri.parse(recompose(components, options), options);
  }

  /**
   * The authority (RFC 3986 §3.2) as written, `userinfo@host:port`, or undefined without one.
   *
   * @example
   * ```ts
   * Uri.parse('http://u@a:80/p').authority; // → 'u@a:80'
   * Uri.parse('mailto:x@y').authority; // → undefined
   * ```
   */
  get authority(): string | undefined {
    if (this.host === undefined) return undefined;
    const userinfo = this.userinfo === undefined ? '' : `${this.userinfo}@`;
    return userinfo + this.host + (this.port === undefined ? '' : `:${this.port}`);
  }

  /**
   * The query as a {@link QueryParams} (RFC 3986 §3.4; `+` is not a space): an empty one
   * without a query. Triplets that are not UTF-8 are kept as written in the decoded values.
   *
   * @example
   * ```ts
   * Uri.parse('http://a/?x=1&y').queryParams.get('x'); // → '1'
   * ```
   */
  get queryParams(): QueryParams {
    return QueryParams.parse(this.query ?? '', { invalid: 'keep' });
  }

  /**
   * The path's segments, percent-decoded (RFC 3986 §3.3): the leading `/` of an absolute path
   * starts none. Triplets that are not UTF-8 stay as written.
   *
   * @example
   * ```ts
   * Uri.parse('http://a/b%2Fc/d%20e/').pathSegments; // → ['b/c', 'd e', '']
   * Uri.parse('http://a').pathSegments; // → []
   * ```
   */
  get pathSegments(): string[] {
    return decodeSegments(this.path);
  }

  /**
   * A Uri with the components of `parts` replaced (already-encoded text; `undefined` removes
   * one). What changes is validated with the parser's UriError codes, never repaired; what does
   * not change stays byte for byte. `with({})` returns this same Uri.
   *
   * @throws {UriError} from recompose; `input` is the text the edit would have produced.
   * @example
   * ```ts
   * Uri.parse('http://a/b?q').with({ host: 'example.com', port: '8080' }).toString(); // → 'http://example.com:8080/b?q'
   * Uri.parse('http://a/b').with({ path: 'c' }); // throws path-must-be-absolute-or-empty at 8
   * Uri.parse('http://a/b').with({ query: 'a b' }); // throws invalid-query-char at 12
   * ```
   */
  with(parts: UriParts): Uri {
    // The parts as the check read them, once (CONTRIBUTING.md); Object.hasOwn reads no value.
    const read = requireComponents('Uri.with', 'parts', parts, true);
    const components: Record<string, string | undefined> = {};
    let changed = false;
    for (const key of KEYS) {
      if (Object.hasOwn(parts, key)) {
        components[key] = read[key];
        changed ||= read[key] !== this[key];
      } else {
        components[key] = this[key];
      }
    }
    return changed ? Uri.from(components as unknown as UriComponents, this.options) : this;
  }

  /**
   * A Uri whose path is `segments` (data), each percent-encoded as a path segment (RFC 3986
   * §3.3) and joined by `/`; the path stays absolute when it was, or when there is an
   * authority.
   *
   * @throws {UriError} `'invalid-component'` for a segment `.` or `..`, or an empty first
   * segment of a rootless path; recompose's errors.
   * @example
   * ```ts
   * Uri.parse('http://a/x?q').withPathSegments(['b c', 'd/e']).toString(); // → 'http://a/b%20c/d%2Fe?q'
   * ```
   */
  withPathSegments(segments: readonly string[]): Uri {
    checkSegments('Uri.withPathSegments', segments);
    const absolute = this.host !== undefined || this.path.charCodeAt(0) === 0x2f;
    return this.with({ path: pathOfSegments(segments, absolute, this.isRelativePath()) });
  }

  /**
   * A Uri with `segments` (data) appended to the path as new segments (RFC 3986 §3.3): after
   * the last `/` when the path ends with one, after a new `/` otherwise.
   *
   * @throws {UriError} `'invalid-component'` for a segment `.` or `..`.
   * @example
   * ```ts
   * Uri.parse('http://a/b?q').appendPath('c d', 'é').toString(); // → 'http://a/b/c%20d/%C3%A9?q'
   * Uri.parse('http://a/b/').appendPath('c').toString(); // → 'http://a/b/c'
   * Uri.parse('http://a').appendPath('c').toString(); // → 'http://a/c'
   * ```
   */
  appendPath(...segments: string[]): Uri {
    checkSegments('Uri.appendPath', segments);
    if (segments.length === 0) return this;
    const path = appendSegments(
      this.path,
      this.host !== undefined,
      this.isRelativePath(),
      segments,
    );
    return this.with({ path });
  }

  /**
   * A Uri whose query has `name` set to `value` (data), as {@link QueryParams.with}: the first
   * pair of that name changes in place, the others go; untouched pairs keep their text.
   *
   * @example
   * ```ts
   * Uri.parse('http://a/?x=%7e&y=1&y=2').withQueryParam('y', 'a&b').toString(); // → 'http://a/?x=%7e&y=a%26b'
   * ```
   */
  withQueryParam(name: string, value: string | undefined): Uri {
    checkParam('Uri.withQueryParam', name, value);
    return this.with({ query: this.queryParams.with(name, value).toString() });
  }

  /**
   * A Uri with the pair `name=value` (data) appended to the query (RFC 3986 §3.4).
   *
   * @example
   * ```ts
   * Uri.parse('http://a/').appendQueryParam('q', 'x y').toString(); // → 'http://a/?q=x%20y'
   * ```
   */
  appendQueryParam(name: string, value: string | undefined): Uri {
    checkParam('Uri.appendQueryParam', name, value);
    return this.with({ query: this.queryParams.append(name, value).toString() });
  }

  /**
   * A Uri without the query pairs named `name` (those with `value` only, when given); the query
   * stays, possibly empty, when it had other pairs or none matched.
   *
   * @example
   * ```ts
   * Uri.parse('http://a/?x=1&y=2').withoutQueryParam('x').toString(); // → 'http://a/?y=2'
   * ```
   */
  withoutQueryParam(name: string, value?: string): Uri {
    checkParam('Uri.withoutQueryParam', name, value);
    if (this.query === undefined) return this;
    return this.with({ query: this.queryParams.without(name, value).toString() });
  }

  /**
   * A Uri whose query is `params` (a QueryParams, pairs or a record of data): RFC 3986 §3.4.
   *
   * @example
   * ```ts
   * Uri.parse('http://a/?old').withQueryParams({ a: ['1', '2'] }).toString(); // → 'http://a/?a=1&a=2'
   * ```
   */
  withQueryParams(params: QueryParams | QueryParamsInit): Uri {
    const query = params instanceof QueryParams ? params : paramsOf(params);
    return this.with({ query: query.toString() });
  }

  /**
   * A Uri without a query (RFC 3986 §3.4), not even an empty one.
   *
   * @example
   * ```ts
   * Uri.parse('http://a/?x#f').withoutQuery().toString(); // → 'http://a/#f'
   * ```
   */
  withoutQuery(): Uri {
    return this.with({ query: undefined });
  }

  /**
   * A Uri whose fragment is `fragment` (data), percent-encoded for the fragment (RFC 3986 §3.5).
   *
   * @example
   * ```ts
   * Uri.parse('http://a/').withFragment('section 2').toString(); // → 'http://a/#section%202'
   * ```
   */
  withFragment(fragment: string): Uri {
    requireString('Uri.withFragment', 'fragment', fragment);
    return this.with({ fragment: percentEncode(fragment, 'fragment') });
  }

  /**
   * A Uri without a fragment (RFC 3986 §3.5).
   *
   * @example
   * ```ts
   * Uri.parse('http://a/b?c#d').withoutFragment().toString(); // → 'http://a/b?c'
   * ```
   */
  withoutFragment(): Uri {
    return this.with({ fragment: undefined });
  }

  /**
   * A Uri whose userinfo is `user` and, when given, `:password` (data, each percent-encoded so
   * that a `:` or `@` inside stays data; RFC 3986 §3.2.1). `undefined` removes the userinfo.
   *
   * @example
   * ```ts
   * Uri.parse('http://a/').withUserinfo('me@x', 'p:w').toString(); // → 'http://me%40x:p%3Aw@a/'
   * ```
   */
  withUserinfo(user: string | undefined, password?: string): Uri {
    requireType('Uri.withUserinfo', 'user', user, 'string', true);
    requireType('Uri.withUserinfo', 'password', password, 'string', true);
    if (user === undefined) return this.with({ userinfo: undefined });
    const encoded = percentEncode(user, 'userinfo');
    const secret = password === undefined ? '' : `:${percentEncode(password, 'userinfo')}`;
    return this.with({ userinfo: encoded + secret });
  }

  /**
   * A Uri whose port is `port` (a number from 0 to 65535, or undefined to remove it; RFC 3986
   * §3.2.3).
   *
   * @throws {UriError} `'invalid-port-char'` for a number that is not such an integer.
   * @example
   * ```ts
   * Uri.parse('http://a:80/').withPort(8080).toString(); // → 'http://a:8080/'
   * Uri.parse('http://a:80/').withPort(undefined).toString(); // → 'http://a/'
   * ```
   */
  withPort(port: number | undefined): Uri {
    requireType('Uri.withPort', 'port', port, 'number', true);
    if (port === undefined) return this.with({ port: undefined });
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new UriError('invalid-port-char', String(port), 0);
    }
    return this.with({ port: String(port) });
  }

  /**
   * The Uri `reference` resolves to against this one as base (RFC 3986 §5.2).
   *
   * @throws {ResolveError} as @urikit/resolve's resolve does (this Uri needs a scheme).
   * @example
   * ```ts
   * Uri.parse('http://a/b/c/d;p?q').resolve('../g').toString(); // → 'http://a/b/g'
   * ```
   */
  resolve(reference: Uri | string, options?: { strict?: boolean }): Uri {
    checkReference('Uri.resolve', 'reference', reference);
    options = requireOptions('Uri.resolve', options, { strict: 'boolean' });
    const text = resolve(this.text, String(reference), { ...this.options, ...options });
    return Uri.parse(text, this.options);
  }

  /**
   * The shortest reference that resolves from this Uri to `target` (the inverse of
   * {@link Uri.resolve}, @urikit/resolve's relativize).
   *
   * @throws {ResolveError} as relativize does.
   * @example
   * ```ts
   * Uri.parse('http://a/b/c/d').relativize('http://a/b/g?x').toString(); // → '../g?x'
   * ```
   */
  relativize(target: Uri | string): Uri {
    checkReference('Uri.relativize', 'target', target);
    return Uri.parse(relativize(this.text, String(target), this.options), this.options);
  }

  /**
   * The normalized Uri (RFC 3986 §6.2.2, and §6.2.3 unless `scheme: false`), as
   * @urikit/normalize's normalize computes it.
   *
   * @throws {NormalizeError} as normalize does (with `host: 'ascii'`).
   * @example
   * ```ts
   * Uri.parse('HTTP://Example.COM:80/%7euser/./x').normalize().toString(); // → 'http://example.com/~user/x'
   * ```
   */
  normalize(options?: NormalizeOptions): Uri {
    // normalize checks the options themselves, in its own name.
    requireType('Uri.normalize', 'options', options, 'object', true);
    const merged = { ...this.options, ...options };
    return Uri.parse(normalize(this.text, merged), { iri: merged.iri, zoneId: merged.zoneId });
  }

  /**
   * Whether this Uri and `other` are equivalent at `level` of the RFC 3986 §6.2 ladder:
   * `'simple'` (the default: the same text, §6.2.1), `'syntax'` (§6.2.2) or `'scheme'` (§6.2.3).
   * `schemes` adds or replaces scheme rules as for normalize (`{ cas: { caseSensitiveHost: true } }`).
   *
   * @throws {UriError} when `other` is a string that is not a reference (levels above simple).
   * @example
   * ```ts
   * Uri.parse('http://a/%7e').equals('http://a/~'); // → false
   * Uri.parse('http://a/%7e').equals('http://a/~', 'syntax'); // → true
   * Uri.parse('http://a:80').equals('http://a/', 'scheme'); // → true
   * Uri.parse('ipfs://QmA').equals('ipfs://qma', 'scheme'); // → false
   * ```
   */
  equals(
    other: Uri | string,
    level: UriEqualityLevel = 'simple',
    options?: { ignoreFragment?: boolean; schemes?: Readonly<Record<string, SchemeRule>> },
  ): boolean {
    checkReference('Uri.equals', 'other', other);
    requireType('Uri.equals', 'level', level, ['simple', 'syntax', 'scheme']);
    options = requireOptions('Uri.equals', options, {
      ignoreFragment: 'boolean',
      schemes: 'object',
    });
    // Each rule is an object, checked here in this method's name; equivalent checks the fields.
    const schemes = options?.schemes;
    for (const name in schemes) {
      requireType('Uri.equals', `options.schemes.${name}`, schemes[name], 'object');
    }
    const ignoreFragment = options?.ignoreFragment === true;
    if (level === 'simple' && !ignoreFragment) return this.text === String(other);
    return equivalent(this.text, String(other), {
      ...this.options,
      level,
      ignoreFragment,
      schemes: options?.schemes,
    });
  }

  /**
   * The text of the reference (RFC 3986 §5.3), exactly as parsed or as the edit produced it.
   *
   * @example
   * ```ts
   * Uri.parse('HTTP://A/%7e').toString(); // → 'HTTP://A/%7e'
   * ```
   */
  toString(): string {
    return this.text;
  }

  /**
   * The text, so that `JSON.stringify` writes a Uri as its string.
   *
   * @example
   * ```ts
   * JSON.stringify({ link: Uri.parse('http://a/') }); // → '{"link":"http://a/"}'
   * ```
   */
  toJSON(): string {
    return this.text;
  }

  // A reference without scheme and authority: its path is a relative-path reference (§4.2).
  private isRelativePath(): boolean {
    return this.scheme === undefined && this.host === undefined;
  }
}
