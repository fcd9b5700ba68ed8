// The entry checks of this package (the boundary rule of CONTRIBUTING.md): a non-string input or
// options of the wrong type throw the TypeError of @urikit/percent-encoding's argumentError, in
// the name of the function called; UriError is for strings that break the grammar.
import { requireOptions, requireString } from '@urikit/percent-encoding';

/** The types of ParseOptions, for requireOptions. */
export const PARSE_OPTIONS = { iri: 'boolean', zoneId: 'boolean' } as const;

/** Throws unless `input` is a string and `options` is undefined or ParseOptions. */
export function checkInput(fn: string, input: unknown, options: unknown): void {
  requireString(fn, 'input', input);
  requireOptions(fn, options, PARSE_OPTIONS);
}
