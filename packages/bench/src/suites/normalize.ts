// normalize (RFC 3986 §6.2.2 and §6.2.3) and equivalent (the §6.2.1 ladder).
import { equivalentPairs, httpLines } from '../corpus.js';
import type { Contender, Suite } from '../harness.js';
import { load } from './peers.js';
import type { Pair } from './resolve.js';

export const normalizeContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { normalize } = await load.normalize();
      return (x) => normalize(x);
    },
  },
  {
    name: 'fast-uri',
    setup: async () => {
      const fastUri = await load.fastUri();
      return (x) => fastUri.normalize(x);
    },
  },
  {
    name: 'uri-js',
    setup: async () => {
      const uriJs = await load.uriJs();
      return (x) => uriJs.normalize(x);
    },
  },
  {
    name: 'new URL().href',
    note: 'WHATWG serialization',
    setup: async () => (x) => new URL(x).href,
  },
  {
    name: 'whatwg-url',
    setup: async () => {
      const { URL: WhatwgURL } = await load.whatwgUrl();
      return (x) => new WhatwgURL(x).href;
    },
  },
  {
    name: 'urijs',
    note: 'new URI(x).normalize()',
    setup: async () => {
      const URI = await load.urijs();
      return (x) => new URI(x).normalize().toString();
    },
  },
];

export const equivalentContenders: Contender<Pair>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { equivalent } = await load.normalize();
      return ([a, b]) => equivalent(a, b);
    },
  },
  {
    name: 'fast-uri',
    setup: async () => {
      const fastUri = await load.fastUri();
      return ([a, b]) => fastUri.equal(a, b);
    },
  },
  {
    name: 'uri-js',
    setup: async () => {
      const uriJs = await load.uriJs();
      return ([a, b]) => uriJs.equal(a, b);
    },
  },
  {
    name: 'new URL().href ===',
    setup:
      async () =>
      ([a, b]) =>
        new URL(a).href === new URL(b).href,
  },
  {
    name: 'urijs',
    note: 'new URI(a).equals(b)',
    setup: async () => {
      const URI = await load.urijs();
      return ([a, b]) => new URI(a).equals(b);
    },
  },
];

export const normalizeSuites: Suite<string>[] = [
  {
    id: 'normalize',
    group: 'normalize',
    title: 'normalize',
    inputs: (input) => [...input],
    equalWork: true,
    contenders: normalizeContenders,
    // Issue 27: normalize no slower than the runtime's parser and serializer, flat and as read.
    goals: [
      { peer: 'fast-uri', atLeast: 5 },
      { peer: 'new URL().href', atLeast: 1 },
    ],
  },
  {
    id: 'normalize-http',
    group: 'normalize',
    title: 'normalize (http and https lines)',
    inputs: httpLines,
    equalWork: true,
    contenders: normalizeContenders,
    goals: [{ peer: 'fast-uri', atLeast: 10 }],
  },
];

export const equivalentSuites: Suite<Pair>[] = [
  {
    id: 'equivalent',
    group: 'equivalent',
    title: 'equivalent (corpus pairs)',
    inputs: equivalentPairs,
    equalWork: true,
    contenders: equivalentContenders,
  },
];
