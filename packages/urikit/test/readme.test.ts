// The tour of the README runs as written: each ```ts block is executed against the umbrella, and
// each `expression; // → value` line is an assertion that the expression equals the value.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as urikit from '../src/index.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const ARROW = ' // → ';

function codeBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let block: string[] | undefined;
  for (const line of markdown.split('\n')) {
    if (block === undefined) {
      if (line === '```ts') block = [];
    } else if (line === '```') {
      blocks.push(block.join('\n'));
      block = undefined;
    } else {
      block.push(line);
    }
  }
  return blocks;
}

/** The block as a function body: imports from 'urikit' read the module, arrows become checks. */
function instrument(block: string): { body: string; checks: number } {
  let checks = 0;
  const lines = block.split('\n').map((line) => {
    if (line.startsWith('import {')) {
      const names = line.slice('import {'.length, line.indexOf('}'));
      expect(line.endsWith("} from 'urikit';"), line).toBe(true);
      return `const {${names}} = urikit;`;
    }
    const arrow = line.indexOf(ARROW);
    if (arrow < 0) return line;
    checks++;
    const indent = line.length - line.trimStart().length;
    const expression = line.slice(indent, arrow).replace(/;$/, '');
    const expected = line.slice(arrow + ARROW.length);
    return `${' '.repeat(indent)}check(${expression}, ${expected}, ${JSON.stringify(line.trim())});`;
  });
  return { body: lines.join('\n'), checks };
}

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...args: unknown[]) => Promise<void>;

describe('the README tour', () => {
  const blocks = codeBlocks(readme);

  it('has examples for every library', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(8);
  });

  it.each(blocks.map((block) => [block.split('\n')[0]!, block] as const))(
    '%s',
    async (_, block) => {
      const { body, checks } = instrument(block);
      let ran = 0;
      const check = (actual: unknown, expected: unknown, line: string): void => {
        ran++;
        expect(actual, line).toEqual(expected);
      };
      await new AsyncFunction('urikit', 'check', body)(urikit, check);
      expect(ran, 'every documented value was checked').toBe(checks);
    },
  );
});
