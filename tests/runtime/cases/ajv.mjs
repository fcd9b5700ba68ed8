// Runtime-matrix cases for @urikit/ajv: the JSON Schema format validators as plain
// predicates (ajv itself is a peer dependency and is not installed here) and the resolver.
export const name = '@urikit/ajv';

const cases = [
  ['uri', 'http://a/b?c#d', true],
  ['uri', '//a/b', false],
  ['uri-reference', '//a/b', true],
  ['iri', 'http://例え.テスト/', true],
  ['iri-reference', '#ƒrägmênt', true],
  ['uri-template', '/repos/{owner}/{repo}{?page}', true],
  ['uri-template', '{v:0}', false],
  ['hostname', 'xn--bcher-kva.example', true],
  ['hostname', 'xn--l-fda', false],
  ['idn-hostname', '실례.테스트', true],
  ['idn-hostname', 'Bücher.example', false],
  ['ipv4', '127.0.0.01', false],
  ['ipv6', '::ffff:192.0.2.1', true],
];

export function run(t, api) {
  for (const [format, value, valid] of cases) {
    t.is(`${format} ${value}`, () => api.formats[format](value), valid);
  }
  t.is(
    'uriResolver',
    () => api.uriResolver.resolve('http://example.com/a/b.json', '../c.json'),
    'http://example.com/c.json',
  );
}
