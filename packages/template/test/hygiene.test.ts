// The sources run anywhere (no Node built-in), never run a regular expression over input,
// carry no TODO, and open with a comment saying what they implement.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../src/', import.meta.url);
const sources = readdirSync(dir)
  .filter((file) => file.endsWith('.ts'))
  .map((file): [string, string] => [file, readFileSync(new URL(file, dir), 'utf8')]);

describe('sources', () => {
  it.each(sources)('%s is portable, regex-free and documented', (_file, text) => {
    expect(text).not.toMatch(/from ['"]node:/);
    expect(text).not.toMatch(
      /RegExp|\.match\(|\.matchAll\(|\.test\(|\.replace\(|\.search\(|new Function|eval\(/,
    );
    expect(text).not.toMatch(/TODO|FIXME/);
    expect(text.startsWith('// ')).toBe(true);
  });

  it('index.ts only re-exports', () => {
    const index = sources.find(([file]) => file === 'index.ts')![1];
    for (const line of index.split('\n')) {
      expect(
        line === '' ||
          line.startsWith('//') ||
          line.startsWith('export ') ||
          /^ {2}\w|^}/.test(line),
      ).toBe(true);
    }
  });
});
