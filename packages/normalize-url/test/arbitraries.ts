// Generated URLs and option sets for the differential tests: URLs built from the pieces that
// normalize-url treats specially (schemes and lookalikes, www., trailing dots, triplets of every
// kind, slashes, dot segments, index files, query names and values with +, = and reserved
// triplets, text directives, white space at the ends), and every option with its odd values.
import fc from 'fast-check';

const pick = <T>(...values: T[]): fc.Arbitrary<T> => fc.constantFrom(...values);

/** Triplets: unreserved, reserved, kept by decodeURI, UTF-8, invalid UTF-8, malformed. */
const triplet = pick(
  '%41',
  '%7e',
  '%7E',
  '%2e',
  '%2E',
  '%5F',
  '%2d',
  '%30',
  '%2F',
  '%2f',
  '%3F',
  '%3f',
  '%23',
  '%26',
  '%3D',
  '%3d',
  '%2B',
  '%2b',
  '%3A',
  '%40',
  '%5B',
  '%5D',
  '%21',
  '%24',
  '%27',
  '%28',
  '%2A',
  '%2C',
  '%3B',
  '%20',
  '%22',
  '%3C',
  '%3E',
  '%5C',
  '%5c',
  '%60',
  '%7B',
  '%7C',
  '%5E',
  '%25',
  '%09',
  '%0A',
  '%0d',
  '%00',
  '%1F',
  '%7F',
  '%C3%A9',
  '%c3%a9',
  '%E2%82%AC',
  '%F0%9F%98%80',
  '%E0%A4',
  '%C3',
  '%FF',
  '%ED%A0%80',
  '%C0%AE',
  '%',
  '%%',
  '%4',
  '%4G',
  '%zz',
  '%%41',
  '%2%45',
  '%%3',
);

const text = (chars: string, maxLength = 6) =>
  fc
    .array(
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...chars.split('')) },
        { weight: 2, arbitrary: triplet },
      ),
      { maxLength },
    )
    .map((a) => a.join(''));

const hostLabel = pick(
  'www',
  'example',
  'EXAMPLE',
  'a',
  'xn--bcher-kva',
  'bücher',
  'sub',
  'www2',
  'co',
  'uk',
  'com',
  '1',
  '0x7f',
  '255',
  'localhost',
  'ab-c',
  'a_b',
  'êxample',
);
const host = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.array(hostLabel, { minLength: 1, maxLength: 4 }).map((a) => a.join('.')),
  },
  {
    weight: 1,
    arbitrary: pick(
      '[::1]',
      '[0:0::1]',
      '[::ffff:1.2.3.4]',
      '127.0.0.1',
      '0x7f.1',
      '159.189.213..',
      'example.com.',
      'example.com..',
      '...',
      '.',
      'www.com',
      'www.www.example.com',
      'www.a.b',
      'WWW.Example.COM',
      'www.example.com.',
      'www.' + 'a'.repeat(64) + '.com',
      'www.sorhus.' + 'a'.repeat(64),
      'a%41b',
      'a%2fb',
      '',
    ),
  },
);
const port = pick('', '', '', ':80', ':443', ':8080', ':', ':0', ':65535', ':99999', ':080');
const userinfo = pick(
  '',
  '',
  '',
  'user@',
  'user:pass@',
  ':p@',
  'u%7e:p%41ss@',
  'a%2fb:%zz@',
  '@',
  'us er@',
);
const segment = fc.oneof(
  { weight: 6, arbitrary: text('abcAZ09-._~!$&\'()*+,;=:@ "<>^`{|}\\é', 5) },
  {
    weight: 2,
    arbitrary: pick(
      '',
      '.',
      '..',
      '%2e',
      '%2E%2E',
      'index.html',
      'index.php',
      'INDEX.html',
      'index.',
      'default.htm',
      's3:',
      'https:',
      'a.b+c-d:',
      'C|',
      'c:',
      'x' + 'a'.repeat(50) + ':',
      'x' + 'a'.repeat(49) + ':',
      '_a:',
      '9a:',
      '+a:',
      'fr',
    ),
  },
);
const path = fc
  .array(segment, { maxLength: 6 })
  .map((a) => (a.length === 0 ? '' : `/${a.join('/')}`));
