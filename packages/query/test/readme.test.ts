// Every example line of the README ("call; // → value" or "call; // throws code at index")
// is run here, so that the README cannot drift from the code.
import { join } from 'node:path';
import * as api from '@urikit/query';
import { readmeExamples } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';

const { examples, check } = readmeExamples(
  join(import.meta.dirname, '..', 'README.md'),
  api,
  api.QueryError,
);

describe('README examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(40);
  });

  it.each(examples)('%s // %s', check);

  it('the error example prints what it says', () => {
    try {
      api.parseQuery('a=1&b=%zz');
    } catch (error) {
      const e = error as api.QueryError;
      expect(`${e.code} ${e.index}`).toBe('invalid-percent-encoding 6');
      expect(e.message).toContain('a=1&b=%zz\n        ^');
    }
    expect.assertions(2);
  });
});
