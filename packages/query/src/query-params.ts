// QueryParams: an immutable, ordered multimap over the pairs of a query (RFC 3986 §3.4) that
// writes back every untouched pair exactly as it was read and encodes only the changed ones.
import {
  argumentError,
  type OptionTypes,
  requireOptions,
  requireString,
  requireType,
} from '@urikit/percent-encoding';
import { encodePair } from './encode-part.js';
import { lastError } from './failure.js';
import { type NestedQueryLimits, type NestedQueryObject, nestPairs } from './nest.js';
import {
  checkQuery,
  invalidMode,
  LIMIT_OPTIONS,
  PARSE_QUERY_OPTIONS,
  type ParseQueryOptions,
} from './options.js';
import type { QueryPair } from './parse-query.js';
import { type ScanSink, scanQuery } from './scan-query.js';

/**
 * Options of {@link QueryParams.from}: whether changed pairs are written with form encoding.
 *
 * @example
 * ```ts
 * const options: QueryParamsOptions = { form: true };
 * QueryParams.from([['q', 'a b']], options).toString(); // → 'q=a+b'
 * ```
 */
export interface QueryParamsOptions {
  /**
   * Write new and changed pairs as application/x-www-form-urlencoded (WHATWG URL Standard
   * §5.2: space as `+`, all but `*-._` and alphanumerics encoded), as URLSearchParams does.
   * Default `false`: RFC 3986 §3.4 query characters, with `&`, `=`, `;`, `+` encoded.
   */
  form?: boolean | undefined;
}

/**
 * What {@link QueryParams.toObject} returns without `nested`: each name once, with its value,
 * or the array of its values when it occurs more than once. A prototype-free object.
 *
 * @example
 * ```ts
 * const object: QueryObject = QueryParams.parse('a=1&a=2&b').toObject();
 * // object → { a: ['1', '2'], b: undefined }
 * ```
 */
export type QueryObject = { [name: string]: string | undefined | Array<string | undefined> };

/**
 * The values {@link QueryParams.from} takes (RFC 3986 §3.4 pairs as data): an iterable of
 * `[name, value]` pairs (a `URLSearchParams` is one) or a record whose arrays repeat a name.
 *
 * @example
 * ```ts
 * const init: QueryParamsInit = { a: ['1', '2'], b: 'x' };
 * QueryParams.from(init).toString(); // → 'a=1&a=2&b=x'
 * ```
 */
export type QueryParamsInit =
  | Iterable<readonly [string, string | undefined]>
  | Readonly<Record<string, string | undefined | readonly (string | undefined)[]>>;

const AMPERSAND = 0x26;

/**
 * An immutable, ordered multimap over the pairs of a query (RFC 3986 §3.4). Every edit returns a
 * new QueryParams; `toString()` writes each pair that was not touched exactly as it was read
 * (`~`, `%7e`, `+` and bare names stay as they are) and encodes only new or changed pairs.
 * Build one with {@link QueryParams.parse} or {@link QueryParams.from}.
 *
 * @example
 * ```ts
 * const params = QueryParams.parse('b=%7e&a=1&a=2&flag');
 * params.get('b'); // → '~'
 * params.getAll('a'); // → ['1', '2']
 * params.with('a', 'x y').toString(); // → 'b=%7e&a=x%20y&flag'
 * params.without('flag').append('c', 'é').toString(); // → 'b=%7e&a=1&a=2&c=%C3%A9'
 * ```
 */
export class QueryParams implements Iterable<QueryPair> {
  // Parallel arrays: the decoded pairs, each pair's text as read (undefined once changed),
  // and the separator that preceded it, so that an unchanged neighbour keeps its ";".
  declare private readonly pairs: readonly QueryPair[];
  declare private readonly raws: readonly (string | undefined)[];
  declare private readonly separators: readonly number[];
  declare private readonly source: string | undefined;
  declare private readonly form: boolean;

