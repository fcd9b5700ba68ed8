// The options of parseQuery and QueryParams.parse: RFC 3986 §3.4 queries or
// application/x-www-form-urlencoded, the separators, and what to do with bad encodings.

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

export const THROW = 0;
export const KEEP = 1;
export const REPLACE = 2;

/** The decoding mode of `options`, as one of the three numbers above. */
export function invalidMode(options: ParseQueryOptions | undefined): number {
  const invalid = options?.invalid;
  if (invalid === undefined) return options?.form === true ? REPLACE : THROW;
  if (invalid === 'throw') return THROW;
  if (invalid === 'keep') return KEEP;
  if (invalid === 'replace') return REPLACE;
  throw new TypeError(`Unknown value of option invalid: ${JSON.stringify(String(invalid))}`);
}
