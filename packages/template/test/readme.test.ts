// Every example line of the README ("call; // → value" or "call; // throws code at index")
// is run here, so that the README cannot drift from the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as api from '@urikit/template';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
const names = Object.keys(api);
const values = Object.values(api);

function evaluate(expression: string): unknown {
  return new Function(...names, `return (${expression});`)(...values);
}

const examples = readme
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => / \/\/ (→|throws) /.test(line) && !line.startsWith('console.'))
  .map((line) => {
    const at = line.indexOf('; // ');
    return [line.slice(0, at), line.slice(at + 5)] as const;
  });

describe('README examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(19);
  });

  it.each(examples)('%s // %s', (call, outcome) => {
    if (outcome.startsWith('→ ')) {
      expect(evaluate(call)).toEqual(evaluate(outcome.slice(2)));
      return;
    }
    const [, code, index] = /^throws (\S+) at (\d+)$/.exec(outcome)!;
    expect(() => evaluate(call)).toThrow(api.TemplateError);
    try {
      evaluate(call);
    } catch (error) {
      expect((error as api.TemplateError).code).toBe(code);
      expect((error as api.TemplateError).index).toBe(Number(index));
    }
  });
});
