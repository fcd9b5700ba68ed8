// Every `call; // → value` line of the README is run here, so that it cannot drift.
import { join } from 'node:path';
import { readmeExamples } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';
import * as api from '../src/index.js';

const { examples, check } = readmeExamples(join(import.meta.dirname, '..', 'README.md'), api);

describe('README examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(14);
  });

  it.each(examples)('%s // %s', check);
});
