// The drop-in must not bring back what users replace uri-js for: loading the build
// prints nothing, not even with --pending-deprecation (which makes Node 20 report
// DEP0040, the punycode module's deprecation, as Node 22 does by default).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..');
const cjs = join(packageDir, 'dist', 'index.cjs');
const esm = join(packageDir, 'dist', 'index.js');

function stderrOf(code: string, type: 'commonjs' | 'module'): string {
  const result = spawnSync(
    process.execPath,
    ['--pending-deprecation', `--input-type=${type}`, '-e', code],
    { encoding: 'utf8' },
  );
  expect(result.status).toBe(0);
  return result.stderr;
}

describe('no deprecation warning', () => {
  beforeAll(() => {
    if (!existsSync(cjs) || !existsSync(esm)) {
      execFileSync('pnpm', ['exec', 'tsup'], { cwd: packageDir, stdio: 'ignore' });
    }
  });

  it('the check sees the punycode warning when there is one', () => {
    expect(stderrOf("require('punycode')", 'commonjs')).toMatch(/DEP0040|punycode/);
  });

  it('require() of the CommonJS build prints nothing', () => {
    const code = `const u = require(${JSON.stringify(cjs)}); u.parse('http://b\\u00fccher.example/'); u.serialize({ scheme: 'mailto', to: ['a@\\u00e9.example'] });`;
    expect(stderrOf(code, 'commonjs')).toBe('');
  });

  it('import of the ES module build prints nothing', () => {
    const code = `const u = await import(${JSON.stringify(esm)}); u.parse('http://b\\u00fccher.example/');`;
    expect(stderrOf(code, 'module')).toBe('');
  });
});
