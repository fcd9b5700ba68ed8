// parseHost and its short forms on the cases the list's tests do not cover: the URL Standard's
// examples of public suffixes and registrable domains (§3.2), forms of hosts and URLs, IP
// addresses, the options, and every error with its code and offset.
import { describe, expect, it } from 'vitest';
import {
  DomainError,
  getPublicSuffix,
  getRegistrableDomain,
  getSubdomain,
  hasListedSuffix,
  parseHost,
  tryParseHost,
} from '../src/index.js';

describe('the URL Standard §3.2 examples, as this package reads them', () => {
  // host, public suffix, registrable domain (undefined for null)
  const cases: [string, string | undefined, string | undefined][] = [
    ['com', 'com', undefined],
    ['example.com', 'com', 'example.com'],
    ['www.example.com', 'com', 'example.com'],
    ['sub.www.example.com', 'com', 'example.com'],
    ['EXAMPLE.COM', 'com', 'example.com'],
    ['example.com.', 'com.', 'example.com.'],
    ['github.io', 'github.io', undefined],
    ['whatwg.github.io', 'github.io', 'whatwg.github.io'],
    ['إختبار', 'إختبار', undefined],
    ['example.إختبار', 'إختبار', 'example.إختبار'],
    ['sub.example.إختبار', 'إختبار', 'example.إختبار'],
    ['xn--kgbechtv', 'xn--kgbechtv', undefined],
    ['sub.example.xn--kgbechtv', 'xn--kgbechtv', 'example.xn--kgbechtv'],
    ['[2001:0db8:85a3:0000:0000:8a2e:0370:7334]', undefined, undefined],
  ];
  it.each(cases)('%s: suffix %s, registrable domain %s', (host, suffix, domain) => {
    expect(getPublicSuffix(host)).toBe(suffix);
    expect(getRegistrableDomain(host)).toBe(domain);
  });

  it('converts to A-labels as the URL Standard does with form: ascii', () => {
    expect(parseHost('sub.example.إختبار', { form: 'ascii' })).toMatchObject({
      publicSuffix: 'xn--kgbechtv',
      registrableDomain: 'example.xn--kgbechtv',
      subdomain: 'sub',
    });
  });
});

describe('parseHost', () => {
  it('gives every part', () => {
    expect(parseHost('a.b.example.co.uk')).toEqual({
      hostname: 'a.b.example.co.uk',
      publicSuffix: 'co.uk',
      registrableDomain: 'example.co.uk',
      subdomain: 'a.b',
      domainWithoutSuffix: 'example',
      isIcann: true,
      isPrivate: false,
      isIp: false,
    });
  });

  it('reads the host of URLs and network-path references', () => {
    for (const url of [
      'https://a.b.example.co.uk/x?y#z',
      'https://user:pa%20ss@a.b.example.co.uk:8443',
      '//a.b.example.co.uk',
      'ftp://A.B.EXAMPLE.CO.UK./',
      'http://a.b.example.co.uk/a b|c',
    ]) {
      expect(getRegistrableDomain(url), url).toMatch(/^example\.co\.uk\.?$/);
    }
  });

  it('takes the implicit rule * for an unlisted top-level domain', () => {
    expect(parseHost('a.b.example.unlisted')).toMatchObject({
      publicSuffix: 'unlisted',
      registrableDomain: 'example.unlisted',
      isIcann: false,
      isPrivate: false,
    });
    expect(parseHost('localhost')).toMatchObject({
      publicSuffix: 'localhost',
      registrableDomain: undefined,
      subdomain: undefined,
    });
  });

  it('applies wildcard and exception rules', () => {
    expect(getPublicSuffix('a.b.c.mm')).toBe('c.mm');
    expect(getPublicSuffix('www.ck')).toBe('ck');
    expect(getRegistrableDomain('a.www.ck')).toBe('www.ck');
    expect(getRegistrableDomain('a.city.kawasaki.jp')).toBe('city.kawasaki.jp');
    expect(getRegistrableDomain('a.other.kawasaki.jp')).toBe('a.other.kawasaki.jp');
  });

  it('uses the private section by default, and not with privateDomains: false', () => {
    expect(parseHost('alice.github.io')).toMatchObject({
      publicSuffix: 'github.io',
      registrableDomain: 'alice.github.io',
      isPrivate: true,
      isIcann: false,
    });
    expect(parseHost('alice.github.io', { privateDomains: false })).toMatchObject({
      publicSuffix: 'io',
      registrableDomain: 'github.io',
      isPrivate: false,
      isIcann: true,
    });
    // A private wildcard rule: *.compute.amazonaws.com.
    expect(getPublicSuffix('a.b.eu-west-1.compute.amazonaws.com')).toBe(
      'eu-west-1.compute.amazonaws.com',
    );
    expect(getPublicSuffix('a.b.eu-west-1.compute.amazonaws.com', { privateDomains: false })).toBe(
      'com',
    );
  });

  it('answers in the form given, or converted', () => {
    expect(parseHost('www.Bücher.de').registrableDomain).toBe('bücher.de');
    expect(parseHost('www.xn--bcher-kva.de').registrableDomain).toBe('xn--bcher-kva.de');
    expect(parseHost('www.Bücher.de', { form: 'ascii' }).registrableDomain).toBe(
      'xn--bcher-kva.de',
    );
    expect(parseHost('www.xn--bcher-kva.de', { form: 'unicode' })).toMatchObject({
      hostname: 'www.bücher.de',
      registrableDomain: 'bücher.de',
      domainWithoutSuffix: 'bücher',
    });
    // Unicode suffixes match in either form.
    expect(getPublicSuffix('食狮.公司.cn')).toBe('公司.cn');
    expect(getPublicSuffix('食狮.xn--55qx5d.cn')).toBe('xn--55qx5d.cn');
    // UTS #46 mapping with form: 'ascii' (fullwidth letters, ideographic full stop).
    expect(parseHost('ＥＸＡＭＰＬＥ。com', { form: 'ascii' }).registrableDomain).toBe(
      'example.com',
    );
  });

  it('keeps one trailing dot on the suffix and the registrable domain', () => {
    expect(parseHost('a.example.co.uk.')).toMatchObject({
      hostname: 'a.example.co.uk.',
      publicSuffix: 'co.uk.',
      registrableDomain: 'example.co.uk.',
      subdomain: 'a',
      domainWithoutSuffix: 'example',
    });
  });

  it('recognizes IP addresses and gives them no suffix', () => {
    for (const host of [
      '192.0.2.1',
      '[::1]',
      '[2001:DB8::1]',
      '::1',
      '[v1.x]',
      'http://10.0.0.1:80/',
    ]) {
      const info = parseHost(host);
      expect(info.isIp, host).toBe(true);
      expect(info.publicSuffix).toBeUndefined();
      expect(info.registrableDomain).toBeUndefined();
      expect(getPublicSuffix(host)).toBeUndefined();
    }
    expect(parseHost('[2001:DB8::1]').hostname).toBe('[2001:db8::1]');
  });

  it('gives subdomains', () => {
    expect(getSubdomain('a.b.example.co.uk')).toBe('a.b');
    expect(getSubdomain('example.co.uk')).toBe('');
    expect(getSubdomain('co.uk')).toBeUndefined();
    expect(getSubdomain('192.0.2.1')).toBeUndefined();
  });
});

