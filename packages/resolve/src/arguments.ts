// The entry checks of this package (the boundary rule of CONTRIBUTING.md): an argument of the
// wrong type throws the TypeError of @urikit/percent-encoding's argumentError in the name of the
// function called; ResolveError is for strings that break the grammar or cannot be resolved.
import { type OptionTypes, requireOptions, requireString } from '@urikit/percent-encoding';

/** The types of ResolveOptions, for requireOptions. */
export const RESOLVE_OPTIONS = { strict: 'boolean', iri: 'boolean', zoneId: 'boolean' } as const;

/** The types of ParseOptions (relativize's options), for requireOptions. */
export const PARSE_OPTIONS = { iri: 'boolean', zoneId: 'boolean' } as const;

/** Throws unless the two references `a` and `b` are strings and `options` fit `types`. */
export function checkReferences(
  fn: string,
  names: readonly [string, string],
  a: unknown,
  b: unknown,
  options: unknown,
  types: OptionTypes,
): void {
  requireString(fn, names[0], a);
  requireString(fn, names[1], b);
  requireOptions(fn, options, types);
}
