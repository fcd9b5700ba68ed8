// isSameSite: whether two hosts or URLs are the same site, as the HTML Standard defines it on top
// of the URL Standard's registrable domain (HTML §7.1.1 "same site", "schemelessly same site").
import { formatIPv6, parseIPv6 } from '@urikit/ipaddr';
import { hostFrom, hostTo, locatedScheme } from './locate-host.js';
import type { HostOptions } from './options.js';
import { checkString, privateDomainsOf, typeName } from './options.js';
import { readHost } from './read-host.js';
import { asciiLabel, domainStart, hostIsIp } from './scan-host.js';

/**
 * Options of {@link isSameSite}.
 *
 * @example
 * ```ts
 * const options: SameSiteOptions = { schemeful: false };
 * isSameSite('http://a.example.com', 'https://b.example.com', options); // → true
 * ```
 */
export interface SameSiteOptions extends HostOptions {
  /**
   * When both arguments are URLs with a scheme, whether their schemes must be equal too
   * (HTML's "same site", which browsers apply to cookies since 2020). Default `true`; `false`
   * compares the hosts only ("schemelessly same site"). A bare host has no scheme and is
   * always compared schemelessly.
   */
  schemeful?: boolean | undefined;
}

/**
 * Whether `a` and `b` (hosts, or URLs with an authority) are the same site: their registrable
 * domains are equal, or, for hosts without one (IP addresses, public suffixes, `localhost`), the
 * hosts themselves are (HTML §7.1.1). U-labels and A-labels of one name compare equal; a
 * trailing dot makes another host (URL Standard §3.2). Between two URLs the schemes must match
 * too, unless `schemeful: false`.
 *
 * @throws {DomainError} when an argument is neither a host nor a URL with one.
 * @throws `TypeError` for an argument of the wrong type.
 * @example
 * ```ts
 * isSameSite('https://a.example.co.uk/', 'https://b.example.co.uk/x'); // → true
 * isSameSite('alice.github.io', 'bob.github.io'); // → false
 * isSameSite('http://example.com', 'https://example.com'); // → false
 * isSameSite('bücher.de', 'www.xn--bcher-kva.de'); // → true
 * ```
 */
export function isSameSite(a: string, b: string, options?: SameSiteOptions): boolean {
  const name = 'isSameSite';
  // readHost names its argument `input`; this function's are `a` and `b`.
  checkString(name, 'a', a);
  checkString(name, 'b', b);
  const schemeful = options?.schemeful;
  if (schemeful !== undefined && typeof schemeful !== 'boolean' && typeof options === 'object') {
    throw new TypeError(`${name}: options.schemeful must be a boolean; got ${typeName(schemeful)}`);
  }
  // privateDomains read once, for both hosts (CONTRIBUTING.md: an option is read once).
  const read =
    options === undefined ? undefined : { privateDomains: privateDomainsOf(name, options) };
  readHost(name, a, read);
  const siteA = siteOf(a);
  const schemeA = locatedScheme;
  readHost(name, b, read);
  const siteB = siteOf(b);
  const schemeB = locatedScheme;
  if (siteA !== siteB) return false;
  return (
    schemeful === false || schemeA === undefined || schemeB === undefined || schemeA === schemeB
  );
}

/** The site of the host just read, in one form for comparison: A-labels, lower case. */
function siteOf(input: string): string {
  if (hostIsIp) {
    const host = input.slice(hostFrom, hostTo).toLowerCase();
    // IPv6 in RFC 5952 form: [::1] and [0:0::1] are one host.
    if (host.includes(':')) {
      const bare = host.charCodeAt(0) === 0x5b ? host.slice(1, -1) : host;
      return bare.startsWith('v') ? host : formatIPv6(parseIPv6(bare));
    }
    return host;
  }
  const from = domainStart < 0 ? hostFrom : domainStart;
  return input
    .slice(from, hostTo)
    .split('.')
    .map((label) => asciiLabel(label) ?? label)
    .join('.');
}
