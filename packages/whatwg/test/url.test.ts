// The URL class (URL Standard §6.1) beyond urltestdata.json: the statics as WPT's
// url-statics-canparse / url-statics-parse check them, toJSON (url-tojson), the setters'
// handling of C0 controls, tabs and newlines (url-setters-stripping), and WebIDL conversions.
import { createURL, URL } from '@urikit/whatwg';
import { describe, expect, it } from 'vitest';

describe('URL.canParse and URL.parse', () => {
  const cases: [unknown, unknown, boolean][] = [
    [undefined, undefined, false],
    ['aaa:b', undefined, true],
    [undefined, 'aaa:b', false],
    [undefined, 'https://test:test/', false],
    ['aaa:/b', undefined, true],
    [undefined, 'aaa:/b', true],
    ['https://test:test', undefined, false],
    ['a', 'https://b/', true],
    // An opaque path: the scheme is "c" and the path keeps its backslashes.
    ['C:\\path\\file.node', undefined, true],
    ['file:///C:/path/file.node', undefined, true],
    ['C:/path/file.node', undefined, true],
    ['c:b', undefined, true],
  ];

  it.each(cases)('canParse(%j, %j) is %j, and parse agrees', (url, base, expected) => {
    expect(URL.canParse(url as string, base as string)).toBe(expected);
    const parsed = URL.parse(url as string, base as string);
    if (!expected) expect(parsed).toBe(null);
    else expect(parsed?.href).toBe(new URL(url as string, base as string).href);
  });

  it('parse returns a new object each time', () => {
    expect(URL.parse('https://example/')).not.toBe(URL.parse('https://example/'));
    expect(URL.parse('https://example/')).toBeInstanceOf(URL);
  });
});

describe('toJSON and stringification', () => {
  it('serializes as href', () => {
    const url = new URL('https://example.com/');
    expect(JSON.stringify(url)).toBe('"https://example.com/"');
    expect(`${url}`).toBe('https://example.com/');
  });
});

describe('setters and stripping (as url-setters-stripping)', () => {
  const record = ({
    scheme = 'https',
    username = 'username',
    password = 'password',
    host = 'host',
    port = '8000',
    pathname = 'path',
    search = 'query',
    hash = 'fragment',
  }: Record<string, string>): string =>
    `${scheme}://${username}:${password}@${host}:${port}/${pathname}?${search}#${hash}`;

  const cases: [string, number][] = [];
  for (const scheme of ['https', 'wpt++']) {
    for (const code of [0x00, 0x09, 0x0a, 0x0d, 0x1f]) cases.push([scheme, code]);
  }

  it.each(cases)('%s: U+%s', (scheme, code) => {
    const c = String.fromCharCode(code);
    const stripped = code === 0x09 || code === 0x0a || code === 0x0d;
    const special = scheme === 'https';
    const newScheme = special ? 'http' : 'wpt--';
    const protocol = stripped ? newScheme : scheme;
    for (const value of [c + newScheme, newScheme + c]) {
      const url = new URL(record({ scheme }));
      url.protocol = value;
      expect([url.protocol, url.href]).toEqual([`${protocol}:`, record({ scheme: protocol })]);
    }
    const encoded = encodeURIComponent(c);
    const placements: [string, string][] = [
      [`${c}test`, `${encoded}test`],
      [`te${c}st`, `te${encoded}st`],
      [`test${c}`, `test${encoded}`],
    ];
    for (const property of ['username', 'password'] as const) {
      for (const [input, expected] of placements) {
        const url = new URL(record({ scheme }));
        url[property] = input;
        expect([url[property], url.href]).toEqual([
          expected,
          record({ scheme, [property]: expected }),
        ]);
      }
    }
    for (const [input, raw] of placements) {
      const part = special ? raw.replace(encoded, c) : raw;
      const host = code === 0 || (special && code === 0x1f) ? 'host' : stripped ? 'test' : part;
      const viaHost = new URL(record({ scheme }));
      viaHost.host = input;
      expect([viaHost.host, viaHost.href]).toEqual([`${host}:8000`, record({ scheme, host })]);
      const viaHostname = new URL(record({ scheme }));
      viaHostname.hostname = input;
      expect([viaHostname.hostname, viaHostname.href]).toEqual([host, record({ scheme, host })]);
    }
    const ports: [string, string][] = [
      [`${c}9000`, stripped ? '9000' : '8000'],
      [`90${c}00`, stripped ? '9000' : '90'],
      [`9000${c}`, '9000'],
    ];
    for (const [input, port] of ports) {
      const url = new URL(record({ scheme }));
      url.port = input;
      expect([url.port, url.href]).toEqual([port, record({ scheme, port })]);
    }
    for (const [property, separator] of [
      ['pathname', '/'],
      ['search', '?'],
      ['hash', '#'],
    ] as const) {
      for (const [input, raw] of placements) {
        const expected = stripped ? 'test' : raw;
        const url = new URL(record({ scheme }));
        url[property] = input;
        expect([url[property], url.href]).toEqual([
          separator + expected,
          record({ scheme, [property]: expected }),
        ]);
      }
    }
  });
});

