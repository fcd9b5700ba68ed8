// Inputs of growing size (long paths, long `../` chains, long queries, long hosts)
// for parse, resolve, normalize and removeDotSegments: time must grow linearly.
import { extractComplexityCases } from './complexity-extract.js';
import type { Contender } from './harness.js';
import { normalizeContenders } from './suites/normalize.js';
import { parseContenders } from './suites/parse.js';
import { load } from './suites/peers.js';
import { type Pair, resolveContenders } from './suites/resolve.js';
import { securityComplexityCases } from './suites/security.js';
import { whatwgHrefContenders } from './suites/whatwg.js';

export interface ComplexityCase {
  id: string;
  title: string;
  /** An input of about `size` UTF-16 code units (for pairs: both strings together). */
  make(size: number): unknown;
  contenders: Contender<never>[];
}

import { fill } from './corpus.js';

export { fill };

export const removeDotSegmentsContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { removeDotSegments } = await load.resolve();
      return (x) => removeDotSegments(x);
    },
  },
  {
    name: 'uri-js',
    setup: async () => {
      const uriJs = await load.uriJs();
      return (x) => uriJs.removeDotSegments(x);
    },
  },
  {
    name: 'fast-uri',
    note: 'lib/utils removeDotSegments',
    setup: async () => {
      const utils = await load.fastUriUtils();
      return (x) => utils.removeDotSegments(x);
    },
  },
  {
    name: 'new URL().pathname',
    note: 'includes parsing the whole URL',
    setup: async () => (x) => new URL(`http://a${x}`).pathname,
  },
];

const asNever = <I>(contenders: Contender<I>[]) => contenders as unknown as Contender<never>[];

export const complexityCases: ComplexityCase[] = [
  {
    id: 'parse-path',
    title: 'parse, long path (`http://example.com/segment/segment/…`)',
    make: (size) => fill('http://example.com/', 'segment/', size),
    contenders: asNever(parseContenders),
  },
  {
    id: 'parse-query',
    title: 'parse, long query (`http://example.com/?key=value&…`)',
    make: (size) => fill('http://example.com/?', 'key=value&', size, 'end'),
    contenders: asNever(parseContenders),
  },
  {
    id: 'parse-host',
    title: 'parse, long host (`http://label.label.….com/`)',
    make: (size) => fill('http://', 'label.', size, 'com/'),
    contenders: asNever(parseContenders),
  },
  {
    id: 'resolve-dotdot',
    title: 'resolve, long `../` chain against a deep base',
    make: (size): Pair => [
      fill('http://example.com/', 'a/', size / 2),
      fill('', '../', size / 2, 'g'),
    ],
    contenders: asNever(resolveContenders),
  },
  {
    id: 'normalize-path',
    title: 'normalize, long path with dot segments and encodings',
    make: (size) => fill('HTTP://Example.COM:80/', 'a/./b/../%7e%2f/', size, '?Q#F'),
    contenders: asNever(normalizeContenders),
  },
  {
    id: 'normalize-query',
    title: 'normalize, long query with percent-encodings to normalize',
    make: (size) => fill('http://example.com/?', 'k=%7e%41%2f&', size, 'end'),
    contenders: asNever(normalizeContenders),
  },
  {
    id: 'remove-dot-segments',
    title: 'removeDotSegments, long path (`/a/b/../c/./…`)',
    make: (size) => fill('', '/a/b/../c/./', size),
    contenders: asNever(removeDotSegmentsContenders),
  },
  {
    id: 'whatwg-path',
    title: 'new URL(x).href (URL Standard), long path',
    make: (size) => fill('http://example.com/', 'segment/', size),
    contenders: asNever(whatwgHrefContenders.slice(0, 2)),
  },
  {
    id: 'whatwg-query',
    title: 'new URL(x).href (URL Standard), long query',
    make: (size) => fill('http://example.com/?', 'key=value&', size, 'end'),
    contenders: asNever(whatwgHrefContenders.slice(0, 2)),
  },
  {
    id: 'whatwg-host',
    title: 'new URL(x).href (URL Standard), long host',
    make: (size) => fill('http://', 'label.', size, 'com/'),
    contenders: asNever(whatwgHrefContenders.slice(0, 2)),
  },
  ...extractComplexityCases,
  ...securityComplexityCases,
];

export const fullSizes = [1_000, 10_000, 100_000, 1_000_000];
export const quickSizes = [1_000, 10_000, 100_000];
