// Every example line of the README ("call; // → value" or "call; // throws code at index")
// is run here, so that the README cannot drift from the code.
import { join } from 'node:path';
import * as api from '@urikit/template';
import { readmeExamples } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';

const { examples, check } = readmeExamples(
  join(import.meta.dirname, '..', 'README.md'),
  api,
  api.TemplateError,
);

describe('README examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(19);
  });

  it.each(examples)('%s // %s', check);
});
