// sameSite: RFC 3986 §6 normalization, then the HTML Standard's "same site" (§7.1.1) on the
// registrable domains of the Public Suffix List (@urikit/domain).
import { DomainError, isSameSite, type SameSiteOptions } from '@urikit/domain';
import { requireOptions, requireString } from '@urikit/percent-encoding';
import { normalize } from './normalize.js';
import type { NormalizeOptions } from './options.js';

const TO_ASCII: NormalizeOptions = { host: 'ascii' };
const IRI_TO_ASCII: NormalizeOptions = { host: 'ascii', iri: true };
const SAME_SITE_OPTIONS = {
  privateDomains: 'boolean',
  schemeful: 'boolean',
  iri: 'boolean',
} as const;

/**
 * Whether two URIs name the same site: each is normalized first (§6.2.2 and §6.2.3: case,
 * percent-encoding, so `%65xample.com` is `example.com`; its host mapped to A-labels by UTS #46),
 * then compared as @urikit/domain's `isSameSite` does: equal registrable domains (by the Public
 * Suffix List, private section included unless `privateDomains: false`), or equal hosts for a
 * host without one, and equal schemes unless `schemeful: false`. A URI without an authority
 * (`mailto:`, `urn:`) belongs to no site: `false`. With `iri: true` the arguments may be IRIs.
 * Unlike `equivalent`, paths, queries and ports do not count.
 *
 * @throws {NormalizeError} or `UriError` as `normalize` does for an invalid URI.
 * @throws {TypeError} when `a` or `b` is not a string, or an option has the wrong type.
 * @example
 * ```ts
 * sameSite('HTTPS://a.%65xample.co.uk/x', 'https://b.example.co.uk:8443/y'); // → true
 * sameSite('https://alice.github.io/', 'https://bob.github.io/'); // → false
 * sameSite('http://example.com/', 'https://example.com/'); // → false
 * sameSite('mailto:a@example.com', 'mailto:a@example.com'); // → false
 * ```
 */
export function sameSite(
  a: string,
  b: string,
  options?: SameSiteOptions & { iri?: boolean | undefined },
): boolean {
  // The checks in this function's name: normalize and isSameSite would name themselves.
  requireString('sameSite', 'a', a);
  requireString('sameSite', 'b', b);
  options = requireOptions('sameSite', options, SAME_SITE_OPTIONS);
  const normalizeOptions = options?.iri === true ? IRI_TO_ASCII : TO_ASCII;
  const x = normalize(a, normalizeOptions);
  const y = normalize(b, normalizeOptions);
  try {
    return isSameSite(x, y, options);
  } catch (error) {
    // A reference without a host (or with an empty one) has no site.
    if (error instanceof DomainError) return false;
    throw error;
  }
}
