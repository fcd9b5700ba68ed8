// Bundle-size budgets of the tree-shaken entry points (.size-limit.json): each
// entry is bundled and minified by esbuild, gzipped, and compared to its limit.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './workspace.js';

interface SizeEntry {
  name: string;
  path: string;
  limit: string;
}
interface SizeResult {
  name: string;
  passed: boolean;
  size: number;
}

const require = createRequire(import.meta.url);
const sizeLimitCli = join(require.resolve('size-limit/package.json'), '..', 'bin.js');
const entries = JSON.parse(readFileSync(join(root, '.size-limit.json'), 'utf8')) as SizeEntry[];

describe('bundle sizes', () => {
  it('builds every entry point that a budget names', () => {
    const missing = entries.filter((e) => !existsSync(join(root, e.path))).map((e) => e.path);
    expect(missing, 'not built: run pnpm build').toEqual([]);
  });

  it('keeps every tree-shaken entry point within its min+gzip budget', () => {
    let output: string;
    try {
      output = execFileSync(process.execPath, [sizeLimitCli, '--json'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    const results = JSON.parse(output) as SizeResult[];
    const byName = new Map(results.map((r) => [r.name, r]));
    for (const entry of entries) {
      const result = byName.get(entry.name);
      expect(result, entry.name).toBeDefined();
      expect(result!.passed, `${entry.name}: ${result!.size} B over ${entry.limit}`).toBe(true);
    }
  });
});
