// `pnpm bench`: urikit against every peer on the same inputs, in the same process,
// reported as ratios. Options: see --help and the package README.
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { complexityOptions, runComplexity, runComplexityInProcess } from './complexity.js';
import { complexityCases, fullSizes, quickSizes } from './complexity-cases.js';
import { loadCorpus } from './corpus.js';
import { describeError, fullTiming, quickTiming, runSuite, type SuiteResult } from './harness.js';
import { machineLine, renderReport } from './report.js';
import { measureSizes } from './sizes.js';
import { runSuiteInChild } from './suite-process.js';
import { suites } from './suites/index.js';

const help = `Usage: pnpm bench [options]   (or, in packages/bench: pnpm run bench [options])

  --corpus <spec>   all | kasztp | userbait | node_files | isaacs_files | a,b | <path> | generated
                    (default: $URIKIT_BENCH_CORPUS, else all when ../shared/corpus exists, else generated)
  --limit <n>       keep at most n corpus lines, evenly spaced; 0 keeps all
                    (default: $URIKIT_BENCH_LIMIT, else 5,000; quick 2,000)
  --only <list>     run only these suites (comma-separated groups or ids):
                    ${[...new Set(suites.map((s) => s.group))].join(', ')}, complexity, sizes
                    (ids: ${suites.map((s) => s.id).join(', ')};
                    complexity cases: ${complexityCases.map((c) => c.id).join(', ')})
  --skip <list>     run everything but these
  --quick           5 rounds, shorter warm-up, sizes up to 100 kB, corpus sampled to 2,000 lines
  --rounds <n>      measured rounds per suite (default 15, quick 5)
  --clock cpu|wall  what a pass costs: process CPU time (default; robust on shared machines)
                    or wall-clock time
  --out <file>      write the Markdown report there (default: RESULTS.md for a full run)
  --no-write        print only
  --json <file>     also write the raw results (per-round ns/op of every contender) as JSON
  --in-process      run the complexity measurements in this thread (no 2 s cap)
  --raw-strings     keep inputs as V8 built them (sliced strings from split, cons strings
                    from concatenation) instead of flat copies
  --one-process     run every suite in this process (default: each suite in a fresh
                    process, so no suite inherits another's JIT state)
  --help`;

