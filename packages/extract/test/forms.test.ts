// Every delimiter form of RFC 3986 Appendix C, the sentence punctuation and bracket tables, and
// the options (schemes, §4.5 suffix references, TLDs, e-mail addresses).
import {
  DEFAULT_SCHEMES,
  extract,
  extractAll,
  findFirst,
  linkify,
  type UriMatch,
} from '@urikit/extract';
import { describe, expect, it } from 'vitest';

const uris = (text: string, options?: Parameters<typeof extractAll>[1]) =>
  extractAll(text, options).map((m) => m.uri);

describe('delimiter forms', () => {
  it.each<[string, Partial<UriMatch>]>([
    ['<http://a.example/x>', { form: 'angle', start: 0, end: 20, uri: 'http://a.example/x' }],
    ['"http://a.example/x"', { form: 'quoted', start: 0, end: 20, uri: 'http://a.example/x' }],
    ['URL:http://a.example/x', { form: 'url-prefix', start: 0, end: 22 }],
    ['http://a.example/x', { form: 'bare', start: 0, end: 18 }],
    ['<URL:urn:isbn:0451450523>', { form: 'angle', uri: 'urn:isbn:0451450523', scheme: 'urn' }],
  ])('%s', (text, expected) => {
    expect(findFirst(text)).toMatchObject(expected);
  });

  it('keeps punctuation inside delimiters: they say where the URI ends', () => {
    expect(uris('<http://a.example/x.> "http://a.example/y," <mailto:a@b.example?>')).toEqual([
      'http://a.example/x.',
      'http://a.example/y,',
      'mailto:a@b.example?',
    ]);
  });

  it('falls back to a bare URI when the delimited text is not one', () => {
    expect(extractAll('"http://a.example/ is good"')).toEqual([
      { uri: 'http://a.example/', start: 1, end: 18, form: 'bare', scheme: 'http' },
    ]);
    expect(uris('<http://a.example/ "q">')).toEqual(['http://a.example/']);
    expect(uris('<http://a.example/|x>')).toEqual(['http://a.example/']);
  });

  it('removes spaces, tabs and line breaks inside angle brackets', () => {
    expect(uris('<http://a.example/ b\tc\r\n d>')).toEqual(['http://a.example/bcd']);
  });

  it('ends a bare URI at whitespace or a character no URI holds', () => {
    expect(uris('http://a.example/x y')).toEqual(['http://a.example/x']);
    for (const stop of ['<', '>', '"', '{', '}', '|', '\\', '^', '`', '\u0000', '\u007f', 'é']) {
      expect(uris(`http://a.example/x${stop}y`), JSON.stringify(stop)).toEqual([
        'http://a.example/x',
      ]);
    }
  });

  it('lower-cases the scheme of the match, not of the URI', () => {
    expect(findFirst('HTTP://A.EXAMPLE/')).toMatchObject({
      uri: 'HTTP://A.EXAMPLE/',
      scheme: 'http',
    });
  });

  it('finds nothing in text without URIs, and never a scheme alone', () => {
    expect(uris('Note: at 10:30, ratio 3:1; http: https:// ftp:/// mailto:')).toEqual([]);
    expect(uris('')).toEqual([]);
  });

  it('finds several URIs in order, never overlapping', () => {
    const text = 'a http://a.example/, b <https://b.example/> and "ftp://c.example/".';
    const matches = extractAll(text);
    expect(matches.map((m) => m.uri)).toEqual([
      'http://a.example/',
      'https://b.example/',
      'ftp://c.example/',
    ]);
    for (let i = 1; i < matches.length; i++) {
      expect(matches[i]!.start).toBeGreaterThanOrEqual(matches[i - 1]!.end);
    }
  });

  it('keeps interleaved iterations apart, and extract inside a linkify callback', () => {
    const a = extract('http://a.example/1 http://a.example/2 http://a.example/3')[
      Symbol.iterator
    ]();
    const b = extract('<gopher://b.example/1> www.b.example', { suffix: true })[Symbol.iterator]();
    const seen = [a.next(), b.next(), a.next(), b.next(), a.next(), b.next(), a.next()].map(
      (r) => r.value?.uri,
    );
    expect(seen).toEqual([
      'http://a.example/1',
      'gopher://b.example/1',
      'http://a.example/2',
      'http://www.b.example',
      'http://a.example/3',
      undefined,
      undefined,
    ]);
    const nested = linkify('x http://a.example/ y http://b.example/', (m) =>
      extractAll(`inner <${m.uri}z> www.c.example`, { suffix: true })
        .map((inner) => inner.uri)
        .join('+'),
    );
    expect(nested).toBe(
      'x http://a.example/z+http://www.c.example y http://b.example/z+http://www.c.example',
    );
  });

  it('extract is lazy and can be iterated again', () => {
    const iterable = extract('http://a.example/ http://b.example/');
    const iterator = iterable[Symbol.iterator]();
    expect(iterator.next().value?.uri).toBe('http://a.example/');
    expect([...iterable].length).toBe(2);
  });

  it('drops a candidate that is not a URI, and skips the rest of its run', () => {
    expect(uris('http://a.example:80x/ http://[::1 http://[::g]/x')).toEqual([]);
    // "http://b" is inside the run of the bad candidate.
    expect(uris('http://a.example:80x,http://b.example/ http://c.example/')).toEqual([
      'http://c.example/',
    ]);
  });

  it('refuses what is not a string with a TypeError, when called', () => {
    expect(() => extractAll(undefined as unknown as string)).toThrow(
      new TypeError('extractAll: text must be a string; got undefined'),
    );
    expect(() => extract(12 as unknown as string)).toThrow(
      new TypeError('extract: text must be a string; got number'),
    );
    expect(() => linkify('x', 'y' as never)).toThrow(
      new TypeError("linkify: render must be a function; got 'y'"),
    );
    expect(() => findFirst('x', { schemes: [1] as never })).toThrow(
      new TypeError('findFirst: options.schemes must be an array of strings; got number'),
    );
  });
});

