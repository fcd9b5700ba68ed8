// whatwg-url's users on @urikit/whatwg through npm overrides: node-fetch 2 and data-urls are
// installed from the registry into a scratch project whose package.json says
// `"overrides": { "whatwg-url": "file:<the packed @urikit/whatwg>" }` (with its dependencies'
// tarballs), and run: node-fetch against a local HTTP server on an ephemeral port with a URL that
// needs IDNA and percent-encoding (through Node's URL, and through whatwg-url's, node-fetch's
// fallback), data-urls on data: URLs; and node-fetch 2, run and bundled, prints no DEP0040
// (`punycode`) with --pending-deprecation, as it does on its own whatwg-url 5 (checked too).
// Needs the npm registry and `pnpm build`.
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrixPackages, packAll } from './runtime/matrix.js';
import { publishedPackages, root } from './workspace.js';

const execFileAsync = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'urikit-overrides-'));
const overridden = join(scratch, 'overridden');
const original = join(scratch, 'original');
const CHECKS = ['fetch-check.cjs', 'data-check.cjs', 'no-runtime-url.cjs'];

function npmInstall(project: string, manifest: object): void {
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const file of CHECKS)
    copyFileSync(join(root, 'tests', 'overrides', file), join(project, file));
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'],
    { cwd: project, stdio: ['ignore', 'pipe', 'pipe'], timeout: 240_000 },
  );
}

beforeAll(async () => {
  const packages = (await matrixPackages(publishedPackages())).filter((p) =>
    ['@urikit/whatwg', '@urikit/idn', '@urikit/ipaddr'].includes(p.name),
  );
  mkdirSync(join(scratch, 'packs'));
  const tarballs = await packAll(packages, join(scratch, 'packs'));
  const tarball = (name: string) => `file:${tarballs.find((t) => t.includes(`urikit-${name}-`))!}`;
  const dependencies = { 'node-fetch': '2.7.0', 'data-urls': '8.0.0' };
  npmInstall(overridden, {
    name: 'urikit-overrides',
    private: true,
    dependencies,
    overrides: {
      'whatwg-url': tarball('whatwg'),
      '@urikit/idn': tarball('idn'),
      '@urikit/ipaddr': tarball('ipaddr'),
    },
  });
  npmInstall(original, { name: 'urikit-no-overrides', private: true, dependencies });
}, 600_000);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs a script of the project with Node, pending deprecations on; its JSON line and stderr. */
async function node(
  project: string,
  args: string[],
): Promise<{ result: Record<string, unknown> | unknown[]; stderr: string }> {
  const { stdout, stderr } = await execFileAsync(
    process.execPath,
    ['--pending-deprecation', ...args],
    { cwd: project, encoding: 'utf8', timeout: 120_000 },
  );
  return { result: JSON.parse(stdout.trim().split('\n').at(-1)!), stderr };
}

/** The script bundled by esbuild for Node (whatwg-url and what it requires inlined). */
async function bundled(project: string, script: string): Promise<string> {
  const out = join(project, `bundled-${script}`);
  await build({
    entryPoints: [join(project, script)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: out,
    logLevel: 'silent',
  });
  return out;
}

const FETCHED = {
  status: 200,
  target: '/%C3%A4%20b/%zz?q=%C3%BC&r=a%20b',
};

describe('npm overrides: whatwg-url is @urikit/whatwg', () => {
  it('installs @urikit/whatwg where whatwg-url was', () => {
    for (const from of ['node-fetch', 'data-urls']) {
      // The whatwg-url that `from` requires, found from its own folder.
      const script = `const { dirname } = require('node:path'); const dir = dirname(require.resolve('${from}')); console.log(require(require.resolve('whatwg-url/package.json', { paths: [dir] })).name)`;
      const name = execFileSync(process.execPath, ['-e', script], {
        cwd: overridden,
        encoding: 'utf8',
      }).trim();
      expect(name, from).toBe('@urikit/whatwg');
    }
    const manifest = JSON.parse(
      readFileSync(join(overridden, 'node_modules', 'whatwg-url', 'package.json'), 'utf8'),
    );
    expect(manifest.name).toBe('@urikit/whatwg');
  });

  it('node-fetch 2 fetches an IDNA host and a path and query to percent-encode, without DEP0040', async () => {
    const { result, stderr } = await node(overridden, ['fetch-check.cjs']);
    const seen = result as { port: number; host: string };
    expect(result).toMatchObject(FETCHED);
    expect(seen.host).toBe(`xn--bcher-kva.example:${seen.port}`);
    expect(stderr).not.toContain('DEP0040');
  });

  it("node-fetch 2 through its fallback, whatwg-url's URL (@urikit/whatwg's here)", async () => {
    const { result, stderr } = await node(overridden, [
      '-r',
      './no-runtime-url.cjs',
      'fetch-check.cjs',
    ]);
    const seen = result as { port: number; host: string };
    expect(result).toMatchObject(FETCHED);
    expect(seen.host).toBe(`xn--bcher-kva.example:${seen.port}`);
    expect(stderr).not.toContain('DEP0040');
  });

  it('node-fetch 2 bundled with esbuild prints no DEP0040', async () => {
    const { result, stderr } = await node(overridden, [
      await bundled(overridden, 'fetch-check.cjs'),
    ]);
    expect(result).toMatchObject(FETCHED);
    expect(stderr).not.toContain('DEP0040');
  });

  it('without the override, the same run and bundle print DEP0040 (what the override removes)', async () => {
    const run = await node(original, ['fetch-check.cjs']);
    expect(run.result).toMatchObject(FETCHED);
    expect(run.stderr).toContain('DEP0040');
    const bundle = await node(original, [await bundled(original, 'fetch-check.cjs')]);
    expect(bundle.stderr).toContain('DEP0040');
  });

  it('data-urls parses data: URLs', async () => {
    const { result, stderr } = await node(overridden, ['data-check.cjs']);
    expect(result).toEqual([
      { mimeType: 'text/plain;charset=utf-8', body: 'héllo w😀rld' },
      { mimeType: 'text/plain;charset=US-ASCII', body: 'Hello, World!' },
      { mimeType: 'text/html', body: '<b>hi</b>' },
      { mimeType: 'text/plain', body: 'a bc' },
      { mimeType: 'image/svg+xml', body: '<svg/>' },
      null,
      null,
    ]);
    expect(stderr).toBe('');
    // The same answers as with data-urls' own whatwg-url 17.
    const own = await node(original, ['data-check.cjs']);
    expect(own.result).toEqual(result);
  });
});
