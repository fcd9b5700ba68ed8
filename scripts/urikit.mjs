#!/usr/bin/env node
// Runs the `urikit` command from a checkout: builds the CLI and the packages it uses through
// turbo, silently unless the build fails, then runs packages/cli/dist/bin.js with the caller's
// arguments and standard streams, so that standard output holds the command's output only.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const turbo = join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'turbo.cmd' : 'turbo',
);

const build = spawnSync(
  turbo,
  ['run', 'build', '--filter=@urikit/cli...', '--output-logs=errors-only'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    shell: process.platform === 'win32',
  },
);
if (build.status !== 0) {
  process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
  if (build.error !== undefined) process.stderr.write(`${build.error.message}\n`);
  process.exit(build.status ?? 1);
}

const bin = join(root, 'packages', 'cli', 'dist', 'bin.js');
const command = spawnSync(process.execPath, [bin, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(command.status ?? 1);
