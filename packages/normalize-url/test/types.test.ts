// The types stand in for normalize-url's own (index.d.ts of normalize-url 10): its function and
// its Options are assignable to ours and ours to them, so code typed against normalize-url
// compiles unchanged when an override points it here. `tsc` checks this file (the typecheck
// task); the test only makes vitest run it.
import type { Options } from '@urikit/normalize-url';
import normalizeUrl from '@urikit/normalize-url';
import type original from 'normalize-url';
import type { Options as OriginalOptions } from 'normalize-url';
import { describe, expectTypeOf, it } from 'vitest';

describe('types', () => {
  it("are normalize-url 10's", () => {
    expectTypeOf(normalizeUrl).toEqualTypeOf<typeof original>();
    expectTypeOf<Options>().toEqualTypeOf<OriginalOptions>();
    const options: OriginalOptions = { removeQueryParameters: [/^utm_/i], transformPath: false };
    expectTypeOf(normalizeUrl('example.com', options)).toEqualTypeOf<string>();
  });
});
