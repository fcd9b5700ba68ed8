// @urikit/compat (the fast-uri / uri-js API) against fast-uri and uri-js themselves:
// parse, resolve, serialize and equal with the same calls and the same options.
import { createRequire } from 'node:module';
import { equivalentPairs, resolvePairs } from '../corpus.js';
import type { Contender, Suite } from '../harness.js';
import { cjs, load, noErrorField } from './peers.js';
import type { Pair } from './resolve.js';

interface FastUriApi {
  parse(uri: string): object;
  serialize(components: object): string;
  resolve(base: string, reference: string): string;
  equal(a: string, b: string): boolean;
}

const apis: [name: string, urikit: boolean, load: () => Promise<FastUriApi>][] = [
  ['@urikit/compat', true, async () => cjs(await import('@urikit/compat')) as FastUriApi],
  ['fast-uri', false, async () => (await load.fastUri()) as FastUriApi],
  ['fast-uri 3.1.9', false, async () => cjs(await import('fast-uri-3')) as FastUriApi],
  ['uri-js', false, async () => (await load.uriJs()) as FastUriApi],
];

/** @urikit/compat, fast-uri 4 and 3 and uri-js, each making the same call. */
export function compatContenders<I>(
  call: (api: FastUriApi) => (input: I) => unknown,
  accepts?: (result: unknown) => boolean,
): Contender<I>[] {
  return apis.map(([name, urikit, loader]) => ({
    name,
    ...(urikit ? { urikit } : {}),
    ...(accepts ? { accepts } : {}),
    setup: async () => call(await loader()),
  }));
}

const goals = [
  { peer: 'fast-uri', atLeast: 3 },
  { peer: 'fast-uri 3.1.9', atLeast: 3 },
];

// Components as fast-uri 3.1.9 parses them (without error), so that every serializer gets
// the same objects.
function components(lines: readonly string[]): object[] {
  const fastUri3 = createRequire(import.meta.url)('fast-uri-3') as FastUriApi;
  return lines.map((line) => fastUri3.parse(line)).filter((c) => !('error' in c));
}

export const compatSuites = [
  {
    id: 'compat-parse',
    group: 'compat',
    title: 'compat parse (fast-uri API, corpus)',
    inputs: (lines) => [...lines],
    equalWork: true,
    contenders: compatContenders<string>((api) => (x) => api.parse(x), noErrorField),
    goals,
  } satisfies Suite<string>,
  {
    id: 'compat-resolve',
    group: 'compat',
    title: 'compat resolve (fast-uri API, corpus pairs)',
    inputs: resolvePairs,
    equalWork: true,
    contenders: compatContenders<Pair>(
      (api) =>
        ([base, ref]) =>
          api.resolve(base, ref),
    ),
    goals,
  } satisfies Suite<Pair>,
  {
    id: 'compat-serialize',
    group: 'compat',
    title: 'compat serialize (fast-uri API, parsed corpus)',
    // The harness builds inputs synchronously: parse once, lazily, on first use.
    inputs: components,
    equalWork: true,
    contenders: compatContenders<object>((api) => (c) => api.serialize(c)),
    goals,
  } satisfies Suite<object>,
  {
    id: 'compat-equal',
    group: 'compat',
    title: 'compat equal (fast-uri API, corpus pairs)',
    inputs: equivalentPairs,
    equalWork: true,
    contenders: compatContenders<Pair>(
      (api) =>
        ([a, b]) =>
          api.equal(a, b),
    ),
    goals,
  } satisfies Suite<Pair>,
];
