// The examples of RFC 3986 §6 (and §5.4's resolved targets, which must be normal forms).
import { describe, expect, it } from 'vitest';
import { equivalent, normalize } from '../src/index.js';

describe('RFC 3986 §6 examples', () => {
  it('§6.2.2: example://a/b/c/%7Bfoo%7D and its variant normalize to the same', () => {
    expect(normalize('eXAMPLE://a/./b/../b/%63/%7bfoo%7d')).toBe('example://a/b/c/%7Bfoo%7D');
    expect(normalize('example://a/b/c/%7Bfoo%7D')).toBe('example://a/b/c/%7Bfoo%7D');
    expect(
      equivalent('example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d', {
        level: 'syntax',
      }),
    ).toBe(true);
    expect(
      equivalent('example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d', {
        level: 'simple',
      }),
    ).toBe(false);
  });

  it('§6.2.2.1: HTTP://www.EXAMPLE.com/ is http://www.example.com/', () => {
    expect(normalize('HTTP://www.EXAMPLE.com/')).toBe('http://www.example.com/');
  });

  it('§6.2.3: the four forms of http://example.com/ are equivalent', () => {
    const forms = [
      'http://example.com',
      'http://example.com/',
      'http://example.com:/',
      'http://example.com:80/',
    ];
    for (const form of forms) expect(normalize(form)).toBe('http://example.com/');
    for (const form of forms) expect(equivalent(form, 'http://example.com/')).toBe(true);
    expect(equivalent(forms[0]!, forms[3]!, { level: 'syntax' })).toBe(false);
  });

  it('§6.2.3: an empty query is not the same as none', () => {
    expect(equivalent('http://example.com/?', 'http://example.com/')).toBe(false);
  });

  it('§1.1.2: the examples are normal already', () => {
    for (const uri of [
      'ftp://ftp.is.co.za/rfc/rfc1808.txt',
      'http://www.ietf.org/rfc/rfc2396.txt',
      'ldap://[2001:db8::7]/c=GB?objectClass?one',
      'mailto:John.Doe@example.com',
      'news:comp.infosystems.www.servers.unix',
      'tel:+1-816-555-1212',
      'telnet://192.0.2.16:80/',
      'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
    ]) {
      expect(normalize(uri)).toBe(uri);
    }
  });

  it('§5.4: normalizing a reference before resolving it changes nothing', () => {
    // The §5.4.1 references whose dot-segments normalization removes.
    expect(normalize('./g')).toBe('g');
    expect(normalize('g/')).toBe('g/');
    expect(normalize('../../g')).toBe('../../g');
    expect(normalize('./g/.')).toBe('g/');
    expect(normalize('g/./h')).toBe('g/h');
    expect(normalize('g/../h')).toBe('h');
    expect(normalize('g;x=1/./y')).toBe('g;x=1/y');
    expect(normalize('g;x=1/../y')).toBe('y');
    expect(normalize('g?y/./x')).toBe('g?y/./x');
    expect(normalize('g#s/../x')).toBe('g#s/../x');
    expect(normalize('./')).toBe('./');
    expect(normalize('../')).toBe('../');
    expect(normalize('../g')).toBe('../g');
  });
});
