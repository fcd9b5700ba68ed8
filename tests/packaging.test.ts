// Packaging checks over every published package, on the tarball that npm would
// publish: publint (package.json against the packed files) and arethetypeswrong
// (types resolve for ESM and CJS under every module resolution). Needs `pnpm build`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, describe, expect, it } from 'vitest';
import { publishedPackages, root } from './workspace.js';

const require = createRequire(import.meta.url);
const attwCli = join(
  require.resolve('@arethetypeswrong/cli/package.json'),
  '..',
  'dist',
  'index.js',
);
const packDir = mkdtempSync(join(tmpdir(), 'urikit-pack-'));
afterAll(() => rmSync(packDir, { recursive: true, force: true }));

/** Packs the package with npm (as publishing would) and returns the tarball's path. */
function pack(dir: string): string {
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', packDir], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [{ filename }] = JSON.parse(out) as [{ filename: string }];
  return join(packDir, filename);
}

describe.each(publishedPackages().map((pkg) => [pkg.manifest.name, pkg] as const))(
  'packaging of %s',
  (name, { dir }) => {
    let tarball: string | undefined;
    const packed = (): string => {
      expect(existsSync(join(dir, 'dist')), `${name} is not built: run pnpm build`).toBe(true);
      tarball ??= pack(dir);
      return tarball;
    };

    it('passes publint, suggestions included', async () => {
      const data = readFileSync(packed());
      const tarballBuffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
      const { messages, pkg } = await publint({
        level: 'suggestion',
        strict: true,
        pack: { tarball: tarballBuffer },
      });
      expect(messages.map((m) => `${m.type} ${m.code}: ${formatMessage(m, pkg)}`)).toEqual([]);
    });

    it('passes arethetypeswrong in every resolution mode', () => {
      let output = '';
      let status = 0;
      try {
        output = execFileSync(process.execPath, [attwCli, packed(), '--format', 'table-flipped'], {
          cwd: root,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        });
      } catch (error) {
        const failure = error as { status: number; stdout: string; stderr: string };
        status = failure.status;
        output = `${failure.stdout}\n${failure.stderr}`;
      }
      expect(status, output).toBe(0);
    });
  },
);
