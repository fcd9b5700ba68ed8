// Runtime-matrix cases for @urikit/normalize: the RFC 3986 §6.2.2 ladder, §6.2.3
// scheme-based rules, comparison, and the RFC 3987 §3.1 / §3.2 IRI ↔ URI mappings.
export const name = '@urikit/normalize';

const normalized = [
  ['HTTP://www.EXAMPLE.com:80', undefined, 'http://www.example.com/'],
  ['eXAMPLE://a/./b/../b/%63/%7bfoo%7d', undefined, 'example://a/b/c/%7Bfoo%7D'],
  ['http://[2001:DB8:0:0:0:0:0:1]/', undefined, 'http://[2001:db8::1]/'],
  ['http://h/a/%2E%2E/b%2Fc', undefined, 'http://h/b%2Fc'],
  ['file://localhost/etc/hosts', undefined, 'file:///etc/hosts'],
  ['mailto:Joe@Example.COM', undefined, 'mailto:Joe@example.com'],
  ['URN:ISBN:0-395-36341-1', undefined, 'urn:isbn:0-395-36341-1'],
  ['../a/./b/../c', undefined, '../a/c'],
  ['./a:b', undefined, './a:b'],
  ['/a/..//x', undefined, '/.//x'],
  ['http://h:80', { scheme: false }, 'http://h:80'],
  ['http://b%C3%BCcher.example/', { host: 'ascii' }, 'http://xn--bcher-kva.example/'],
  ['http://xn--bcher-kva.example/', { host: 'unicode', iri: true }, 'http://bücher.example/'],
  [
    'HTTP://www.Example.COM:80/a/./b/../c/%7euser?q=%3f',
    undefined,
    'http://www.example.com/a/c/~user?q=%3F',
  ],
  ['http://Bücher.example/', { iri: true, host: 'ascii' }, 'http://xn--bcher-kva.example/'],
  ['https://a:443/', undefined, 'https://a/'],
  // Issue 26: a CIDv0 (base58btc) and an Arweave transaction id keep their case.
  [
    'IPFS://QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR/./readme.md',
    undefined,
    'ipfs://QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR/readme.md',
  ],
  [
    'ar://bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U',
    { scheme: false },
    'ar://bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U',
  ],
];

export function run(t, api) {
  for (const [input, options, expected] of normalized) {
    t.is(`normalize ${input}`, () => api.normalize(input, options), expected);
    t.is(`idempotent ${input}`, () => api.normalize(expected, options), expected);
  }
  t.is(
    'custom scheme',
    () =>
      api.normalize('foo://h:8080', { schemes: { foo: { defaultPort: '8080', emptyPath: '/' } } }),
    'foo://h/',
  );
  t.is('tryNormalize', () => api.tryNormalize('http://a/ b'), undefined);
  t.is('equivalent', () => api.equivalent('http://example.com', 'http://example.com:80/'), true);
  t.is(
    'equivalent syntax',
    () => api.equivalent('http://example.com', 'http://example.com:80/', { level: 'syntax' }),
    false,
  );
  t.is(
    'equivalent simple',
    () => api.equivalent('HTTP://a/%7e', 'http://a/~', { level: 'simple' }),
    false,
  );
  t.is(
    'ignoreFragment',
    () => api.equivalent('http://a/#x', 'http://a/#y', { ignoreFragment: true }),
    true,
  );
  t.is(
    'equivalent IRI',
    () => api.equivalent('http://a/é', 'http://a/%C3%A9', { iri: true }),
    true,
  );
  t.is('tryEquivalent', () => api.tryEquivalent('a b', 'a'), undefined);
  t.is(
    'iriToUri',
    () => api.iriToUri('http://résumé.example.org/résumé.html'),
    'http://xn--rsum-bpad.example.org/r%C3%A9sum%C3%A9.html',
  );
  t.is(
    'iriToUri percent host',
    () => api.iriToUri('http://résumé.example.org/', { host: 'percent-encode' }),
    'http://r%C3%A9sum%C3%A9.example.org/',
  );
  t.is(
    'iriToUri query',
    () => api.iriToUri('http://Bücher.example/Straße?ü'),
    'http://xn--bcher-kva.example/Stra%C3%9Fe?%C3%BC',
  );
  t.is(
    'uriToIri',
    () => api.uriToIri('http://www.example.org/D%C3%BCrst'),
    'http://www.example.org/Dürst',
  );
  t.is(
    'uriToIri invalid UTF-8',
    () => api.uriToIri('http://www.example.org/D%FCrst'),
    'http://www.example.org/D%FCrst',
  );
  t.is(
    'uriToIri bidi',
    () => api.uriToIri('http://xn--99zt52a.example.org/%e2%80%ae'),
    'http://xn--99zt52a.example.org/%e2%80%ae',
  );
  t.is(
    'uriToIri reserved',
    () => api.uriToIri('http://example.com/%C3%BC%2F'),
    'http://example.com/ü%2F',
  );
}
