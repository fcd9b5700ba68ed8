// Runtime-matrix cases for @urikit/normalize-url: normalize-url 10's answers in every runtime,
// from the URL Standard of @urikit/whatwg whatever the runtime's own URL says (Node 20's leaves
// "^" in a path unescaped; Hermes and QuickJS have none), as ESM and as CommonJS.
export const name = '@urikit/normalize-url';

export function run(t, api) {
  const normalizeUrl = api.normalizeUrl;
  t.is('default export', () => api.default === normalizeUrl, true);
  t.is(
    'protocol added, www. and default port gone',
    () => normalizeUrl('www.example.com:80/a/'),
    'http://example.com/a',
  );
  t.is(
    'query sorted, utm_ gone, text fragment gone',
    () => normalizeUrl('HTTPS://Example.com/?b=2&utm_source=x&a=1#:~:text=hi'),
    'https://example.com/?a=1&b=2',
  );
  t.is(
    'IDN host to Punycode',
    () => normalizeUrl('http://bücher.example/'),
    'http://xn--bcher-kva.example',
  );
  t.is(
    '^ in a path escaped (URL Standard)',
    () => normalizeUrl('http://a/%5e/x'),
    'http://a/%5E/x',
  );
  t.is(
    'reserved triplets kept in the query',
    () => normalizeUrl('http://a/?t=a%2fb&s=%41'),
    'http://a/?s=A&t=a%2Fb',
  );
  t.is('data: URL', () => normalizeUrl('data:TEXT/plain;charset=US-ASCII,hi'), 'data:,hi');
  t.is(
    'options',
    () =>
      normalizeUrl('http://a.example/x/index.html?ref=1#top', {
        forceHttps: true,
        stripHash: true,
        removeDirectoryIndex: true,
        removeQueryParameters: ['ref'],
      }),
    'https://a.example/x',
  );
  t.is(
    'custom protocol passed through',
    () => normalizeUrl(' sindre://www.sorhus.com/ '),
    'sindre://www.sorhus.com/',
  );
  t.is('Invalid URL as Node throws it', () => {
    try {
      normalizeUrl('/relative');
      return 'no error';
    } catch (error) {
      return [error instanceof TypeError, error.message, error.code];
    }
  }, [true, 'Invalid URL', 'ERR_INVALID_URL']);
}
