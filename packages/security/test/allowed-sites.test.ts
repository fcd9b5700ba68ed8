// checkFetchTarget's allowedSites: an allow-list of registrable domains (sites) by the Public
// Suffix List, through @urikit/domain's getRegistrableDomain.
import { getRegistrableDomain } from '@urikit/domain';
import { checkFetchTarget, type FetchPolicy, SecurityError } from '@urikit/security';
import { describe, expect, it } from 'vitest';

const policy: FetchPolicy = {
  allowedSites: ['example.co.uk', 'alice.github.io', 'Bücher.de.'],
  registrableDomain: getRegistrableDomain,
};

const codes = (url: string, p: FetchPolicy = policy): string[] =>
  checkFetchTarget(url, p).findings.map((f) => f.code);

describe('allowedSites', () => {
  it('allows every name of an allowed site', () => {
    for (const url of [
      'https://example.co.uk/',
      'https://a.b.example.co.uk/x',
      'https://alice.github.io/repo',
      'https://www.xn--bcher-kva.de/',
      'https://WWW.bücher.de/',
    ]) {
      expect(checkFetchTarget(url, policy).allowed, url).toBe(true);
    }
  });

  it('refuses the names of other sites, under the same public suffix too', () => {
    for (const url of [
      'https://other.co.uk/',
      'https://bob.github.io/',
      'https://example.co.uk.evil.com/',
      'https://notexample.co.uk/',
    ]) {
      expect(codes(url), url).toEqual(['site-not-allowed']);
    }
  });

  it('refuses IP addresses unless allowedAddresses lists them', () => {
    expect(codes('http://93.184.215.14/')).toEqual(['site-not-allowed']);
    expect(
      codes('http://93.184.215.14/', { ...policy, allowedAddresses: ['93.184.215.0/24'] }),
    ).toEqual([]);
  });

  it('keeps the other checks and lets allowedNames pass', () => {
    expect(codes('http://localhost/')).toEqual(['site-not-allowed', 'internal-name']);
    expect(codes('http://intranet.corp/', { ...policy, allowedNames: ['intranet.corp'] })).toEqual(
      [],
    );
  });

  it('refuses an entry that is not a registrable domain', () => {
    for (const entry of ['co.uk', 'github.io', 'www.example.co.uk', 'a..b']) {
      const bad = { allowedSites: [entry], registrableDomain: getRegistrableDomain };
      expect(() => checkFetchTarget('https://example.co.uk/', bad), entry).toThrow(SecurityError);
    }
  });

  it('needs the lookup function', () => {
    expect(() =>
      checkFetchTarget('https://example.co.uk/', { allowedSites: ['example.co.uk'] }),
    ).toThrow(TypeError);
  });
});
