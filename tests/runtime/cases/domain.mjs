// Runtime-matrix cases for @urikit/domain: the compiled list decodes to the same table in every
// engine (its coder uses only integer arithmetic), and the lookups answer as the list says.
export const name = '@urikit/domain';

const cases = [
  ['a.b.example.co.uk', 'co.uk', 'example.co.uk'],
  ['www.ck', 'ck', 'www.ck'],
  ['a.b.c.mm', 'c.mm', 'b.c.mm'],
  ['a.city.kawasaki.jp', 'kawasaki.jp', 'city.kawasaki.jp'],
  ['alice.github.io', 'github.io', 'alice.github.io'],
  ['食狮.公司.cn', '公司.cn', '食狮.公司.cn'],
  ['www.xn--85x722f.xn--fiqs8s', 'xn--fiqs8s', 'xn--85x722f.xn--fiqs8s'],
  ['example.unlisted', 'unlisted', 'example.unlisted'],
  ['example.com.', 'com.', 'example.com.'],
  ['https://u@WWW.Example.COM:8080/p', 'com', 'example.com'],
];

export function run(t, api) {
  for (const [host, suffix, domain] of cases) {
    t.is(`suffix ${host}`, () => api.getPublicSuffix(host), suffix);
    t.is(`registrable ${host}`, () => api.getRegistrableDomain(host), domain);
  }
  t.is(
    'private off',
    () => api.getRegistrableDomain('alice.github.io', { privateDomains: false }),
    'github.io',
  );
  t.is('IP', () => api.parseHost('[::1]').isIp, true);
  t.is(
    'unicode form',
    () => api.parseHost('xn--bcher-kva.de', { form: 'unicode' }).hostname,
    'bücher.de',
  );
  t.is('same site', () => api.isSameSite('a.example.com', 'http://b.example.com/'), true);
  t.is('not same site', () => api.isSameSite('alice.github.io', 'bob.github.io'), false);
  t.is('listed', () => api.hasListedSuffix('example.notatld'), false);
  t.is('version', () => api.LIST_VERSION.rules > 10000, true);
  t.throws('empty label', () => api.getRegistrableDomain('a..b'), 'empty-label', 2);
}
