// The runtime matrix's machinery (Node side): pack every published package as npm would
// publish it, install the tarballs with npm into a scratch project, write one entry per
// runtime, bundle with esbuild for workerd, the browser and the two engines without URL
// (QuickJS, Hermes: lowered by Babel), and run the smoke in Node (ESM and CJS), Bun, Deno,
// workerd, Chromium, QuickJS and Hermes. Each run prints one JSON result.
import { execFile, execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS } from '@urikit/test-support';
import { build } from 'esbuild';
import { root, type WorkspacePackage } from '../workspace.js';

const execFileAsync = promisify(execFile);

export const casesDir = join(root, 'tests', 'runtime', 'cases');
export const harnessFile = join(root, 'tests', 'runtime', 'harness.mjs');

/**
 * The runtimes a case module can name; `node` covers both of Node's module systems. QuickJS and
 * Hermes have no `URL`, `TextEncoder` or host APIs: a case module that cannot run there lists
 * the runtimes it runs in.
 */
export const RUNTIMES = ['node', 'bun', 'deno', 'workerd', 'browser', 'quickjs', 'hermes'] as const;
export type Runtime = (typeof RUNTIMES)[number];

export interface MatrixPackage {
  name: string;
  folder: string;
  dir: string;
  /** The runtimes its case module allows (all when it has no case module or no list). */
  runtimes: readonly Runtime[];
  /** The case module's file name under cases/, when the package has one. */
  cases: string | undefined;
}

export interface RuntimeResult {
  runtime: string;
  version: string;
  passed: number;
  failures: string[];
  packages: Record<string, number>;
  /** The row's name in the table of runtimes (set by the test). */
  label?: string;
  /** Node CJS only: the files `require` loaded. */
  resolved?: string[];
}

/** The binary of a devDependency, as pnpm links it into node_modules/.bin. */
export function bin(name: string): string {
  return join(root, 'node_modules', '.bin', name);
}

/**
 * pnpm, as the test command was started: `pnpm test` sets npm_execpath to pnpm's own
 * script (also when pnpm came through npx); otherwise the pnpm on the PATH.
 */
export function pnpmCommand(): [string, string[]] {
  const execPath = process.env['npm_execpath'];
  if (execPath !== undefined && basename(execPath).startsWith('pnpm')) {
    return execPath.endsWith('js') ? [process.execPath, [execPath]] : [execPath, []];
  }
  return ['pnpm', []];
}

/** The published packages with what their case module (if any) declares. */
export async function matrixPackages(published: WorkspacePackage[]): Promise<MatrixPackage[]> {
  const caseFiles = new Set(readdirSync(casesDir));
  const packages: MatrixPackage[] = [];
  for (const { dir, manifest } of published) {
    const folder = basename(dir);
    const file = `${folder}.mjs`;
    let runtimes: readonly Runtime[] = RUNTIMES;
    if (caseFiles.has(file)) {
      const module = (await import(join(casesDir, file))) as { name: string; runtimes?: Runtime[] };
      if (module.name !== manifest.name) {
        throw new Error(`cases/${file} names ${module.name}, not ${manifest.name}`);
      }
      runtimes = module.runtimes ?? RUNTIMES;
    }
    packages.push({
      name: manifest.name,
      folder,
      dir,
      runtimes,
      cases: caseFiles.has(file) ? file : undefined,
    });
  }
  return packages;
}

/** `pnpm pack` of every package (workspace: ranges become versions), in parallel. */
export async function packAll(packages: MatrixPackage[], destination: string): Promise<string[]> {
  const [command, prefix] = pnpmCommand();
  return Promise.all(
    packages.map(async ({ dir, name }) => {
      if (!existsSync(join(dir, 'dist'))) throw new Error(`${name} is not built: run pnpm build`);
      const { stdout } = await execFileAsync(
        command,
        [...prefix, 'pack', '--json', '--pack-destination', destination],
        { cwd: dir, encoding: 'utf8' },
      );
      const { filename } = JSON.parse(stdout) as { filename: string };
      return filename.startsWith('/') ? filename : join(destination, filename);
    }),
  );
}

