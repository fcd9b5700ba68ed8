// The entry checks of this package (the boundary rule of CONTRIBUTING.md): an argument of the
// wrong type throws the TypeError of @urikit/percent-encoding's argumentError, in the name of
// the function called; UriError and NormalizeError are for strings that break a grammar.
import { type OptionTypes, requireOptions, requireString } from '@urikit/percent-encoding';

const IDNA_OPTIONS = {
  checkHyphens: 'boolean',
  checkBidi: 'boolean',
  checkJoiners: 'boolean',
  useSTD3ASCIIRules: 'boolean',
  transitionalProcessing: 'boolean',
  verifyDnsLength: 'boolean',
  ignoreInvalidPunycode: 'boolean',
} as const;

const RULE_TYPES = {
  defaultPort: 'string',
  emptyPath: 'string',
  dnsHost: 'boolean',
  caseSensitiveHost: 'boolean',
  normalize: 'function',
} as const;

/** The types of NormalizeOptions, for requireOptions. */
export const NORMALIZE_OPTIONS = {
  scheme: 'boolean',
  schemes: 'object',
  host: ['preserve', 'ascii', 'unicode'],
  iri: 'boolean',
  zoneId: 'boolean',
  idna: 'object',
  cleanUp: 'function',
} as const;

// NormalizeOptions read with seven named loads into a copy of one shape, and checked on the
// locals: requireOptions' loop of keyed loads costs about 100 ns on every call that passes
// options (equivalent passes some to each of its normalizations). It runs only to throw.
function readOptions(fn: string, options: object): Record<string, unknown> {
  const { scheme, schemes, host, iri, zoneId, idna, cleanUp } = options as Record<string, unknown>;
  const read = { scheme, schemes, host, iri, zoneId, idna, cleanUp };
  if (
    !(
      (scheme === undefined || typeof scheme === 'boolean') &&
      (schemes === undefined || (typeof schemes === 'object' && schemes !== null)) &&
      (host === undefined || host === 'preserve' || host === 'ascii' || host === 'unicode') &&
      (iri === undefined || typeof iri === 'boolean') &&
      (zoneId === undefined || typeof zoneId === 'boolean') &&
      (idna === undefined || (typeof idna === 'object' && idna !== null)) &&
      (cleanUp === undefined || typeof cleanUp === 'function')
    )
  ) {
    requireOptions(fn, read, NORMALIZE_OPTIONS);
  }
  return read;
}

/** The types of EquivalentOptions. */
export const EQUIVALENT_OPTIONS = {
  level: ['simple', 'syntax', 'scheme'],
  ignoreFragment: 'boolean',
  iri: 'boolean',
  schemes: 'object',
  zoneId: 'boolean',
  cleanUp: 'function',
} as const;

/** The types of IriToUriOptions. */
export const IRI_TO_URI_OPTIONS = {
  host: ['punycode', 'percent-encode'],
  schemes: 'object',
  idna: 'object',
  zoneId: 'boolean',
} as const;

/** The types of UriToIriOptions. */
export const URI_TO_IRI_OPTIONS = { zoneId: 'boolean' } as const;

/**
 * Throws unless `input` (named `argument`) is a string and `options` fit `types`, with their
 * `idna` flags and each rule of `schemes` (SchemeRule) checked one level down. Answers the
 * options as the check read them, each once (CONTRIBUTING.md), `idna` and the rules copied
 * too: the caller uses the copy from then on, never `options` again.
 */
export function checkArguments<T>(
  fn: string,
  argument: string,
  input: unknown,
  options: T,
  types: OptionTypes,
): T {
  requireString(fn, argument, input);
  if (options === undefined) return options;
  const read =
    types === NORMALIZE_OPTIONS && typeof options === 'object' && options !== null
      ? readOptions(fn, options)
      : requireOptions(fn, options as Record<string, unknown>, types);
  const { idna, schemes } = read as { idna?: unknown; schemes?: Record<string, unknown> };
  if (idna !== undefined) read.idna = requireOptions(fn, idna, IDNA_OPTIONS, 'options.idna');
  for (const name in schemes) {
    requireOptions(fn, schemes[name], RULE_TYPES, `options.schemes.${name}`);
  }
  return read as T;
}
