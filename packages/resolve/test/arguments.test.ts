// checkReferences makes requireOptions' messages without requireOptions (so that resolve alone
// does not bundle its type machinery): the two must agree on every wrong option.
import { requireOptions } from '@urikit/percent-encoding';
import { relativize, resolve, tryRelativize, tryResolve } from '@urikit/resolve';
import { describe, expect, it } from 'vitest';

const WRONG_OPTIONS: readonly unknown[] = [
  null,
  42,
  'strict',
  () => {},
  { strict: 'yes' },
  { iri: 1 },
  { zoneId: null },
  { strict: 0, iri: 'x', zoneId: 'y' },
  { iri: true, zoneId: 0n },
];

function messageOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    return (error as TypeError).message;
  }
  return undefined;
}

describe('checkReferences', () => {
  it('throws what requireOptions throws for ResolveOptions and ParseOptions', () => {
    const resolveTypes = { strict: 'boolean', iri: 'boolean', zoneId: 'boolean' } as const;
    const parseTypes = { iri: 'boolean', zoneId: 'boolean' } as const;
    const calls = [
      ['resolve', resolveTypes, (options: never) => resolve('http://a/', 'b', options)],
      ['tryResolve', resolveTypes, (options: never) => tryResolve('http://a/', 'b', options)],
      [
        'relativize',
        parseTypes,
        (options: never) => relativize('http://a/', 'http://a/b', options),
      ],
      [
        'tryRelativize',
        parseTypes,
        (options: never) => tryRelativize('http://a/', 'http://a/b', options),
      ],
    ] as const;
    for (const [fn, types, call] of calls) {
      for (const options of WRONG_OPTIONS) {
        expect(messageOf(() => call(options as never))).toBe(
          messageOf(() => requireOptions(fn, options, types)),
        );
      }
    }
  });
});
