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
  if (options === undefined || rightOptions(options)) return;
  requireOptions(fn, options, types);
}

// ResolveOptions (and ParseOptions) read with three named loads: requireOptions' loop of keyed
// loads costs about 100 ns, a tenth of a resolution, on every call that passes options.
function rightOptions(options: unknown): boolean {
  if (typeof options !== 'object' || options === null) return false;
  const { strict, iri, zoneId } = options as Record<string, unknown>;
  return (
    (strict === undefined || typeof strict === 'boolean') &&
    (iri === undefined || typeof iri === 'boolean') &&
    (zoneId === undefined || typeof zoneId === 'boolean')
  );
}
