// Runtime-matrix cases for @urikit/whatwg: a sample of web-platform-tests' urltestdata.json and
// setters_tests.json (the runner reads them from ../shared at run time), URLSearchParams,
// validation errors and the low-level API: the same answers in every runtime, whatever that
// runtime's own URL says.
export const name = '@urikit/whatwg';

const FIELDS = [
  'href',
  'protocol',
  'username',
  'password',
  'host',
  'hostname',
  'port',
  'pathname',
  'search',
  'hash',
];

function components(url) {
  const out = {};
  for (const field of FIELDS) out[field] = url[field];
  return out;
}

export function run(t, api, fixtures) {
  // Rows where Node 20's own URL (ada 2.9) is wrong: IDNA deviation characters, and an opaque
  // path with a space before the query.
  t.is('IDNA ẞ', () => new api.URL('https://FAẞ.de/').host, 'xn--fa-hia.de');
  t.is('opaque path space', () => new api.URL('sc:a ?b').href, 'sc:a%20?b');
  t.is('IPv4 forms', () => new api.URL('http://0x7f.1/').host, '127.0.0.1');
  t.is('IPv6', () => new api.URL('http://[0:0::1]:8080/').host, '[::1]:8080');
  t.is('relative', () => new api.URL('../x?y#z', 'http://a/b/c/d').href, 'http://a/b/x?y#z');
  t.is('canParse', () => [api.URL.canParse('https://a/'), api.URL.canParse('/x')], [true, false]);
  t.is('parse', () => api.URL.parse('nope'), null);
  t.is('origin', () => new api.URL('blob:https://a.example:443/x').origin, 'https://a.example');
  t.is(
    'searchParams both ways',
    () => {
      const url = new api.URL('https://a/?b=1&a=2');
      url.searchParams.sort();
      url.searchParams.append('c', 'd e');
      return url.href;
    },
    'https://a/?a=2&b=1&c=d+e',
  );
  t.is(
    'URLSearchParams from a record',
    () => new api.URLSearchParams({ a: '1', '\uD800': 'x' }).toString(),
    'a=1&%EF%BF%BD=x',
  );
  t.is('validateURL', () => api.validateURL('https://user@example.org:7z'), [
    { type: 'invalid-credentials', index: 12 },
    { type: 'port-invalid', index: 26 },
  ]);
  t.is('parseURL record', () => api.parseURL('http://[::1]/a/../b'), {
    scheme: 'http',
    username: '',
    password: '',
    host: [0, 0, 0, 0, 0, 0, 0, 1],
    port: null,
    path: ['b'],
    query: null,
    fragment: null,
  });
  t.is('percentDecodeString', () => api.percentDecodeString('%C3%A9'), Uint8Array.of(0xc3, 0xa9));
  for (const row of fixtures.urltestdata ?? []) {
    const label = `urltestdata ${JSON.stringify(row.input)} against ${JSON.stringify(row.base)}`;
    const args = row.base === null ? [row.input] : [row.input, row.base];
    if (row.failure) {
      t.is(label, () => api.URL.canParse(...args), false);
      continue;
    }
    const expected = {};
    for (const field of FIELDS) expected[field] = row[field];
    t.is(label, () => components(new api.URL(...args)), expected);
  }
  for (const row of fixtures.setters ?? []) {
    t.is(
      `setter ${row.setter} of ${JSON.stringify(row.href)} = ${JSON.stringify(row.new_value)}`,
      () => {
        const url = new api.URL(row.href);
        url[row.setter] = row.new_value;
        const out = {};
        for (const key of Object.keys(row.expected)) out[key] = url[key];
        return out;
      },
      row.expected,
    );
  }
}
