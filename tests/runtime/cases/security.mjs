// Runtime-matrix cases for @urikit/security: RFC 3986 §7 findings, the WHATWG
// parser-differential report (@urikit/whatwg's reading, the same whatever the runtime's own
// URL says), redaction and the SSRF checks.
export const name = '@urikit/security';

const refused = [
  'http://127.0.0.1/',
  'http://0x7f.1/',
  'http://2130706433/',
  'http://0177.0.0.1/',
  'http://[::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://169.254.169.254/latest/meta-data/',
  'http://[fd00:ec2::254]/',
  'http://metadata.google.internal/',
  'http://localhost/',
  'http://a.localhost/',
  'http://10.0.0.1/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://①②⑦.0.0.1/',
  'file:///etc/passwd',
];

/** Whether ENS normalization runs here (Hermes 0.12's normalize predates Unicode 15.0). */
function ensRuns(web3) {
  try {
    web3?.ensNormalize('ξ.eth');
    return true;
  } catch (error) {
    return !String(error?.message).includes('Unicode 15.0');
  }
}

export function run(t, api, _fixtures, modules) {
  t.is('clean', () => api.inspect('https://example.com/').length, 0);
  // Issue 26: an rss3: identity is no password; ENS names are checked (ENSIP-15, EIP-681).
  const rss3 = 'rss3://account:0xC8b960D09C0078c18Dcbe7eB9AB9d816BcCa8944@ethereum';
  t.is('rss3 identity', () => api.inspect(rss3).length, 0);
  t.is('rss3 redact', () => api.redact(rss3), rss3);
  t.is(
    'ENS',
    () =>
      api
        .inspect('ethereum:0xfb69.eth?address=vitalik.%D0%B0b', { whatwg: false })
        .map((f) => [f.code, f.detail]),
    ensRuns(modules?.['@urikit/web3'])
      ? [
          ['ens-name-like-address', undefined],
          ['ens-not-normalized', 'ens-mixture'],
        ]
      : [['ens-name-like-address', undefined]],
  );
  t.is('password', () => api.inspect('http://user:pw@example.com/').map((f) => f.code), [
    'password-in-userinfo',
  ]);
  t.is(
    '§7.6 example',
    () =>
      api
        .inspect('ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm')
        .map((f) => f.code),
    ['userinfo-looks-like-host', 'userinfo-present', 'special-purpose-address'],
  );
  t.is(
    '§7.4 rare form',
    () => api.inspect('http://0x7f.1/', { whatwg: false }).map((f) => f.code),
    ['ipv4-rare-form', 'special-purpose-address'],
  );
  t.is(
    '§7.3 encoded dots',
    () => api.inspect('http://a/%2e%2e/x', { whatwg: false }).map((f) => [f.code, f.start, f.end]),
    [
      ['encoded-dot-segment', 9, 15],
      ['dot-segment-above-root', 9, 15],
    ],
  );
  t.is(
    'differential',
    () =>
      api
        .inspect('http://evil.example\\@good.example/')
        .find((f) => f.code === 'parser-differential' && f.component === 'host').readings,
    { rfc3986: 'good.example', whatwg: 'evil.example' },
  );
  t.is(
    'redact',
    () => api.redact('https://user:hunter2@example.com/?q=1&access_token=abc#x'),
    'https://user:REDACTED@example.com/?q=1&access_token=REDACTED#x',
  );
  t.is(
    'redact idempotent',
    () => api.redact(api.redact('https://a.example/cb#id_token=eyJ&state=1')),
    'https://a.example/cb#id_token=REDACTED&state=1',
  );
  t.is(
    'redactText',
    () => api.redactText('2026-11-26T10:00:00Z GET http://u:pw@h/?token=abc 200'),
    '2026-11-26T10:00:00Z GET http://u:REDACTED@h/?token=REDACTED 200',
  );
  t.is(
    'wrong type',
    () => {
      try {
        api.checkAddress('1.2.3.4', 'x');
      } catch (error) {
        return `${error.name}: ${error.message}`;
      }
    },
    "TypeError: checkAddress: policy must be an object; got 'x'",
  );
  t.is('public allowed', () => api.checkFetchTarget('https://example.com/a').allowed, true);
  for (const url of refused) t.is(`refused ${url}`, () => api.checkFetchTarget(url).allowed, false);
  t.is('loose IPv4 host', () => api.checkFetchTarget('http://0x7f.1/').host, '127.0.0.1');
  t.is('checkAddress', () => api.checkAddress('::ffff:10.0.0.1').allowed, false);
  // Inputs on which Node 20's URL, Bun, Deno and Chromium disagree (an IDNA deviation
  // character, opaque paths with spaces before '?' or '#'): the same findings, offsets and
  // readings everywhere.
  const findings = (input) =>
    api.inspect(input).map((f) => [f.code, f.start, f.end, f.readings?.whatwg]);
  t.is('inspect FAẞ.de', () => findings('https://FAẞ.de/'), [
    ['parser-differential', 8, 14, 'xn--fa-hia.de'],
    ['not-rfc3986', 10, 11, undefined],
  ]);
  t.is('inspect faß.de', () => findings('http://faß.de/x'), [
    ['parser-differential', 7, 13, 'xn--fa-hia.de'],
    ['not-rfc3986', 9, 10, undefined],
  ]);
  t.is('inspect opaque path space', () => findings('sc:a ?b'), [['not-rfc3986', 4, 5, undefined]]);
  t.is('inspect opaque path spaces', () => findings('sc:space  #x'), [
    ['not-rfc3986', 8, 9, undefined],
  ]);
  t.is(
    'checkFetchTarget FAẞ.de',
    () => api.checkFetchTarget('https://FAẞ.de/').host,
    'xn--fa-hia.de',
  );
  t.is('restriction level', () => api.restrictionLevel('p\u0430ypal'), 'minimally-restrictive');
}
