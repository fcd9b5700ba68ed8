import { UriError } from '@urikit/syntax';
import { describe, expect, it } from 'vitest';
import { equivalent, iriToUri, normalize, tryNormalize } from '../src/index.js';

const syntaxOnly = { scheme: false } as const;

describe('RFC 3986 §6.2.2.1 case normalization', () => {
  it('lowers the scheme and a reg-name host', () => {
    expect(normalize('HTTP://www.EXAMPLE.com/')).toBe('http://www.example.com/');
    expect(normalize('FOO+Bar.1://HOST.Example')).toBe('foo+bar.1://host.example');
  });

  it('keeps the case of userinfo, path, query and fragment', () => {
    expect(normalize('http://User:PW@h/A/B?Q=R#F')).toBe('http://User:PW@h/A/B?Q=R#F');
  });

  it('upper-cases the hex digits of every triplet left encoded', () => {
    expect(normalize('http://h/a%2fb?x=%3d#%5b', syntaxOnly)).toBe('http://h/a%2Fb?x=%3D#%5B');
    expect(normalize('http://us%3aer@ho%2cst/')).toBe('http://us%3Aer@ho%2Cst/');
  });

  it('writes IPv6 literals as RFC 5952 text', () => {
    expect(normalize('http://[2001:DB8:0:0:0:0:0:1]/')).toBe('http://[2001:db8::1]/');
    expect(normalize('http://[0:0:0:0:0:0:0:1]:8080/')).toBe('http://[::1]:8080/');
    expect(normalize('http://[::FFFF:192.0.2.1]/')).toBe('http://[::ffff:192.0.2.1]/');
    expect(normalize('http://[2001:db8::1]/')).toBe('http://[2001:db8::1]/');
  });

  it('lowers an IPv6 literal but keeps the case of its zone ID', () => {
    expect(normalize('http://[FE80::1%25Eth%30]/', { zoneId: true })).toBe(
      'http://[fe80::1%25Eth0]/',
    );
  });

  it('lowers IPvFuture whole', () => {
    expect(normalize('http://[V1F.ABC:Def]/')).toBe('http://[v1f.abc:def]/');
  });

  it('leaves IPv4 addresses alone', () => {
    expect(normalize('http://192.0.2.1/')).toBe('http://192.0.2.1/');
  });
});

describe('RFC 3986 §6.2.2.2 percent-encoding normalization', () => {
  it('decodes triplets of unreserved characters in every component', () => {
    expect(normalize('s://%41%7e@%61%2D/%7E%5F?%2E#%30', syntaxOnly)).toBe('s://A~@a-/~_?.#0');
  });

  it('lowers an upper-case letter decoded in a reg-name, so the result is a fixed point', () => {
    expect(normalize('http://%45xample.COM/')).toBe('http://example.com/');
    expect(normalize('http://%45xample.COM/')).toBe(normalize(normalize('http://%45xample.COM/')));
  });

  it('never decodes a reserved character, %, or a non-ASCII octet', () => {
    expect(
      normalize('http://h/%2F%3A%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%25%C3%A9'),
    ).toBe('http://h/%2F%3A%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%25%C3%A9');
  });

  it('keeps %6A in a first segment that is not valid anyway: no scheme appears', () => {
    expect(() => normalize('%6Aavascript:alert(1)')).toThrow(UriError);
    expect(normalize('./%6Aavascript:alert(1)')).toBe('./javascript:alert(1)');
    expect(normalize('/%6Aavascript:alert(1)')).toBe('/javascript:alert(1)');
  });
});

