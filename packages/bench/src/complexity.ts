// Time per input size for each complexity case and contender. Measurements run in
// a worker thread so that one that exceeds the cap (~2 s) can be stopped: it is
// reported as "> 2 s", and so are the larger sizes of the same contender.
import { Worker } from 'node:worker_threads';
import { type ComplexityCase, complexityCases } from './complexity-cases.js';
import { type Clock, clockNow, describeError, flatInput, quantile } from './harness.js';

export interface Task {
  caseId: string;
  contender: string;
  size: number;
}

export type TaskResult =
  | { status: 'ok'; ns: number; samples: number }
  | { status: 'timeout' }
  | { status: 'rejected' }
  | { status: 'skipped'; reason: string }
  | { status: 'error'; reason: string };

export interface ComplexityOptions {
  sizes: number[];
  /** Time spent sampling one (case, contender, size) after the first call (ms). */
  budgetMs: number;
  /** The cap on one call (ms, wall clock). */
  capMs: number;
  /** The clock of the samples (see harness.ts). */
  clock: Clock;
  /** Flat sequential input strings (default; see flatString in harness.ts). */
  flatten?: boolean;
}

/**
 * The options of a complexity run as `pnpm bench` makes them: a budget of 150 ms a point (40 ms
 * with `--quick`), calls capped at 2 s, CPU time, flat inputs unless `timing` says otherwise.
 * complexity-extract and complexity-gc call it too, so their points are timed as the full run's.
 */
export function complexityOptions(
  sizes: number[],
  quick = false,
  timing: Pick<ComplexityOptions, 'clock' | 'flatten'> = { clock: 'cpu', flatten: true },
): ComplexityOptions {
  return { sizes, budgetMs: quick ? 40 : 150, capMs: 2000, ...timing };
}

export type Message =
  | { type: 'start'; index: number }
  | { type: 'first'; index: number; ms: number }
  | { type: 'done'; index: number; result: TaskResult };

const ring: unknown[] = new Array(64);
const collect = (globalThis as { gc?: () => void }).gc;
let sink = 0;

function consume(out: unknown, i: number): void {
  ring[i & 63] = out;
  sink = (sink + (typeof out === 'string' ? out.length : out ? 1 : 0)) | 0;
}

/** A call at least this long (ms) is a long point: timed by its mean over many calls. */
export const LONG_CALL_MS = 1;
/** The fewest calls whose mean makes a long point. */
export const LONG_POINT_CALLS = 16;

/**
 * Times `run(input)`: one first call, then batches of calls. A short point (a first call under
 * {@link LONG_CALL_MS}) is the median of batches of about 2 ms, sampled for one budget. A long
 * point is the mean of at least {@link LONG_POINT_CALLS} calls and two budgets (at most three and
 * a half budgets), the collections its calls cause included: see the README's Method.
 */
export function timeCall(
  run: (input: unknown) => unknown,
  accepts: ((result: unknown) => boolean) | undefined,
  input: unknown,
  options: ComplexityOptions,
  onFirst: (ms: number) => void = () => {},
): TaskResult {
  let first: number;
  try {
    const t0 = performance.now();
    const out = run(input);
    first = performance.now() - t0;
    if (accepts !== undefined && !accepts(out)) return { status: 'rejected' };
    consume(out, 0);
  } catch (error) {
    return { status: 'error', reason: describeError(error) };
  }
  onFirst(first);
  if (first > options.capMs) return { status: 'timeout' };
  // Batches of about two milliseconds, so clock resolution never dominates.
  const batch = Math.max(1, Math.ceil(2 / Math.max(first, 1e-4)));
  // At least three samples unless one call takes over four budgets: a call between one and four
  // budgets long (parseTemplate of 1 MB, 150-270 ms) was one sample, and the point moved with
  // whatever collection that one call met.
  const minSamples = first > 4 * options.budgetMs ? 1 : 3;
  // A long call's result can be megabytes that outlive it (100,000 pairs of parseQuery at 1 MB),
  // and the collections they cause land in some calls and not others: at 1 MB a call took either
  // 6.6-7.3 ms or 40-75 ms (two scavenges inside it), so the median of a few calls picked one
  // mode or the other by chance, per contender. The mean of many calls bills each contender for the
  // collections its own results cause, as a caller pays them.
  const long = first >= LONG_CALL_MS;
  const samples: number[] = [];
  let calls = 0;
  let total = 0;
  const started = performance.now();
  for (;;) {
    const elapsed = performance.now() - started;
    if (samples.length >= minSamples) {
      if (!long && (elapsed >= options.budgetMs || samples.length >= 30)) break;
      if (long && calls >= LONG_POINT_CALLS && elapsed >= 2 * options.budgetMs) break;
      if (long && elapsed >= 3.5 * options.budgetMs) break;
    }
    // No result of an earlier batch is alive while a batch runs: a caller that handles one
    // long input at a time holds one result, and the previous one kept alive made every
    // scavenge inside the next call copy it as well.
    ring.fill(undefined);
    const t0 = clockNow(options.clock);
    for (let b = 0; b < batch; b++) consume(run(input), b);
    const t = clockNow(options.clock) - t0;
    samples.push(t / batch);
    calls += batch;
    total += t;
  }
  samples.sort((a, b) => a - b);
  const ms = long ? total / calls : quantile(samples, 0.5);
  return { status: 'ok', ns: ms * 1e6, samples: samples.length };
}

