// parseHost: every answer of the Public Suffix List about one host (or the host of a URL) in one
// object: the public suffix, the registrable domain and the parts around them.
import { IdnaError, toASCII, toUnicode, URL_STANDARD_OPTIONS } from '@urikit/idn';
import { DomainError } from './errors.js';
import { bareIPv6, hostFrom, hostTo, locateHost } from './locate-host.js';
import { checkString, type ParseHostOptions, privateDomainsOf, typeName } from './options.js';
import { lowerSlice, readHost } from './read-host.js';
import {
  domainStart,
  hostIsIp,
  ICANN,
  needsLowerCase,
  PRIVATE,
  scanHost,
  suffixSection,
  suffixStart,
} from './scan-host.js';

/**
 * What the Public Suffix List says about a host. For `a.b.example.co.uk`: hostname
 * `a.b.example.co.uk`, publicSuffix `co.uk`, registrableDomain `example.co.uk`, subdomain `a.b`,
 * domainWithoutSuffix `example`. A part the host lacks is `undefined`; an empty one is `''`
 * (`example.co.uk` has subdomain `''`; `co.uk` has no registrable domain, so no subdomain).
 *
 * @example
 * ```ts
 * const info: HostInfo = parseHost('a.b.example.co.uk');
 * info.registrableDomain; // → 'example.co.uk'
 * ```
 */
export interface HostInfo {
  /** The host, lower-cased (a trailing dot kept; an IPv6 address as given, brackets and all). */
  hostname: string;
  /**
   * The public suffix (the "effective TLD"): the labels that the prevailing rule of the list
   * matches, or the last label when no rule does (the list's implicit rule `*`, so a top-level
   * domain not in the list is a suffix too). A trailing dot is kept (URL Standard §3.2).
   * `undefined` for an IP address.
   */
  publicSuffix: string | undefined;
  /** The public suffix and one label more (the "eTLD+1"), or `undefined` when there is none. */
  registrableDomain: string | undefined;
  /** The labels before the registrable domain (`''` when none), or `undefined` without one. */
  subdomain: string | undefined;
  /** The registrable domain without its public suffix: its first label. */
  domainWithoutSuffix: string | undefined;
  /** Whether a rule of the list's ICANN section decided the public suffix. */
  isIcann: boolean;
  /** Whether a rule of its PRIVATE DOMAINS section did (never with `privateDomains: false`). */
  isPrivate: boolean;
  /** Whether the host is an IP address, which has no public suffix. */
  isIp: boolean;
}

const FORMS = ['preserve', 'ascii', 'unicode'];

/**
 * Looks `input` up in the Public Suffix List: a host (`www.example.co.uk`, `bücher.de`,
 * `xn--bcher-kva.de`, `[::1]`, `192.0.2.1`) or a URL with an authority
 * (`https://user@www.example.co.uk:8080/a?b`, `//example.com`). The list's algorithm
 * (publicsuffix.org/list): the rule that matches the most labels prevails, wildcard rules
 * (`*.ck`) match any one label and exception rules (`!www.ck`) prevail over them; a host that no
 * rule matches has its top-level domain as suffix (the implicit rule `*`). With the URL Standard
 * (§3.2), a trailing dot stays on the suffix and the registrable domain, and an IP address has
 * neither. Answers are lower-cased, in the form the host was given unless `form` says otherwise.
 *
 * @throws {DomainError} when `input` is neither a host nor a URL with one (see DomainErrorCode).
 * @throws `TypeError` when `input` is not a string or an option has the wrong type.
 * @example
 * ```ts
 * parseHost('a.b.example.co.uk').subdomain; // → 'a.b'
 * parseHost('https://alice.github.io/x').registrableDomain; // → 'alice.github.io'
 * parseHost('alice.github.io', { privateDomains: false }).registrableDomain; // → 'github.io'
 * parseHost('[::1]').isIp; // → true
 * ```
 */
export function parseHost(input: string, options?: ParseHostOptions): HostInfo {
  return parseHostAs('parseHost', input, options);
}

/** parseHost for the exported function `name`, whose name its TypeErrors carry. */
function parseHostAs(name: string, input: string, options: ParseHostOptions | undefined): HostInfo {
  checkString(name, 'input', input);
  // Read once here; readHost gets the value read, not options again (CONTRIBUTING.md).
  const privateDomains = privateDomainsOf(name, options);
  // Only an absent form (undefined) means the default; null is a value of the wrong type.
  const given = options === undefined ? undefined : options.form;
  const form = given === undefined ? 'preserve' : given;
  if (!FORMS.includes(form)) {
    throw new TypeError(
      `${name}: options.form must be 'preserve', 'ascii' or 'unicode'; got ${
        typeof form === 'string' ? JSON.stringify(form) : typeName(form)
      }`,
    );
  }
  if (form === 'preserve') {
    readHost(name, input, { privateDomains });
    return infoOf(input, hostFrom, hostTo, false);
  }
  locateHost(input);
  if (bareIPv6 || input.charCodeAt(hostFrom) === 0x5b) {
    readHost(name, input, { privateDomains });
    return infoOf(input, hostFrom, hostTo, false);
  }
  // UTS #46 as the URL Standard runs it ("domain to ASCII", §3.5), then the same lookup.
  let ascii: string;
  try {
    ascii = toASCII(input.slice(hostFrom, hostTo), URL_STANDARD_OPTIONS);
    scanHost(ascii, 0, ascii.length, privateDomains, false);
  } catch (error) {
    if (error instanceof IdnaError) throw new DomainError('invalid-idn', input, hostFrom);
    if (error instanceof DomainError) throw new DomainError(error.code, input, hostFrom);
    throw error;
  }
  return infoOf(ascii, 0, ascii.length, form === 'unicode');
}

/**
 * {@link parseHost}, or `undefined` where it would throw DomainError. Wrong types still throw
 * TypeError.
 *
 * @example
 * ```ts
 * tryParseHost('example.com')?.publicSuffix; // → 'com'
 * tryParseHost('a..b'); // → undefined
 * ```
 */
export function tryParseHost(input: string, options?: ParseHostOptions): HostInfo | undefined {
  try {
    return parseHostAs('tryParseHost', input, options);
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}

/** The answers for the host `text[from, to)` that scan-host.ts has just scanned. */
function infoOf(text: string, from: number, to: number, unicode: boolean): HostInfo {
  const lower = needsLowerCase;
  const part = (a: number, b: number): string => {
    const slice = lowerSlice(text, a, b, lower);
    return unicode ? toUnicode(slice, URL_STANDARD_OPTIONS).domain : slice;
  };
  if (hostIsIp) return ipInfo(lowerSlice(text, from, to, true));
  const domain = domainStart;
  // One object literal per shape: V8 keeps one hidden class for every answer.
  return {
    hostname: part(from, to),
    publicSuffix: part(suffixStart, to),
    registrableDomain: domain < 0 ? undefined : part(domain, to),
    subdomain: domain < 0 ? undefined : domain === from ? '' : part(from, domain - 1),
    domainWithoutSuffix: domain < 0 ? undefined : part(domain, suffixStart - 1),
    isIcann: suffixSection === ICANN,
    isPrivate: suffixSection === PRIVATE,
    isIp: false,
  };
}

function ipInfo(hostname: string): HostInfo {
  return {
    hostname,
    publicSuffix: undefined,
    registrableDomain: undefined,
    subdomain: undefined,
    domainWithoutSuffix: undefined,
    isIcann: false,
    isPrivate: false,
    isIp: true,
  };
}
