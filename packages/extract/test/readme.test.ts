// Every example line of the README ("call; // → value") is run here, and so is the HTML
// linkifying example, so that the README cannot drift from the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as api from '@urikit/extract';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
const names = Object.keys(api);
const values = Object.values(api);

function evaluate(expression: string, prelude = ''): unknown {
  return new Function(...names, `${prelude}\nreturn (${expression});`)(...values);
}

const lines = readme.split('\n');
const examples = lines
  .map((line) => line.trim())
  .filter((line) => line.includes('; // → ') && !line.startsWith('toHtml('))
  .map((line) => {
    const at = line.indexOf('; // → ');
    return [line.slice(0, at), line.slice(at + 7)] as const;
  });

describe('README examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(18);
  });

  it.each(examples)('%s // → %s', (call, outcome) => {
    expect(evaluate(call)).toEqual(evaluate(outcome));
  });

  it('the HTML example escapes as it says', () => {
    const start = lines.findIndex((line) => line.startsWith('const escapeHtml'));
    const last = lines.findIndex((line) => line.startsWith('toHtml('));
    const prelude = lines.slice(start, last).join('\n');
    const [call, outcome] = lines[last]!.split('; // → ') as [string, string];
    expect(evaluate(call, prelude)).toBe(evaluate(outcome));
  });

  it('the lazy loop example stops at the first https match', () => {
    const hugeText = `http://a.example/ https://b.example/ ${'x '.repeat(1000)}`;
    let seen = 0;
    for (const match of api.extract(hugeText)) {
      seen++;
      if (match.scheme === 'https') break;
    }
    expect(seen).toBe(2);
  });
});
