// QueryError: the one error of @urikit/query, for query strings that cannot be decoded
// (RFC 3986 §2.1) and for the limits of the nested mode, with a closed set of codes.
import { errorExcerpt } from '@urikit/percent-encoding';

/**
 * Why a query could not be read or written (RFC 3986 §3.4, §2.1; RFC 3629). A closed union of
 * string literals; a code is never renamed once released.
 * - `'invalid-percent-encoding'`: a `%` not followed by two hex digits (§2.1), with
 *   `invalid: 'throw'`;
 * - `'invalid-utf8'`: decoded octets that are not well-formed UTF-8 (RFC 3629 §4), with
 *   `invalid: 'throw'`;
 * - `'lone-surrogate'`: a name or value to encode holds an unpaired UTF-16 surrogate, which has
 *   no UTF-8 form (§2.5);
 * - `'parameter-limit'`: more pairs than `parameterLimit` (nested mode);
 * - `'depth-limit'`: a name with more bracket groups than `depth` (nested mode);
 * - `'array-limit'`: an array index above `arrayLimit` (nested mode);
 * - `'mixed-structure'`: one name used both for a value and for nested keys, as in
 *   `a=1&a[b]=2` (nested mode);
 * - `'unsupported-value'`: stringifyQuery met a function, symbol or non-plain object;
 * - `'circular-value'`: stringifyQuery met an object that contains itself.
 *
 * @example
 * ```ts
 * let code: QueryErrorCode | undefined;
 * try {
 *   parseQuery('a=%E9');
 * } catch (error) {
 *   if (error instanceof QueryError) code = error.code;
 * }
 * // code → 'invalid-utf8'
 * ```
 */
export type QueryErrorCode =
  | 'invalid-percent-encoding'
  | 'invalid-utf8'
  | 'lone-surrogate'
  | 'parameter-limit'
  | 'depth-limit'
  | 'array-limit'
  | 'mixed-structure'
  | 'unsupported-value'
  | 'circular-value';

const DESCRIPTIONS: Record<QueryErrorCode, string> = {
  'invalid-percent-encoding': '"%" not followed by two hex digits',
  'invalid-utf8': 'percent-encoded octets are not well-formed UTF-8',
  'lone-surrogate': 'lone UTF-16 surrogate cannot be encoded as UTF-8',
  'parameter-limit': 'more pairs than parameterLimit allows',
  'depth-limit': 'more nested keys than depth allows',
  'array-limit': 'array index above arrayLimit',
  'mixed-structure': 'one name holds both a value and nested keys',
  'unsupported-value': 'value cannot be written in a query',
  'circular-value': 'value contains itself',
};

/**
 * Thrown by parseQuery, QueryParams, parseNestedQuery and stringifyQuery (RFC 3986 §3.4). `input`
 * is the query (for stringifyQuery: the key path of the offending value) and `index` the offset
 * in it of the offending character or pair.
 *
 * @example
 * ```ts
 * try {
 *   parseQuery('a=1&b=%zz');
 * } catch (error) {
 *   if (error instanceof QueryError) console.log(error.code, error.index);
 *   // → 'invalid-percent-encoding' 6
 * }
 * ```
 */
export class QueryError extends Error {
  // Declared, not defined: the constructor sets them, and a bundle needs no field definitions.
  declare readonly code: QueryErrorCode;
  declare readonly input: string;
  declare readonly index: number;

  constructor(code: QueryErrorCode, input: string, index: number) {
    super(`${DESCRIPTIONS[code]} at index ${index}\n${errorExcerpt(input, index)}`);
    this.code = code;
    this.input = input;
    this.index = index;
    this.name = 'QueryError';
  }
}
