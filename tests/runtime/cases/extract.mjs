// Runtime-matrix cases for @urikit/extract: RFC 3986 Appendix C delimiters, trailing
// punctuation, bracket balance, §4.5 suffix references and IRIs.
export const name = '@urikit/extract';

export function run(t, api) {
  const { extractAll, findFirst, linkify } = api;
  t.is(
    'bare, sentence dot',
    () => findFirst('see http://example.com/a.').uri,
    'http://example.com/a',
  );
  t.is('bare end', () => findFirst('see http://example.com/a.').end, 24);
  t.is(
    'balanced parens',
    () => extractAll('(https://en.wikipedia.org/wiki/Tree_(graph))')[0].uri,
    'https://en.wikipedia.org/wiki/Tree_(graph)',
  );
  t.is('angle, wrapped', () => extractAll('<ftp://foo.example.\n    com/rfc/>')[0], {
    uri: 'ftp://foo.example.com/rfc/',
    start: 0,
    end: 33,
    form: 'angle',
    scheme: 'ftp',
  });
  t.is('quoted', () => extractAll('"http://www.w3.org/Addressing/",')[0].form, 'quoted');
  t.is('URL: prefix', () => extractAll('<URL:http://example.com/>')[0].uri, 'http://example.com/');
  t.is('no false positives', () => extractAll('Note: at 10:30, use https: it is safer.'), []);
  t.is(
    'suffix',
    () =>
      extractAll('www.w3.org/Addressing/ and ftp.example.com.', { suffix: true }).map((m) => m.uri),
    ['http://www.w3.org/Addressing/', 'ftp://ftp.example.com'],
  );
  t.is(
    'email',
    () => extractAll('write to a@b.example.', { email: true })[0].uri,
    'mailto:a@b.example',
  );
  t.is(
    'IRI',
    () => extractAll('请访问 https://例子.中国/路径。谢谢', { iri: true })[0].uri,
    'https://例子.中国/路径',
  );
  t.is(
    'linkify',
    () => linkify('see http://example.com/a.', (m) => `[${m.uri}]`),
    'see [http://example.com/a].',
  );
}