const { values } = parseArgs({
  options: {
    corpus: { type: 'string' },
    limit: { type: 'string' },
    only: { type: 'string' },
    skip: { type: 'string' },
    quick: { type: 'boolean', default: false },
    rounds: { type: 'string' },
    clock: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    'in-process': { type: 'boolean', default: false },
    'one-process': { type: 'boolean', default: false },
    'raw-strings': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: false,
});

if (values.help) {
  console.log(help);
  process.exit(0);
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const list = (text: string | undefined) =>
  text === undefined ? undefined : new Set(text.split(',').map((s) => s.trim()));
const only = list(values.only);
const skip = list(values.skip) ?? new Set<string>();
const known = new Set([
  ...suites.flatMap((s) => [s.id, s.group]),
  ...complexityCases.map((c) => c.id),
  'complexity',
  'sizes',
]);
for (const name of [...(only ?? []), ...skip]) {
  if (!known.has(name)) {
    console.error(`unknown suite: ${name} (see --help)`);
    process.exit(2);
  }
}
const wanted = (id: string, group = id) =>
  (only === undefined || only.has(id) || only.has(group)) && !skip.has(id) && !skip.has(group);

const quick = values.quick;
const timing = { ...(quick ? quickTiming : fullTiming) };
if (values.rounds !== undefined) timing.rounds = Math.max(1, Number(values.rounds));
timing.minRounds = Math.min(timing.minRounds, timing.rounds);
timing.flatten = !values['raw-strings'];
if (values.clock !== undefined) {
  if (values.clock !== 'cpu' && values.clock !== 'wall') throw new Error('--clock: cpu or wall');
  timing.clock = values.clock;
}
const limitText = values.limit ?? process.env['URIKIT_BENCH_LIMIT'];
const limit = limitText !== undefined ? Number(limitText) : quick ? 2_000 : 5_000;
const corpusSpec = values.corpus ?? process.env['URIKIT_BENCH_CORPUS'];
const corpus = loadCorpus(corpusSpec, limit);

const argv = process.argv.slice(2).join(' ');
const command =
  process.env['npm_lifecycle_event'] === 'bench'
    ? `pnpm bench${argv === '' ? '' : ` ${argv}`}`
    : `node --expose-gc --import tsx src/main.ts${argv === '' ? '' : ` ${argv}`}`;

const startedAt = new Date();
const t0 = performance.now();
log(`urikit bench: ${corpus.description}; ${quick ? 'quick' : 'full'} run`);
if ((globalThis as { gc?: unknown }).gc === undefined) {
  log('note: run with --expose-gc for a collection between rounds');
}

const results: SuiteResult[] = [];
let checksum = 0;
for (const suite of suites) {
  if (!wanted(suite.id, suite.group)) continue;
  const s0 = performance.now();
  let result: SuiteResult;
  try {
    result = values['one-process']
      ? await runSuite(suite, corpus.lines, timing)
      : await runSuiteInChild({ id: suite.id, corpus: corpusSpec, limit, timing });
  } catch (error) {
    // A suite that breaks (its inputs, a contender outside its body) is reported, not fatal.
    result = {
      id: suite.id,
      group: suite.group,
      title: suite.title,
      total: 0,
      kept: 0,
      equalWork: suite.equalWork,
      bytesPerOp: 0,
      rejected: {},
      measurements: [],
      skipped: [{ name: 'urikit', reason: `suite failed: ${describeError(error)}` }],
      goals: suite.goals ?? [],
    };
  }
  results.push(result);
  for (const m of result.measurements) checksum = (checksum + m.checksum) | 0;
  const urikit = result.measurements.find((m) => m.urikit);
  const summary =
    urikit === undefined
      ? `skipped (${result.skipped.find((s) => s.name === 'urikit')?.reason ?? 'no inputs'})`
      : result.measurements.map((m) => `${m.name} ${m.ns.median.toFixed(1)} ns`).join(', ');
  log(
    `${suite.id}: ${result.kept}/${result.total} inputs; ${summary} [${((performance.now() - s0) / 1000).toFixed(1)} s]`,
  );
}

let complexity: Awaited<ReturnType<typeof runComplexity>> | undefined;
// Complexity cases by their group or by id (`--only redact-parameters`).
const cases = complexityCases.filter((c) => wanted(c.id, 'complexity'));
if (cases.length > 0) {
  const options = complexityOptions(quick ? quickSizes : fullSizes, quick, {
    clock: timing.clock,
    flatten: timing.flatten,
  });
  const c0 = performance.now();
  log('complexity: measuring…');
  if (values['in-process']) {
    complexity = await runComplexityInProcess(options, cases);
  } else {
    try {
      complexity = await runComplexity(options, cases, log);
    } catch (error) {
      log(`complexity: worker threads unavailable (${describeError(error)}); running in-process`);
      complexity = await runComplexityInProcess(options, cases);
    }
  }
  log(`complexity: done [${((performance.now() - c0) / 1000).toFixed(1)} s]`);
}

let sizes: Awaited<ReturnType<typeof measureSizes>> | undefined;
if (wanted('sizes')) {
  sizes = await measureSizes();
  log(`sizes: ${sizes.filter((s) => s.skipped === undefined).length} entries bundled`);
}

const timingText = `Method: ${values['one-process'] ? 'all suites in one process' : 'each suite in a fresh process'}; ${timing.flatten ? 'inputs are flat strings (the "raw strings" rows keep them as built: sliced and cons strings)' : 'inputs kept as built (sliced and cons strings)'}; ${timing.clock === 'cpu' ? 'process CPU time (user + system)' : 'wall-clock time'}; interleaved warm-up (≥ ${timing.warmupMs} ms per contender, until its speed is stable), then up to ${timing.rounds} interleaved rounds (each runs every contender once over the whole input list, in rotating order; a pass lasts ≥ ${timing.minPassMs} ms); ns/op is the median of the per-round values, IQR their spread; speed-up = peer ns/op ÷ urikit ns/op per round (> 1: urikit faster), median and IQR over rounds.`;
const markdown = renderReport({
  command,
  corpus: corpus.description,
  timing: timingText,
  results,
  ...(complexity === undefined ? {} : { complexity }),
  ...(sizes === undefined ? {} : { sizes }),
  checksum,
  date: startedAt,
});

console.log(markdown);
const defaultOut =
  quick || only !== undefined || values.skip !== undefined ? undefined : 'RESULTS.md';
const out = values['no-write'] ? undefined : (values.out ?? defaultOut);
if (out !== undefined) {
  const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const path = resolve(values.out === undefined ? benchDir : process.cwd(), out);
  writeFileSync(
    path,
    `<!-- Generated by \`pnpm bench\` (packages/bench); copy into the root README's benchmark section. -->\n\n${markdown}`,
  );
  log(`written: ${path}`);
}
if (values.json !== undefined) {
  const raw = {
    machine: machineLine(startedAt),
    command,
    corpus: corpus.description,
    timing,
    results,
    complexity:
      complexity === undefined
        ? undefined
        : { sizes: complexity.sizes, results: Object.fromEntries(complexity.results) },
    sizes: sizes?.map((s) => ({
      entry: s.entry.label,
      minified: s.minified,
      gzipped: s.gzipped,
      skipped: s.skipped,
    })),
  };
  writeFileSync(resolve(process.cwd(), values.json), `${JSON.stringify(raw, null, 2)}\n`);
  log(`written: ${values.json}`);
}
log(`total: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