/**
 * A scratch project with the tarballs installed by npm, offline: nothing else may be needed.
 * Peer dependencies (ajv, for @urikit/ajv) are not installed (`--legacy-peer-deps`): npm 11
 * would otherwise fetch them, and the cases run without them.
 */
export function installTarballs(project: string, tarballs: string[]): void {
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'urikit-runtime-smoke', private: true, type: 'module' }, null, 2)}\n`,
  );
  execFileSync(
    'npm',
    [
      'install',
      '--offline',
      '--legacy-peer-deps',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--no-package-lock',
      '--loglevel=error',
      ...tarballs,
    ],
    { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

function importList(packages: MatrixPackage[]): string {
  const lines = packages.map((pkg, i) => `import * as m${i} from '${pkg.name}';`);
  const map = packages.map((pkg, i) => `  '${pkg.name}': m${i},`);
  return `${lines.join('\n')}\nexport default {\n${map.join('\n')}\n};\n`;
}

/**
 * Writes the harness, the case modules, the fixtures and one entry per runtime into the
 * scratch project. Every entry prints (or returns) the harness's JSON result.
 */
export function writeEntries(project: string, packages: MatrixPackage[], fixtures: unknown): void {
  writeFileSync(join(project, 'harness.mjs'), readFileSync(harnessFile));
  const withCases = packages.filter((pkg) => pkg.cases !== undefined);
  mkdirSync(join(project, 'cases'), { recursive: true });
  for (const pkg of withCases) {
    copyFileSync(join(casesDir, pkg.cases!), join(project, 'cases', pkg.cases!));
  }
  const caseImports = withCases.map((pkg, i) => `import * as c${i} from './cases/${pkg.cases}';`);
  writeFileSync(
    join(project, 'cases.mjs'),
    `${caseImports.join('\n')}\nexport default [${withCases.map((_, i) => `c${i}`).join(', ')}];\n`,
  );
  writeFileSync(join(project, 'fixtures.mjs'), `export default ${JSON.stringify(fixtures)};\n`);
  const prelude = [
    "import { run } from './harness.mjs';",
    "import cases from './cases.mjs';",
    "import fixtures from './fixtures.mjs';",
  ];
  for (const runtime of RUNTIMES) {
    const allowed = packages.filter((pkg) => pkg.runtimes.includes(runtime));
    writeFileSync(join(project, `modules-${runtime}.mjs`), importList(allowed));
    const body =
      runtime === 'workerd'
        ? 'export default {\n  async test() {\n    console.log("SMOKE " + JSON.stringify(await run(modules, cases, fixtures)));\n  },\n};\n'
        : runtime === 'browser'
          ? 'globalThis.urikitSmoke = run(modules, cases, fixtures);\n'
          : runtime === 'quickjs'
            ? // The host reads the result once the job queue is empty (runQuickJS).
              "globalThis.urikitRuntime = 'quickjs';\nrun(modules, cases, fixtures).then((result) => {\n  globalThis.urikitResult = JSON.stringify(result);\n});\n"
            : runtime === 'hermes'
              ? 'run(modules, cases, fixtures).then((result) => print(JSON.stringify(result)));\n'
              : 'console.log(JSON.stringify(await run(modules, cases, fixtures)));\n';
    writeFileSync(
      join(project, `entry-${runtime}.mjs`),
      `${prelude.join('\n')}\nimport modules from './modules-${runtime}.mjs';\n${body}`,
    );
  }
  const node = packages.filter((pkg) => pkg.runtimes.includes('node'));
  writeFileSync(
    join(project, 'entry-node.cjs'),
    [
      "'use strict';",
      'const modules = {',
      ...node.map((pkg) => `  '${pkg.name}': require('${pkg.name}'),`),
      '};',
      "Promise.all([import('./harness.mjs'), import('./cases.mjs'), import('./fixtures.mjs')])",
      '  .then(([harness, cases, fixtures]) => harness.run(modules, cases.default, fixtures.default))',
      '  .then((result) => {',
      '    result.resolved = Object.keys(modules).map((name) => require.resolve(name));',
      '    console.log(JSON.stringify(result));',
      '  });',
      '',
    ].join('\n'),
  );
}

/** Runs a command in the scratch project and parses the JSON result on its last line. */
export async function runProcess(
  command: string,
  args: string[],
  project: string,
  env: Record<string, string> = {},
): Promise<RuntimeResult> {
  let stdout: string;
  try {
    ({ stdout } = await execFileAsync(command, args, {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    }));
  } catch (error) {
    const failure = error as { message: string; stdout?: string; stderr?: string };
    throw new Error(`${failure.message}\n${failure.stdout ?? ''}\n${failure.stderr ?? ''}`);
  }
  const last = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as RuntimeResult;
}

/**
 * Bundles one entry with esbuild for a Web-platform runtime. A Node built-in anywhere in
 * what it imports fails here: neither platform resolves `node:*`.
 */
export async function bundleFor(
  target: 'workerd' | 'browser',
  project: string,
  contents: string,
  format: 'esm' | 'iife',
): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: project, sourcefile: `check-${target}.mjs` },
    bundle: true,
    write: false,
    format,
    logLevel: 'silent',
    ...(target === 'browser'
      ? { platform: 'browser' as const }
      : {
          platform: 'neutral' as const,
          conditions: ['workerd', 'worker', 'browser'],
          mainFields: ['module', 'main'],
        }),
  });
  return result.outputFiles[0]?.text ?? '';
}

/** The workerd binary's own version line ("workerd 2026-11-17"), its compatibility ceiling. */
export function workerdVersion(): string {
  return execFileSync(bin('workerd'), ['--version'], { encoding: 'utf8' }).trim();
}

/**
 * Runs the bundled smoke as a workerd test worker (`workerd test`): no socket, no port;
 * the worker logs its JSON result on a line starting with SMOKE.
 */
export async function runWorkerd(project: string): Promise<RuntimeResult> {
  const contents = readFileSync(join(project, 'entry-workerd.mjs'), 'utf8');
  writeFileSync(join(project, 'worker.js'), await bundleFor('workerd', project, contents, 'esm'));
  const version = workerdVersion();
  const date = version.split(' ')[1] ?? '2026-01-01';
  writeFileSync(
    join(project, 'workerd.capnp'),
    [
      'using Workerd = import "/workerd/workerd.capnp";',
      'const config :Workerd.Config = (',
      '  services = [(name = "smoke", worker = .smokeWorker)],',
      ');',
      'const smokeWorker :Workerd.Worker = (',
      '  modules = [(name = "worker", esModule = embed "worker.js")],',
      `  compatibilityDate = "${date}",`,
      ');',
      '',
    ].join('\n'),
  );
  const output = await new Promise<string>((resolvePromise, reject) => {
    const child = spawn(bin('workerd'), ['test', 'workerd.capnp'], { cwd: project });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolvePromise(text);
      else reject(new Error(`workerd test exited with ${code}:\n${text}`));
    });
  });
  const line = output.split('\n').find((l) => l.includes('SMOKE {'));
  if (line === undefined) throw new Error(`workerd printed no result:\n${output}`);
  const result = JSON.parse(line.slice(line.indexOf('SMOKE {') + 6)) as RuntimeResult;
  result.version = version.replace('workerd ', '');
  return result;
}

/** Runs the smoke bundled as one classic script in a blank Chromium page. */
export async function runChromium(project: string, executablePath: string): Promise<RuntimeResult> {
  const { chromium } = await import('playwright-core');
  const contents = readFileSync(join(project, 'entry-browser.mjs'), 'utf8');
  const script = await bundleFor('browser', project, contents, 'iife');
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS],
    headless: true,
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>urikit runtime smoke</title>');
    await page.addScriptTag({ content: script });
    const result = (await page.evaluate(
      () => (globalThis as { urikitSmoke?: unknown }).urikitSmoke,
    )) as RuntimeResult;
    // The user agent string is frozen at MAJOR.0.0.0; the browser knows its full version.
    result.version = browser.version();
    return result;
  } finally {
    await browser.close();
  }
}

const require = createRequire(import.meta.url);

/** The installed version of a devDependency. */
function packageVersion(name: string): string {
  return (
    JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }
  ).version;
}

/**
 * Runs the smoke bundled as one script in QuickJS (quickjs-emscripten's WebAssembly build, in
 * this process): no `URL`, no `TextEncoder`, no host API but the language's own.
 */
export async function runQuickJS(project: string): Promise<RuntimeResult> {
  const { getQuickJS } = await import('quickjs-emscripten');
  const QuickJS = await getQuickJS();
  const contents = readFileSync(join(project, 'entry-quickjs.mjs'), 'utf8');
  const script = await bundleFor('browser', project, contents, 'iife');
  const runtime = QuickJS.newRuntime();
  runtime.setMaxStackSize(0);
  const vm = runtime.newContext();
  try {
    const evaluated = vm.evalCode(script, 'smoke.js');
    if (evaluated.error !== undefined) {
      const error = JSON.stringify(vm.dump(evaluated.error));
      evaluated.error.dispose();
      throw new Error(`QuickJS threw while loading the smoke: ${error}`);
    }
    evaluated.value.dispose();
    const jobs = runtime.executePendingJobs(-1);
    if (jobs.error !== undefined) {
      const error = JSON.stringify(vm.dump(jobs.error));
      jobs.error.dispose();
      throw new Error(`QuickJS threw in a job: ${error}`);
    }
    const handle = vm.getProp(vm.global, 'urikitResult');
    const text = vm.dump(handle) as unknown;
    handle.dispose();
    if (typeof text !== 'string') throw new Error('QuickJS left no result');
    const result = JSON.parse(text) as RuntimeResult;
    result.version = `quickjs-emscripten ${packageVersion('quickjs-emscripten')}`;
    return result;
  } finally {
    vm.dispose();
    // Not runtime.dispose(): freeing this runtime aborts on an assertion (an object left on
    // QuickJS's GC list, quickjs.c JS_FreeRuntime); its memory goes with the WebAssembly
    // module when the test process ends.
  }
}

/** The linux64 `hermes` binary that the registry's hermes-engine-cli ships, when it runs here. */
export function hermesBinary(): string | undefined {
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  const file = join(
    dirname(require.resolve('hermes-engine-cli/package.json')),
    'linux64-bin',
    'hermes',
  );
  return existsSync(file) ? file : undefined;
}

/**
 * Runs the smoke in Hermes (hermes-engine-cli 0.12, the engine of React Native): bundled by
 * esbuild, then lowered by Babel where Hermes 0.12 has no syntax of its own — classes, their
 * fields and private members and static blocks, as React Native's Babel preset lowers them, and
 * async generators — and run by the `hermes` binary, which prints the result.
 */
export async function runHermes(project: string, hermes: string): Promise<RuntimeResult> {
  const babel = await import('@babel/core');
  const contents = readFileSync(join(project, 'entry-hermes.mjs'), 'utf8');
  // Strict, as the modules it bundles are: a lowered class is then a strict function.
  const bundled = `"use strict";\n${await bundleFor('browser', project, contents, 'iife')}`;
  const lowered = await babel.transformAsync(bundled, {
    babelrc: false,
    configFile: false,
    compact: true,
    sourceType: 'script',
    presets: [
      [
        require.resolve('@babel/preset-env'),
        {
          // Everything else Hermes 0.12 runs as written (ES2020 and more); these it cannot parse
          // (classes, and the async generators of the CLI's case module, bundled though not run).
          targets: { node: '20' },
          include: [
            'transform-classes',
            'transform-class-properties',
            'transform-private-methods',
            'transform-private-property-in-object',
            'transform-class-static-block',
            'transform-async-generator-functions',
          ],
          modules: false,
        },
      ],
    ],
  });
  writeFileSync(join(project, 'smoke-hermes.js'), lowered?.code ?? '');
  const result = await runProcess(hermes, ['smoke-hermes.js'], project);
  result.version = packageVersion('hermes-engine-cli');
  return result;
}
