// `pnpm cli-batch`: `urikit normalize < file` over a million lines against the same loop over
// normalize in one process (src/cli-batch-loop.mjs), in interleaved runs; CPU time of each
// child process (src/cpu-report.mjs), median of the per-run ratios. Issue 18's goal: ≤ 1.3×.
// Then `urikit normalize --jobs N < file` against the one-thread command (issue 27's goal:
// ≥ 1.8× the throughput on two cores): wall time, which is what more threads buy, and the CPU
// time of all the threads, which says what they cost.
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
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
    // Worker counts to measure with --jobs, comma-separated; '' for none.
    jobs: { type: 'string', default: '2' },
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

/**
 * Runs one child with the input file on stdin, output to /dev/null: CPU ms of all its threads,
 * of its main thread (NaN without /proc), and wall ms.
 */
function time(args: string[]): { cpu: number; main: number; wall: number } {
  const stdin = openSync(input, 'r');
  const t0 = performance.now();
  const result = spawnSync(process.execPath, ['--import', preload, ...args], {
    stdio: [stdin, 'ignore', 'ignore'],
    env: { ...process.env, URIKIT_CPU_OUT: cpuOut },
  });
  const wall = performance.now() - t0;
  closeSync(stdin);
  if (result.error !== undefined) throw result.error;
  const [cpu, main] = readFileSync(cpuOut, 'utf8').split(' ');
  return {
    cpu: Number(cpu) / 1000,
    main: main === undefined ? Number.NaN : Number(main) / 1000,
    wall,
  };
}

const cli = [bin, 'normalize'];
const baseline = [loop, input];
const jobs = (values.jobs ?? '')
  .split(',')
  .filter((n) => n.trim() !== '')
  .map((n) => Number(n));
const parallel = jobs.map((n) => [bin, 'normalize', '--jobs', String(n)]);
const cpuRatios: number[] = [];
const wallRatios: number[] = [];
const cliCpu: number[] = [];
const cliMain: number[] = [];
const cliWall: number[] = [];
const loopCpu: number[] = [];
const jobsWall = jobs.map((): number[] => []);
const jobsCpu = jobs.map((): number[] => []);
const jobsMain = jobs.map((): number[] => []);
const speedUps = jobs.map((): number[] => []);
const cpuCosts = jobs.map((): number[] => []);
const loadBefore = loadavg()[0]!;
time(cli);
time(baseline);
for (const args of parallel) time(args);
for (let run = 0; run < runs; run++) {
  // Rotate which goes first, so no command always runs on a warmer (or busier) machine.
  const order = [
    () => time(cli),
    () => time(baseline),
    ...parallel.map((args) => () => time(args)),
  ];
  const results = order.map((_, k) => order[(k + run) % order.length]!());
  const rotated = results.map(
    (_, k) => results[(k - (run % order.length) + order.length) % order.length]!,
  );
  const [a, b, ...rest] = rotated;
  cliCpu.push(a!.cpu);
  cliMain.push(a!.main);
  cliWall.push(a!.wall);
  loopCpu.push(b!.cpu);
  cpuRatios.push(a!.cpu / b!.cpu);
  wallRatios.push(a!.wall / b!.wall);
  rest.forEach((r, k) => {
    jobsWall[k]!.push(r.wall);
    jobsCpu[k]!.push(r.cpu);
    jobsMain[k]!.push(r.main);
    speedUps[k]!.push(a!.wall / r.wall);
    cpuCosts[k]!.push(r.cpu / a!.cpu);
  });
}
const loadAfter = loadavg()[0]!;
rmSync(input, { force: true });
rmSync(cpuOut, { force: true });

const fmt = (s: ReturnType<typeof spread>, digits = 2) =>
  `${s.median.toFixed(digits)} (IQR ${s.q1.toFixed(digits)}–${s.q3.toFixed(digits)})`;
console.log(
  `${count.toLocaleString('en-US')} lines (${corpus.description}), ${runs} interleaved runs; ` +
    `${availableParallelism()} cores, load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
);
console.log(
  `urikit normalize < file: CPU ${fmt(spread(cliCpu), 0)} ms, wall ${fmt(spread(cliWall), 0)} ms`,
);
// The main thread's share and the rest (V8's helper threads; with --jobs, the workers too).
const split = (all: number[], main: number[]) =>
  Number.isNaN(main[0])
    ? ''
    : `; main thread ${spread(main).median.toFixed(0)} ms, other threads ${spread(all.map((c, i) => c - main[i]!)).median.toFixed(0)} ms`;
console.log(`  (one thread${split(cliCpu, cliMain)})`);
console.log(`same loop in-process:    CPU ${fmt(spread(loopCpu), 0)} ms`);
console.log(`CLI ÷ loop, CPU time:  ${fmt(spread(cpuRatios))}× (goal ≤ 1.3×)`);
console.log(`CLI ÷ loop, wall time: ${fmt(spread(wallRatios))}×`);
jobs.forEach((n, k) => {
  const speedUp = spread(speedUps[k]!);
  const cost = spread(cpuCosts[k]!);
  console.log(
    `--jobs ${n}: wall ${fmt(spread(jobsWall[k]!), 0)} ms, CPU of all threads ${fmt(spread(jobsCpu[k]!), 0)} ms${split(jobsCpu[k]!, jobsMain[k]!)}`,
  );
  console.log(
    `--jobs ${n} throughput ÷ one thread (wall): ${fmt(speedUp)}× (goal ≥ 1.8× on 2 cores)`,
  );
  // With c free cores the N threads' CPU time spreads over min(c, N) of them at best: the
  // speed-up the run would reach on a quiet machine, whatever the load now.
  const cores = Math.min(availableParallelism(), n);
  console.log(
    `--jobs ${n} CPU ÷ one thread's: ${fmt(cost)}×; on ${cores} free cores at best ${(cores / cost.median).toFixed(2)}×`,
  );
  // A closer bound, from the main threads: one thread takes at least its main thread's time
  // (V8's helpers run beside it, on the other core); N threads on c cores at least the larger
  // of their main thread's time and all their CPU time over c.
  if (!Number.isNaN(cliMain[0]!)) {
    const oneMain = spread(cliMain).median;
    const nMain = spread(jobsMain[k]!).median;
    const nAll = spread(jobsCpu[k]!).median;
    console.log(
      `--jobs ${n} on ${cores} free cores at best (main threads): ${(oneMain / Math.max(nMain, nAll / cores)).toFixed(2)}×`,
    );
  }
});
