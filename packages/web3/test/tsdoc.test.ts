// The @example blocks of the TSDoc in src/ run here (tsdocExamples of @urikit/test-support):
// every "expression; // → value" line is checked and every "// throws code at index" line is
// expected to throw, so that the documentation shown in editors is true.
import { join } from 'node:path';
import { tsdocExamples } from '@urikit/test-support';
import * as api from '@urikit/web3';
import { describe, expect, it } from 'vitest';

const { blocks, run } = tsdocExamples(join(import.meta.dirname, '..', 'src'), api, api.Web3Error);

describe('TSDoc examples', () => {
  it('every export has one', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(Object.keys(api).length);
  });

  it.each(blocks)('%s:%d', run);
});
