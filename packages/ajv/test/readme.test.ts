// Every `call; // → value` line of the README is run here, so that it cannot drift.
import { join } from 'node:path';
import { evaluateWith, readmeExamples } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';
import * as api from '../src/index.js';

const examples = readmeExamples(join(import.meta.dirname, '..', 'README.md'));
const evaluate = evaluateWith(api);

describe('README examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(14);
  });

  it.each(examples)('%s // %s', (call, outcome) => {
    expect(outcome.startsWith('→ ')).toBe(true);
    expect(evaluate(call)).toEqual(evaluate(outcome.slice(2)));
  });
});