/** Runs a contender on its smallest input for about `ms`, so the first size is not cold. */
function warmUp(run: (input: unknown) => unknown, input: unknown, ms: number): void {
  const started = performance.now();
  let calls = 0;
  while (calls < 5 || (performance.now() - started < ms && calls < 10_000)) {
    try {
      consume(run(input), calls);
    } catch {
      return;
    }
    calls++;
    if (performance.now() - started > ms * 4) return;
  }
}

/** Runs tasks in order in this thread, reporting progress through `post`. */
export async function runTasks(
  tasks: readonly Task[],
  options: ComplexityOptions,
  post: (message: Message) => void,
  cases: readonly ComplexityCase[] = complexityCases,
): Promise<void> {
  const runs = new Map<
    string,
    { run: (input: unknown) => unknown; accepts?: (r: unknown) => boolean } | string
  >();
  const inputs = new Map<string, unknown>();
  for (let index = 0; index < tasks.length; index++) {
    const task = tasks[index]!;
    post({ type: 'start', index });
    const testCase = cases.find((c) => c.id === task.caseId);
    const contender = testCase?.contenders.find((c) => c.name === task.contender);
    if (testCase === undefined || contender === undefined) {
      post({ type: 'done', index, result: { status: 'skipped', reason: 'unknown case' } });
      continue;
    }
    const key = `${task.caseId}\u0000${task.contender}`;
    let entry = runs.get(key);
    if (entry === undefined) {
      try {
        const run = (await contender.setup()) as (input: unknown) => unknown;
        entry = contender.accepts === undefined ? { run } : { run, accepts: contender.accepts };
        const smallest = testCase.make(Math.min(...options.sizes));
        warmUp(run, options.flatten === false ? smallest : flatInput(smallest), options.budgetMs);
      } catch (error) {
        entry = describeError(error);
      }
      runs.set(key, entry);
    }
    if (typeof entry === 'string') {
      post({ type: 'done', index, result: { status: 'skipped', reason: entry } });
      continue;
    }
    const inputKey = `${task.caseId}\u0000${task.size}`;
    let input = inputs.get(inputKey);
    if (input === undefined) {
      // The inputs of the cases before are not kept: each case starts on a heap that holds
      // only its own (megabytes of earlier inputs made a later case's large sizes collect more).
      for (const key of inputs.keys())
        if (!key.startsWith(`${task.caseId}\u0000`)) inputs.delete(key);
      input = testCase.make(task.size);
      if (options.flatten !== false) input = flatInput(input);
      inputs.set(inputKey, input);
    }
    // A full collection first (with --expose-gc), as before every pass of the throughput
    // suites: what an earlier task left behind is not billed to this one. The results the
    // ring still holds go first: the previous size's results (ten 100 kB parses of a template
    // are 40 MB) would stay alive through this size's calls, and each full collection the
    // calls cause would mark them again.
    ring.fill(undefined);
    collect?.();
    const result = timeCall(entry.run, entry.accepts, input, options, (ms) =>
      post({ type: 'first', index, ms }),
    );
    post({ type: 'done', index, result });
  }
}

/** Every (case, contender, size) task, sizes ascending within a contender. */
export function allTasks(cases: readonly ComplexityCase[], sizes: readonly number[]): Task[] {
  const tasks: Task[] = [];
  for (const c of cases) {
    for (const contender of c.contenders) {
      for (const size of sizes) tasks.push({ caseId: c.id, contender: contender.name, size });
    }
  }
  return tasks;
}

export interface ComplexityResult {
  cases: ComplexityCase[];
  sizes: number[];
  options: ComplexityOptions;
  results: Map<string, TaskResult>;
}

export const taskKey = (t: Task) => `${t.caseId}\u0000${t.contender}\u0000${t.size}`;

