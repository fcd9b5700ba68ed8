// The comparison ladder of RFC 3986 §6.2: simple string comparison (§6.2.1), then
// syntax-based (§6.2.2) and scheme-based (§6.2.3) normalization before comparing.
import { requireString } from '@urikit/percent-encoding';
import { checkArguments, EQUIVALENT_OPTIONS } from './arguments.js';
import { iriToUri, tryIriToUri } from './iri.js';
import { normalizeChecked, tryNormalizeChecked } from './normalize.js';
import type { EquivalentOptions, IriToUriOptions, NormalizeOptions } from './options.js';

function withoutFragment(reference: string): string {
  // In a valid reference (and so in a normal form) the first '#' starts the fragment (§3.5).
  const hash = reference.indexOf('#');
  return hash === -1 ? reference : reference.slice(0, hash);
}

// The options of the two rungs in the common case, made once so that a call allocates none.
const SCHEME_BASED: NormalizeOptions = { scheme: true };
const SYNTAX_BASED: NormalizeOptions = { scheme: false };

// The normal form to compare, by one of the two families: throwing or `undefined`.
type Normalizer = (reference: string, options: NormalizeOptions, fn: string) => string | undefined;
type IriMapper = (iri: string, options: IriToUriOptions) => string | undefined;

function compare(
  a: string,
  b: string,
  options: EquivalentOptions | undefined,
  toNormal: Normalizer,
  toUri: IriMapper,
  fn: string,
): boolean | undefined {
  const level = options?.level ?? 'scheme';
  const ignoreFragment = options?.ignoreFragment === true;
  if (level === 'simple') {
    return ignoreFragment ? withoutFragment(a) === withoutFragment(b) : a === b;
  }
  const normalizeOptions: NormalizeOptions =
    options?.schemes === undefined &&
    options?.zoneId === undefined &&
    options?.cleanUp === undefined
      ? level === 'scheme'
        ? SCHEME_BASED
        : SYNTAX_BASED
      : {
          scheme: level === 'scheme',
          schemes: options.schemes,
          zoneId: options.zoneId,
          cleanUp: options.cleanUp,
        };
  let x: string | undefined = a;
  let y: string | undefined = b;
  if (options?.iri === true) {
    const iriOptions: IriToUriOptions = {
      host: 'percent-encode',
      schemes: options.schemes,
      zoneId: options.zoneId,
    };
    x = toUri(a, iriOptions);
    y = toUri(b, iriOptions);
    if (x === undefined || y === undefined) return undefined;
  }
  x = toNormal(x, normalizeOptions, fn);
  if (x === undefined) return undefined;
  y = a === b ? x : toNormal(y, normalizeOptions, fn);
  if (y === undefined) return undefined;
  return ignoreFragment ? withoutFragment(x) === withoutFragment(y) : x === y;
}

/**
 * Whether `a` and `b` identify the same resource as far as the chosen rung of the
 * comparison ladder can tell (RFC 3986 §6.2). A `true` answer at a rung holds at every
 * rung above it; `false` only means that this rung could not prove them equivalent
 * (§6.1: false negatives are expected, false positives must not happen).
 *
 * - `'simple'` (§6.2.1): the strings are compared code unit by code unit. Any strings
 *   are accepted; nothing is parsed (with `ignoreFragment`, everything from the first
 *   '#' is cut).
 * - `'syntax'` (§6.2.2): both are normalized with `scheme: false`, then compared.
 * - `'scheme'` (§6.2.3, the default): both are normalized with the scheme table.
 *
 * Relative references are compared as given, without a base: §6.1 advises resolving
 * them first (with `@urikit/resolve`), since `a` against one base and `a` against
 * another are different resources.
 *
 * With `iri: true` both are IRIs, mapped to URIs (RFC 3987 §3.1, §5.3.1) first, so that
 * `http://a/é` and `http://a/%C3%A9` are equivalent.
 *
 * @throws {UriError} at `'syntax'` and `'scheme'` when `a` or `b` is not a URI reference
 *   (IRI reference with `iri`): an invalid reference identifies nothing, and answering
 *   `false` would hide the error from the caller.
 * @throws {TypeError} when `a` or `b` is not a string, or `options` not EquivalentOptions.
 *
 * @example
 * ```ts
 * equivalent('http://example.com', 'HTTP://Example.COM:80/'); // → true
 * equivalent('http://example.com', 'HTTP://Example.COM:80/', { level: 'syntax' }); // → false
 * equivalent('http://a/%7e', 'http://a/~', { level: 'simple' }); // → false
 * equivalent('http://a/é', 'http://a/%C3%A9', { iri: true }); // → true
 * ```
 */
export function equivalent(a: string, b: string, options?: EquivalentOptions): boolean {
  options = checkArguments('equivalent', 'a', a, options, EQUIVALENT_OPTIONS);
  requireString('equivalent', 'b', b);
  return compare(a, b, options, normalizeChecked, iriToUri, 'equivalent')!;
}

/**
 * Like {@link equivalent} (RFC 3986 §6.2), but `undefined` instead of a UriError when `a`
 * or `b` is not a reference (at `'syntax'` and `'scheme'`).
 *
 * @example
 * ```ts
 * tryEquivalent('HTTP://A', 'http://a/'); // → true
 * tryEquivalent('http://a b', 'http://a'); // → undefined
 * ```
 *
 * @throws {TypeError} when `a` or `b` is not a string, or `options` not EquivalentOptions.
 */
export function tryEquivalent(
  a: string,
  b: string,
  options?: EquivalentOptions,
): boolean | undefined {
  options = checkArguments('tryEquivalent', 'a', a, options, EQUIVALENT_OPTIONS);
  requireString('tryEquivalent', 'b', b);
  return compare(a, b, options, tryNormalizeChecked, tryIriToUri, 'tryEquivalent');
}