describe('trailing punctuation (Appendix C: it belongs to the sentence)', () => {
  it.each([
    ['.', 'http://a.example/x'],
    [',', 'http://a.example/x'],
    [';', 'http://a.example/x'],
    [':', 'http://a.example/x'],
    ['!', 'http://a.example/x'],
    ['?', 'http://a.example/x'],
    ["'", 'http://a.example/x'],
    ['"', 'http://a.example/x'],
    ['...', 'http://a.example/x'],
    ['?!', 'http://a.example/x'],
    ['.)', 'http://a.example/x'],
    [').', 'http://a.example/x'],
    ['*', 'http://a.example/x*'],
    ['/', 'http://a.example/x/'],
    ['-', 'http://a.example/x-'],
    ['#', 'http://a.example/x#'],
  ])('http://a.example/x%s', (tail, expected) => {
    expect(uris(`see http://a.example/x${tail} next`)).toEqual([expected]);
  });

  it('keeps punctuation inside the URI', () => {
    expect(uris("http://a.example/a.b,c;d:e!f?g=h'i.")).toEqual([
      "http://a.example/a.b,c;d:e!f?g=h'i",
    ]);
  });

  it('leaves an opening quote or bracket before the URI out', () => {
    expect(findFirst("'http://a.example/x'")).toMatchObject({ start: 1, end: 19 });
    expect(findFirst('(http://a.example/x)')).toMatchObject({ start: 1, end: 19 });
  });
});

describe('brackets: a closer stays only when balanced inside the URI', () => {
  it.each([
    ['(https://en.wikipedia.org/wiki/Tree_(graph))', 'https://en.wikipedia.org/wiki/Tree_(graph)'],
    ['https://en.wikipedia.org/wiki/Tree_(graph)', 'https://en.wikipedia.org/wiki/Tree_(graph)'],
    ['(see http://a.example/x)', 'http://a.example/x'],
    ['(see http://a.example/x).', 'http://a.example/x'],
    ['(see http://a.example/x.)', 'http://a.example/x'],
    ['http://a.example/(a)(b)', 'http://a.example/(a)(b)'],
    ['http://a.example/(a))', 'http://a.example/(a)'],
    ['http://a.example/a)b', 'http://a.example/a)b'],
    ['http://a.example/((a)', 'http://a.example/((a)'],
    ['[http://a.example/x]', 'http://a.example/x'],
    ['http://[::1]/x]', 'http://[::1]/x'],
    ['[http://[::1]]', 'http://[::1]'],
    ['{http://a.example/x}', 'http://a.example/x'],
    ['(http://a.example/x]', 'http://a.example/x'],
    ['((http://a.example/x))', 'http://a.example/x'],
  ])('%s', (text, expected) => {
    expect(uris(text)).toEqual([expected]);
  });
});

