// Every example line of the README ("call; // → value" or "call; // throws code at index")
// is run here, so that the README cannot drift from the code.
import { join } from 'node:path';
import * as api from '@urikit/resolve';
import { readmeExamples } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';

const { examples, check } = readmeExamples(
  join(import.meta.dirname, '..', 'README.md'),
  api,
  api.ResolveError,
);

describe('README examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(29);
  });

  it.each(examples)('%s // %s', check);

  it('the error example prints what it says', () => {
    try {
      api.resolve('http://a/b', 'g|h');
    } catch (error) {
      const e = error as api.ResolveError;
      expect(`${e.argument} ${e.code} ${e.index}`).toBe('reference invalid-path-char 1');
    }
    expect.assertions(1);
  });
});
