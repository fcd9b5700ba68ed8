import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from '../src/index.js';

// Every example line of the README (`expression; // → result` or
// `expression; // throws code at index`) is evaluated against the sources.
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = readme.split('```ts\n').slice(1);
const lines = blocks.flatMap((block) => block.slice(0, block.indexOf('```')).split('\n'));
const names = Object.keys(api);
const values = Object.values(api);

function evaluate(expression: string): unknown {
  return new Function(...names, `return (${expression});`)(...values);
}

const results = lines.flatMap((line) => {
  const at = line.indexOf('; // → ');
  return at < 0 ? [] : [[line.slice(0, at), line.slice(at + '; // → '.length)] as const];
});
const failures = lines.flatMap((line) => {
  const at = line.indexOf('; // throws ');
  if (at < 0) return [];
  const [code, , index] = line.slice(at + '; // throws '.length).split(' ');
  return [[line.slice(0, at), code!, Number(index)] as const];
});

describe('README examples', () => {
  it('has examples of results and of failures', () => {
    expect(results.length).toBeGreaterThan(15);
    expect(failures.length).toBe(3);
  });

  for (const [expression, expected] of results) {
    it(`${expression} → ${expected}`, () => {
      expect(evaluate(expression)).toEqual(evaluate(expected));
    });
  }

  for (const [expression, code, index] of failures) {
    it(`${expression} throws ${code} at ${index}`, () => {
      expect(() => evaluate(expression)).toThrow(api.PercentEncodingError);
      expect(() => evaluate(expression)).toThrow(expect.objectContaining({ code, index }));
    });
  }

  it('the error example prints what it says', () => {
    let caught: unknown;
    try {
      api.percentDecode('name=%E9t%E9');
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ code: 'invalid-utf8', index: 5 });
  });

  it('every set encodes the characters the README says all sets encode', () => {
    const always = '\u0000\u001f\u007f "%<>\\^`{|}[]#';
    for (const set of [
      'component',
      'userinfo',
      'host',
      'path',
      'path-segment',
      'query',
      'fragment',
    ] as const) {
      for (const ch of always) expect(api.percentEncode(ch, set)).not.toBe(ch);
    }
  });
});
