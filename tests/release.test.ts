// The release machinery, checked as far as it can be without GitHub or the registry: both
// workflows parse and call what exists, the pending changesets are valid, `pnpm -r publish
// --dry-run` packs only dist, README, LICENSE and package.json, and `changeset version`
// writes a CHANGELOG.md per package (in a scratch clone: the repository is not versioned).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pnpmCommand } from './runtime/matrix.js';
import { type PackageJson, publishedPackages, root } from './workspace.js';

const execFileAsync = promisify(execFile);
const changesetBin = join(root, 'node_modules', '@changesets', 'cli', 'bin.js');
const scripts = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: unknown;
  permissions?: Record<string, string>;
  jobs: Record<string, { steps: Step[]; strategy?: { matrix?: Record<string, unknown> } }>;
}

const HOSTED = ['ci.yml', 'release.yml', 'pages.yml'];

function workflow(name: string): Workflow {
  return parse(readFileSync(join(root, '.github', 'workflows', name), 'utf8')) as Workflow;
}

/** Every command a workflow runs: `run:` lines and the changesets action's commands. */
function commands(flow: Workflow): string[] {
  return Object.values(flow.jobs).flatMap((job) =>
    job.steps.flatMap((step) => [
      ...(step.run === undefined ? [] : step.run.split('\n').filter((line) => line.trim() !== '')),
      ...['version', 'publish']
        .map((key) => step.with?.[key])
        .filter((value): value is string => typeof value === 'string'),
    ]),
  );
}

/** The root script or file a command relies on, or an error message. */
function missingTarget(command: string): string | undefined {
  const words = command.trim().split(/\s+/);
  if (words[0] === 'bash' || words[0] === 'sh') {
    return existsSync(join(root, words[1] ?? '')) ? undefined : `no file ${words[1]}`;
  }
  if (words[0] === 'git') return undefined;
  if (words[0] === 'pnpm') {
    if (words[1] === 'install') return undefined;
    const script = words[1] === 'run' ? words[2] : words[1];
    return script !== undefined && script in scripts ? undefined : `no root script ${script}`;
  }
  return `unknown command ${command}`;
}

describe('workflows', () => {
  it('are the three expected, each a YAML mapping with jobs and steps', () => {
    expect(readdirSync(join(root, '.github', 'workflows')).sort()).toEqual([...HOSTED].sort());
    for (const name of HOSTED) {
      const flow = workflow(name);
      expect(Object.keys(flow.jobs).length, name).toBeGreaterThan(0);
      for (const job of Object.values(flow.jobs)) expect(job.steps.length, name).toBeGreaterThan(0);
    }
  });

  const ci = workflow('ci.yml');
  const release = workflow('release.yml');

  it('ci runs .ci/run on Node.js 20, 22 and 24', () => {
    const job = Object.values(ci.jobs)[0]!;
    expect(job.strategy?.matrix?.['node']).toEqual([20, 22, 24]);
    expect(job.steps.some((step) => step.run === 'bash .ci/run')).toBe(true);
    const setup = job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setup?.with?.['node-version']).toMatch(/^\$\{\{ *matrix\.node *\}\}$/);
  });

  it('release versions and publishes with the changesets action and npm provenance', () => {
    expect(release.permissions).toMatchObject({ 'id-token': 'write', contents: 'write' });
    const steps = Object.values(release.jobs).flatMap((job) => job.steps);
    const action = steps.find((step) => step.uses?.startsWith('changesets/action@'));
    expect(action?.with).toMatchObject({
      version: 'pnpm run version-packages',
      publish: 'pnpm run release',
    });
    expect(action?.env?.['NPM_CONFIG_PROVENANCE']).toBe('true');
    expect(scripts['release']).toContain('changeset publish');
    expect(scripts['version-packages']).toBe('changeset version');
  });

  it.each(
    readdirSync(join(root, '.github', 'workflows')).map((name) => [name, workflow(name)] as const),
  )('%s only calls scripts and files that exist', (_, flow) => {
    const found = commands(flow);
    expect(found.length).toBeGreaterThan(0);
    expect(found.map(missingTarget).filter((m) => m !== undefined)).toEqual([]);
  });
});

