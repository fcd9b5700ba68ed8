// ajv's `uriResolver` option on urikit: the fast-uri API that ajv 8 calls to parse,
// resolve (RFC 3986 §5.2) and serialize `$id` and `$ref` values, and to compare them.
import { equal, parse, resolve, serialize } from '@urikit/compat';

/**
 * An object ajv 8 accepts as its `uriResolver` option, so that `$id` / `$ref` resolution
 * runs on urikit's RFC 3986 parser and §5.2 resolution instead of fast-uri's: the
 * `parse`, `resolve`, `serialize` and `equal` of `@urikit/compat`, which keep fast-uri's
 * signatures and results.
 *
 * @example
 * ```ts
 * import Ajv2020 from 'ajv/dist/2020.js';
 * const ajv = new Ajv2020({ uriResolver });
 * uriResolver.resolve('http://example.com/a/b.json', '../c.json'); // → 'http://example.com/c.json'
 * ```
 */
export const uriResolver: {
  readonly parse: typeof parse;
  readonly resolve: typeof resolve;
  readonly serialize: typeof serialize;
  readonly equal: typeof equal;
} = { parse, resolve, serialize, equal };