describe('errors', () => {
  const cases: [string, string, number][] = [
    ['', 'empty-host', 0],
    ['.', 'empty-label', 0],
    ['.com', 'empty-label', 0],
    ['a..b.com', 'empty-label', 2],
    ['a.com..', 'empty-label', 6],
    ['exa mple.com', 'invalid-character', 3],
    ['%65xample.com', 'invalid-character', 0],
    ['example。com', 'invalid-character', 7],
    ['1.2.3', 'invalid-ipv4', 0],
    ['example.0x1f', 'invalid-ipv4', 0],
    ['256.1.1.1', 'invalid-ipv4', 0],
    ['[::g]', 'invalid-ip-literal', 0],
    ['[::1', 'invalid-ip-literal', 0],
    ['example.com/path', 'no-host', 11],
    ['localhost:3000', 'no-host', 9],
    ['mailto:a@example.com', 'no-host', 6],
    ['file:///etc/hosts', 'empty-host', 7],
    ['http://a\\@example.com/', 'invalid-authority', 8],
    ['http://example.com:8o/', 'invalid-authority', 20],
    ['http://exa_mple.com!/', 'invalid-character', 19],
  ];
  it.each(cases)('%s: %s at %i', (input, code, index) => {
    let thrown: unknown;
    try {
      parseHost(input);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect((thrown as DomainError).code).toBe(code);
    expect((thrown as DomainError).index).toBe(index);
    expect((thrown as DomainError).message).toContain('^');
    expect(tryParseHost(input)).toBeUndefined();
    expect(() => getRegistrableDomain(input)).toThrow(DomainError);
  });

  it('reports a failed UTS #46 conversion as invalid-idn at the host', () => {
    expect(() => parseHost('http://a\u200d.com/', { form: 'ascii' })).toThrow(
      expect.objectContaining({ code: 'invalid-idn', index: 7 }),
    );
  });

  it('throws TypeError for wrong types, naming the function and the argument', () => {
    expect(() => parseHost(1 as never)).toThrow(
      new TypeError('parseHost: input must be a string; got number'),
    );
    expect(() => getRegistrableDomain(null as never)).toThrow(
      new TypeError('getRegistrableDomain: input must be a string; got null'),
    );
    expect(() => getPublicSuffix('a.com', 1 as never)).toThrow(
      new TypeError('getPublicSuffix: options must be an object; got number'),
    );
    expect(() => getSubdomain('a.com', { privateDomains: 'no' as never })).toThrow(
      new TypeError('getSubdomain: options.privateDomains must be a boolean; got string'),
    );
    expect(() => parseHost('a.com', { form: 'punycode' as never })).toThrow(
      new TypeError(
        `parseHost: options.form must be 'preserve', 'ascii' or 'unicode'; got "punycode"`,
      ),
    );
    expect(() => tryParseHost(2 as never)).toThrow(
      new TypeError('tryParseHost: input must be a string; got number'),
    );
    expect(() => parseHost('example.com', { form: null as never })).toThrow(
      new TypeError(`parseHost: options.form must be 'preserve', 'ascii' or 'unicode'; got null`),
    );
    expect(() => hasListedSuffix(2 as never)).toThrow(
      new TypeError('hasListedSuffix: host must be a string; got number'),
    );
  });
});
