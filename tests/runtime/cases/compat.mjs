// Runtime-matrix cases for @urikit/compat: the fast-uri / uri-js API (results and error
// strings, not exceptions), its scheme handlers and IDN hosts without punycode.js.
export const name = '@urikit/compat';

export function run(t, api) {
  t.is('parse', () => api.parse('uri://user:pass@example.com:123/one/two.three?q1=a1&q2=a2#body'), {
    scheme: 'uri',
    userinfo: 'user:pass',
    host: 'example.com',
    port: 123,
    path: '/one/two.three',
    query: 'q1=a1&q2=a2',
    fragment: 'body',
    reference: 'uri',
  });
  t.is(
    'serialize',
    () => api.serialize({ scheme: 'http', host: 'example.com', path: '/a b' }),
    'http://example.com/a%20b',
  );
  t.is('resolve', () => api.resolve('http://a/b/c/d;p?q', '../g'), 'http://a/b/g');
  t.is(
    'normalize',
    () => api.normalize('HTTP://ABC.COM:80/%7Esmith/home.html'),
    'http://abc.com/~smith/home.html',
  );
  t.is(
    'equal',
    () => api.equal('example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d'),
    true,
  );
  t.is(
    'IDN host to ASCII',
    () => api.parse('http://bücher.example/').host,
    'xn--bcher-kva.example',
  );
  t.is(
    'urn:uuid',
    () => api.parse('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6').uuid,
    'f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
  );
  t.is('error string', () => typeof api.parse('http://[::1').error, 'string');
  t.is('escapeComponent', () => api.escapeComponent('a b/c'), 'a%20b%2Fc');
  t.is('default export', () => api.default.parse === api.parse, true);
}
