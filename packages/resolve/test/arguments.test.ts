// checkReferences makes requireOptions' messages without requireOptions (so that resolve alone
// does not bundle its type machinery): the two must agree on every wrong option.
import { requireOptions } from '@urikit/percent-encoding';
import { relativize, resolve, tryRelativize, tryResolve } from '@urikit/resolve';
import { describe, expect, it } from 'vitest';

const RESOLVE_TYPES = { strict: 'boolean', iri: 'boolean', zoneId: 'boolean' } as const;
const PARSE_TYPES = { iri: 'boolean', zoneId: 'boolean' } as const;

describe('checkReferences', () => {
  it('throws what requireOptions throws for ResolveOptions and ParseOptions', () => {
    const entries = [
      ['resolve', RESOLVE_TYPES, (o: never) => resolve('http://a/', 'b', o)],
      ['tryResolve', RESOLVE_TYPES, (o: never) => tryResolve('http://a/', 'b', o)],
      ['relativize', PARSE_TYPES, (o: never) => relativize('http://a/', 'http://a/b', o)],
      ['tryRelativize', PARSE_TYPES, (o: never) => tryRelativize('http://a/', 'http://a/b', o)],
    ] as const;
    // Wrong as a whole, wrong in one flag, wrong in all three (strict is reported first), and
    // relativize's extra strict (not one of its options, so not checked).
    const wrong: unknown[] = [null, 7, 'strict', { strict: 'yes' }, { iri: 1 }, { zoneId: null }];
    wrong.push({ strict: 0, iri: 'x', zoneId: 'y' }, { iri: true, zoneId: 0n });
    for (const [fn, types, call] of entries) {
      for (const options of wrong) {
        let refusal: unknown;
        try {
          requireOptions(fn, options, types);
        } catch (error) {
          refusal = error;
        }
        if (refusal === undefined) expect(() => call(options as never)).not.toThrow();
        else expect(() => call(options as never)).toThrow(refusal as TypeError);
      }
    }
  });
});
