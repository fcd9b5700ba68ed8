// Runtime-matrix cases for @urikit/uri: the immutable Uri, its views, and edits that
// validate what they change and keep the rest byte for byte.
export const name = '@urikit/uri';

export function run(t, api) {
  const { Uri } = api;
  const uri = Uri.parse('http://u@example.com:8080/a%20b/c?x=%7e&y#top');
  t.is('host', () => uri.host, 'example.com');
  t.is('authority', () => uri.authority, 'u@example.com:8080');
  t.is('pathSegments', () => uri.pathSegments, ['a b', 'c']);
  t.is('query view', () => uri.queryParams.get('x'), '~');
  t.is('round trip', () => uri.toString(), 'http://u@example.com:8080/a%20b/c?x=%7e&y#top');
  t.is('hostKind', () => Uri.parse('http://[::1]/').hostKind, 'ipv6');
  t.throws('invalid', () => Uri.parse('http://a b/'), 'invalid-host-char', 8);
  t.is(
    'with',
    () => Uri.parse('http://a/b?q#f').with({ host: 'example.com', port: '8080' }).toString(),
    'http://example.com:8080/b?q#f',
  );
  t.throws(
    'with refuses',
    () => Uri.parse('http://a/b').with({ query: 'a b' }),
    'invalid-query-char',
    12,
  );
  t.is(
    'appendPath',
    () => Uri.parse('http://a/b?q').appendPath('c d', 'é').toString(),
    'http://a/b/c%20d/%C3%A9?q',
  );
  t.is(
    'withQueryParam',
    () => Uri.parse('http://a/?x=%7e&y=1&y=2').withQueryParam('y', 'a&b').toString(),
    'http://a/?x=%7e&y=a%26b',
  );
  t.is('resolve', () => Uri.parse('http://a/b/c/d;p?q').resolve('../g').toString(), 'http://a/b/g');
  t.is('equals', () => Uri.parse('HTTP://A/%7e').equals(Uri.parse('http://a/~'), 'syntax'), true);
  t.is('frozen', () => Object.isFrozen(uri), true);
}
