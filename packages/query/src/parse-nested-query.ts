// parseNestedQuery: a query (RFC 3986 §3.4) read with the nested-name convention of PHP and qs
// (`a[b][]=1`), into prototype-free objects and arrays, within documented limits.
import type { OptionTypes } from '@urikit/percent-encoding';
import { QueryError } from './errors.js';
import { lastError } from './failure.js';
import {
  DEFAULT_PARAMETER_LIMIT,
  type NestedQueryLimits,
  type NestedQueryObject,
  nestPairs,
} from './nest.js';
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
 * Options of {@link parseNestedQuery}: those of parseQuery and the limits of the nested mode.
 *
 * @example
 * ```ts
 * const options: NestedQueryOptions = { form: true, arrayLimit: 100 };
 * parseNestedQuery('a[50]=x+y', options); // → Object.assign(Object.create(null), { a: ['x y'] })
 * ```
 */
export interface NestedQueryOptions extends ParseQueryOptions, NestedQueryLimits {}

/**
 * Reads `query` as {@link parseQuery} does (RFC 3986 §3.4), then builds nested values from the
 * names: `a[b]=1` sets key `b` of object `a`, `a[]=1` appends to array `a`, `a[2]=1` sets index
 * 2 (arrays are compacted: `a[1]=x&a[5]=y` gives `['x', 'y']`), a repeated plain name collects
 * its values in an array, and a value-less pair gives `''`. Objects are created without a
 * prototype: `__proto__`, `constructor` and `prototype` are plain keys. A name that is not a
 * head followed by bracket groups is taken whole. Limits (defaults): `depth` 5,
 * `parameterLimit` 1000, `arrayLimit` 20; past one, a QueryError.
 *
 * @throws {QueryError} `'depth-limit'`, `'parameter-limit'`, `'array-limit'`,
 * `'mixed-structure'` (`a=1&a[b]=2`), or a decoding error as parseQuery throws; `index` is the
 * start of the offending pair (or the offending `%`).
 * @example
 * ```ts
 * parseNestedQuery('a[b]=1&a[c][]=2&a[c][]=3'); // → JSON.parse('{"a":{"b":"1","c":["2","3"]}}')
 * parseNestedQuery('__proto__[polluted]=1').__proto__; // → Object.assign(Object.create(null), { polluted: '1' })
 * parseNestedQuery('a[b][c][d][e][f][g]=1'); // throws depth-limit at 0
 * parseNestedQuery('x=1&a[21]=2'); // throws array-limit at 4
 * ```
 */
export function parseNestedQuery(query: string, options?: NestedQueryOptions): NestedQueryObject {
  return parseNested('parseNestedQuery', query, options);
}

// The types of NestedQueryOptions, for requireOptions.
const NESTED_QUERY_OPTIONS: OptionTypes = /* @__PURE__ */ Object.assign(
  {},
  PARSE_QUERY_OPTIONS,
  LIMIT_OPTIONS,
);

function parseNested(
  fn: string,
  query: string,
  options: NestedQueryOptions | undefined,
): NestedQueryObject {
  options = checkQuery(fn, query, options, NESTED_QUERY_OPTIONS);
  const parameterLimit = options?.parameterLimit ?? DEFAULT_PARAMETER_LIMIT;
  const sink: ScanSink = {
    pairs: [] as QueryPair[],
    raws: undefined,
    starts: [],
    separators: undefined,
  };
  const ok = scanQuery(
    query,
    options?.form === true,
    options?.semicolons === true,
    invalidMode(options),
    // The scan stops at the first pair past the limit, so a huge query costs no more.
    parameterLimit,
    sink,
  );
  if (!ok) throw lastError(query);
  return nestPairs(fn, sink.pairs, sink.starts!, query, options);
}

/**
 * Like {@link parseNestedQuery} (RFC 3986 §3.4), but `undefined` instead of a QueryError.
 *
 * @example
 * ```ts
 * tryParseNestedQuery('a[99]=1'); // → undefined
 * tryParseNestedQuery('a[0]=1')?.a; // → ['1']
 * ```
 */
export function tryParseNestedQuery(
  query: string,
  options?: NestedQueryOptions,
): NestedQueryObject | undefined {
  try {
    return parseNested('tryParseNestedQuery', query, options);
  } catch (error) {
    if (error instanceof QueryError) return undefined;
    throw error;
  }
}
