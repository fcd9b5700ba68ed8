// Every example line of the README ("call; // → value" or "call; // throws Kind 'message'") is
// run here, so that the README cannot drift from the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as api from '@urikit/normalize-url';
import { describe, expect, it } from 'vitest';
import { oracle, outcome } from './oracle.js';

const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
// `default` cannot be a parameter name; the same function is exported as `normalizeUrl`.
const entries = Object.entries(api).filter(([name]) => name !== 'default');
const names = entries.map(([name]) => name);
const values = entries.map(([, value]) => value);

function evaluate(expression: string, normalizeUrl?: unknown): unknown {
  const scope = normalizeUrl === undefined ? values : values.map(() => normalizeUrl);
  return new Function(...names, `return (${expression});`)(...scope);
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
    expect(names).toEqual(['normalizeUrl']);
    expect(examples.length).toBeGreaterThanOrEqual(35);
  });

  it.each(examples)('%s // %s', (call, result) => {
    if (result.startsWith('→ ')) {
      const expected = evaluate(result.slice(2));
      expect(evaluate(call)).toEqual(expected);
      // And normalize-url 10 says the same.
      expect(evaluate(call, (...args: unknown[]) => outcome(oracle, args[0], args[1]))).toBe(
        expected,
      );
      return;
    }
    const [, kind, message] = /^throws (\w+) '(.*)'$/.exec(result)!;
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