describe('RFC 3986 §6.2.2.3 path segment normalization', () => {
  it('removes dot-segments of URIs and absolute paths with remove_dot_segments', () => {
    expect(normalize('http://h/a/./b/../c')).toBe('http://h/a/c');
    expect(normalize('http://h/a/..')).toBe('http://h/');
    expect(normalize('/a/b/../../..')).toBe('/');
    expect(normalize('//h/./a')).toBe('//h/a');
  });

  it('decodes %2E before removing dot-segments (§6.2.2 order)', () => {
    expect(normalize('http://h/a/%2E%2e/b')).toBe('http://h/b');
    expect(normalize('http://h/a/%2E/b')).toBe('http://h/a/b');
  });

  it('keeps %2F encoded: it never separates segments', () => {
    expect(normalize('http://h/a%2F..%2Fb/../c')).toBe('http://h/c');
    expect(normalize('http://h/a%2F../b')).toBe('http://h/a%2F../b');
  });

  it('applies remove_dot_segments to the rootless path of a URI', () => {
    expect(normalize('urn:a/./b')).toBe('urn:a/b');
    expect(normalize('x:a/../b')).toBe('x:/b');
    expect(normalize('x:.')).toBe('x:');
  });

  it('never makes an authority out of a path that starts with "//"', () => {
    expect(normalize('/.//x')).toBe('/.//x');
    expect(normalize('/a/..//x')).toBe('/.//x');
    expect(normalize('x:/.//y')).toBe('x:/.//y');
    expect(normalize('x:a/..//y')).toBe('x:/.//y');
    expect(normalize('x://h/.//y')).toBe('x://h//y');
  });

  it('keeps the leading ".." of a relative-path reference', () => {
    expect(normalize('../a/./b/../c')).toBe('../a/c');
    expect(normalize('a/../../b')).toBe('../b');
    expect(normalize('../../x')).toBe('../../x');
    expect(normalize('..')).toBe('../');
    expect(normalize('a/b/../../..')).toBe('../');
  });

  it('keeps a relative reference that means the base directory distinct from ""', () => {
    expect(normalize('.')).toBe('./');
    expect(normalize('a/..')).toBe('./');
    expect(normalize('./?q')).toBe('./?q');
    expect(normalize('')).toBe('');
    expect(normalize('?q')).toBe('?q');
  });

  it('keeps "./" before a first segment with ":" or an empty first segment', () => {
    expect(normalize('./a:b')).toBe('./a:b');
    expect(normalize('./a:b/c')).toBe('./a:b/c');
    expect(normalize('x/../a:b')).toBe('./a:b');
    expect(normalize('.//x')).toBe('.//x');
    expect(normalize('a/..//x')).toBe('.//x');
    expect(normalize('./a/b:c')).toBe('a/b:c');
  });
});

describe('RFC 3986 §6.2.3 scheme-based normalization', () => {
  it('drops default ports, empty ports and leading zeros of ports', () => {
    expect(normalize('http://h:80/')).toBe('http://h/');
    expect(normalize('http://h:080/')).toBe('http://h/');
    expect(normalize('https://h:443/')).toBe('https://h/');
    expect(normalize('https://h:80/')).toBe('https://h:80/');
    expect(normalize('ws://h:80/x')).toBe('ws://h/x');
    expect(normalize('wss://h:443')).toBe('wss://h/');
    expect(normalize('ftp://h:21/f')).toBe('ftp://h/f');
    expect(normalize('http://h:/')).toBe('http://h/');
    expect(normalize('foo://h:/')).toBe('foo://h/');
    expect(normalize('foo://h:0080/')).toBe('foo://h:80/');
    expect(normalize('//h:/')).toBe('//h/');
    expect(normalize('http://h:0/')).toBe('http://h:0/');
    expect(normalize('http://h:000/')).toBe('http://h:0/');
  });

  it('gives http(s) and ws(s) an empty path of "/" when there is an authority', () => {
    expect(normalize('http://example.com')).toBe('http://example.com/');
    expect(normalize('HTTPS://Example.com?q')).toBe('https://example.com/?q');
    expect(normalize('ws://h')).toBe('ws://h/');
    expect(normalize('foo://h')).toBe('foo://h');
    expect(normalize('http:?q')).toBe('http:?q');
  });

  it('keeps empty query and fragment delimiters', () => {
    expect(normalize('http://h/?')).toBe('http://h/?');
    expect(normalize('http://h/#')).toBe('http://h/#');
    expect(normalize('http://h?#')).toBe('http://h/?#');
  });

  it('writes file://localhost/ as file:///', () => {
    expect(normalize('file://localhost/etc/hosts')).toBe('file:///etc/hosts');
    expect(normalize('FILE://LocalHost')).toBe('file:///');
    expect(normalize('file://host')).toBe('file://host/');
    expect(normalize('file:///x')).toBe('file:///x');
  });

  it('lowers the domains of mailto addresses, not their local parts', () => {
    expect(normalize('mailto:Joe@Example.COM')).toBe('mailto:Joe@example.com');
    expect(normalize('mailto:A@B.C,D@E.F?subject=Hi')).toBe('mailto:A@b.c,D@e.f?subject=Hi');
    expect(normalize('mailto:%22A@B,C%22@D.E')).toBe('mailto:%22A@B,C%22@d.e');
    expect(normalize('mailto:x@%C3%A9.Example')).toBe('mailto:x@%C3%A9.example');
  });

  it('lowers the NID of a URN', () => {
    expect(normalize('URN:ISBN:0-395-36341-1')).toBe('urn:isbn:0-395-36341-1');
    expect(normalize('urn:%49SBN:X')).toBe('urn:isbn:X');
    expect(normalize('urn:Example:A:B')).toBe('urn:example:A:B');
    expect(normalize('urn:ex%2Fa:B')).toBe('urn:ex%2Fa:B');
  });

  it('is switched off by scheme: false', () => {
    expect(normalize('HTTP://h:80', syntaxOnly)).toBe('http://h:80');
    expect(normalize('http://h:', syntaxOnly)).toBe('http://h:');
    expect(normalize('file://localhost/x', syntaxOnly)).toBe('file://localhost/x');
  });
});

