// The runtime matrix: every published package, packed and installed from its tarball as a
// user gets it, runs the conformance smoke of tests/runtime/cases in Node 20 (ESM and CJS),
// Bun, Deno, workerd, Chromium, and two engines without URL: QuickJS and Hermes; and bundles
// with esbuild for the browser and workerd.
// Needs `pnpm build`; Chromium comes from the system (skipped outside CI when missing).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, parseIdnaTestV2, readShared, readSharedJson } from '@urikit/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedPackages, root } from '../workspace.js';
import {
  bin,
  bundleFor,
  casesDir,
  hermesBinary,
  installTarballs,
  type MatrixPackage,
  matrixPackages,
  packAll,
  type RuntimeResult,
  runChromium,
  runHermes,
  runProcess,
  runQuickJS,
  runWorkerd,
  writeEntries,
} from './matrix.js';

const inCI = process.env['CI'] === 'true' || process.env['CI'] === '1';
/** One IdnaTestV2.txt line in every IDNA_STEP: 100 lines, 300 assertions. */
const IDNA_STEP = 64;
/** One name of ENSIP-15's tests.json in every ENS_STEP: 399 names (cases/web3.mjs). */
const ENS_STEP = 97;

const scratch = mkdtempSync(join(tmpdir(), 'urikit-runtime-'));
const project = join(scratch, 'app');
const idnaText = readShared('conformance/unicode/IdnaTestV2.txt');
const ensTests = readSharedJson<{ name: string; norm?: string; error?: boolean }[]>(
  'conformance/ens/tests.json',
);
/** One urltestdata.json row in every WPT_STEP (about 90 rows), and one setters row in every WPT_STEP. */
const WPT_STEP = 10;
const urltestdata = readSharedJson<unknown[]>('conformance/wpt/urltestdata.json');
const setters = readSharedJson<Record<string, unknown>>('conformance/wpt/setters_tests.json');
const packages: MatrixPackage[] = await matrixPackages(publishedPackages());
const ran: RuntimeResult[] = [];
let setupMs = 0;

beforeAll(async () => {
  const started = performance.now();
  mkdirSync(join(scratch, 'packs'));
  mkdirSync(project);
  const tarballs = await packAll(packages, join(scratch, 'packs'));
  installTarballs(project, tarballs);
  writeEntries(project, packages, {
    idna: idnaText === undefined ? null : parseIdnaTestV2(idnaText, IDNA_STEP),
    ens:
      ensTests === undefined
        ? null
        : ensTests
            .slice(1)
            .filter((_, i) => i % ENS_STEP === 0)
            .map((row) => [row.name, row.error === true ? null : (row.norm ?? row.name)]),
    urltestdata: (urltestdata ?? [])
      .filter((row) => typeof row === 'object')
      .filter((_, i) => i % WPT_STEP === 0),
    setters: Object.entries(setters ?? {})
      .flatMap(([setter, rows]) =>
        setter === 'comment' || !Array.isArray(rows) ? [] : rows.map((row) => ({ setter, ...row })),
      )
      .filter((_, i) => i % WPT_STEP === 0),
  });
  setupMs = performance.now() - started;
}, 300_000);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  const rows = ran.map((r) => `| ${r.label} | ${r.version} | ${r.passed} |`);
  console.log(
    `runtime matrix (pack + install ${Math.round(setupMs)} ms):\n| runtime | version | assertions passed |\n| --- | --- | ---: |\n${rows.join('\n')}`,
  );
});

function expectClean(result: RuntimeResult, runtime: string, label: string): void {
  expect(result.failures).toEqual([]);
  expect(result.runtime).toBe(runtime);
  for (const pkg of packages) {
    if (!pkg.runtimes.includes(runtime as never)) continue;
    expect(result.packages[pkg.name], `${pkg.name} ran no assertion in ${label}`).toBeGreaterThan(
      0,
    );
  }
  // The IdnaTestV2 slice alone is 300 assertions when ../shared is there.
  expect(result.passed).toBeGreaterThanOrEqual(idnaText === undefined ? 200 : 500);
  ran.push(Object.assign(result, { label }));
}

