// The URL Standard: @urikit/whatwg's `new URL(x).href` and `new URLSearchParams(q)` against the
// runtime's own (ada in Node), whatwg-url 17 and whatwg-url-minimum on the corpus, and the 1 MB
// path, query and host rows against `new URL()`. The complexity rows are in complexity-cases.ts.
import { fill } from '../corpus.js';
import type { Contender, Suite } from '../harness.js';
import { cjs } from './peers.js';
import { corpusQueries } from './query.js';

const loadWhatwg = () => import('@urikit/whatwg');
const loadWhatwgUrl17 = async () => cjs(await import('whatwg-url-17'));
const loadMinimum = () => import('whatwg-url-minimum');

export const whatwgHrefContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    note: '@urikit/whatwg: new URL(x).href',
    setup: async () => {
      const { URL: WhatwgURL } = await loadWhatwg();
      return (x) => new WhatwgURL(x).href;
    },
  },
  { name: 'new URL().href', setup: async () => (x) => new URL(x).href },
  {
    name: 'whatwg-url 17',
    setup: async () => {
      const { URL: Reference } = await loadWhatwgUrl17();
      return (x) => new Reference(x).href;
    },
  },
  {
    name: 'whatwg-url-minimum',
    note: 'no IDNA',
    setup: async () => {
      const { URL: Minimum } = await loadMinimum();
      return (x) => new Minimum(x).href;
    },
  },
];

const paramsContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    note: '@urikit/whatwg: new URLSearchParams(q)',
    setup: async () => {
      const { URLSearchParams: Params } = await loadWhatwg();
      return (x) => new Params(x);
    },
  },
  { name: 'new URLSearchParams()', setup: async () => (x) => new URLSearchParams(x) },
  {
    name: 'whatwg-url 17',
    setup: async () => {
      const { URLSearchParams: Params } = await loadWhatwgUrl17();
      return (x) => new Params(x);
    },
  },
];

const MB = 1_000_000;
const longInputs: [string, string, () => string][] = [
  ['path', 'long path', () => fill('http://example.com/', 'segment/', MB)],
  ['query', 'long query', () => fill('http://example.com/?', 'key=value&', MB, 'end')],
  ['host', 'long host', () => fill('http://', 'label.', MB, 'com/')],
];

export const whatwgSuites: Suite<string>[] = [
  {
    id: 'whatwg-href',
    group: 'whatwg',
    title: 'new URL(x).href (URL Standard)',
    inputs: (lines) => [...lines],
    equalWork: true,
    contenders: whatwgHrefContenders,
    goals: [
      { peer: 'new URL().href', atLeast: 1 },
      { peer: 'whatwg-url 17', atLeast: 50 },
      { peer: 'whatwg-url-minimum', atLeast: 5 },
    ],
  },
  {
    id: 'whatwg-search-params',
    group: 'whatwg',
    title: 'new URLSearchParams(q) (corpus queries)',
    inputs: corpusQueries,
    equalWork: true,
    contenders: paramsContenders,
    goals: [{ peer: 'new URLSearchParams()', atLeast: 1 }],
  },
  ...longInputs.map(
    ([id, title, make]): Suite<string> => ({
      id: `whatwg-1mb-${id}`,
      group: 'whatwg',
      title: `new URL(x).href, 1 MB ${title}`,
      inputs: () => [make()],
      equalWork: true,
      contenders: whatwgHrefContenders.slice(0, 2),
      goals: [{ peer: 'new URL().href', atLeast: 1 }],
    }),
  ),
];
