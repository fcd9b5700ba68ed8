// The options of parseQuery and QueryParams.parse: RFC 3986 §3.4 queries or
// application/x-www-form-urlencoded, the separators, and what to do with bad encodings.
import { type OptionTypes, requireOptions, requireString } from '@urikit/percent-encoding';

/**
 * How to read a query (RFC 3986 §3.4): the separators, whether `+` is a space, and what to do
 * with malformed percent-encodings (§2.1).
 *
 * @example
 * ```ts
 * const options: ParseQueryOptions = { form: true, semicolons: true };
 * parseQuery('a=b+c;d', options); // → [['a', 'b c'], ['d', undefined]]
 * ```
 */
export interface ParseQueryOptions {
  /**
   * Read the query as application/x-www-form-urlencoded (the WHATWG URL Standard §5.1): `+`
   * is a space. Default `false`: RFC 3986 has no such rule, and `+` stays `+`.
   */
  form?: boolean | undefined;
  /** Separate pairs at `;` as well as at `&` (HTML 4.01 §B.2.2). Default `false`. */
  semicolons?: boolean | undefined;
  /**
   * What to do with a `%` without two hex digits and with octets that are not UTF-8, as for
   * percentDecode: `'throw'` a QueryError, `'keep'` them as written, or `'replace'` ill-formed
   * UTF-8 with U+FFFD. Default `'replace'` with `form: true` (what URLSearchParams does),
   * `'throw'` otherwise.
   */
  invalid?: 'throw' | 'keep' | 'replace' | undefined;
}

// The decoding modes, numbered in the order of PARSE_QUERY_OPTIONS.invalid ('keep' is 1).
export const THROW = 0;
export const REPLACE = 2;

/** The decoding mode of options that {@link checkQuery} has checked, as one of the numbers above. */
export function invalidMode(options: ParseQueryOptions | undefined): number {
  const invalid = options?.invalid;
  if (invalid === undefined) return options?.form === true ? REPLACE : THROW;
  return PARSE_QUERY_OPTIONS.invalid.indexOf(invalid);
}

/** The types of ParseQueryOptions, for requireOptions. */
export const PARSE_QUERY_OPTIONS = {
  form: 'boolean',
  semicolons: 'boolean',
  invalid: ['throw', 'keep', 'replace'],
} as const;

/** The types of NestedQueryLimits, for requireOptions. */
export const LIMIT_OPTIONS = {
  depth: 'number',
  parameterLimit: 'number',
  arrayLimit: 'number',
} as const;

/**
 * The entry check of the parsers (the boundary rule of CONTRIBUTING.md): throws the TypeError of
 * argumentError, in the name of `fn`, unless `query` is a string and `options` fit `types`.
 * Answers the options as read, each once, which the caller uses from then on.
 */
export function checkQuery<T>(fn: string, query: unknown, options: T, types: OptionTypes): T {
  requireString(fn, 'query', query);
  if (types === PARSE_QUERY_OPTIONS && typeof options === 'object' && options !== null) {
    // Three named loads into a copy, checked on the locals: requireOptions' loop of keyed
    // loads costs about 100 ns, a fifth of a short query's parse, on every call that passes
    // options. It runs only to throw.
    const { form, semicolons, invalid } = options as Record<string, unknown>;
    const read = { form, semicolons, invalid } as T;
    return (form === undefined || typeof form === 'boolean') &&
      (semicolons === undefined || typeof semicolons === 'boolean') &&
      (invalid === undefined || PARSE_QUERY_OPTIONS.invalid.includes(invalid as 'keep'))
      ? read
      : requireOptions(fn, read, types);
  }
  return requireOptions(fn, options, types);
}
