// @urikit/compat against fast-uri 3.1.9, whose answers it promises (README: "Same answers as
// fast-uri 3.1.9"): parse (the whole object), serialize of it, normalize, resolve and equal,
// on references valid and one mutation off.

import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import * as compat from '@urikit/compat';
import { defineTarget, fail, show } from '../engine/target.js';
import { nearReference, nearUri } from '../generators/rfc3986.js';

const fastUri = createRequire(import.meta.url)('fast-uri-3') as typeof compat;

export interface CompatInput {
  readonly a: string;
  readonly b: string;
  readonly options: {
    readonly iri?: boolean;
    readonly tolerant?: boolean;
    readonly unicodeSupport?: boolean;
    readonly domainHost?: boolean;
  };
}

function outcome(run: () => unknown): unknown {
  try {
    return { value: JSON.parse(JSON.stringify(run() ?? null)) };
  } catch (error) {
    return { threw: (error as Error)?.message };
  }
}

export const compatVsFastUri = defineTarget<CompatInput>({
  name: 'compat/vs-fast-uri',
  description: 'parse, serialize, normalize, resolve and equal give fast-uri 3.1.9’s answers',
  generate(rng) {
    return {
      a: rng.chance(0.5) ? nearUri(rng, { iri: rng.chance(0.3) }) : nearReference(rng),
      b: nearReference(rng),
      options: rng.chance(0.6)
        ? {}
        : {
            iri: rng.chance(0.5),
            tolerant: rng.chance(0.5),
            unicodeSupport: rng.chance(0.3),
            domainHost: rng.chance(0.3),
          },
    };
  },
  check({ a, b, options }) {
    // The one documented difference: a mailto handler (uri-js's), which fast-uri 3 has not.
    if (/^\s*mailto:/i.test(a) || /^\s*mailto:/i.test(b)) return;
    // And domain names: @urikit/idn (UTS #46, Unicode 17) where fast-uri asks the runtime's URL,
    // whose IDNA differs (Node 20's refuses U+FBD2, which UTS #46 maps to U+06AD).
    if (!/^[\x00-\x7f]*$/.test(a + b)) return;
    const calls: [string, (lib: typeof compat) => unknown][] = [
      ['parse', (lib) => lib.parse(a, { ...options })],
      ['serialize', (lib) => lib.serialize(lib.parse(a, { ...options }), { ...options })],
      ['normalize', (lib) => lib.normalize(a, { ...options })],
      ['resolve', (lib) => lib.resolve(a, b, { ...options })],
      ['equal', (lib) => lib.equal(a, b, { ...options })],
    ];
    for (const [name, call] of calls) {
      const ours = outcome(() => call(compat));
      const theirs = outcome(() => call(fastUri));
      if (!isDeepStrictEqual(ours, theirs)) {
        fail(
          `${name} gives fast-uri's answer`,
          `${name}(${show(a)}${name === 'resolve' || name === 'equal' ? `, ${show(b)}` : ''}, ${show(options)}): ours ${show(ours, 300)}, fast-uri ${show(theirs, 300)}`,
        );
      }
    }
  },
  work({ a, b }) {
    outcome(() => compat.parse(a));
    outcome(() => compat.resolve(a, b));
  },
});