  private constructor(
    pairs: readonly QueryPair[],
    raws: readonly (string | undefined)[],
    separators: readonly number[],
    source: string | undefined,
    form: boolean,
  ) {
    this.pairs = pairs;
    this.raws = raws;
    this.separators = separators;
    this.source = source;
    this.form = form;
    Object.freeze(this);
  }

  /**
   * Reads `query` (without the `?`) as {@link parseQuery} does, keeping each pair's text.
   * With `form: true` changed pairs are written with form encoding too.
   *
   * @throws {QueryError} as parseQuery does.
   * @example
   * ```ts
   * QueryParams.parse('a=1;b=2', { semicolons: true }).get('b'); // → '2'
   * QueryParams.parse('q=a+b', { form: true }).get('q'); // → 'a b'
   * ```
   */
  static parse(query: string, options?: ParseQueryOptions): QueryParams {
    const params = QueryParams.parseAs('QueryParams.parse', query, options);
    if (params === undefined) throw lastError(query);
    return params;
  }

  /**
   * Like {@link QueryParams.parse} (RFC 3986 §3.4), but `undefined` instead of a QueryError.
   *
   * @example
   * ```ts
   * QueryParams.tryParse('a=%'); // → undefined
   * ```
   */
  static tryParse(query: string, options?: ParseQueryOptions): QueryParams | undefined {
    return QueryParams.parseAs('QueryParams.tryParse', query, options);
  }

  /** QueryParams.parse and tryParse, their checks in the name of `fn`. */
  private static parseAs(
    fn: string,
    query: string,
    options: ParseQueryOptions | undefined,
  ): QueryParams | undefined {
    options = checkQuery(fn, query, options, PARSE_QUERY_OPTIONS);
    const form = options?.form === true;
    const sink: ScanSink = { pairs: [], raws: [], starts: undefined, separators: [] };
    const mode = invalidMode(options);
    if (!scanQuery(query, form, options?.semicolons === true, mode, Infinity, sink)) {
      return undefined;
    }
    return new QueryParams(sink.pairs, sink.raws!, sink.separators!, query, form);
  }

  /**
   * Makes a QueryParams from pairs (a `URLSearchParams` is an iterable of pairs, so
   * `QueryParams.from(searchParams, { form: true })` converts one) or from a record whose array
   * values become repeated pairs. Every pair is new, so `toString()` encodes all of them.
   *
   * @throws {TypeError} for a string or another value that is neither pairs nor a record.
   * @example
   * ```ts
   * QueryParams.from({ a: ['1', '2'], b: undefined }).toString(); // → 'a=1&a=2&b'
   * QueryParams.from(new URLSearchParams('q=a+b&x=%7E'), { form: true }).toString(); // → 'q=a+b&x=%7E'
   * ```
   */
  static from(init: QueryParamsInit, options?: QueryParamsOptions): QueryParams {
    // A string is iterable too, by characters: it is a query to parse, not pairs.
    if (typeof init !== 'object' || init === null) {
      throw argumentError(
        'QueryParams.from',
        'init',
        'pairs or a record (parse a query with QueryParams.parse)',
        init,
      );
    }
    options = requireOptions('QueryParams.from', options, FORM_OPTION);
    const pairs: QueryPair[] = [];
    if (typeof (init as Iterable<unknown>)[Symbol.iterator] === 'function') {
      for (const pair of init as Iterable<readonly [string, string | undefined]>) {
        // Indexed rather than destructured: a pair that is not iterable is a TypeError of ours.
        if (typeof pair !== 'object' || pair === null) {
          throw argumentError('QueryParams.from', 'init', 'pairs or a record', pair);
        }
        const value = pair[1];
        pairs.push([String(pair[0]), value === undefined ? undefined : String(value)]);
      }
    } else {
      for (const name of Object.keys(init)) {
        const value = (init as Record<string, unknown>)[name];
        if (Array.isArray(value)) {
          for (const v of value) pairs.push([name, v === undefined ? undefined : String(v)]);
        } else {
          pairs.push([name, value === undefined ? undefined : String(value)]);
        }
      }
    }
    return new QueryParams(
      pairs,
      pairs.map(() => undefined),
      pairs.map(() => AMPERSAND),
      undefined,
      options?.form === true,
    );
  }

