// The oracles must be right before they judge anything: the regular-expression ABNF on the
// examples of RFC 3986 §1.1.2 and on productions at their edges, the §5.2 transcription on every
// example of §5.4, and the generators' valid output accepted by the ABNF oracle.
import { readShared } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';
import { ipv6Address } from '../src/generators/ip.js';
import { reference } from '../src/generators/rfc3986.js';
import { publicSuffixOf, readSuffixList } from '../src/oracles/public-suffix.js';
import { grammarMatch } from '../src/oracles/rfc3986-regex.js';
import { removeDotSegmentsAsWritten, resolveAsWritten } from '../src/oracles/rfc3986-resolve.js';
import { Rng } from '../src/rng.js';

describe('the ABNF oracle', () => {
  it('reads the examples of RFC 3986 §1.1.2 and §3', () => {
    expect(grammarMatch('foo://example.com:8042/over/there?name=ferret#nose')).toEqual({
      scheme: 'foo',
      userinfo: undefined,
      host: 'example.com',
      port: '8042',
      path: '/over/there',
      query: 'name=ferret',
      fragment: 'nose',
      hostKind: 'reg-name',
    });
    for (const text of [
      'ftp://ftp.is.co.za/rfc/rfc1808.txt',
      'ldap://[2001:db8::7]/c=GB?objectClass?one',
      'mailto:John.Doe@example.com',
      'news:comp.infosystems.www.servers.unix',
      'tel:+1-816-555-1212',
      'telnet://192.0.2.16:80/',
      'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
      '',
      '//a',
      '?',
      '#',
      './a:b',
      'http://[v7.x:y]/',
      'http://[::ffff:1.2.3.4]/',
    ]) {
      expect(grammarMatch(text), text).toBeDefined();
    }
    expect(grammarMatch('telnet://192.0.2.16:80/')?.hostKind).toBe('ipv4');
    expect(grammarMatch('http://192.0.2.256/')?.hostKind).toBe('reg-name');
    expect(grammarMatch('ldap://[2001:db8::7]/')?.hostKind).toBe('ipv6');
  });

  it('refuses what breaks a production', () => {
    for (const text of [
      'a b',
      '1a:b',
      'a:b c',
      'http://a:8o/',
      'http://[::1',
      'http://[1::2::3]/',
      '%',
      '%zz',
      'http://[v.x]/',
      'http://a/%',
      'a:b#c#d',
      'http://[::1%25en0]/',
      'http://例え/',
    ]) {
      expect(grammarMatch(text), text).toBeUndefined();
    }
    expect(grammarMatch('http://[fe80::1%25en0]/', { zoneId: true })?.host).toBe('[fe80::1%25en0]');
    expect(grammarMatch('http://例え/パス?\u{e000}', { iri: true })?.host).toBe('例え');
    expect(grammarMatch('http://a/#\u{e000}', { iri: true })).toBeUndefined(); // iprivate: query only
  });

  it('accepts every reference and IPv6 address the generators make', () => {
    const rng = new Rng(7);
    for (let i = 0; i < 3000; i++) {
      const iri = i % 3 === 0;
      const text = reference(rng, { iri, zoneId: true });
      expect(grammarMatch(text, { iri, zoneId: true }), text).toBeDefined();
      const address = ipv6Address(rng);
      expect(grammarMatch(`//[${address}]`)?.hostKind, address).toBe('ipv6');
    }
  });
});

describe('the §5.2 transcription', () => {
  // RFC 3986 §5.4.1 and §5.4.2, base "http://a/b/c/d;p?q".
  const examples: [string, string][] = [
    ['g:h', 'g:h'],
    ['g', 'http://a/b/c/g'],
    ['./g', 'http://a/b/c/g'],
    ['g/', 'http://a/b/c/g/'],
    ['/g', 'http://a/g'],
    ['//g', 'http://g'],
    ['?y', 'http://a/b/c/d;p?y'],
    ['g?y', 'http://a/b/c/g?y'],
    ['#s', 'http://a/b/c/d;p?q#s'],
    ['g#s', 'http://a/b/c/g#s'],
    ['g?y#s', 'http://a/b/c/g?y#s'],
    [';x', 'http://a/b/c/;x'],
    ['g;x', 'http://a/b/c/g;x'],
    ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
    ['', 'http://a/b/c/d;p?q'],
    ['.', 'http://a/b/c/'],
    ['./', 'http://a/b/c/'],
    ['..', 'http://a/b/'],
    ['../', 'http://a/b/'],
    ['../g', 'http://a/b/g'],
    ['../..', 'http://a/'],
    ['../../', 'http://a/'],
    ['../../g', 'http://a/g'],
    ['../../../g', 'http://a/g'],
    ['../../../../g', 'http://a/g'],
    ['/./g', 'http://a/g'],
    ['/../g', 'http://a/g'],
    ['g.', 'http://a/b/c/g.'],
    ['.g', 'http://a/b/c/.g'],
    ['g..', 'http://a/b/c/g..'],
    ['..g', 'http://a/b/c/..g'],
    ['./../g', 'http://a/b/g'],
    ['./g/.', 'http://a/b/c/g/'],
    ['g/./h', 'http://a/b/c/g/h'],
    ['g/../h', 'http://a/b/c/h'],
    ['g;x=1/./y', 'http://a/b/c/g;x=1/y'],
    ['g;x=1/../y', 'http://a/b/c/y'],
    ['g?y/./x', 'http://a/b/c/g?y/./x'],
    ['g?y/../x', 'http://a/b/c/g?y/../x'],
    ['g#s/./x', 'http://a/b/c/g#s/./x'],
    ['g#s/../x', 'http://a/b/c/g#s/../x'],
    ['http:g', 'http:g'],
  ];
  it.each(examples)('resolves %j as §5.4 says', (ref, expected) => {
    expect(resolveAsWritten('http://a/b/c/d;p?q', ref)).toBe(expected);
  });
  it('is non-strict when asked (§5.4.2) and removes dot segments as §5.2.4 shows', () => {
    expect(resolveAsWritten('http://a/b/c/d;p?q', 'http:g', false)).toBe('http://a/b/c/g');
    expect(removeDotSegmentsAsWritten('/a/b/c/./../../g')).toBe('/a/g');
    expect(removeDotSegmentsAsWritten('mid/content=5/../6')).toBe('mid/6');
  });
});

describe('the Public Suffix List transcription', () => {
  const listText = readShared('conformance/psl/public_suffix_list.dat');
  const tests = readShared('conformance/psl/tests.txt');
  it.skipIf(listText === undefined || tests === undefined)(
    "passes the list's own tests.txt (ASCII rows)",
    () => {
      const list = readSuffixList(listText!);
      let checked = 0;
      for (const line of tests!.split('\n')) {
        if (line.startsWith('//') || line.trim() === '') continue;
        const [host, expected] = line.trim().split(/\s+/) as [string, string];
        if (host === 'null' || host.startsWith('.') || !/^[\x00-\x7f]+$/.test(host)) continue;
        const answer = publicSuffixOf(list, host.toLowerCase(), true);
        expect(answer.registrableDomain ?? 'null', host).toBe(expected);
        checked++;
      }
      expect(checked).toBeGreaterThan(50);
    },
  );
});
