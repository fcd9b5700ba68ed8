// The processing flags of UTS #46 §4 and their defaults: those of the UTS #46
// conformance tests (IdnaTestV2.txt), i.e. the strictest settings, nontransitional.
import { argumentError } from './arguments.js';
import { CHECK_BIDI, CHECK_JOINERS, DEFAULT_FLAGS } from './flags.js';

/**
 * The processing flags of UTS #46 §4 (and §4.1, §4.2). Every flag is optional; see
 * {@link DEFAULT_OPTIONS}.
 *
 * @example
 * ```ts
 * const options: IdnaOptions = { useSTD3ASCIIRules: false };
 * toASCII('a_b.de', options); // → 'a_b.de'
 * ```
 */
export interface IdnaOptions {
  /** §4.1 steps 2-3: no `--` in positions 3-4, no leading or trailing `-` (V2, V3). Default `true`. */
  checkHyphens?: boolean;
  /** §4.1 step 9: the Bidi Rule of RFC 5893 in Bidi domain names (B1…B6). Default `true`. */
  checkBidi?: boolean;
  /** §4.1 step 8: the CONTEXTJ rules of RFC 5892 for U+200C and U+200D (C1, C2). Default `true`. */
  checkJoiners?: boolean;
  /** §4.1 step 7: ASCII limited to `a-z`, `0-9` and `-` (U1). Default `true`. */
  useSTD3ASCIIRules?: boolean;
  /**
   * §4 step 1: map the deviation characters ß, ς, ZWJ and ZWNJ as IDNA2003 did.
   * Deprecated by Unicode; default `false`.
   */
  transitionalProcessing?: boolean;
  /** §4.2 step 4 (ToASCII only): 1-253 octets in all, 1-63 per label (A4_1, A4_2). Default `true`. */
  verifyDnsLength?: boolean;
  /** §4 step 4.2: keep an `xn--` label whose Punycode is invalid instead of failing (P4). Default `false`. */
  ignoreInvalidPunycode?: boolean;
}

/**
 * The value of every UTS #46 §4 flag when it is not given: the strictest, nontransitional
 * settings of the UTS #46 conformance tests.
 *
 * @example
 * ```ts
 * DEFAULT_OPTIONS.transitionalProcessing; // → false
 * toASCII('faß.de', { ...DEFAULT_OPTIONS, transitionalProcessing: true }); // → 'fass.de'
 * ```
 */
export const DEFAULT_OPTIONS: Readonly<Required<IdnaOptions>> = /* @__PURE__ */ Object.freeze({
  checkHyphens: true,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: true,
  transitionalProcessing: false,
  verifyDnsLength: true,
  ignoreInvalidPunycode: false,
});

/**
 * The flags with which the WHATWG URL Standard's "domain to ASCII" runs UTS #46 ToASCII
 * (beStrict false): no hyphen, STD3 or DNS-length checks, nontransitional, Bidi and
 * CONTEXTJ checked. Frozen. Use it to read a host as browsers do.
 *
 * @example
 * ```ts
 * toASCII('a_b.Example', URL_STANDARD_OPTIONS); // → 'a_b.example'
 * toASCII('a_b.Example'); // throws IdnaError ['U1'] (STD3 rules by default)
 * ```
 */
export const URL_STANDARD_OPTIONS: Readonly<Required<IdnaOptions>> = /* @__PURE__ */ Object.freeze({
  checkHyphens: false,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: false,
  transitionalProcessing: false,
  verifyDnsLength: false,
  ignoreInvalidPunycode: false,
});

// The options in the order of their bits: CHECK_HYPHENS is bit 0, IGNORE_INVALID_PUNYCODE bit 6,
// as URL_STANDARD_OPTIONS lists them (its keys, not a second list of the seven names).
const FLAG_NAMES = /* @__PURE__ */ Object.keys(URL_STANDARD_OPTIONS) as (keyof IdnaOptions)[];

/**
 * The flag bits of `options`, each absent flag taking its default. Throws the TypeError of the
 * boundary rule in the name of `fn` for options that are not an object or a flag that is not a
 * boolean (CONTRIBUTING.md).
 */
export function flagsOf(fn: string, options: IdnaOptions | undefined): number {
  if (options === undefined) return DEFAULT_FLAGS;
  // Frozen, so its flags are known without the seven reads below: the options of every call
  // that reads a host as the URL Standard does.
  if (options === URL_STANDARD_OPTIONS) return CHECK_BIDI | CHECK_JOINERS;
  // requireObject's test written out, undefined being settled: toASCII alone bundles no more.
  if (typeof options !== 'object' || options === null) {
    throw argumentError(fn, 'options', 'an object', options);
  }
  let flags = 0;
  for (let bit = 0; bit < FLAG_NAMES.length; bit++) {
    const value = options[FLAG_NAMES[bit]!];
    if (value === undefined) {
      flags |= DEFAULT_FLAGS & (1 << bit);
    } else if (typeof value !== 'boolean') {
      throw argumentError(fn, `options.${FLAG_NAMES[bit]}`, 'a boolean', value);
    } else if (value) {
      flags |= 1 << bit;
    }
  }
  return flags;
}
