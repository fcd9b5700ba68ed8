// The entry checks of this package (the boundary rule of CONTRIBUTING.md): a non-string input or
// options of the wrong type throw the TypeError of @urikit/percent-encoding's argumentError, in
// the name of the function called; UriError is for strings that break the grammar.
import {
  argumentError,
  requireOptions,
  requireString,
  requireType,
} from '@urikit/percent-encoding';

/** The types of ParseOptions, for requireOptions. */
export const PARSE_OPTIONS = { iri: 'boolean', zoneId: 'boolean' } as const;

/**
 * Throws unless `input` is a string and `options` is undefined or ParseOptions, with the messages
 * of requireOptions but not through it: parse, the predicates and parseSpans need no type table,
 * and requireOptions' type machinery (requireType, enumerated values) would cost parse alone some
 * 170 B min+gzip (issue 27). Two named loads, each property read once: resolve, normalize and the
 * others pass their options to every parse, and a loop of keyed loads costs a quarter more per
 * parse.
 */
export function checkInput(fn: string, input: unknown, options: unknown): void {
  requireString(fn, 'input', input);
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null) {
    throw argumentError(fn, 'options', 'an object', options);
  }
  const { iri, zoneId } = options as { iri?: unknown; zoneId?: unknown };
  requireFlag(fn, 'iri', iri);
  requireFlag(fn, 'zoneId', zoneId);
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
 * scheme parsers and Uri.
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
): void {
  // Named loads first (normalize recomposes every reference it changes): requireOptions' loop
  // of keyed loads costs about 150 ns for the seven components.
  if (typeof value === 'object' && value !== null) {
    const { scheme, userinfo, host, port, path, query, fragment } = value as Record<
      string,
      unknown
    >;
    if (
      (typeof path === 'string' || (pathOptional === true && path === undefined)) &&
      optionalString(scheme) &&
      optionalString(userinfo) &&
      optionalString(host) &&
      optionalString(port) &&
      optionalString(query) &&
      optionalString(fragment)
    ) {
      return;
    }
  }
  requireType(fn, argument, value, 'object');
  requireOptions(fn, value, COMPONENT_TYPES, argument);
  if (pathOptional !== true) {
    requireString(fn, `${argument}.path`, (value as { path?: unknown }).path);
  }
}

function optionalString(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}
