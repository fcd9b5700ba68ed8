// Every example line of the README ("call; // → value") is run here, so that the README cannot
// drift from the code.
import { join } from 'node:path';
import { readmeExamples } from '@urikit/test-support';
import * as api from '@urikit/whatwg';
import { describe, expect, it } from 'vitest';

const { examples, check } = readmeExamples(join(import.meta.dirname, '..', 'README.md'), api);

describe('README examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(30);
  });

  it.each(examples)('%s // %s', check);
});