describe('changesets', () => {
  it('changeset status succeeds', async () => {
    // status reads only the changesets added since a ref (by default the base branch, main).
    // On main itself, as CI checks it out, that is none: compare with the first commit, so
    // that every pending changeset is read, whatever branch is checked out.
    const { stdout: roots } = await execFileAsync('git', ['rev-list', '--max-parents=0', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    });
    const since = [`--since=${roots.split('\n')[0]}`];
    const { stdout } = await execFileAsync(process.execPath, [changesetBin, 'status', ...since], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(stdout).toContain('Packages to be bumped');
  });

  const scratch = mkdtempSync(join(tmpdir(), 'urikit-release-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('changeset version writes each package a CHANGELOG.md (in a scratch clone)', async () => {
    const clone = join(scratch, 'clone');
    await execFileAsync('git', ['clone', '--quiet', '--no-hardlinks', root, clone]);
    symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir');
    const before = new Map(
      publishedPackages().map((pkg) => [pkg.manifest.name, pkg.manifest.version]),
    );
    await execFileAsync(process.execPath, [changesetBin, 'version'], { cwd: clone });
    let changelogs = 0;
    for (const { dir, manifest } of publishedPackages()) {
      const folder = join(clone, 'packages', dir.slice(dir.lastIndexOf('/') + 1));
      const after = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as PackageJson;
      if (after.version === before.get(manifest.name)) continue;
      const changelog = readFileSync(join(folder, 'CHANGELOG.md'), 'utf8');
      expect(changelog.startsWith(`# ${manifest.name}\n`)).toBe(true);
      expect(changelog).toContain(`\n## ${after.version}\n`);
      changelogs++;
    }
    expect(changelogs).toBeGreaterThan(0);
    const { stdout } = await execFileAsync('git', ['status', '--porcelain', '.changeset'], {
      cwd: clone,
      encoding: 'utf8',
    });
    expect(stdout, 'the changesets were consumed').toContain(' D .changeset/');
  });
});

describe('pnpm -r publish --dry-run', () => {
  it('packs every published package with only dist, README.md, LICENSE and package.json', async () => {
    const [command, prefix] = pnpmCommand();
    const { stdout, stderr } = await execFileAsync(
      command,
      [...prefix, '-r', 'publish', '--dry-run', '--no-git-checks'],
      { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    const files = new Map<string, string[]>();
    let current: string[] | undefined;
    for (const line of `${stdout}\n${stderr}`.split('\n')) {
      const notice = line.replace(/^npm notice\s*/, '');
      if (notice.startsWith('📦')) {
        const id = notice.slice(2).trim();
        current = [];
        files.set(id.slice(0, id.lastIndexOf('@')), current);
      } else if (notice.startsWith('Tarball Details')) {
        current = undefined;
      } else if (current !== undefined && /^[\d.]+k?B /.test(notice)) {
        current.push(notice.slice(notice.indexOf(' ') + 1));
      }
    }
    const names = publishedPackages().map((pkg) => pkg.manifest.name);
    expect([...files.keys()].sort()).toEqual([...names].sort());
    for (const [name, list] of files) {
      const stray = list.filter(
        (file) =>
          !['README.md', 'LICENSE', 'package.json'].includes(file) && !file.startsWith('dist/'),
      );
      expect(stray, `${name} publishes more than dist, README, LICENSE, package.json`).toEqual([]);
      expect(list, name).toEqual(expect.arrayContaining(['README.md', 'LICENSE', 'package.json']));
      expect(
        list.some((file) => file.startsWith('dist/')),
        `${name} publishes no dist`,
      ).toBe(true);
    }
  });
});
