// Every example line of the README ("call; // → value" or "call; // throws Kind 'message'")
// is run here, so that the README cannot drift from the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as api from '@urikit/compat';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
// `default` cannot be a parameter name; the same object is exported as `fastUri`.
const entries = Object.entries(api).filter(([name]) => name !== 'default');
const names = entries.map(([name]) => name);
const values = entries.map(([, value]) => value);

function evaluate(expression: string): unknown {
  return new Function(...names, `return (${expression});`)(...values);
}

const examples = readme
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => / \/\/ (→|throws) /.test(line))
  .map((line) => {
    const at = line.indexOf('; // ');
    return [line.slice(0, at), line.slice(at + 5)] as const;
  });

describe('README examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(30);
  });

  it.each(examples)('%s // %s', (call, outcome) => {
    if (outcome.startsWith('→ ')) {
      expect(evaluate(call)).toEqual(evaluate(outcome.slice(2)));
      return;
    }
    const [, kind, message] = /^throws (\w+) '(.*)'$/.exec(outcome)!;
    let thrown: unknown;
    try {
      evaluate(call);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error).constructor.name).toBe(kind);
    expect((thrown as Error).message).toBe(message);
  });
});
