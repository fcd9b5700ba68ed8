// The @example blocks of the TSDoc in src/ (and its folders) run here: each block as one script, with every
// "expression; // → value" line checked and every "// throws code at index" line expected to
// throw, so that the documentation shown in editors is true.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as api from '@urikit/web3';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..', 'src');

// The TypeScript in the examples is declarations with a type; the rest is plain JavaScript.
function toScript(lines: string[]): string {
  // An outcome on a line of its own ("// → value" under a long call) belongs to the call above.
  const joined: string[] = [];
  for (const line of lines) {
    if (line.trimStart().startsWith('// → ') && joined.length > 0) {
      joined[joined.length - 1] += ` ${line.trim()}`;
    } else joined.push(line);
  }
  return joined
    .map((line) => line.replace(/^(const|let) (\w+): [^=;]+(=|;)/, '$1 $2 $3'))
    .map((line) => {
      const at = line.indexOf('; // ');
      if (at < 0 || line.trimStart().startsWith('//')) return line;
      const code = line.slice(0, at).trim();
      const outcome = line.slice(at + 5);
      const declared = /^(?:const|let) (\w+) = /.exec(code);
      if (outcome.startsWith('→ ')) {
        const value = outcome.slice(2);
        return declared ? `${code}; check(${declared[1]}, ${value});` : `check(${code}, ${value});`;
      }
      const thrown = /^throws (\S+) at (\d+)$/.exec(outcome);
      if (thrown) return `throwsAt(() => ${code}, '${thrown[1]}', ${thrown[2]});`;
      return line;
    })
    .join('\n');
}

const blocks = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) => {
    const lines = readFileSync(join(src, file), 'utf8').split('\n');
    const found: Array<[string, number, string]> = [];
    for (let i = 0; i < lines.length; i++) {
      if (lines[i]!.trim() !== '* ```ts') continue;
      const body: string[] = [];
      let j = i + 1;
      while (lines[j]!.trim() !== '* ```') body.push(lines[j++]!.replace(/^\s*\* ?/, ''));
      found.push([file, i + 1, toScript(body)]);
      i = j;
    }
    return found;
  });

describe('TSDoc examples', () => {
  it('every export has one', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(Object.keys(api).length);
  });

  it.each(blocks)('%s:%d', (_file, _line, script) => {
    let checks = 0;
    const check = (actual: unknown, expected: unknown) => {
      checks++;
      expect(actual).toEqual(expected);
    };
    const throwsAt = (run: () => unknown, code: string, index: number) => {
      checks++;
      let thrown: unknown;
      try {
        run();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(api.Web3Error);
      expect([(thrown as api.Web3Error).code, (thrown as api.Web3Error).index]).toEqual([
        code,
        index,
      ]);
    };
    const log = console.log;
    console.log = () => {};
    try {
      new Function(...Object.keys(api), 'check', 'throwsAt', script)(
        ...Object.values(api),
        check,
        throwsAt,
      );
    } finally {
      console.log = log;
    }
    // A type's example may only declare a value of that type (and so checks nothing).
    const declaresOnly = /^const \w+ = [^;]+;$/.test(script.trim());
    expect(checks + (script.includes('console.log') || declaresOnly ? 1 : 0)).toBeGreaterThan(0);
  });
});