describe('schemes', () => {
  it('has the default list of the issue', () => {
    expect([...DEFAULT_SCHEMES].sort()).toEqual(
      ['data', 'file', 'ftp', 'http', 'https', 'mailto', 'tel', 'urn', 'ws', 'wss'].sort(),
    );
  });

  it.each([
    'http://a.example/',
    'https://a.example/',
    'ftp://a.example/f',
    'mailto:a@b.example',
    'file:///etc/hosts',
    'urn:isbn:0451450523',
    'data:text/plain,hi',
    'tel:+1-201-555-0123',
    'ws://a.example/s',
    'wss://a.example/s',
  ])('finds %s bare', (uri) => {
    expect(uris(`x ${uri} y`)).toEqual([uri]);
  });

  it('takes a caller list, case-insensitively, instead of the default', () => {
    expect(uris('Gopher://a.example/ http://b.example/', { schemes: ['GOPHER'] })).toEqual([
      'Gopher://a.example/',
    ]);
    expect(uris('http://b.example/', { schemes: [] })).toEqual([]);
  });

  it('takes the whole run before the colon as the scheme, from its first letter', () => {
    expect(findFirst('2http://a.example/')).toMatchObject({ start: 1 });
    expect(findFirst('see.http://a.example/')).toBeUndefined();
    expect(findFirst('see.http://a.example/', { schemes: ['see.http'] })).toMatchObject({
      start: 0,
    });
    expect(findFirst('xhttp://a.example/')).toBeUndefined();
  });
});

describe('suffix references (RFC 3986 §4.5)', () => {
  const suffix = { suffix: true } as const;

  it('turns www. into http:// and ftp. into ftp://', () => {
    expect(extractAll('see www.w3.org/Addressing/, or ftp.example.com.', suffix)).toEqual([
      {
        uri: 'http://www.w3.org/Addressing/',
        start: 4,
        end: 26,
        form: 'suffix',
        scheme: 'http',
      },
      { uri: 'ftp://ftp.example.com', start: 31, end: 46, form: 'suffix', scheme: 'ftp' },
    ]);
    expect(uris('WWW.Example.COM', suffix)).toEqual(['http://WWW.Example.COM']);
  });

  it('is off by default', () => {
    expect(uris('see www.w3.org/Addressing/')).toEqual([]);
  });

  it('takes suffix references in delimiters too', () => {
    expect(extractAll('<www.w3.org/\n  Addressing/> "www.a.example"', suffix)).toEqual([
      { uri: 'http://www.w3.org/Addressing/', start: 0, end: 27, form: 'angle', scheme: 'http' },
      { uri: 'http://www.a.example', start: 28, end: 43, form: 'quoted', scheme: 'http' },
    ]);
  });

  it('needs a word start and more than the label', () => {
    expect(uris('awww.a.example www. x/www.a.example', suffix)).toEqual([]);
  });

  it('finds bare domains only with a TLD list', () => {
    const tlds = { suffix: true, tlds: ['com', '.ORG'] } as const;
    expect(uris('example.com/x and example.org, not example.net or node.js', tlds)).toEqual([
      'http://example.com/x',
      'http://example.org',
    ]);
    expect(uris('example.com', suffix)).toEqual([]);
    expect(uris('example.com', { tlds: ['com'] })).toEqual([]);
    expect(uris('sub.example.COM:8080/a?b#c.', tlds)).toEqual([
      'http://sub.example.COM:8080/a?b#c',
    ]);
  });

  it('asks a tlds predicate about each bare domain, trailing dots removed', () => {
    const asked: string[] = [];
    const tlds = (domain: string): boolean => {
      asked.push(domain);
      return domain.endsWith('.co.uk');
    };
    expect(uris('see example.co.uk/x, a.example.org. and node.js', { suffix: true, tlds })).toEqual(
      ['http://example.co.uk/x'],
    );
    expect(asked).toEqual(['example.co.uk', 'a.example.org', 'node.js']);
    expect(uris('example.co.uk', { tlds })).toEqual([]);
  });

  it('leaves an e-mail address and a URI with a scheme to their own rules', () => {
    const all = { suffix: true, tlds: ['com'] } as const;
    expect(uris('john.doe@example.com', all)).toEqual([]);
    expect(uris('http://www.example.com/x www.example.com', all)).toEqual([
      'http://www.example.com/x',
      'http://www.example.com',
    ]);
  });
});

describe('e-mail addresses (email: true)', () => {
  const email = { email: true } as const;

  it('turns an address into a mailto: URI (RFC 6068)', () => {
    expect(extractAll('write to John.Doe+tag@mail.example.org.', email)).toEqual([
      {
        uri: 'mailto:John.Doe+tag@mail.example.org',
        start: 9,
        end: 38,
        form: 'suffix',
        scheme: 'mailto',
      },
    ]);
    expect(uris('<a@b.example>', email)).toEqual(['mailto:a@b.example']);
  });

  it('is off by default, and mailto: URIs are found anyway', () => {
    expect(uris('a@b.example mailto:c@d.example')).toEqual(['mailto:c@d.example']);
    expect(uris('mailto:c@d.example', email)).toEqual(['mailto:c@d.example']);
  });

  it('needs a two-label domain and a word start', () => {
    expect(uris('a@localhost a@.example @b.example x:a@b.example', email)).toEqual([]);
  });
});
