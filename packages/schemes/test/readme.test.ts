// Every example line of the README ("call; // → value" or "call; // throws code at index")
// is run here, so that the README cannot drift from the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as api from '@urikit/schemes';
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
    expect(examples.length).toBeGreaterThanOrEqual(60);
  });

  it.each(examples)('%s // %s', (call, outcome) => {
    if (outcome.startsWith('→ ')) {
      expect(evaluate(call)).toEqual(evaluate(outcome.slice(2)));
      return;
    }
    const [, code, index] = /^throws (\S+) at (\d+)$/.exec(outcome)!;
    let thrown: unknown;
    try {
      evaluate(call);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(api.SchemeError);
    expect((thrown as api.SchemeError).code).toBe(code);
    expect((thrown as api.SchemeError).index).toBe(Number(index));
  });

  it('the error example prints what it says', () => {
    try {
      api.parseTel('tel:555-1234');
    } catch (error) {
      const e = error as api.SchemeError;
      expect(`${e.scheme} ${e.code} ${e.index}`).toBe('tel missing-phone-context 12');
    }
    expect.assertions(1);
  });

  it('lists every error code', () => {
    const source = readFileSync(join(import.meta.dirname, '..', 'src', 'errors.ts'), 'utf8');
    const union = source.slice(
      source.indexOf('export type SchemeErrorCode'),
      source.indexOf('/**', source.indexOf('export type SchemeErrorCode')),
    );
    const codes = [...union.matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]);
    expect(codes.length).toBe(26);
    for (const code of codes) expect(readme).toContain(`| \`${code}\` |`);
  });
});
