import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The sources run in browsers, Deno and workers, and never run a regular expression over input.
const dir = new URL('../src/', import.meta.url);
const sources = readdirSync(dir)
  .filter((file) => file.endsWith('.ts'))
  .map((file): [string, string] => [file, readFileSync(new URL(file, dir), 'utf8')]);

describe('sources', () => {
  it.each(sources)('%s imports no Node built-in and uses no regular expression', (_file, text) => {
    expect(text).not.toMatch(/from ['"]node:/);
    expect(text).not.toMatch(/RegExp|\.match\(|\.matchAll\(|\.test\(|\.replace\(|\.search\(/);
    expect(text).not.toMatch(/TODO|FIXME/);
    expect(text.startsWith('// ')).toBe(true);
  });

  it('index.ts only re-exports', () => {
    const index = sources.find(([file]) => file === 'index.ts')![1];
    // Every statement is `export … from '…'`, on one line or several.
    const code = index
      .split('\n')
      .filter((line) => !line.startsWith('//'))
      .join('\n');
    for (const statement of code.split(';')) {
      if (statement.trim() === '') continue;
      expect(statement.trim()).toMatch(/^export (type )?\{[^}]*\} from '\.\/[a-z-]+\.js'$/);
    }
  });
});
