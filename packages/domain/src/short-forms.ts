// The short forms of parseHost: one answer each, with no object built on the way (the lookup of
// a host allocates nothing but the answer's string).
import { hostFrom, hostTo } from './locate-host.js';
import type { HostOptions } from './options.js';
import { lowerSlice, readHost } from './read-host.js';
import { domainStart, hostIsIp, needsLowerCase, suffixStart } from './scan-host.js';

/**
 * The public suffix of a host or of a URL's host (see {@link parseHost}): `co.uk` for
 * `www.example.co.uk`; the top-level domain when no rule of the list matches (the implicit rule
 * `*`); `undefined` for an IP address.
 *
 * @throws {DomainError} when `input` is neither a host nor a URL with one.
 * @throws `TypeError` for an argument of the wrong type.
 * @example
 * ```ts
 * getPublicSuffix('www.example.co.uk'); // → 'co.uk'
 * getPublicSuffix('example.unlisted-tld'); // → 'unlisted-tld'
 * getPublicSuffix('127.0.0.1'); // → undefined
 * ```
 */
export function getPublicSuffix(input: string, options?: HostOptions): string | undefined {
  readHost('getPublicSuffix', input, options);
  return hostIsIp ? undefined : lowerSlice(input, suffixStart, hostTo, needsLowerCase);
}

/**
 * The registrable domain ("eTLD+1", the site) of a host or of a URL's host (see
 * {@link parseHost}): the public suffix and the label before it, or `undefined` when the host is
 * a public suffix itself (`co.uk`, `github.io`) or an IP address.
 *
 * @throws {DomainError} when `input` is neither a host nor a URL with one.
 * @throws `TypeError` for an argument of the wrong type.
 * @example
 * ```ts
 * getRegistrableDomain('a.b.example.co.uk'); // → 'example.co.uk'
 * getRegistrableDomain('https://WWW.Example.COM/path'); // → 'example.com'
 * getRegistrableDomain('co.uk'); // → undefined
 * ```
 */
export function getRegistrableDomain(input: string, options?: HostOptions): string | undefined {
  readHost('getRegistrableDomain', input, options);
  return domainStart < 0 ? undefined : lowerSlice(input, domainStart, hostTo, needsLowerCase);
}

/**
 * The labels before the registrable domain (see {@link parseHost}): `a.b` for
 * `a.b.example.co.uk`, `''` for `example.co.uk`, `undefined` when there is no registrable domain.
 *
 * @throws {DomainError} when `input` is neither a host nor a URL with one.
 * @throws `TypeError` for an argument of the wrong type.
 * @example
 * ```ts
 * getSubdomain('a.b.example.co.uk'); // → 'a.b'
 * getSubdomain('example.co.uk'); // → ''
 * ```
 */
export function getSubdomain(input: string, options?: HostOptions): string | undefined {
  readHost('getSubdomain', input, options);
  if (domainStart < 0) return undefined;
  return domainStart === hostFrom
    ? ''
    : lowerSlice(input, hostFrom, domainStart - 1, needsLowerCase);
}
