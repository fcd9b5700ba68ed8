// Issue 29: a URI that runs into a character that may not stand where it is keeps its valid
// prefix, the same for every such character; a Markdown link gives its URI; the search goes on
// after the match.
import { extractAll } from '@urikit/extract';
import { describe, expect, it } from 'vitest';

const uris = (text: string): string[] => extractAll(text).map((m) => m.uri);

describe('the valid prefix of a URI that runs into a character it may not hold', () => {
  // Every character of the table ends the URI right before it, bare or after a path, a query
  // or a fragment.
  const stoppers: [name: string, char: string][] = [
    ['an opening bracket outside the host', '['],
    ['a closing bracket that closes none', ']'],
    ['an opening brace', '{'],
    ['a closing brace', '}'],
    ['a double quote', '"'],
    ['a less-than sign', '<'],
    ['a greater-than sign', '>'],
    ['a caret', '^'],
    ['a backtick', '`'],
    ['a vertical bar', '|'],
    ['a backslash', '\\'],
    ['a % that starts no triplet', '%'],
  ];
  const bases = ['http://a.example/x_', 'http://a.example/p?q=1', 'http://a.example/#f'];
  const cases = stoppers.flatMap(([name, char]) =>
    bases.map((base) => [name, base, `${base}${char}tail${char}`] as const),
  );

  it.each(cases)('%s: %s', (_name, base, text) => {
    expect(uris(text)).toEqual([base]);
    expect(uris(`see ${text}, then more`)).toEqual([base]);
  });

  it.each([
    ['http://foo.com/blah_blah_[other]', ['http://foo.com/blah_blah_']],
    ["http://foo.com/blah_blah_{I'm_king}", ['http://foo.com/blah_blah_']],
    ['http://a.example/50% off', ['http://a.example/50']],
    ['http://a.example/?a[]=1&a[]=2', ['http://a.example/?a']],
    ['http://a.example/#x#y', ['http://a.example/#x']],
    ['http://a.example/%zz', ['http://a.example/']],
    ['http://a.example/%,http://b.example/', ['http://a.example/', 'http://b.example/']],
    // An IP-literal keeps its brackets, at the start of the host only.
    ['http://[::1]/x[y]', ['http://[::1]/x']],
    ['http://u@[::1]:80/', ['http://u@[::1]:80/']],
    ['http://[v1.x]/a', ['http://[v1.x]/a']],
  ])('%s', (text, expected) => {
    expect(uris(text)).toEqual(expected);
  });
});

describe('Markdown links', () => {
  it.each([
    [
      '[https](https://www.ibm.com)[mailto](mailto:someone@ibm.com)',
      ['https://www.ibm.com', 'mailto:someone@ibm.com'],
    ],
    ['[docs](http://a.example/docs).', ['http://a.example/docs']],
    [
      '[a](http://a.example/wiki/A_(b)) and [c](http://c.example/)',
      ['http://a.example/wiki/A_(b)', 'http://c.example/'],
    ],
    ['[http://a.example/](http://a.example/)', ['http://a.example/', 'http://a.example/']],
    ['[t](http://a.example/x "title")', ['http://a.example/x']],
    ['![img](https://a.example/i.png)', ['https://a.example/i.png']],
  ])('%s', (text, expected) => {
    expect(uris(text)).toEqual(expected);
  });
});

describe('Appendix C delimiters keep their meaning', () => {
  it('angle brackets and quotes still say where a valid URI ends', () => {
    expect(uris('<http://a.example/x y>')).toEqual(['http://a.example/xy']);
    expect(uris('"http://a.example/x"')).toEqual(['http://a.example/x']);
    expect(extractAll('<http://a.example/x>')[0]).toMatchObject({ start: 0, end: 20 });
  });

  it('an invalid URI between delimiters gives its valid prefix, as a bare one', () => {
    expect(uris('<http://a.example/x[y]>')).toEqual(['http://a.example/x']);
    expect(uris('"http://a.example/x[y]"')).toEqual(['http://a.example/x']);
  });
});