  /**
   * The number of pairs.
   *
   * @example
   * ```ts
   * QueryParams.parse('a=1&a=2&b').size; // → 3
   * ```
   */
  get size(): number {
    return this.pairs.length;
  }

  /**
   * The value of the first pair named `name` (RFC 3986 §3.4), or `undefined` when there is none
   * or when that pair has no `=` (tell the two apart with {@link QueryParams.has}).
   *
   * @example
   * ```ts
   * QueryParams.parse('a=1&a=2').get('a'); // → '1'
   * QueryParams.parse('a').get('a'); // → undefined
   * ```
   */
  get(name: string): string | undefined {
    requireString('QueryParams.get', 'name', name);
    const pairs = this.pairs;
    for (let i = 0; i < pairs.length; i++) if (pairs[i]![0] === name) return pairs[i]![1];
    return undefined;
  }

  /**
   * The values of every pair named `name`, in order (RFC 3986 §3.4).
   *
   * @example
   * ```ts
   * QueryParams.parse('a=1&b=2&a&a=3').getAll('a'); // → ['1', undefined, '3']
   * ```
   */
  getAll(name: string): Array<string | undefined> {
    requireString('QueryParams.getAll', 'name', name);
    const values: Array<string | undefined> = [];
    for (const [n, v] of this.pairs) if (n === name) values.push(v);
    return values;
  }

  /**
   * Whether a pair is named `name` (and, when `value` is given, has that value), as
   * `URLSearchParams.has`.
   *
   * @example
   * ```ts
   * QueryParams.parse('a&b=1').has('a'); // → true
   * QueryParams.parse('a&b=1').has('b', '2'); // → false
   * ```
   */
  has(name: string, value?: string): boolean {
    checkPair('QueryParams.has', name, value);
    for (const [n, v] of this.pairs) {
      if (n === name && (value === undefined || v === value)) return true;
    }
    return false;
  }

  /**
   * A copy where the first pair named `name` gets `value` in place and the other pairs of that
   * name are gone, or where the pair is appended when there was none: `URLSearchParams.set`.
   * `value` is data (it is encoded); `undefined` writes the name without `=`.
   *
   * @example
   * ```ts
   * QueryParams.parse('a=1&b=2&a=3').with('a', '~').toString(); // → 'a=~&b=2'
   * QueryParams.parse('b=2').with('a', undefined).toString(); // → 'b=2&a'
   * ```
   */
  with(name: string, value: string | undefined): QueryParams {
    checkPair('QueryParams.with', name, value);
    const pairs: QueryPair[] = [];
    const raws: Array<string | undefined> = [];
    const separators: number[] = [];
    let found = false;
    for (let i = 0; i < this.pairs.length; i++) {
      const pair = this.pairs[i]!;
      if (pair[0] !== name) {
        pairs.push(pair);
        raws.push(this.raws[i]);
        separators.push(this.separators[i]!);
      } else if (!found) {
        found = true;
        pairs.push([name, value]);
        raws.push(undefined);
        separators.push(this.separators[i]!);
      }
    }
    if (!found) {
      pairs.push([name, value]);
      raws.push(undefined);
      separators.push(AMPERSAND);
    }
    return new QueryParams(pairs, raws, separators, undefined, this.form);
  }

