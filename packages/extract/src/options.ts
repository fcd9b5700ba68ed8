// The options of an extraction, resolved once per call: scheme and TLD lists become lower-cased
// sets (cached per list, so a linkifier called per message does not rebuild them).
import { argumentError, requireOptions, requireString } from '@urikit/percent-encoding';
import type { ExtractOptions } from './types.js';

/**
 * The schemes a bare or quoted URI may have by default (RFC 3986 §3.1): the common ones people
 * write in prose. Angle brackets and the `URL:` prefix accept any scheme.
 *
 * @example
 * ```ts
 * DEFAULT_SCHEMES.includes('https'); // → true
 * ```
 */
export const DEFAULT_SCHEMES: readonly string[] = /* @__PURE__ */ Object.freeze(
  'http https ftp mailto file urn data tel ws wss'.split(' '),
);

/** A lower-cased set of names and the length of the longest. */
export interface NameSet {
  names: ReadonlySet<string>;
  longest: number;
  /** Bit `c & 31` for each first letter `c` (any case): most words are rejected without a slice. */
  firsts: number;
}

const cache = new WeakMap<readonly string[], NameSet>();

/** The names of `list` lower-cased, without a leading '.' (TLDs are often written `.com`). */
export function nameSet(list: readonly string[], fn: string, option: string): NameSet {
  let set = cache.get(list);
  if (set === undefined) {
    const names = new Set<string>();
    let longest = 0;
    let firsts = 0;
    for (const item of list) {
      if (typeof item !== 'string') {
        throw argumentError(fn, `options.${option}`, 'an array of strings', item);
      }
      const name = (item.charCodeAt(0) === 0x2e ? item.slice(1) : item).toLowerCase();
      names.add(name);
      if (name.length > longest) longest = name.length;
      firsts |= 1 << (name.charCodeAt(0) & 31);
    }
    set = { names, longest, firsts };
    cache.set(list, set);
  }
  return set;
}

/** The options as the scanner reads them. */
export interface Resolved {
  schemes: NameSet;
  /** Suffix references: `www.` and `ftp.` (§4.5). */
  suffix: boolean;
  /** Domains with one of these TLDs, or that this predicate accepts, when `suffix` is on. */
  tlds: NameSet | ((domain: string) => boolean) | undefined;
  iri: boolean;
  email: boolean;
}

let defaults: Resolved | undefined;

// The types of ExtractOptions, for requireOptions.
const EXTRACT_OPTIONS = {
  schemes: 'array',
  suffix: 'boolean',
  iri: 'boolean',
  email: 'boolean',
} as const;

/**
 * The entry check of extract, extractAll, findFirst and linkify (the boundary rule of
 * CONTRIBUTING.md: a TypeError in the name of `fn`), then their options resolved.
 */
export function resolveArguments(
  fn: string,
  text: unknown,
  options: ExtractOptions | undefined,
): Resolved {
  requireString(fn, 'text', text);
  // The check's copy from here on: each option read once (CONTRIBUTING.md).
  const read = requireOptions(fn, options, EXTRACT_OPTIONS);
  // `tlds` is a list or a predicate (the Public Suffix List's, for one): two types, checked here.
  const tlds = options?.tlds;
  if (tlds !== undefined && typeof tlds !== 'function' && !Array.isArray(tlds)) {
    throw argumentError(fn, 'options.tlds', 'an array of strings or a function', tlds);
  }
  return resolveOptions(fn, read && { ...read, tlds });
}

function resolveOptions(fn: string, options: ExtractOptions | undefined): Resolved {
  // The default options, resolved once: extract on many short texts pays nothing per call.
  if (options === undefined) {
    defaults ??= resolveOptions(fn, {});
    return defaults;
  }
  const { suffix, tlds } = options;
  return {
    schemes: nameSet(options.schemes ?? DEFAULT_SCHEMES, fn, 'schemes'),
    suffix: suffix === true,
    tlds:
      suffix !== true || tlds === undefined
        ? undefined
        : typeof tlds === 'function'
          ? tlds
          : tlds.length > 0
            ? nameSet(tlds, fn, 'tlds')
            : undefined,
    iri: options.iri === true,
    email: options.email === true,
  };
}