/** Starts a worker thread that loads `entry` (a module beside this one) through tsx. */
export function startWorker(api: string, entry: string, workerData: unknown): Worker {
  const url = new URL(entry, import.meta.url).href;
  const boot = `import { tsImport } from ${JSON.stringify(api)};
await tsImport(${JSON.stringify(url)}, ${JSON.stringify(import.meta.url)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData });
}

/**
 * Runs every task in worker threads, enforcing the cap: a call still running after
 * capMs is stopped (the worker is terminated and a new one takes the rest).
 */
export async function runComplexity(
  options: ComplexityOptions,
  cases: readonly ComplexityCase[] = complexityCases,
  log: (line: string) => void = () => {},
): Promise<ComplexityResult> {
  const results = new Map<string, TaskResult>();
  // One fresh worker (a heap of its own) per case, as each throughput suite gets a fresh
  // process: a case's large sizes are measured on a heap that holds nothing from the cases
  // before it. In one worker for every case, the 1 MB point of parseQuery took 24.5 ms in the
  // full run against 7-12 ms alone, and 26.6 ms in-process beside 200 MB of live objects:
  // the full collections its calls cause mark whatever else is alive.
  for (const testCase of cases) await runCase(options, testCase, results, log);
  return { cases: [...cases], sizes: options.sizes, options, results };
}

async function runCase(
  options: ComplexityOptions,
  testCase: ComplexityCase,
  results: Map<string, TaskResult>,
  log: (line: string) => void,
): Promise<void> {
  let pending = allTasks([testCase], options.sizes);
  while (pending.length > 0) {
    const batch = pending;
    // import.meta.resolve throws here when tsx is not resolvable: the caller falls back.
    const api = import.meta.resolve('tsx/esm/api');
    const finished = await new Promise<number>((resolveBatch) => {
      const worker = startWorker(api, './complexity-worker.ts', { tasks: batch, options });
      let timer: NodeJS.Timeout | undefined;
      let current = -1;
      let done = 0;
      const stop = (index: number) => {
        if (timer !== undefined) clearTimeout(timer);
        void worker.terminate();
        resolveBatch(index);
      };
      const arm = (ms: number) => {
        if (timer !== undefined) clearTimeout(timer);
        timer = setTimeout(() => {
          const task = batch[current]!;
          results.set(taskKey(task), { status: 'timeout' });
          log(`  ${task.caseId} ${task.contender} ${task.size}: > ${options.capMs / 1000} s`);
          stop(current + 1);
        }, ms);
      };
      worker.on('message', (message: Message) => {
        if (message.type === 'start') {
          current = message.index;
          arm(options.capMs + 1500);
        } else if (message.type === 'first') {
          // Sampling a long point lasts up to three and a half budgets, plus the call under way.
          arm(3.5 * options.budgetMs + 4 * message.ms + 1500);
        } else {
          results.set(taskKey(batch[message.index]!), message.result);
          done = message.index + 1;
          if (done === batch.length) stop(done);
        }
      });
      worker.on('error', (error) => {
        const reason = describeError(error);
        if (current < 0) {
          // The worker could not start: nothing in this batch can run.
          for (const task of batch) results.set(taskKey(task), { status: 'error', reason });
          stop(batch.length);
          return;
        }
        results.set(taskKey(batch[current]!), { status: 'error', reason });
        stop(current + 1);
      });
      worker.on('exit', () => stop(Math.max(current, done) + 1));
    });
    // A contender that timed out at one size is not run at the larger ones.
    const rest = batch.slice(finished);
    pending = rest.filter((task) => {
      const timedOut = batch.some(
        (t) =>
          t.caseId === task.caseId &&
          t.contender === task.contender &&
          t.size < task.size &&
          results.get(taskKey(t))?.status === 'timeout',
      );
      if (timedOut) results.set(taskKey(task), { status: 'timeout' });
      return !timedOut;
    });
  }
}

/** The same measurements in this thread, without the cap (the smoke test uses it). */
export async function runComplexityInProcess(
  options: ComplexityOptions,
  cases: readonly ComplexityCase[] = complexityCases,
): Promise<ComplexityResult> {
  const results = new Map<string, TaskResult>();
  const tasks = allTasks(cases, options.sizes);
  await runTasks(
    tasks,
    options,
    (message) => {
      if (message.type === 'done') results.set(taskKey(tasks[message.index]!), message.result);
    },
    cases,
  );
  return { cases: [...cases], sizes: options.sizes, options, results };
}

export { sink as complexityChecksum };