describe('runtime matrix (packed tarballs)', () => {
  it('packs every published package, each with a case module or the import check', () => {
    expect(packages.map((p) => p.name).sort()).toEqual(
      publishedPackages()
        .map((p) => p.manifest.name)
        .sort(),
    );
  });

  it('has no case module without its package', () => {
    const folders = new Set(packages.map((p) => `${p.folder}.mjs`));
    expect(readdirSync(casesDir).filter((file) => !folders.has(file))).toEqual([]);
  });

  it.concurrent('Node ESM', async () => {
    const result = await runProcess(process.execPath, ['entry-node.mjs'], project);
    expectClean(result, 'node', 'Node (ESM)');
  });

  it.concurrent('Node CJS: require loads the .cjs builds', async () => {
    const result = await runProcess(process.execPath, ['entry-node.cjs'], project);
    expect(result.resolved?.filter((file) => !file.endsWith('.cjs'))).toEqual([]);
    expectClean(result, 'node', 'Node (CJS)');
  });

  it.concurrent('Bun', async () => {
    const result = await runProcess(bin('bun'), ['entry-bun.mjs'], project, {
      BUN_RUNTIME_TRANSPILER_CACHE_PATH: '0',
    });
    expectClean(result, 'bun', 'Bun');
  });

  it.concurrent('Deno', async () => {
    const result = await runProcess(
      bin('deno'),
      ['run', '--no-lock', '--no-prompt', 'entry-deno.mjs'],
      project,
      { DENO_DIR: join(scratch, 'deno-dir'), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
    );
    expectClean(result, 'deno', 'Deno');
  });

  it.concurrent('workerd (bundled with esbuild)', async () => {
    const result = await runWorkerd(project);
    expectClean(result, 'workerd', 'workerd');
  });

  it.concurrent('QuickJS (quickjs-emscripten; no URL)', async () => {
    const result = await runQuickJS(project);
    expectClean(result, 'quickjs', 'QuickJS');
  });

  const hermes = hermesBinary();
  it.skipIf(hermes === undefined && !inCI).concurrent(
    'Hermes (hermes-engine-cli, lowered by Babel; no URL)',
    async () => {
      expect(hermes, 'hermes-engine-cli ships a linux64 binary only').toBeDefined();
      const result = await runHermes(project, hermes!);
      expectClean(result, 'hermes', 'Hermes');
    },
  );

  const chromium = findChromium();
  if (chromium === undefined && !inCI) {
    console.warn('skipped: Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)');
  }
  it.skipIf(chromium === undefined && !inCI).concurrent(
    'Chromium (bundled with esbuild)',
    async () => {
      expect(chromium, 'Chromium not found: .ci/run installs it with apt-get').toBeDefined();
      const result = await runChromium(project, chromium!);
      expectClean(result, 'browser', 'Chromium');
    },
  );
});

describe('each package bundles for the Web platforms (no Node built-ins)', () => {
  const cases = packages.flatMap((pkg) =>
    (['browser', 'workerd'] as const)
      .filter((target) => pkg.runtimes.includes(target))
      .map((target) => [pkg.name, target] as const),
  );
  it.skipIf(!packages.some((pkg) => pkg.name === '@urikit/cli'))(
    'the check catches Node built-ins: the node-only @urikit/cli does not bundle for either',
    async () => {
      for (const target of ['browser', 'workerd'] as const) {
        await expect(
          bundleFor(target, project, "export * from '@urikit/cli';", 'esm'),
        ).rejects.toThrow(/Could not resolve "(node:)?util"/);
      }
    },
  );

  it.each(cases)('%s for %s', async (name, target) => {
    const code = await bundleFor(target, project, `export * from '${name}';`, 'esm');
    expect(code.length).toBeGreaterThan(0);
  });
});

describe('README runtime table', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  it.each(['bun', 'deno', 'workerd'])('names the pinned %s', (name) => {
    const version = manifest.devDependencies[name];
    expect(readme.includes(`| ${version} |`), `README lacks a row with ${name} ${version}`).toBe(
      true,
    );
  });
});
