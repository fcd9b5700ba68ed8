// The committed ENSIP-15 tables are what the generator makes of ../shared today, byte for
// byte, and the generator refuses a spec.json that is not the published one.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedPath } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const script = resolve(packageDir, 'scripts/generate-ens-tables.mjs');
const spec = sharedPath('conformance/ens/spec.json');

describe.skipIf(spec === undefined)('src/ens/*.generated.ts', () => {
  it('is what scripts/generate-ens-tables.mjs generates, byte for byte', () => {
    const generated = execFileSync(process.execPath, [script, '--stdout'], {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    const committed =
      readFileSync(resolve(packageDir, 'src/ens/nf.generated.ts'), 'utf8') +
      readFileSync(resolve(packageDir, 'src/ens/tables.generated.ts'), 'utf8');
    expect(generated === committed).toBe(true);
  });

  it('refuses a spec.json whose SHA-256 is not the published spec_hash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ens-spec-'));
    mkdirSync(join(dir, 'conformance/ens'), { recursive: true });
    const ens = dirname(spec!);
    copyFileSync(join(ens, 'nf.json'), join(dir, 'conformance/ens/nf.json'));
    writeFileSync(join(dir, 'conformance/ens/spec.json'), `${readFileSync(spec!, 'utf8')} `);
    const result = spawnSync(process.execPath, [script, '--stdout'], {
      encoding: 'utf8',
      env: { ...process.env, URIKIT_SHARED_DIR: dir },
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('not ENSIP-15');
  });
});
