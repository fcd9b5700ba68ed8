// Runtime-matrix cases for the urikit umbrella: every re-export is the function of the
// package it comes from (one copy of each package installed), and a walk through them.
export const name = 'urikit';

const FROM = {
  '@urikit/percent-encoding': ['percentEncode', 'percentDecode', 'errorExcerpt'],
  '@urikit/ipaddr': ['parseIPv6', 'formatIPv6', 'classify'],
  '@urikit/idn': ['toASCII', 'toUnicode'],
  '@urikit/syntax': ['parse', 'recompose', 'UriError'],
  '@urikit/resolve': ['resolve', 'relativize'],
  '@urikit/normalize': ['normalize', 'iriToUri', 'uriToIri'],
};

export function run(t, api, _fixtures, modules) {
  for (const [pkg, names] of Object.entries(FROM)) {
    if (modules[pkg] === undefined) continue;
    for (const key of names) t.is(`${key} is ${pkg}'s`, () => api[key] === modules[pkg][key], true);
  }
  const base = 'http://a/b/c/d;p?q';
  t.is('resolve', () => api.resolve(base, '../g?y#s'), 'http://a/b/g?y#s');
  t.is(
    'relativize round trip',
    () => api.resolve(base, api.relativize(base, 'http://a/b/e/f')),
    'http://a/b/e/f',
  );
  t.is('parse', () => api.parse('HTTP://user@[::1]:8080/a/../b?q#f').hostKind, 'ipv6');
  t.throws('parse error', () => api.parse('http://exa mple.com/'), 'invalid-host-char', 10);
  t.is(
    'normalize',
    () => api.normalize('HTTP://www.Example.COM:80/', { scheme: false }),
    'http://www.example.com:80/',
  );
  t.is('classify', () => api.classify(api.parseIPv4('10.1.2.3')), 'private');
  t.is('toASCII', () => api.toASCII('Bücher.example'), 'xn--bcher-kva.example');
  t.is('IdnaError', () => {
    try {
      api.toASCII('a_b.example');
    } catch (error) {
      return error instanceof api.IdnaError ? error.errors : undefined;
    }
  }, ['U1']);
}
