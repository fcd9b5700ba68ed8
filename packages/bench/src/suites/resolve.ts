// resolve (RFC 3986 §5.2) on the §5.4 examples and on corpus-derived pairs, and
// relativize (its inverse) against urijs relativeTo.
import {
  dotReferencePairs,
  relativizePairs,
  resolvePairs,
  rfcCorpusPairs,
  rfcPairs,
  sameBasePairs,
} from '../corpus.js';
import type { Contender, Suite } from '../harness.js';
import { load } from './peers.js';

export type Pair = [string, string];

export const resolveContenders: Contender<Pair>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { resolve } = await load.resolve();
      return ([base, ref]) => resolve(base, ref);
    },
  },
  {
    name: 'new URL(ref, base)',
    setup:
      async () =>
      ([base, ref]) =>
        new URL(ref, base).href,
  },
  {
    name: 'whatwg-url',
    setup: async () => {
      const { URL: WhatwgURL } = await load.whatwgUrl();
      return ([base, ref]) => new WhatwgURL(ref, base).href;
    },
  },
  {
    name: 'fast-uri',
    setup: async () => {
      const fastUri = await load.fastUri();
      return ([base, ref]) => fastUri.resolve(base, ref);
    },
  },
  {
    name: 'uri-js',
    setup: async () => {
      const uriJs = await load.uriJs();
      return ([base, ref]) => uriJs.resolve(base, ref);
    },
  },
  {
    name: 'urijs',
    note: 'new URI(ref).absoluteTo(base)',
    setup: async () => {
      const URI = await load.urijs();
      return ([base, ref]) => new URI(ref).absoluteTo(base).toString();
    },
  },
  {
    name: 'url-parse',
    note: 'new Url(ref, base).href',
    setup: async () => {
      const Url = await load.urlParse();
      return ([base, ref]) => new Url(ref, base).href;
    },
  },
];

export const relativizeContenders: Contender<Pair>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { relativize } = await load.resolve();
      return ([base, target]) => relativize(base, target);
    },
  },
  {
    name: 'urijs',
    note: 'new URI(target).relativeTo(base)',
    setup: async () => {
      const URI = await load.urijs();
      return ([base, target]) => new URI(target).relativeTo(base).toString();
    },
  },
];

const resolveGoals = [
  { peer: 'new URL(ref, base)', atLeast: 1 },
  { peer: 'fast-uri', atLeast: 5 },
];

// Issue 18: with a different base on every call, resolve cannot reuse its last base, so
// these rows measure parsing the base as well as resolving.
const changingBaseGoals = [{ peer: 'new URL(ref, base)', atLeast: 1.5 }];

export const resolveSuites: Suite<Pair>[] = [
  {
    id: 'resolve-dot',
    group: 'resolve',
    title: 'resolve (corpus base, a different one every call; reference `../x/./y?q`)',
    inputs: dotReferencePairs,
    equalWork: true,
    contenders: resolveContenders,
    goals: changingBaseGoals,
  },
  {
    id: 'resolve-rfc-corpus',
    group: 'resolve',
    title: 'resolve (§5.4 references in turn against corpus bases, a different one every call)',
    inputs: rfcCorpusPairs,
    equalWork: true,
    contenders: resolveContenders,
    goals: changingBaseGoals,
  },
  {
    id: 'resolve-same-base',
    group: 'resolve',
    title: 'resolve (one corpus base every call, cache hits; reference `../x/./y?q`)',
    inputs: sameBasePairs,
    equalWork: true,
    contenders: resolveContenders,
  },
  {
    id: 'resolve-rfc',
    group: 'resolve',
    title: 'resolve (RFC 3986 §5.4 pairs: one base, cache hits)',
    inputs: () => rfcPairs(),
    equalWork: true,
    contenders: resolveContenders,
    goals: resolveGoals,
  },
  {
    id: 'resolve',
    group: 'resolve',
    title: 'resolve (corpus pairs)',
    inputs: resolvePairs,
    equalWork: true,
    contenders: resolveContenders,
    goals: resolveGoals,
  },
  {
    // The pairs as built: bases are sliced strings (split lines), references cons
    // strings (template literals), the way an application often has them.
    id: 'resolve-raw',
    group: 'resolve',
    title: 'resolve (raw strings: sliced bases, concatenated references)',
    inputs: resolvePairs,
    equalWork: true,
    contenders: resolveContenders,
    goals: [{ peer: 'new URL(ref, base)', atLeast: 1 }],
    raw: true,
  },
  {
    id: 'relativize',
    group: 'relativize',
    title: 'relativize (corpus pairs)',
    inputs: relativizePairs,
    equalWork: true,
    contenders: relativizeContenders,
  },
];
