// Public surface of @urikit/query: RFC 3986 §3.4 query strings as ordered pairs, the immutable
// QueryParams multimap, form encoding, and the opt-in nested mode.
export { QueryError, type QueryErrorCode } from './errors.js';
export type { NestedQueryLimits, NestedQueryObject, NestedQueryValue } from './nest.js';
export type { ParseQueryOptions } from './options.js';
export {
  type NestedQueryOptions,
  parseNestedQuery,
  tryParseNestedQuery,
} from './parse-nested-query.js';
export { parseQuery, type QueryPair, tryParseQuery } from './parse-query.js';
export {
  type QueryObject,
  QueryParams,
  type QueryParamsInit,
  type QueryParamsOptions,
} from './query-params.js';
export { type StringifyQueryOptions, stringifyQuery } from './stringify-query.js';
