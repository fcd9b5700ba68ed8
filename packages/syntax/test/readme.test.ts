import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as syntax from '../src/index.js';

// Every README line of the form `expression; // → value` or `expression; // throws 'code' at N`
// is evaluated against the package, so that the examples stay true.
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const names = Object.keys(syntax);
const values = Object.values(syntax);

function evaluate(expression: string): unknown {
  return new Function(...names, `return (${expression});`)(...values);
}

// A ```js block that declares a variable is a script: its lines run in order, and each
// `expression; // → value` in it is checked where it stands. Its lines are not also checked one
// by one (`inScript` marks them by position).
const readmeLines = readme.split('\n');
const scripts: string[] = [];
const inScript = new Set<number>();
for (let start = 0; start < readmeLines.length; start++) {
  if (readmeLines[start] !== '```js') continue;
  let end = start + 1;
  while (end < readmeLines.length && readmeLines[end] !== '```') end++;
  const block = readmeLines.slice(start + 1, end);
  if (block.some((line) => line.startsWith('const '))) {
    scripts.push(block.join('\n'));
    for (let k = start + 1; k < end; k++) inScript.add(k);
  }
  start = end;
}

function runScript(block: string): number {
  let checks = 0;
  // The import names what the package exports, which the script receives as parameters.
  const body = block
    .replace(/^import [^;]* from '@urikit\/syntax';$/m, '')
    .split('\n')
    .map((line) => {
      const value = line.indexOf('; // → ');
      if (value < 0) return line;
      checks++;
      return `check(${line.slice(0, value)}, ${line.slice(value + 7)});`;
    })
    .join('\n');
  const check = (actual: unknown, expected: unknown) => expect(actual).toStrictEqual(expected);
  new Function('check', ...names, body)(check, ...values);
  return checks;
}

const examples: [line: string, expression: string, expected: string][] = [];
const throwing: [line: string, expression: string, code: string, index: number][] = [];
for (const [k, line] of readmeLines.entries()) {
  if (inScript.has(k)) continue;
  const value = line.indexOf('; // → ');
  if (value > 0) examples.push([line, line.slice(0, value), line.slice(value + 7)]);
  const thrown = line.indexOf("; // throws '");
  if (thrown > 0) {
    const [code, index] = line.slice(thrown + 13).split("' at ");
    throwing.push([line, line.slice(0, thrown), code!, Number(index)]);
  }
}

describe('README examples', () => {
  it('has examples to check', () => {
    expect(examples.length).toBeGreaterThan(20);
    expect(throwing.length).toBeGreaterThan(4);
  });

  it.each(examples)('%s', (_line, expression, expected) => {
    expect(evaluate(expression)).toStrictEqual(evaluate(expected));
  });

  it.each(scripts)('runs the script %s', (block) => {
    expect(runScript(block)).toBeGreaterThan(2);
  });

  it.each(throwing)('%s', (_line, expression, code, index) => {
    expect(() => evaluate(expression)).toThrow(syntax.UriError);
    try {
      evaluate(expression);
    } catch (error) {
      expect(error).toMatchObject({ code, index });
    }
  });

  it('shows the message of a UriError as it is', () => {
    const shown = readme.split('```text\n')[1]!.split('\n```')[0]!;
    expect(() => syntax.parse('http://a:8o/')).toThrow(shown);
  });

  it('documents exactly the codes of UriErrorCode', () => {
    const source = readFileSync(new URL('../src/errors.ts', import.meta.url), 'utf8');
    const union = source
      .split('\n')
      .filter((line) => line.startsWith("  | '"))
      .map((line) => line.slice(5, line.lastIndexOf("'")));
    const documented = readme
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.slice(3, line.indexOf('`', 3)));
    expect(documented.sort()).toEqual(union.sort());
    expect(union.length).toBeGreaterThan(20);
  });

  // The last column of the table: `example` (index), a string for parse, an object for
  // recompose, or a call; a code that only another package raises has no example.
  const table = readme
    .split('\n')
    .filter((line) => line.startsWith('| `') && line.endsWith(') |'))
    .map((line): [string, string, number] => {
      const cells = line.split(' | ');
      const code = cells[0]!.slice(3, -1);
      const last = cells[cells.length - 1]!;
      const example = last.slice(1, last.lastIndexOf('`'));
      const index = Number(last.slice(last.lastIndexOf('(') + 1, last.lastIndexOf(')')));
      return [code, example, index];
    });
  it.each(table)('error code %s: %s at %i', (code, example, index) => {
    const expression = example.startsWith("'")
      ? `parse(${example})`
      : example.startsWith('{')
        ? `recompose(${example})`
        : example;
    try {
      evaluate(expression);
    } catch (error) {
      expect(error).toBeInstanceOf(syntax.UriError);
      expect(error).toMatchObject({ code, index });
      return;
    }
    throw new Error(`${expression} did not throw`);
  });
});
