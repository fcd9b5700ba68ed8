// The entry checks of this package (the boundary rule of CONTRIBUTING.md): an argument of the
// wrong type throws the TypeError of @urikit/percent-encoding's argumentError in the name of the
// function called; ResolveError is for strings that break the grammar or cannot be resolved.
import { argumentError, requireString } from '@urikit/percent-encoding';
import type { ResolveOptions } from './resolve-components.js';

/** The types of ResolveOptions, for requireOptions. */
export const RESOLVE_OPTIONS = { strict: 'boolean', iri: 'boolean', zoneId: 'boolean' } as const;

/**
 * Throws unless the two references `a` and `b` are strings and `options` is undefined or
 * ResolveOptions (`strict`) or ParseOptions: requireOptions' messages, in the order of
 * RESOLVE_OPTIONS, without requireOptions, whose type machinery resolve alone need not bundle
 * beside @urikit/syntax's own check. Named loads, each property read once: a loop of keyed loads
 * costs about 100 ns, a tenth of a resolution, on every call that passes options. Answers the
 * options as read (undefined for none), which the caller uses from then on.
 */
export function checkReferences(
  fn: string,
  names: readonly [string, string],
  a: unknown,
  b: unknown,
  options: unknown,
  strict: boolean,
): ResolveOptions | undefined {
  requireString(fn, names[0], a);
  requireString(fn, names[1], b);
  if (options === undefined) return undefined;
  if (typeof options !== 'object' || options === null) {
    throw argumentError(fn, 'options', 'an object', options);
  }
  const read = {
    strict: (options as ResolveOptions).strict,
    iri: (options as ResolveOptions).iri,
    zoneId: (options as ResolveOptions).zoneId,
  };
  if (strict) requireFlag(fn, 'strict', read.strict);
  requireFlag(fn, 'iri', read.iri);
  requireFlag(fn, 'zoneId', read.zoneId);
  // The options as read here, once (CONTRIBUTING.md), for the caller to use from then on.
  return read;
}

/** Throws unless the option `name` of `fn` is undefined or a boolean. */
function requireFlag(fn: string, name: string, value: unknown): void {
  if (value !== undefined && typeof value !== 'boolean') {
    throw argumentError(fn, `options.${name}`, 'a boolean', value);
  }
}
