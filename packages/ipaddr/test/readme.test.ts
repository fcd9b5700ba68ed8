import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as ipaddr from '../src/index.js';
import { errorOf } from './forms.js';

// Runs every README example line that states its result: `expr; // → value` or
// `expr; // throws code at index`.
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
const lines = blocks
  .flatMap((block) => block.split('\n'))
  .filter((line) => / \/\/ (→|throws) /.test(line));

const names = Object.keys(ipaddr);
const values = Object.values(ipaddr);
const evaluate = (expression: string): unknown =>
  new Function(...names, `return (${expression});`)(...values);

describe('README examples', () => {
  it('has examples to run', () => {
    expect(lines.length).toBeGreaterThan(20);
  });

  it.each(lines)('%s', (line) => {
    const [code, comment] = line.split(/; \/\/ /) as [string, string];
    if (comment.startsWith('→ ')) {
      expect(evaluate(code)).toEqual(evaluate(comment.slice(2)));
    } else {
      const [, errorCode, index] = /^throws (\S+) at (\d+)$/.exec(comment)!;
      const error = errorOf(() => evaluate(code));
      expect([error.code, error.index]).toEqual([errorCode, Number(index)]);
    }
  });
});
