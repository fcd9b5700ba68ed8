// Runtime-matrix cases for @urikit/syntax: the RFC 3986 §3 parser with its error codes
// and offsets, the Appendix B split, §5.3 recomposition and the §4 predicates.
export const name = '@urikit/syntax';

// RFC 3986 §1.1.2 examples and others, with every component.
const parsed = [
  [
    'ftp://ftp.is.co.za/rfc/rfc1808.txt',
    [
      'ftp',
      undefined,
      'ftp.is.co.za',
      undefined,
      '/rfc/rfc1808.txt',
      undefined,
      undefined,
      'reg-name',
    ],
  ],
  [
    'http://www.ietf.org/rfc/rfc2396.txt',
    [
      'http',
      undefined,
      'www.ietf.org',
      undefined,
      '/rfc/rfc2396.txt',
      undefined,
      undefined,
      'reg-name',
    ],
  ],
  [
    'ldap://[2001:db8::7]/c=GB?objectClass?one',
    ['ldap', undefined, '[2001:db8::7]', undefined, '/c=GB', 'objectClass?one', undefined, 'ipv6'],
  ],
  [
    'mailto:John.Doe@example.com',
    [
      'mailto',
      undefined,
      undefined,
      undefined,
      'John.Doe@example.com',
      undefined,
      undefined,
      undefined,
    ],
  ],
  [
    'news:comp.infosystems.www.servers.unix',
    [
      'news',
      undefined,
      undefined,
      undefined,
      'comp.infosystems.www.servers.unix',
      undefined,
      undefined,
      undefined,
    ],
  ],
  [
    'tel:+1-816-555-1212',
    ['tel', undefined, undefined, undefined, '+1-816-555-1212', undefined, undefined, undefined],
  ],
  [
    'telnet://192.0.2.16:80/',
    ['telnet', undefined, '192.0.2.16', '80', '/', undefined, undefined, 'ipv4'],
  ],
  [
    'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
    [
      'urn',
      undefined,
      undefined,
      undefined,
      'oasis:names:specification:docbook:dtd:xml:4.1.2',
      undefined,
      undefined,
      undefined,
    ],
  ],
  [
    'foo://example.com:8042/over/there?name=ferret#nose',
    ['foo', undefined, 'example.com', '8042', '/over/there', 'name=ferret', 'nose', 'reg-name'],
  ],
  [
    'HTTP://user@[::1]:8080/a/../b?q#f',
    ['HTTP', 'user', '[::1]', '8080', '/a/../b', 'q', 'f', 'ipv6'],
  ],
  ['http://a?', ['http', undefined, 'a', undefined, '', '', undefined, 'reg-name']],
  ['http://a:', ['http', undefined, 'a', '', '', undefined, undefined, 'reg-name']],
  [
    'file:///etc/hosts',
    ['file', undefined, '', undefined, '/etc/hosts', undefined, undefined, 'reg-name'],
  ],
  [
    'http://192.0.2.256/',
    ['http', undefined, '192.0.2.256', undefined, '/', undefined, undefined, 'reg-name'],
  ],
  [
    'http://[v7.x:y]/',
    ['http', undefined, '[v7.x:y]', undefined, '/', undefined, undefined, 'ipvfuture'],
  ],
  ['//a/b', [undefined, undefined, 'a', undefined, '/b', undefined, undefined, 'reg-name']],
  ['', [undefined, undefined, undefined, undefined, '', undefined, undefined, undefined]],
  ['?#', [undefined, undefined, undefined, undefined, '', '', '', undefined]],
];

const KEYS = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment', 'hostKind'];

const errors = [
  ['http://a:8o/', 'invalid-port-char', 10],
  ['1a:b', 'colon-in-first-segment', 2],
  ['http://[::1', 'unclosed-ip-literal', 11],
  ['http://例え/', 'invalid-host-char', 7],
  [':a', 'empty-scheme', 0],
  ['a b:c', 'invalid-scheme-char', 1],
  ['a%4g', 'invalid-percent-encoding', 1],
  ['//a b@c', 'invalid-userinfo-char', 3],
  ['//a b', 'invalid-host-char', 3],
  ['/a b', 'invalid-path-char', 2],
  ['?a b', 'invalid-query-char', 2],
  ['#a#b', 'invalid-fragment-char', 2],
  ['//[::g]', 'invalid-ipv6', 5],
  ['//[v1.]', 'invalid-ipvfuture', 6],
  ['//[]', 'invalid-ip-literal', 3],
  ['//[::1/', 'unclosed-ip-literal', 6],
  ['//[fe80::1%25en0]', 'zone-id-not-allowed', 10],
  ['http://exa mple.com/', 'invalid-host-char', 10],
];

export function run(t, api) {
  for (const [input, values] of parsed) {
    const expected = Object.fromEntries(KEYS.map((key, i) => [key, values[i]]));
    t.is(`parse ${input}`, () => ({ ...api.parse(input) }), expected);
    t.is(`recompose ${input}`, () => api.recompose(api.parse(input)), input);
    t.is(`isUriReference ${input}`, () => api.isUriReference(input), true);
  }
  for (const [input, code, index] of errors) {
    t.throws(`parse ${input}`, () => api.parse(input), code, index);
    t.is(`tryParse ${input}`, () => api.tryParse(input), undefined);
  }
  t.is(
    'error class and caret',
    () => {
      try {
        api.parse('http://a:8o/');
      } catch (error) {
        return error instanceof api.UriError && error.message.split('\n').length === 3;
      }
    },
    true,
  );
  t.is('IRI host', () => api.parse('http://例え.テスト/パス', { iri: true }).host, '例え.テスト');
  t.is(
    'zone ID',
    () => api.parse('http://[fe80::1%25en0]/', { zoneId: true }).host,
    '[fe80::1%25en0]',
  );
  t.is('split', () => api.split('http://a b/ c?d#e').path, '/ c');
  t.is('split anything', () => api.split('not a uri').path, 'not a uri');
  t.is(
    'recompose',
    () => api.recompose({ scheme: 'http', host: 'a', path: '/b', query: '' }),
    'http://a/b?',
  );
  t.throws(
    'recompose relative path',
    () => api.recompose({ host: 'a', path: 'b' }),
    'path-must-be-absolute-or-empty',
    3,
  );
  t.throws('recompose colon', () => api.recompose({ path: 'a:b' }), 'colon-in-first-segment', 1);
  t.is(
    'recompose of a changed parse result',
    () => {
      const result = api.parse('http://a/b?q');
      result.path = '/c';
      return `${api.recompose(api.parse('x:y'))} ${api.recompose(result)} ${Object.keys(result).length}`;
    },
    'x:y http://a/c?q 8',
  );
  t.is('isUri', () => api.isUri('http://a/b#c'), true);
  t.is('isAbsoluteUri', () => api.isAbsoluteUri('http://a/b#c'), false);
  t.is('isRelativeReference', () => api.isRelativeReference('//a/b'), true);
  t.is('isUri relative', () => api.isUri('//a/b'), false);
}
