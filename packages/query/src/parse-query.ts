// parseQuery: a query (RFC 3986 §3.4) as its ordered list of decoded [name, value] pairs.
import { lastError } from './failure.js';
import { checkQuery, invalidMode, PARSE_QUERY_OPTIONS, type ParseQueryOptions } from './options.js';
import { scanQuery } from './scan-query.js';

/**
 * One pair of a query: its decoded name and value. The value is `undefined` for a pair
 * written without `=` (`a` in `a&b=`), and `''` for one with an empty value (`b`).
 *
 * @example
 * ```ts
 * const pair: QueryPair = parseQuery('a&b=')[0]!; // → ['a', undefined]
 * ```
 */
export type QueryPair = [name: string, value: string | undefined];

/**
 * The pairs of `query` (the text after `?`, without it) in order, names and values
 * percent-decoded as UTF-8 (RFC 3986 §3.4, §2.1). Pairs are separated by `&` (and `;` with
 * `semicolons: true`); empty pieces are skipped; the name ends at the first `=`. A pair without
 * `=` has the value `undefined`, distinct from `''`. `+` is a space only with `form: true`
 * (application/x-www-form-urlencoded, WHATWG URL Standard §5.1), which then gives the same
 * pairs as `URLSearchParams` (with `''` for `undefined`).
 *
 * @throws {QueryError} `'invalid-percent-encoding'` or `'invalid-utf8'` when `invalid` is
 * `'throw'` (the default without `form`), at the offending `%`.
 * @example
 * ```ts
 * parseQuery('a=1&b=%C3%A9&c&d='); // → [['a', '1'], ['b', 'é'], ['c', undefined], ['d', '']]
 * parseQuery('q=a+b'); // → [['q', 'a+b']]
 * parseQuery('q=a+b', { form: true }); // → [['q', 'a b']]
 * parseQuery('a=%FF', { invalid: 'keep' }); // → [['a', '%FF']]
 * ```
 */
export function parseQuery(query: string, options?: ParseQueryOptions): QueryPair[] {
  const pairs = tryParseWith('parseQuery', query, options);
  if (pairs === undefined) throw lastError(query);
  return pairs;
}

/**
 * Like {@link parseQuery} (RFC 3986 §3.4), but `undefined` instead of a QueryError.
 *
 * @example
 * ```ts
 * tryParseQuery('a=%E9'); // → undefined
 * tryParseQuery('a=%C3%A9'); // → [['a', 'é']]
 * ```
 */
export function tryParseQuery(query: string, options?: ParseQueryOptions): QueryPair[] | undefined {
  return tryParseWith('tryParseQuery', query, options);
}

function tryParseWith(
  fn: string,
  query: string,
  options: ParseQueryOptions | undefined,
): QueryPair[] | undefined {
  options = checkQuery(fn, query, options, PARSE_QUERY_OPTIONS);
  const sink = {
    pairs: [] as QueryPair[],
    raws: undefined,
    starts: undefined,
    separators: undefined,
  };
  const ok = scanQuery(
    query,
    options?.form === true,
    options?.semicolons === true,
    invalidMode(options),
    Infinity,
    sink,
  );
  return ok ? sink.pairs : undefined;
}
