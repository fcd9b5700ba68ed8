// The module object fast-uri and uri-js export (`require('fast-uri')`), for code that
// passes the whole API around, such as ajv's `uriResolver` option.
import { escapeComponent, unescapeComponent } from './escape.js';
import { equal, normalize } from './normalize.js';
import { parse } from './parse.js';
import { resolve, resolveComponent } from './resolve.js';
import { SCHEMES } from './scheme-registry.js';
import { serialize } from './serialize.js';

/**
 * Every function of the API on one object, as `require('fast-uri')` returns it (also the
 * default export); uri-js's `resolveComponents` is the same function as `resolveComponent`.
 *
 * @example
 * ```ts
 * fastUri.resolve('http://a/b', 'c'); // → 'http://a/c'
 * ```
 */
export const fastUri = {
  SCHEMES,
  normalize,
  resolve,
  resolveComponent,
  resolveComponents: resolveComponent,
  equal,
  serialize,
  parse,
  escapeComponent,
  unescapeComponent,
};
