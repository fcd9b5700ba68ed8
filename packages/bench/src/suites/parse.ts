// validate, parse, and parse + recompose: urikit's syntax package against every
// peer that parses a whole URI reference.
import { fill } from '../corpus.js';
import type { Contender, Suite } from '../harness.js';
import { load, noErrorField } from './peers.js';

// The 1 MB inputs of the complexity cases (long path, query, host), timed like every other
// suite: interleaved rounds against `new URL()` only, one input per suite.
const MB = 1_000_000;
const longInputs: [string, string, () => string][] = [
  ['path', 'long path', () => fill('http://example.com/', 'segment/', MB)],
  ['query', 'long query', () => fill('http://example.com/?', 'key=value&', MB, 'end')],
  ['host', 'long host', () => fill('http://', 'label.', MB, 'com/')],
];

function longInputSuites(): Suite<string>[] {
  return longInputs.map(([id, title, make]) => ({
    id: `parse-1mb-${id}`,
    group: 'parse',
    title: `parse, 1 MB ${title}`,
    inputs: () => [make()],
    equalWork: true,
    contenders: parseContenders.filter((c) => c.urikit === true || c.name === 'new URL()'),
    goals: [{ peer: 'new URL()', atLeast: 1 }],
  }));
}

const lines = (input: readonly string[]) => [...input];

export const validateContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { isUriReference } = await load.syntax();
      return (x) => isUriReference(x);
    },
  },
  {
    name: 'URL.canParse()',
    note: 'WHATWG URL grammar, not RFC 3986',
    setup: async () => (x) => URL.canParse(x),
  },
  {
    name: 'whatwg-url',
    note: 'parseURL() !== null; WHATWG URL grammar',
    setup: async () => {
      const { parseURL } = await load.whatwgUrl();
      return (x) => parseURL(x) !== null;
    },
  },
  {
    name: 'fast-uri',
    note: 'parse(x).error === undefined',
    setup: async () => {
      const fastUri = await load.fastUri();
      return (x) => fastUri.parse(x).error === undefined;
    },
  },
  {
    name: 'uri-js',
    note: 'parse(x).error === undefined',
    setup: async () => {
      const uriJs = await load.uriJs();
      return (x) => uriJs.parse(x).error === undefined;
    },
  },
];

export const parseContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { parse } = await load.syntax();
      return (x) => parse(x);
    },
  },
  { name: 'new URL()', setup: async () => (x) => new URL(x) },
  {
    name: 'whatwg-url',
    setup: async () => {
      const { URL: WhatwgURL } = await load.whatwgUrl();
      return (x) => new WhatwgURL(x);
    },
  },
  {
    name: 'fast-uri',
    accepts: noErrorField,
    setup: async () => {
      const fastUri = await load.fastUri();
      return (x) => fastUri.parse(x);
    },
  },
  {
    name: 'uri-js',
    accepts: noErrorField,
    setup: async () => {
      const uriJs = await load.uriJs();
      return (x) => uriJs.parse(x);
    },
  },
  {
    name: 'urijs',
    note: 'new URI(x): does not validate',
    setup: async () => {
      const URI = await load.urijs();
      return (x) => new URI(x);
    },
  },
  {
    name: 'url-parse',
    note: 'new Url(x): does not validate',
    setup: async () => {
      const Url = await load.urlParse();
      return (x) => new Url(x);
    },
  },
];

export const recomposeContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { parse, recompose } = await load.syntax();
      return (x) => recompose(parse(x));
    },
  },
  { name: 'new URL().href', setup: async () => (x) => new URL(x).href },
  {
    name: 'whatwg-url',
    setup: async () => {
      const { URL: WhatwgURL } = await load.whatwgUrl();
      return (x) => new WhatwgURL(x).href;
    },
  },
  {
    name: 'fast-uri',
    accepts: (r) => typeof r === 'string',
    setup: async () => {
      const fastUri = await load.fastUri();
      return (x) => {
        const parsed = fastUri.parse(x);
        return parsed.error === undefined ? fastUri.serialize(parsed) : undefined;
      };
    },
  },
  {
    name: 'uri-js',
    accepts: (r) => typeof r === 'string',
    setup: async () => {
      const uriJs = await load.uriJs();
      return (x) => {
        const parsed = uriJs.parse(x);
        return parsed.error === undefined ? uriJs.serialize(parsed) : undefined;
      };
    },
  },
  {
    name: 'urijs',
    setup: async () => {
      const URI = await load.urijs();
      return (x) => new URI(x).toString();
    },
  },
  {
    name: 'url-parse',
    setup: async () => {
      const Url = await load.urlParse();
      return (x) => new Url(x).toString();
    },
  },
];

export const parseSuites: Suite<string>[] = [
  {
    id: 'validate',
    group: 'validate',
    title: 'validate',
    inputs: lines,
    equalWork: false,
    contenders: validateContenders,
    // Issue 27: validating must not cost more than the runtime's parse (flat and as read).
    goals: [{ peer: 'URL.canParse()', atLeast: 1 }],
  },
  {
    id: 'parse',
    group: 'parse',
    title: 'parse',
    inputs: lines,
    equalWork: true,
    contenders: parseContenders,
    goals: [
      { peer: 'new URL()', atLeast: 1 },
      { peer: 'fast-uri', atLeast: 5 },
    ],
  },
  {
    // The same lines as V8 keeps them after `split`: sliced strings (views into the file).
    id: 'parse-raw',
    group: 'parse',
    title: 'parse (as read: sliced strings, as split from the file and trimmed)',
    inputs: lines,
    equalWork: true,
    contenders: parseContenders,
    goals: [{ peer: 'new URL()', atLeast: 1.5 }],
    raw: true,
  },
  ...longInputSuites(),
  {
    id: 'recompose',
    group: 'recompose',
    title: 'parse + recompose',
    inputs: lines,
    equalWork: true,
    contenders: recomposeContenders,
    // Issue 27: a parse and its §5.3 recomposition at least as fast as `new URL(x).href`.
    goals: [{ peer: 'new URL().href', atLeast: 1 }],
  },
];
