// Every example line of the README ("call; // → value" or "call; // throws code at index")
// is run here, so that the README cannot drift from the code.
import { join } from 'node:path';
import * as api from '@urikit/domain';
import { readmeExamples } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';

const { examples, check } = readmeExamples(
  join(import.meta.dirname, '..', 'README.md'),
  api,
  api.DomainError,
);

describe('README examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(30);
  });

  it.each(examples)('%s // %s', check);

  it('the error example prints what it says', () => {
    try {
      api.parseHost('http://a\\@example.com/');
    } catch (error) {
      const e = error as api.DomainError;
      expect(`${e.code} ${e.index}`).toBe('invalid-authority 8');
    }
    expect.assertions(1);
  });
});