  /**
   * A copy without the pairs named `name` (only those whose value is `value`, when given).
   * Returns this same QueryParams when no pair matches.
   *
   * @example
   * ```ts
   * QueryParams.parse('a=1&b&a=2').without('a').toString(); // → 'b'
   * QueryParams.parse('a=1&b&a=2').without('a', '2').toString(); // → 'a=1&b'
   * ```
   */
  without(name: string, value?: string): QueryParams {
    checkPair('QueryParams.without', name, value);
    const keep = (pair: QueryPair): boolean =>
      pair[0] !== name || (value !== undefined && pair[1] !== value);
    if (this.pairs.every(keep)) return this;
    const pairs: QueryPair[] = [];
    const raws: Array<string | undefined> = [];
    const separators: number[] = [];
    for (let i = 0; i < this.pairs.length; i++) {
      if (!keep(this.pairs[i]!)) continue;
      pairs.push(this.pairs[i]!);
      raws.push(this.raws[i]);
      separators.push(this.separators[i]!);
    }
    return new QueryParams(pairs, raws, separators, undefined, this.form);
  }

  /**
   * A copy with the pair `name=value` added at the end (`value` is data; `undefined` writes
   * the name alone).
   *
   * @example
   * ```ts
   * QueryParams.parse('a=1').append('a', '2').append('b', undefined).toString(); // → 'a=1&a=2&b'
   * ```
   */
  append(name: string, value: string | undefined): QueryParams {
    checkPair('QueryParams.append', name, value);
    return new QueryParams(
      [...this.pairs, [name, value]],
      [...this.raws, undefined],
      [...this.separators, AMPERSAND],
      undefined,
      this.form,
    );
  }

  /**
   * A copy with the pairs sorted by name, by UTF-16 code units, keeping the order of pairs of
   * the same name (a stable sort, as `URLSearchParams.sort`). Pairs keep their own text.
   *
   * @example
   * ```ts
   * QueryParams.parse('c=3&a=2&b&a=1').sort().toString(); // → 'a=2&a=1&b&c=3'
   * ```
   */
  sort(): QueryParams {
    const order = this.pairs.map((_, i) => i);
    order.sort((x, y) => {
      const a = this.pairs[x]![0];
      const b = this.pairs[y]![0];
      return a < b ? -1 : a > b ? 1 : x - y;
    });
    return new QueryParams(
      order.map((i) => this.pairs[i]!),
      order.map((i) => this.raws[i]),
      order.map(() => AMPERSAND),
      undefined,
      this.form,
    );
  }

  /**
   * The decoded pairs, in order, as fresh `[name, value]` arrays.
   *
   * @example
   * ```ts
   * [...QueryParams.parse('a=1&b').entries()]; // → [['a', '1'], ['b', undefined]]
   * ```
   */
  *entries(): IterableIterator<QueryPair> {
    for (const [name, value] of this.pairs) yield [name, value];
  }

  /**
   * The decoded pairs, in order: `for (const [name, value] of params)`.
   *
   * @example
   * ```ts
   * Array.from(QueryParams.parse('a=1&b')); // → [['a', '1'], ['b', undefined]]
   * ```
   */
  [Symbol.iterator](): IterableIterator<QueryPair> {
    return this.entries();
  }

  /**
   * The names of the pairs, in order, repeated names included.
   *
   * @example
   * ```ts
   * [...QueryParams.parse('a=1&b&a=2').keys()]; // → ['a', 'b', 'a']
   * ```
   */
  *keys(): IterableIterator<string> {
    for (const pair of this.pairs) yield pair[0];
  }

  /**
   * The values of the pairs, in order.
   *
   * @example
   * ```ts
   * [...QueryParams.parse('a=1&b&a=2').values()]; // → ['1', undefined, '2']
   * ```
   */
  *values(): IterableIterator<string | undefined> {
    for (const pair of this.pairs) yield pair[1];
  }

