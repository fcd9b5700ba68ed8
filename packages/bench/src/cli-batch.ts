// `pnpm cli-batch`: `urikit normalize < file` over a million lines against the same loop over
// normalize in one process (src/cli-batch-loop.mjs), in interleaved runs; CPU time of each
// child process (src/cpu-report.mjs), median of the per-run ratios. Issue 18's goal: ≤ 1.3×.
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCorpus } from './corpus.js';
import { spread } from './harness.js';

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '5' },
    corpus: { type: 'string' },
  },
});

const here = dirname(fileURLToPath(import.meta.url));
const bin = resolve(here, '../../cli/dist/bin.js');
const loop = join(here, 'cli-batch-loop.mjs');
const preload = join(here, 'cpu-report.mjs');
const count = Number(values.lines);
const runs = Math.max(1, Number(values.runs));

// The corpus (every line) repeated until `count` lines.
const corpus = loadCorpus(values.corpus, 0);
const lines: string[] = [];
for (let i = 0; lines.length < count; i++) lines.push(corpus.lines[i % corpus.lines.length]!);
const input = join(tmpdir(), `urikit-cli-batch-${process.pid}.txt`);
writeFileSync(input, `${lines.join('\n')}\n`);
const cpuOut = join(tmpdir(), `urikit-cli-batch-${process.pid}.cpu`);

/** Runs one child with the input file on stdin, output to /dev/null; CPU ms and wall ms. */
function time(args: string[]): { cpu: number; wall: number } {
  const stdin = openSync(input, 'r');
  const t0 = performance.now();
  const result = spawnSync(process.execPath, ['--import', preload, ...args], {
    stdio: [stdin, 'ignore', 'ignore'],
    env: { ...process.env, URIKIT_CPU_OUT: cpuOut },
  });
  const wall = performance.now() - t0;
  closeSync(stdin);
  if (result.error !== undefined) throw result.error;
  return { cpu: Number(readFileSync(cpuOut, 'utf8')) / 1000, wall };
}

const cli = [bin, 'normalize'];
const baseline = [loop, input];
const cpuRatios: number[] = [];
const wallRatios: number[] = [];
const cliCpu: number[] = [];
const loopCpu: number[] = [];
time(cli);
time(baseline);
for (let run = 0; run < runs; run++) {
  // Alternate which goes first, so neither always runs on a warmer machine.
  const [a, b] =
    run % 2 === 0 ? [time(cli), time(baseline)] : [time(baseline), time(cli)].reverse();
  cliCpu.push(a!.cpu);
  loopCpu.push(b!.cpu);
  cpuRatios.push(a!.cpu / b!.cpu);
  wallRatios.push(a!.wall / b!.wall);
}
rmSync(input, { force: true });
rmSync(cpuOut, { force: true });

const fmt = (s: ReturnType<typeof spread>, digits = 2) =>
  `${s.median.toFixed(digits)} (IQR ${s.q1.toFixed(digits)}–${s.q3.toFixed(digits)})`;
console.log(
  `${count.toLocaleString('en-US')} lines (${corpus.description}), ${runs} interleaved runs`,
);
console.log(`urikit normalize < file: CPU ${fmt(spread(cliCpu), 0)} ms`);
console.log(`same loop in-process:    CPU ${fmt(spread(loopCpu), 0)} ms`);
console.log(`CLI ÷ loop, CPU time:  ${fmt(spread(cpuRatios))}× (goal ≤ 1.3×)`);
console.log(`CLI ÷ loop, wall time: ${fmt(spread(wallRatios))}×`);
