// Runtime-matrix cases for @urikit/percent-encoding: RFC 3986 §2.1 encoding per
// component, strict UTF-8 decoding and §6.2.2.2 normalization, from its README and tests.
export const name = '@urikit/percent-encoding';

const encode = [
  ['a b&c/d', undefined, 'a%20b%26c%2Fd'],
  ["it's (mine)*", undefined, 'it%27s%20%28mine%29%2A'],
  ['/docs/a b/ü', 'path', '/docs/a%20b/%C3%BC'],
  ['a/b?c', 'path-segment', 'a%2Fb%3Fc'],
  ['q=1/2?&x#y', 'query', 'q=1/2?&x%23y'],
  ['jo:hn@home', 'userinfo', 'jo%3Ahn%40home'],
  ['100%', undefined, '100%25'],
  ['😀', 'fragment', '%F0%9F%98%80'],
  ['~-._', undefined, '~-._'],
  ['€', undefined, '%E2%82%AC'],
  ['\u0000\u007f', undefined, '%00%7F'],
  ['a b/c?d=é', 'query', 'a%20b/c?d=%C3%A9'],
];

const decode = [
  ['caf%C3%A9%20au%20lait', undefined, 'café au lait'],
  ['a+b%2Bc', undefined, 'a+b+c'],
  ['%E2%82', { invalid: 'keep' }, '%E2%82'],
  ['%E2%82%41', { invalid: 'replace' }, '\uFFFDA'],
  ['100%', { invalid: 'keep' }, '100%'],
  ['%F0%9F%98%80', undefined, '😀'],
  ['%7e%7E', undefined, '~~'],
  ['plain', undefined, 'plain'],
];

const decodeErrors = [
  ['%C0%AF', 'invalid-utf8', 0],
  ['50%!', 'invalid-percent-encoding', 2],
  ['name=%E9t%E9', 'invalid-utf8', 5],
  ['%ED%A0%80', 'invalid-utf8', 0],
];

const normalizeCases = [
  ['%7esmith/%2fa%2Ehtml', '~smith/%2Fa.html'],
  ['%7e%2f', '~%2F'],
  ['%41%5a%61%7a%30%39', 'AZaz09'],
  ['%2d%2e%5f%7e', '-._~'],
  ['%3a%2F', '%3A%2F'],
];

export function run(t, api) {
  for (const [input, set, expected] of encode) {
    t.is(`percentEncode(${input}, ${set})`, () => api.percentEncode(input, set), expected);
  }
  for (const [input, options, expected] of decode) {
    t.is(`percentDecode(${input})`, () => api.percentDecode(input, options), expected);
  }
  for (const [input, code, index] of decodeErrors) {
    t.throws(`percentDecode(${input})`, () => api.percentDecode(input), code, index);
    t.is(`tryPercentDecode(${input})`, () => api.tryPercentDecode(input), undefined);
  }
  for (const [input, expected] of normalizeCases) {
    t.is(`normalizePercentEncoding(${input})`, () => api.normalizePercentEncoding(input), expected);
  }
  t.is('percentDecodeBytes %FFa', () => api.percentDecodeBytes('%FFa'), Uint8Array.of(0xff, 0x61));
  t.is('percentDecodeBytes é', () => api.percentDecodeBytes('é'), Uint8Array.of(0xc3, 0xa9));
  t.throws('lone surrogate', () => api.percentEncode('\uD800'), 'lone-surrogate', 0);
  t.is('pctOctetAt', () => api.pctOctetAt('a%2fb', 1), 47);
  t.is('pctCodePointAt', () => api.pctCodePointAt('caf%C3%A9', 3), 233);
  t.is('pctCodePointAt overlong', () => api.pctCodePointAt('%C0%AF', 0), -1);
  t.is('~ is unreserved', () => api.hasClass(0x7e, api.UNRESERVED), true);
  t.is('/ is not pchar', () => api.hasClass(0x2f, api.PCHAR), false);
  t.is(
    'error class',
    () => {
      try {
        api.percentDecode('%zz');
      } catch (error) {
        return error instanceof api.PercentEncodingError && error.message.includes('^');
      }
    },
    true,
  );
}
