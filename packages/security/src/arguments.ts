// The entry checks of this package (the boundary rule of CONTRIBUTING.md): an argument of the
// wrong type throws the TypeError of @urikit/percent-encoding's argumentError, in the name of the
// function called; SecurityError is for options whose strings break a grammar (a marker, an
// address block). Input strings never are refused.
import {
  argumentError,
  type OptionTypes,
  requireOptions,
  requireString,
  requireType,
} from '@urikit/percent-encoding';
import type { InspectOptions } from './inspect.js';

/** The types of RedactOptions. */
export const REDACT_OPTIONS = {
  userinfo: ['password', 'all'],
  names: 'array',
  replaceNames: 'boolean',
  marker: 'string',
} as const;

/** The types of RedactTextOptions (a call, so that a bundle without redactText drops it). */
export const REDACT_TEXT_OPTIONS: OptionTypes = /* @__PURE__ */ Object.assign(
  { schemes: 'array' } as const,
  REDACT_OPTIONS,
);

/** The types of FetchPolicy; the elements of its arrays are checked by {@link checkList}. */
export const POLICY_TYPES = {
  schemes: 'array',
  ports: 'array',
  allowUserinfo: 'boolean',
  deniedAddresses: 'array',
  allowedAddresses: 'array',
  deniedNames: 'array',
  allowedNames: 'array',
  singleLabelNames: ['deny', 'allow'],
  allowedSites: 'array',
  registrableDomain: 'function',
  urlParser: ['urikit', 'runtime'],
} as const;

/**
 * Throws unless `input` (named `argument`) is a string and `options` fit `types`; answers the
 * options as the check read them (requireOptions' copy), which the caller uses from then on.
 */
export function checkArguments<T>(
  fn: string,
  argument: string,
  input: unknown,
  options: T,
  types: OptionTypes,
  optionsName?: string,
): T {
  requireString(fn, argument, input);
  return requireOptions(fn, options, types, optionsName);
}

/**
 * inspect's entry check: throws unless `input` is a string and `options` undefined or
 * InspectOptions, and answers the options as read, each once (CONTRIBUTING.md, "An option is
 * read once, by the check"). Three named loads into an object literal, each checked by
 * requireType: requireOptions' generic copy (keyed loads, and keyed stores that add each
 * property to a fresh object) costs inspect of a corpus line 15 % more instructions (8,088
 * against 6,979 a call; bench README, "issue 27: requireOptions").
 */
export function checkInspectArguments(
  input: unknown,
  options: InspectOptions | undefined,
): InspectOptions | undefined {
  requireString('inspect', 'input', input);
  requireType('inspect', 'options', options, 'object', true);
  if (options === undefined) return undefined;
  const { whatwg, iri, secretNames } = options;
  requireType('inspect', 'options.whatwg', whatwg, 'boolean', true);
  requireType('inspect', 'options.iri', iri, 'boolean', true);
  requireType('inspect', 'options.secretNames', secretNames, 'array', true);
  return { whatwg, iri, secretNames } as InspectOptions;
}

/** Throws unless `list` is undefined or an array whose every element has type `type`. */
export function checkList(
  fn: string,
  path: string,
  list: unknown,
  type: 'string' | 'number',
): void {
  if (list === undefined) return;
  for (const item of list as unknown[]) {
    if (typeof item !== type) throw argumentError(fn, path, `an array of ${type}s`, item);
  }
}
