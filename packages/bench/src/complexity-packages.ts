// Long inputs for the packages that had no complexity row before issue 27: percent-encoding,
// ipaddr, idn, query, template, schemes, uri, compat, ajv and web3. Each row feeds one public
// function a growing input of the kind a user or an attacker can send (a long text to encode, a
// domain of many labels, a long query, a long list to expand); time must grow linearly.
import type { ComplexityCase } from './complexity-cases.js';
import { fill } from './corpus.js';
import type { Contender } from './harness.js';
import { compatContenders } from './suites/compat.js';
import { toASCIIContenders, toUnicodeContenders } from './suites/idn.js';
import { cjs, load } from './suites/peers.js';
import { decodeContenders, encodeContenders } from './suites/percent.js';
import { queryParseContenders } from './suites/query.js';
import { type Expansion, expandContenders } from './suites/template.js';

const asNever = <I>(contenders: Contender<I>[]) => contenders as unknown as Contender<never>[];

/** urikit alone: rows of functions that no peer has in the same shape. */
function only<I>(setup: () => Promise<(input: I) => unknown>): Contender<never>[] {
  return asNever<I>([{ name: 'urikit', urikit: true, setup }]);
}

/** The input of parseTemplate's and isUriTemplate's rows: the same template, parsed or validated. */
const longTemplate = (size: number) => fill('', '{a}/{b}/', size);

export const packageComplexityCases: ComplexityCase[] = [
  {
    id: 'percent-encode-long',
    title: 'percentEncode, long text to encode (`a b/é?&…`)',
    make: (size) => fill('', 'a b/é?&', size),
    contenders: asNever(encodeContenders),
  },
  {
    id: 'percent-decode-long',
    title: 'percentDecode, long encoded text (`%41%C3%A9b+…`)',
    make: (size) => fill('', '%41%C3%A9b+', size),
    contenders: asNever(decodeContenders),
  },
  {
    id: 'ipv6-invalid-long',
    title: 'isIPv6, long text that is not an address (`1:1:1:…`)',
    make: (size) => fill('', '1:', size),
    contenders: asNever<string>([
      {
        name: 'urikit',
        urikit: true,
        setup: async () => {
          const { isIPv6 } = await load.ipaddr();
          return (x) => isIPv6(x);
        },
      },
      {
        name: 'ipaddr.js',
        note: 'IPv6.isValid()',
        setup: async () => {
          const ipaddr = await load.ipaddrJs();
          return (x) => ipaddr.IPv6.isValid(x);
        },
      },
    ]),
  },
  {
    id: 'ipv4-loose-long',
    title: 'parseIPv4Loose (URL Standard forms), long number (`0x000…1.1`)',
    make: (size) => fill('0x', '0', size, '1.1'),
    contenders: asNever<string>([
      {
        name: 'urikit',
        urikit: true,
        setup: async () => {
          const { tryParseIPv4Loose } = await load.ipaddr();
          return (x) => tryParseIPv4Loose(x);
        },
      },
      {
        name: 'new URL().hostname',
        note: 'includes parsing the whole URL',
        setup: async () => (x) => new URL(`http://${x}/`).hostname,
      },
    ]),
  },
  {
    id: 'to-ascii-labels',
    title: 'toASCII, a domain of many labels (`bücher.bücher.….example`)',
    make: (size) => fill('', 'bücher.', size, 'example'),
    contenders: asNever(toASCIIContenders),
  },
  {
    id: 'to-unicode-labels',
    title: 'toUnicode, a domain of many A-labels (`xn--bcher-kva.….example`)',
    make: (size) => fill('', 'xn--bcher-kva.', size, 'example'),
    contenders: asNever(toUnicodeContenders),
  },
  {
    id: 'query-parse-long',
    title: 'parseQuery, long query (`key=value&…`)',
    make: (size) => fill('', 'key=value&', size),
    contenders: asNever(queryParseContenders),
  },
  {
    id: 'query-nested-long',
    title: 'parseNestedQuery with the limits raised, long query (`a[b][]=1&…`)',
    make: (size) => fill('', 'a[b][]=1&', size),
    contenders: only<string>(async () => {
      const { parseNestedQuery } = await import('@urikit/query');
      // The default limits stop a long query at its 1,001st pair; raised, every pair is nested.
      const limits = { parameterLimit: Infinity, arrayLimit: Infinity };
      return (x) => parseNestedQuery(x, limits);
    }),
  },
  {
    id: 'template-parse-long',
    title: 'parseTemplate, long template (`{a}/{b}/…`)',
    make: longTemplate,
    contenders: only<string>(async () => {
      const { parseTemplate } = await import('@urikit/template');
      return (x) => parseTemplate(x);
    }),
  },
  {
    id: 'template-valid-long',
    title: 'isUriTemplate, long template (`{a}/{b}/…`)',
    make: longTemplate,
    contenders: only<string>(async () => {
      const { isUriTemplate } = await import('@urikit/template');
      return (x) => isUriTemplate(x);
    }),
  },
  {
    id: 'template-expand-list',
    title: 'expand, a long list (`{?list*}`)',
    make: (size): Expansion => [
      '/search{?list*}',
      { list: Array.from({ length: Math.max(1, Math.round(size / 8)) }, (_, i) => `item${i}`) },
    ],
    contenders: asNever(expandContenders),
  },
  {
    id: 'data-uri-long',
    title: 'parseDataUri, long base64 data (`data:text/plain;base64,QUJD…`)',
    make: (size) => fill('data:text/plain;base64,', 'QUJD', size),
    contenders: only<string>(async () => {
      const { parseDataUri } = await import('@urikit/schemes');
      return (x) => parseDataUri(x);
    }),
  },
  {
    id: 'uri-normalize-long',
    title: 'Uri.parse().normalize(), long path (`/a/./b/../%7e…`)',
    make: (size) => fill('HTTP://Example.COM', '/a/./b/../%7e', size),
    contenders: only<string>(async () => {
      const { Uri } = await import('@urikit/uri');
      return (x) => Uri.parse(x).normalize().toString();
    }),
  },
  {
    id: 'compat-parse-long',
    title: 'compat parse (fast-uri API), long path (`http://example.com/segment/…`)',
    make: (size) => fill('http://example.com/', 'segment/', size),
    contenders: asNever(compatContenders<string>((api) => (x) => api.parse(x))),
  },
  {
    id: 'ajv-format-uri-long',
    title: 'ajv format `uri`, long path (`http://example.com/segment/…`)',
    make: (size) => fill('http://example.com/', 'segment/', size),
    contenders: asNever<string>([
      {
        name: 'urikit',
        urikit: true,
        setup: async () => (await import('@urikit/ajv')).formats.uri,
      },
      {
        name: 'ajv-formats',
        note: 'full mode: a regular expression',
        setup: async () => {
          const { fullFormats } = cjs(await import('ajv-formats/dist/formats.js'));
          const uri = fullFormats.uri as (value: string) => boolean;
          return (x) => uri(x);
        },
      },
    ]),
  },
  {
    id: 'keccak-long',
    title: 'keccak256 of a long text (`utf8Bytes`, then `toHex`)',
    make: (size) => fill('', 'abcdefgh', size),
    contenders: only<string>(async () => {
      const { keccak256, toHex, utf8Bytes } = await import('@urikit/web3');
      return (x) => toHex(keccak256(utf8Bytes(x)));
    }),
  },
];
