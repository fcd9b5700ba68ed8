// Every example line of the README ("call; // → value" or "call; // throws Kind 'message'") is
// run here, so that the README cannot drift from the code; each value is normalize-url 10's too.
import { join } from 'node:path';
import { normalizeUrl } from '@urikit/normalize-url';
import { readmeExamples } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';
import { oracle, outcome } from './oracle.js';

const readme = join(import.meta.dirname, '..', 'README.md');
const { examples, check } = readmeExamples(readme, { normalizeUrl });
// The same lines with normalize-url 10 itself as `normalizeUrl`.
const original = readmeExamples(readme, {
  normalizeUrl: (url: unknown, options?: unknown) => outcome(oracle, url, options),
});

describe('README examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(35);
  });

  it.each(examples)('%s // %s', (call, result) => {
    check(call, result);
    if (result.startsWith('→ ')) original.check(call, result);
  });
});
