// The entry checks of this package (the boundary rule of CONTRIBUTING.md): a non-string input or
// options of the wrong type throw the TypeError of @urikit/percent-encoding's argumentError, in
// the name of the function called; UriError is for strings that break the grammar.
import {
  argumentError,
  requireOptions,
  requireString,
  requireType,
} from '@urikit/percent-encoding';
import type { UriComponents } from './types.js';

/** The types of ParseOptions, for requireOptions. */
export const PARSE_OPTIONS = { iri: 'boolean', zoneId: 'boolean' } as const;

/**
 * Throws unless `input` is a string and `options` is undefined or ParseOptions, with the messages
 * of requireOptions but not through it: parse, the predicates and parseSpans need no type table,
 * and requireOptions' type machinery (requireType, enumerated values) would cost parse alone some
 * 170 B min+gzip (issue 27). Two named loads, each property read once: resolve, normalize and the
 * others pass their options to every parse, and a loop of keyed loads costs a quarter more per
 * parse. Answers the options as read, 1 for `iri: true` and 2 for `zoneId: true`, so that the
 * caller never reads them again (CONTRIBUTING.md: an option is read once, by the check) and
 * allocates no copy.
 */
export function checkInput(fn: string, input: unknown, options: unknown): number {
  requireString(fn, 'input', input);
  if (options === undefined) return 0;
  if (typeof options !== 'object' || options === null) {
    throw argumentError(fn, 'options', 'an object', options);
  }
  const { iri, zoneId } = options as { iri?: unknown; zoneId?: unknown };
  requireFlag(fn, 'iri', iri);
  requireFlag(fn, 'zoneId', zoneId);
  // Booleans or undefined, once checked.
  return (iri ? 1 : 0) | (zoneId ? 2 : 0);
}

/** Throws unless the option `name` of `fn` is undefined or a boolean. */
function requireFlag(fn: string, name: string, value: unknown): void {
  if (value !== undefined && typeof value !== 'boolean') {
    throw argumentError(fn, `options.${name}`, 'a boolean', value);
  }
}

/** The types of UriComponents' properties, for requireOptions. */
const COMPONENT_TYPES = {
  scheme: 'string',
  userinfo: 'string',
  host: 'string',
  port: 'string',
  path: 'string',
  query: 'string',
  fragment: 'string',
} as const;

/**
 * Throws the TypeError of the boundary rule (CONTRIBUTING.md) in the name of `fn` unless
 * `value` (the argument named `argument`) is UriComponents as far as types go: an object whose
 * path is a string (or undefined, with `pathOptional`: a change of some components) and whose
 * other components are strings or undefined. The one check of recompose, resolveComponents, the
 * scheme parsers and Uri. Answers the components as read here, each once (CONTRIBUTING.md: read
 * once, by the check), for the caller to use instead of `value`.
 *
 * @example
 * ```ts
 * requireComponents('recompose', 'components', { host: 'a', path: '' }); // passes
 * requireComponents('recompose', 'components', { path: 1 }); // throws TypeError: recompose: components.path must be a string; got number
 * ```
 */
export function requireComponents(
  fn: string,
  argument: string,
  value: unknown,
  pathOptional?: boolean,
): UriComponents {
  requireType(fn, argument, value, 'object');
  // Named loads (normalize recomposes every reference it changes): requireOptions' loop of
  // keyed loads costs about 150 ns for the seven components.
  const { scheme, userinfo, host, port, path, query, fragment } = value as Record<string, unknown>;
  const read = { scheme, userinfo, host, port, path, query, fragment } as UriComponents;
  if (
    !(
      (typeof path === 'string' || (pathOptional === true && path === undefined)) &&
      optionalString(scheme) &&
      optionalString(userinfo) &&
      optionalString(host) &&
      optionalString(port) &&
      optionalString(query) &&
      optionalString(fragment)
    )
  ) {
    // The TypeError of the value read, never of a second read.
    requireOptions(fn, read, COMPONENT_TYPES, argument);
    requireString(fn, `${argument}.path`, path);
  }
  return read;
}

function optionalString(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}