describe('the scheme table can be extended', () => {
  it('adds a scheme', () => {
    const schemes = { foo: { defaultPort: '1234', emptyPath: '/' } };
    expect(normalize('foo://h:1234', { schemes })).toBe('foo://h/');
    expect(normalize('foo://h:1235', { schemes })).toBe('foo://h:1235/');
  });

  it('replaces or switches off a built-in rule', () => {
    expect(normalize('http://h:80', { schemes: { http: {} } })).toBe('http://h:80');
    expect(normalize('http://h:8080', { schemes: { http: { defaultPort: '8080' } } })).toBe(
      'http://h',
    );
  });

  it('runs a rule hook and validates what it returns', () => {
    const schemes = {
      tag: {
        normalize: (c: { path: string }) => ({ ...c, path: c.path.toLowerCase() }),
      },
      bad: { normalize: (c: { path: string }) => ({ ...c, path: 'a b' }) },
    };
    expect(normalize('tag:A/B', { schemes })).toBe('tag:a/b');
    expect(() => normalize('bad:x', { schemes })).toThrow(UriError);
  });

  it('treats names of Object.prototype as ordinary schemes', () => {
    expect(normalize('constructor://h:80')).toBe('constructor://h:80');
    expect(normalize('toString://h', { schemes: {} })).toBe('tostring://h');
  });
});

describe('input', () => {
  it('returns the very input when it is already normal', () => {
    const input = 'http://example.com/a/b?c#d';
    expect(normalize(input)).toBe(input);
  });

  it('throws UriError with a code and an index for invalid input', () => {
    for (const [bad, code, index] of [
      ['http://h/a b', 'invalid-path-char', 10],
      ['http://[::1/', 'unclosed-ip-literal', 11],
      ['%zz', 'invalid-percent-encoding', 0],
      ['a:b:c d', 'invalid-path-char', 5],
      ['%6Aavascript:alert(1)', 'colon-in-first-segment', 12],
    ] as const) {
      let error: unknown;
      try {
        normalize(bad);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(UriError);
      expect((error as UriError).code).toBe(code);
      expect((error as UriError).index).toBe(index);
    }
  });

  it('throws a TypeError naming the function for a value that is not a string', () => {
    expect(() => normalize(42 as unknown as string)).toThrow(
      new TypeError('normalize: input must be a string; got number'),
    );
    expect(() => tryNormalize(undefined as unknown as string)).toThrow(
      new TypeError('tryNormalize: input must be a string; got undefined'),
    );
    expect(() => equivalent('a', 1 as unknown as string)).toThrow(
      new TypeError('equivalent: b must be a string; got number'),
    );
  });

  it('throws a TypeError for options of the wrong type, one level down too', () => {
    expect(() => normalize('http://a/', { host: 'idna' as 'ascii' })).toThrow(
      new TypeError(
        "normalize: options.host must be one of 'preserve', 'ascii', 'unicode'; got 'idna'",
      ),
    );
    expect(() => normalize('http://a/', { idna: { checkBidi: 1 as never } })).toThrow(
      new TypeError('normalize: options.idna.checkBidi must be a boolean; got number'),
    );
    expect(() => normalize('foo://a/', { schemes: { foo: { dnsHost: 'yes' as never } } })).toThrow(
      new TypeError("normalize: options.schemes.foo.dnsHost must be a boolean; got 'yes'"),
    );
    // A wrong-typed caseSensitiveHost would be read as false and lower the host.
    expect(() =>
      equivalent('x://AB/', 'x://ab/', { schemes: { x: { caseSensitiveHost: 'no' as never } } }),
    ).toThrow(
      new TypeError("equivalent: options.schemes.x.caseSensitiveHost must be a boolean; got 'no'"),
    );
    expect(() => iriToUri('http://a/', { host: 'x' as never })).toThrow(
      /^iriToUri: options.host must be one of 'punycode', 'percent-encode'/,
    );
  });

  it('accepts IRIs with iri: true and keeps their characters', () => {
    expect(normalize('HTTP://Bücher.Example/Straße/./x?é#ü', { iri: true })).toBe(
      'http://bücher.example/Straße/x?é#ü',
    );
    expect(() => normalize('http://bücher.example/')).toThrow(UriError);
  });

  it('runs in linear time on a megabyte input', () => {
    const long = `http://h/${'a/./../%7e/'.repeat(100_000)}?${'%61'.repeat(100_000)}`;
    const start = performance.now();
    const out = normalize(long);
    expect(performance.now() - start).toBeLessThan(2000);
    expect(out.startsWith('http://h/~/~/')).toBe(true);
    const dots = `/${'../'.repeat(200_000)}x`;
    expect(normalize(dots)).toBe('/x');
    expect(normalize(`${'a/'.repeat(100_000)}${'../'.repeat(200_000)}x`)).toBe(
      `${'../'.repeat(100_000)}x`,
    );
  });
});
