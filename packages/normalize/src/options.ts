// The options of normalize, equivalent, iriToUri and uriToIri, with their defaults.
import { type IdnaOptions, URL_STANDARD_OPTIONS } from '@urikit/idn';
import type { ParseOptions } from '@urikit/syntax';
import type { CleanUp } from './clean-up.js';
import type { SchemeRule } from './scheme-rules.js';

/**
 * Options of {@link normalize}: which steps of RFC 3986 §6.2.2 / §6.2.3 to apply, and
 * how to treat IRIs (RFC 3987) and IDN hosts (UTS #46).
 *
 * @example
 * ```ts
 * const options: NormalizeOptions = { iri: true, host: 'unicode' };
 * normalize('http://xn--bcher-kva.example/', options); // → 'http://bücher.example/'
 * ```
 */
export interface NormalizeOptions {
  /**
   * Apply the scheme-based rules of RFC 3986 §6.2.3 (default ports, empty paths, `file`,
   * `mailto`, `urn`, …) from the scheme table. Default `true`; `false` leaves §6.2.2 only.
   */
  scheme?: boolean | undefined;
  /**
   * Rules to add to the built-in scheme table or to replace its entries, keyed by the
   * lower-case scheme name. `{}` switches a built-in scheme's rules off;
   * `{ caseSensitiveHost: true }` declares a scheme whose host keeps its case.
   */
  schemes?: Readonly<Record<string, SchemeRule>> | undefined;
  /**
   * What to do with reg-name hosts of schemes whose rule says `dnsHost: true`:
   * - `'preserve'` (default): §6.2.2 only (lower case, unreserved triplets decoded);
   * - `'ascii'`: UTS #46 ToASCII (`bücher.example` → `xn--bcher-kva.example`); a host that
   *   fails throws a NormalizeError;
   * - `'unicode'`: UTS #46 ToUnicode; written as UTF-8 triplets in a URI and as characters
   *   in an IRI (with `iri: true`); a host that fails is kept as it is.
   */
  host?: 'preserve' | 'ascii' | 'unicode' | undefined;
  /** Accept (and produce) an RFC 3987 IRI reference. Default `false`. */
  iri?: boolean | undefined;
  /** Accept RFC 6874 zone IDs in IPv6 literals. Default `false`. */
  zoneId?: boolean | undefined;
  /**
   * The UTS #46 flags for `host: 'ascii' | 'unicode'`. Default: the WHATWG URL Standard's
   * choice (nontransitional, `checkBidi` and `checkJoiners` on, `checkHyphens`,
   * `useSTD3ASCIIRules` and `verifyDnsLength` off).
   */
  idna?: IdnaOptions | undefined;

  /**
   * Clean-up steps to run on the normal form (normalize-url's `stripWWW`,
   * `removeQueryParameters`, …, on RFC 3986 references): a function that {@link cleanUp} makes
   * from its options. None by default.
   */
  cleanUp?: CleanUp | undefined;
}

/**
 * Options of {@link equivalent}: the rung of the RFC 3986 §6.2 comparison ladder and what
 * to accept.
 *
 * @example
 * ```ts
 * const options: EquivalentOptions = { level: 'syntax' };
 * equivalent('http://a/%7e', 'http://a/~', options); // → true
 * ```
 */
export interface EquivalentOptions {
  /**
   * The rung of the comparison ladder (RFC 3986 §6.2): `'simple'` (§6.2.1, code unit by
   * code unit), `'syntax'` (§6.2.2) or `'scheme'` (§6.2.3, the default).
   */
  level?: 'simple' | 'syntax' | 'scheme' | undefined;
  /** Compare without the fragments. Default `false`. */
  ignoreFragment?: boolean | undefined;
  /** Accept IRIs: both are mapped to URIs (RFC 3987 §3.1, §5.3.1) before comparing. */
  iri?: boolean | undefined;
  /**
   * Scheme rules to add or replace, as for {@link normalize} (`caseSensitiveHost` included:
   * such hosts that differ in case are not equivalent, at either rung).
   */
  schemes?: Readonly<Record<string, SchemeRule>> | undefined;
  /** Accept RFC 6874 zone IDs in IPv6 literals. Default `false`. */
  zoneId?: boolean | undefined;
  /**
   * Clean-up steps run on both normal forms before they are compared (see {@link cleanUp}):
   * `equivalent(a, b, { cleanUp: cleanUp({ stripWWW: true, stripHash: true }) })` asks "the
   * same page?" rather than "the same resource?".
   */
  cleanUp?: CleanUp | undefined;
}

/**
 * Options of {@link iriToUri} (RFC 3987 §3.1).
 *
 * @example
 * ```ts
 * const options: IriToUriOptions = { host: 'percent-encode' };
 * iriToUri('http://bücher.example/', options); // → 'http://b%C3%BCcher.example/'
 * ```
 */
export interface IriToUriOptions {
  /**
   * How to map a non-ASCII reg-name of a scheme whose rule says `dnsHost: true`
   * (RFC 3987 §3.1 step 1): `'punycode'` (default) by UTS #46 ToASCII, throwing a
   * NormalizeError when it fails; `'percent-encode'` as UTF-8 triplets like the rest.
   * Other hosts are always percent-encoded.
   */
  host?: 'punycode' | 'percent-encode' | undefined;
  /** Scheme rules to add or replace (for `dnsHost`). */
  schemes?: Readonly<Record<string, SchemeRule>> | undefined;
  /** The UTS #46 flags for `host: 'punycode'` (default as for normalize). */
  idna?: IdnaOptions | undefined;
  /** Accept RFC 6874 zone IDs in IPv6 literals. Default `false`. */
  zoneId?: boolean | undefined;
}

/**
 * Options of {@link uriToIri} (RFC 3987 §3.2).
 *
 * @example
 * ```ts
 * const options: UriToIriOptions = { zoneId: true };
 * uriToIri('http://[fe80::1%25eth0]/%C3%A9', options); // → 'http://[fe80::1%25eth0]/é'
 * ```
 */
export interface UriToIriOptions {
  /** Accept RFC 6874 zone IDs in IPv6 literals. Default `false`. */
  zoneId?: boolean | undefined;
}

/** The UTS #46 flags used when none are given: those of the WHATWG URL Standard. */
export const DEFAULT_IDNA_OPTIONS: IdnaOptions = URL_STANDARD_OPTIONS;

// The parse options objects, made once so that a call allocates none. A URI without zone IDs
// (the syntax package's defaults) gets none at all: the scan then skips its check of an options
// object (two loads and two type tests), on every call of the normal-form test.
const PARSE_IRI = { iri: true, zoneId: false };
const PARSE_URI_ZONE = { iri: false, zoneId: true };
const PARSE_IRI_ZONE = { iri: true, zoneId: true };

/** The options for the syntax package's parse: undefined for its defaults. */
export function parseOptions(iri: boolean, zoneId: boolean): ParseOptions | undefined {
  if (zoneId) return iri ? PARSE_IRI_ZONE : PARSE_URI_ZONE;
  return iri ? PARSE_IRI : undefined;
}