const queryText = (chars: string) => text(chars, 5);
const pair = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        queryText("abAZ09_-.~+ ?/:@!$'()*,;[]^`{|}\\é"),
        pick('', '=', '=', '=='),
        queryText("abAZ09_-.~+= ?/:@!$'()*,;é"),
      )
      .map(([n, e, v]) => n + e + v),
  },
  {
    weight: 1,
    arbitrary: pick(
      'utm_source=x',
      'UTM_Medium=y',
      'utm_=z',
      'utm%5Fsource=1',
      'ref=a',
      'foo',
      'foo=',
      '=',
      '=v',
      '',
      '__normalize_url_encoded_reserved__0__2F',
      'a=%E0%A4',
      'x%3Ay=1',
      'b%26c=1',
      'foo+bar',
      'foo%20bar=',
      'a&a=',
    ),
  },
);
const query = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constant('?') },
  { weight: 4, arbitrary: fc.array(pair, { maxLength: 5 }).map((a) => `?${a.join('&')}`) },
);
const fragment = pick(
  '',
  '',
  '',
  '#',
  '#a',
  '#:~:text=hi',
  '#sec:~:TEXT=x',
  '#a%7e%2f',
  '#:~:textbook',
  '# x ',
  '#a#b',
  '#/path/',
  '#%3A~%3Atext=x',
);
const prefix = pick(
  'http://',
  'https://',
  'HTTP://',
  'hTtPs://',
  '//',
  '',
  '',
  'http:',
  'https:/',
  'http:\\\\',
  'file://',
  'file:///',
  'FILE:',
  'sindre://',
  'sindre:',
  'Sindre://',
  'foo.bar://',
  'localhost:',
  'ws://',
  'ftp://',
  'mailto:',
  'tel:',
  'app://',
  'a:',
  'example.com:',
  'data:',
);
const space = pick(
  '',
  '',
  '',
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\ufeff',
  '\u2028',
  '\u0000',
  ' \r\n ',
  '\u3000',
);

/** A URL-like string: prefix, authority or not, path, query, fragment, white space around. */
export const urlText: fc.Arbitrary<string> = fc
  .tuple(space, prefix, userinfo, host, port, path, query, fragment, space)
  .map(([s1, p, u, h, po, pa, q, f, s2]) => {
    const authority =
      p === '' || p.endsWith('/') || p.endsWith('\\') || p === '//' ? u + h + po : '';
    return s1 + p + authority + pa + q + f + s2;
  });

/** data: URLs: media types with parameters, quotes, base64 markers, data and fragments. */
export const dataUrlText: fc.Arbitrary<string> = fc
  .tuple(
    space,
    pick('data:', 'DATA:', 'Data:'),
    fc
      .array(
        pick(
          'text/plain',
          'TEXT/HTML',
          '',
          ' ',
          ';',
          ';charset=US-ASCII',
          ';charset="us-ascii"',
          ';charset=utf-8',
          ';Charset=UTF-8',
          ';base64',
          '; base64',
          ';BASE64',
          ';foo=',
          ';foo',
          ';a="b;c"',
          ';a="x\\"y"',
          ';q="tok"',
          ';q="t k"',
          '=',
          ';=x',
          ';base64;charset=us-ascii',
          ';a="\\',
        ),
        { maxLength: 4 },
      )
      .map((a) => a.join('')),
    pick(',', ',', '', ', '),
    text('abZ09+/= %#,\t', 6),
    fragment,
    space,
  )
  .map((parts) => parts.join(''));

const filter = pick<unknown>(
  'ref',
  'a',
  'foo',
  'x:y',
  'b&c',
  /^utm_\w+/i,
  /^a/,
  /^foo/g,
  /^b/y,
  /a/gi,
  'index.html',
  /^index\.[a-z]+$/,
  /^default\.[a-z]+$/,
  'fr',
  'é',
  ' ',
  '',
);
const filters = fc.oneof(
  fc.array(filter, { maxLength: 3 }),
  pick<unknown>(true, false, undefined, 'ref', null, {}),
);

/** normalize-url option sets, each option left out, set, or given an odd value. */
export const optionSet: fc.Arbitrary<Record<string, unknown> | undefined> = fc.option(
  fc.record(
    {
      defaultProtocol: pick<unknown>(
        'http',
        'https',
        'https:',
        'HTTPS::',
        ' ftp ',
        'sindre',
        'ws',
        undefined,
      ),
      customProtocols: pick<unknown>(
        ['sindre'],
        ['SINDRE:', 123],
        ['foo.bar', 'app'],
        [],
        'sindre',
        ['localhost'],
        ['example.com'],
        ['mailto', 'tel'],
        ['http'],
      ),
      normalizeProtocol: fc.boolean(),
      forceHttp: pick<unknown>(false, false, false, true),
      forceHttps: pick<unknown>(false, false, true),
      stripAuthentication: pick<unknown>(true, false, 0, 'yes'),
      stripHash: fc.boolean(),
      stripProtocol: fc.boolean(),
      stripTextFragment: fc.boolean(),
      stripWWW: fc.boolean(),
      removeQueryParameters: filters,
      keepQueryParameters: filters,
      removeTrailingSlash: fc.boolean(),
      removeSingleSlash: fc.boolean(),
      removeDirectoryIndex: fc.oneof(
        fc.array(filter, { maxLength: 2 }),
        pick<unknown>(true, false, []),
      ),
      removeExplicitPort: fc.boolean(),
      sortQueryParameters: fc.boolean(),
      emptyQueryValue: pick<unknown>('preserve', 'always', 'never', 'other'),
      removePath: fc.boolean(),
      transformPath: pick<unknown>(
        false,
        (c: string[]) => c.slice(0, 1),
        (c: string[]) => c.filter((x) => x !== 'a'),
        () => [],
        () => undefined,
        (c: string[]) => [...c, 'x y', '..', 'é', 'index.html', ''],
      ),
    },
    { requiredKeys: [] },
  ),
  { freq: 4 },
);