describe('WebIDL', () => {
  it('converts arguments with ToString and lone surrogates to U+FFFD', () => {
    expect(new URL({ toString: () => 'https://a/' } as never).href).toBe('https://a/');
    expect(new URL('https://a/\uD800x').pathname).toBe('/%EF%BF%BDx');
    expect(new URL('b', { toString: () => 'https://a/' } as never).href).toBe('https://a/b');
    expect(new URL('https://a/', undefined).href).toBe('https://a/');
    expect(() => new URL('b', null as never)).toThrow(TypeError);
    expect(() => new URL(Symbol('x') as never)).toThrow(TypeError);
    const url = new URL('https://a/');
    url.hash = 'x\uDC00';
    expect(url.hash).toBe('#x%EF%BF%BD');
    url.search = '\uD800';
    expect(url.search).toBe('?%EF%BF%BD');
  });

  it('throws TypeError: no argument, an invalid URL or base, a call without new, an invalid href', () => {
    expect(() => new (URL as unknown as new () => unknown)()).toThrow(TypeError);
    expect(() => new URL('nope')).toThrow(TypeError);
    expect(() => new URL('/x', 'nope')).toThrow(TypeError);
    expect(() => (URL as unknown as (x: string) => unknown)('https://a/')).toThrow(TypeError);
    const url = new URL('https://a/');
    expect(() => {
      url.href = 'nope';
    }).toThrow(TypeError);
    expect(url.href).toBe('https://a/');
  });

  it('brands every member', () => {
    const href = Object.getOwnPropertyDescriptor(URL.prototype, 'href')!;
    expect(() => href.get!.call({})).toThrow(TypeError);
    expect(() => href.set!.call({}, 'https://a/')).toThrow(TypeError);
    expect(() => URL.prototype.toJSON.call({})).toThrow(TypeError);
    expect(() => URL.prototype.toString.call(Object.create(URL.prototype))).toThrow(TypeError);
  });

  it('has enumerable attributes on the prototype, none on the object, and a toStringTag', () => {
    const url = new URL('https://a/');
    expect(Object.keys(url)).toEqual([]);
    expect(Object.prototype.toString.call(url)).toBe('[object URL]');
    const keys: string[] = [];
    for (const key in url) keys.push(key);
    expect(keys.sort()).toEqual(
      [
        'hash',
        'host',
        'hostname',
        'href',
        'origin',
        'password',
        'pathname',
        'port',
        'protocol',
        'search',
        'searchParams',
        'toJSON',
        'toString',
        'username',
      ].sort(),
    );
    expect(Object.getOwnPropertyDescriptor(URL.prototype, 'origin')!.set).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(URL, 'canParse')!.enumerable).toBe(true);
  });

  it('keeps the same searchParams object', () => {
    const url = new URL('https://a/?x=1');
    expect(url.searchParams).toBe(url.searchParams);
  });
});

describe('createURL', () => {
  it('uses the given domain-to-ASCII function for non-ASCII domains only', () => {
    const seen: string[] = [];
    const Url = createURL((domain) => {
      seen.push(domain);
      return domain.toLowerCase() === 'bücher.de' ? 'xn--bcher-kva.de' : undefined;
    });
    expect(new Url('http://BÜCHER.de/').host).toBe('xn--bcher-kva.de');
    expect(new Url('http://EXAMPLE.org/').host).toBe('example.org');
    expect(Url.canParse('http://☕.example/')).toBe(false);
    expect(seen).toEqual(['BÜCHER.de', '☕.example']);
  });
});

describe('the classes themselves', () => {
  it('fail the brand checks of their members', () => {
    expect(() => URL.prototype.toString.call(URL)).toThrow(TypeError);
  });
});