  /**
   * The pairs as an object without prototype, so that `__proto__` or `constructor` are names
   * like any other: a name that occurs once maps to its value, a repeated one to the array of
   * its values. With `nested: true`, names like `a[b][]` build nested objects and arrays
   * instead, as {@link parseNestedQuery} does, within the same limits.
   *
   * @throws {QueryError} in nested mode, as parseNestedQuery does (`index` is an offset in
   * `toString()`).
   * @example
   * ```ts
   * QueryParams.parse('a=1&a=2&b').toObject(); // → Object.assign(Object.create(null), { a: ['1', '2'], b: undefined })
   * QueryParams.parse('a[b]=1&a[c][]=2').toObject({ nested: true }); // → Object.assign(Object.create(null), { a: Object.assign(Object.create(null), { b: '1', c: ['2'] }) })
   * ```
   */
  toObject(): QueryObject;
  toObject(options: { nested: true } & NestedQueryLimits): NestedQueryObject;
  toObject(options?: { nested?: boolean } & NestedQueryLimits): QueryObject | NestedQueryObject;
  toObject(options?: { nested?: boolean } & NestedQueryLimits): QueryObject | NestedQueryObject {
    options = requireOptions('QueryParams.toObject', options, TO_OBJECT_OPTIONS);
    if (options?.nested === true) {
      const texts = this.pieces();
      const starts: number[] = [];
      let input = '';
      for (let i = 0; i < texts.length; i++) {
        if (i > 0) input += String.fromCharCode(this.separators[i]!);
        starts.push(input.length);
        input += texts[i];
      }
      return nestPairs('QueryParams.toObject', this.pairs, starts, input, options);
    }
    const object: QueryObject = Object.create(null);
    for (const [name, value] of this.pairs) {
      if (!(name in object)) {
        object[name] = value;
        continue;
      }
      const previous = object[name];
      if (Array.isArray(previous)) previous.push(value);
      else object[name] = [previous, value];
    }
    return object;
  }

  /**
   * A `URLSearchParams` with the same pairs (a pair without `=` gets the value `''`, since
   * URLSearchParams has no such pairs).
   *
   * @example
   * ```ts
   * QueryParams.parse('a=%7e&b').toURLSearchParams().toString(); // → 'a=%7E&b='
   * ```
   */
  toURLSearchParams(): URLSearchParams {
    return new URLSearchParams(
      this.pairs.map(([name, value]): [string, string] => [name, value ?? '']),
    );
  }

  /**
   * The query text, without `?` (RFC 3986 §3.4): the text that was parsed when nothing changed;
   * otherwise every untouched pair as written, each new or changed pair encoded (RFC 3986 query
   * characters, or form encoding with `form: true`), joined by `&` (a pair that followed a `;`
   * keeps it).
   *
   * @throws {QueryError} `'lone-surrogate'` when a changed name or value cannot be UTF-8.
   * @example
   * ```ts
   * QueryParams.parse('x=%7e&&y=a+b').toString(); // → 'x=%7e&&y=a+b'
   * QueryParams.parse('x=%7e&&y=a+b').append('z', 'a b&c').toString(); // → 'x=%7e&y=a+b&z=a%20b%26c'
   * ```
   */
  toString(): string {
    if (this.source !== undefined) return this.source;
    const texts = this.pieces();
    let out = '';
    for (let i = 0; i < texts.length; i++) {
      if (i > 0) out += String.fromCharCode(this.separators[i]!);
      out += texts[i];
    }
    return out;
  }

  // The text of each pair: as read, or encoded when it is new or changed.
  private pieces(): string[] {
    const texts: string[] = [];
    for (let i = 0; i < this.pairs.length; i++) {
      const raw = this.raws[i];
      const pair = this.pairs[i]!;
      texts.push(raw ?? encodePair(pair[0], pair[1], this.form));
    }
    return texts;
  }
}

/** The check of a method's name and optional value (the boundary rule of CONTRIBUTING.md). */
function checkPair(fn: string, name: unknown, value: unknown): void {
  requireString(fn, 'name', name);
  requireType(fn, 'value', value, 'string', true);
}

const FORM_OPTION = { form: 'boolean' } as const;
const TO_OBJECT_OPTIONS: OptionTypes = /* @__PURE__ */ Object.assign(
  { nested: 'boolean' } as const,
  LIMIT_OPTIONS,
);
