// The @example blocks of a package's TSDoc, as scripts a test runs: each block is one script,
// every "expression; // → value" line is checked and every "// throws code at index" line is
// expected to throw the package's error, so that the documentation shown in editors is true.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

/** The example blocks of a source tree and a check that runs one of them. */
export interface TsdocExamples {
  /** `[file, line, script]` for each ```ts block of a TSDoc comment under the folder. */
  readonly blocks: readonly (readonly [file: string, line: number, script: string])[];
  /** Runs one block's script with every export of the package in scope. */
  readonly run: (file: string, line: number, script: string) => void;
}

// The TypeScript in the examples is declarations with a type; the rest is plain JavaScript.
function toScript(lines: string[]): string {
  // An outcome on a line of its own ("// → value" under a long call) belongs to the top-level
  // statement above it; under an indented line it is prose (what a console.log prints).
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    if (
      line.trimStart().startsWith('// → ') &&
      previous !== undefined &&
      !/^\s/.test(previous) &&
      previous.endsWith(';')
    ) {
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

/**
 * The TSDoc examples of every `.ts` file under `srcDir` (folders included), run with `api`'s
 * exports in scope; a `throws` outcome expects an instance of `errorClass` with that `code`
 * and `index`. A block must check something, unless it only declares a value of a type (a
 * type's example).
 */
export function tsdocExamples(
  srcDir: string,
  api: Record<string, unknown>,
  errorClass: abstract new (...args: never[]) => Error,
): TsdocExamples {
  const blocks = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .flatMap((file) => {
      const lines = readFileSync(join(srcDir, file), 'utf8').split('\n');
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
  const run = (_file: string, _line: number, script: string): void => {
    let checks = 0;
    const check = (actual: unknown, expected: unknown) => {
      checks++;
      expect(actual).toEqual(expected);
    };
    const throwsAt = (compute: () => unknown, code: string, index: number) => {
      checks++;
      let thrown: unknown;
      try {
        compute();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(errorClass);
      const { code: actualCode, index: actualIndex } = thrown as {
        code?: unknown;
        index?: unknown;
      };
      expect([actualCode, actualIndex]).toEqual([code, index]);
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
    const declaresOnly = /^const \w+ = [^;]+;$/.test(script.trim());
    expect(checks + (script.includes('console.log') || declaresOnly ? 1 : 0)).toBeGreaterThan(0);
  };
  return { blocks, run };
}
