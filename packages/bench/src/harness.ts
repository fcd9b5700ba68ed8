// Timing harness: contenders loaded lazily, equal-work filtering, warm-up,
// interleaved rounds in rotating order, per-round ns/op and robust statistics.

/** One implementation of an operation. `setup` imports it lazily and returns the body. */
export interface Contender<I> {
  /** Shown in the table, e.g. `urikit`, `new URL()`, `fast-uri`. */
  name: string;
  /** The urikit implementation every peer is compared with (one per suite). */
  urikit?: boolean;
  /** A caveat shown under the table (different semantics, extra work…). */
  note?: string;
  /** Imports the implementation; a rejection marks the contender skipped, with the reason. */
  setup(): Promise<(input: I) => unknown>;
  /** Whether a result means "accepted" (for parsers that report errors in the result). */
  accepts?(result: unknown): boolean;
}

/** A benchmark: one operation over one input list, every contender on the same inputs. */
export interface Suite<I> {
  /** Unique id, e.g. `resolve-rfc`. */
  id: string;
  /** `--only` group, e.g. `resolve`. */
  group: string;
  /** Row label, e.g. `resolve (RFC 3986 §5.4 pairs)`. */
  title: string;
  /** Builds the inputs from the loaded corpus lines. */
  inputs(lines: readonly string[]): I[];
  /** Keep only the inputs every loaded contender accepts (parsers); validators see all. */
  equalWork: boolean;
  contenders: Contender<I>[];
  /** Goals: urikit must be at least `atLeast` times as fast as `peer`. */
  goals?: { peer: string; atLeast: number }[];
  /** Keep the inputs as built (sliced and cons strings) instead of flat copies. */
  raw?: boolean;
}

export interface Loaded<I> {
  contender: Contender<I>;
  run: (input: I) => unknown;
}

export interface Skipped {
  name: string;
  reason: string;
}

/** Explains why a dynamic import or setup failed, in one line. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const first = error.message.split('\n')[0] ?? '';
    if (code === 'ERR_MODULE_NOT_FOUND' || /Cannot find (module|package)/.test(first)) {
      return `not built or missing (${first.slice(0, 160)})`;
    }
    return `${error.name}: ${first.slice(0, 160)}`;
  }
  return String(error).slice(0, 160);
}

/** Runs every contender's setup; failures become skip reasons. */
export async function loadContenders<I>(
  contenders: readonly Contender<I>[],
): Promise<{ loaded: Loaded<I>[]; skipped: Skipped[] }> {
  const loaded: Loaded<I>[] = [];
  const skipped: Skipped[] = [];
  for (const contender of contenders) {
    try {
      loaded.push({ contender, run: await contender.setup() });
    } catch (error) {
      skipped.push({ name: contender.name, reason: describeError(error) });
    }
  }
  return { loaded, skipped };
}

/** Whether `run(input)` succeeds and its result counts as accepted. */
export function accepted<I>(entry: Loaded<I>, input: I): boolean {
  try {
    const result = entry.run(input);
    return entry.contender.accepts === undefined || entry.contender.accepts(result);
  } catch {
    return false;
  }
}

/**
 * The inputs that every loaded contender accepts (equal work for all), and how many
 * inputs each contender rejected.
 */
export function keepCommon<I>(
  loaded: readonly Loaded<I>[],
  inputs: readonly I[],
): { kept: I[]; rejected: Record<string, number> } {
  const rejected: Record<string, number> = {};
  const kept = inputs.filter((input) => {
    let ok = true;
    for (const entry of loaded) {
      if (!accepted(entry, input)) {
        rejected[entry.contender.name] = (rejected[entry.contender.name] ?? 0) + 1;
        ok = false;
      }
    }
    return ok;
  });
  return { kept, rejected };
}

/**
 * A flat sequential copy of a string with the same code units (lone surrogates
 * included). V8 keeps the result of `split`/`slice` as a view into its parent (a
 * sliced string) and the result of `+` or a template as a tree (a cons string);
 * reading either character by character costs an indirection per read, and
 * JavaScript scanners pay it where a C++ parser copies the text once.
 */
export function flatString(value: string): string {
  return JSON.parse(JSON.stringify(value)) as string;
}

/** {@link flatString} applied to an input (a string or a tuple of strings). */
export function flatInput<I>(input: I): I {
  if (typeof input === 'string') return flatString(input) as I;
  if (Array.isArray(input)) return input.map(flatInput) as I;
  return input;
}

/** UTF-8 size of an input (a string or a tuple of strings). */
export function inputBytes(input: unknown): number {
  if (typeof input === 'string') return Buffer.byteLength(input, 'utf8');
  if (Array.isArray(input)) {
    let total = 0;
    for (const part of input) total += inputBytes(part);
    return total;
  }
  return 0;
}

// ---------------------------------------------------------------------------
// Statistics

/** The q-quantile (0…1) of sorted values, linearly interpolated. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const a = sorted[low]!;
  const b = sorted[high]!;
  return a + (b - a) * (position - low);
}

export interface Spread {
  median: number;
  q1: number;
  q3: number;
  min: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    q1: quantile(sorted, 0.25),
    q3: quantile(sorted, 0.75),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

// ---------------------------------------------------------------------------
// Timing

/**
 * The clock of a measured pass, in ms. `cpu` (the default) is the process's CPU time
 * (user + system): on a shared machine a pass that is descheduled does not count, so
 * per-round ratios stay tight. `wall` is performance.now().
 */
export type Clock = 'cpu' | 'wall';

export function clockNow(clock: Clock): number {
  if (clock === 'wall') return performance.now();
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

export interface TimingOptions {
  clock: Clock;
  /**
   * Give every contender flat sequential strings (default), as text read from I/O is,
   * rather than the sliced strings of `split` and the cons strings of concatenation.
   */
  flatten?: boolean;
  /** Interleaved measured rounds. */
  rounds: number;
  /** Minimum rounds when the suite's time budget runs out. */
  minRounds: number;
  /** Warm-up time per contender (ms): at least this, until its speed is stable. */
  warmupMs: number;
  /** A measured pass repeats the input list until it lasts about this long (ms). */
  minPassMs: number;
  /** Stop adding rounds (after minRounds) once the suite has taken this long (ms). */
  suiteBudgetMs: number;
}

export const fullTiming: TimingOptions = {
  clock: 'cpu',
  rounds: 15,
  minRounds: 5,
  warmupMs: 200,
  minPassMs: 25,
  suiteBudgetMs: 10_000,
};

export const quickTiming: TimingOptions = {
  clock: 'cpu',
  rounds: 5,
  minRounds: 3,
  warmupMs: 100,
  minPassMs: 5,
  suiteBudgetMs: 5_000,
};

export interface Measurement {
  name: string;
  urikit: boolean;
  note?: string;
  /** ns per operation, one value per round. */
  perRound: number[];
  ns: Spread;
  /** Checksum of the results (consumed so the JIT cannot drop the work). */
  checksum: number;
}

type Loop = (
  run: (input: unknown) => unknown,
  inputs: readonly unknown[],
  reps: number,
  ring: unknown[],
) => number;

let loopSerial = 0;

/**
 * A fresh timing loop per contender: `new Function` with a unique body gives each
 * its own code and type feedback, so one contender's call site never turns another
 * megamorphic. Every result is stored (it escapes) and folded into a checksum.
 */
export function compileLoop(): Loop {
  loopSerial++;
  return new Function(
    'run',
    'inputs',
    'reps',
    'ring',
    `'use strict'; // loop #${loopSerial}
let acc = 0;
const n = inputs.length;
for (let r = 0; r < reps; r++) {
  for (let i = 0; i < n; i++) {
    const out = run(inputs[i]);
    ring[i & 63] = out;
    acc = (acc + (typeof out === 'string' ? out.length : out ? 1 : 0)) | 0;
  }
}
return acc;`,
  ) as Loop;
}

const gc = (globalThis as { gc?: () => void }).gc;
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * A full collection before a pass, then a few milliseconds of sleep so that the
 * collector's background threads (concurrent sweeping) finish before the clock starts:
 * process CPU time counts every thread, and the previous contender's garbage must not
 * be billed to the next one.
 */
function collect(clock: Clock): void {
  if (gc === undefined) return;
  gc();
  if (clock === 'cpu') Atomics.wait(pause, 0, 0, 5);
}

interface Runner {
  entry: Loaded<unknown>;
  loop: Loop;
  reps: number;
  ring: unknown[];
  perRound: number[];
  checksum: number;
}

/**
 * Warm-up, then interleaved rounds: each round runs every contender once over the
 * whole input list (repeated `reps` times for short lists), starting with a
 * different contender each round. Returns per-round ns/op for every contender.
 */
export function measure<I>(
  loaded: readonly Loaded<I>[],
  inputs: readonly I[],
  options: TimingOptions,
): Measurement[] {
  if (inputs.length === 0) return [];
  const runners: Runner[] = loaded.map((entry) => ({
    entry: entry as unknown as Loaded<unknown>,
    loop: compileLoop(),
    reps: 1,
    ring: new Array(64),
    perRound: [],
    checksum: 0,
  }));
  // Warm-up, interleaved like the measured rounds (so every contender has met the heap
  // the others leave behind). A contender is warm once it has run for warmupMs, at least
  // three passes, and has not become 10 % faster during the last half of warmupMs (the
  // optimizing compiler has caught up); at most 10 × warmupMs. Warm-up passes repeat a
  // short list until they last a millisecond, so their timing means something.
  const warm = runners.map(() => ({
    spent: 0,
    passes: 0,
    reps: 1,
    best: Number.POSITIVE_INFINITY,
    lastGain: 0,
    perOp: 0,
    done: false,
  }));
  while (warm.some((w) => !w.done)) {
    runners.forEach((runner, k) => {
      const w = warm[k]!;
      if (w.done) return;
      const t0 = performance.now();
      runner.checksum =
        (runner.checksum + runner.loop(runner.entry.run, inputs, w.reps, runner.ring)) | 0;
      const elapsed = performance.now() - t0;
      w.spent += elapsed;
      w.passes++;
      w.perOp = elapsed / (w.reps * inputs.length);
      if (w.perOp < 0.9 * w.best) w.lastGain = w.spent;
      w.best = Math.min(w.best, w.perOp);
      if (elapsed < 1) w.reps *= 2;
      w.done =
        (w.passes >= 3 &&
          w.spent >= options.warmupMs &&
          w.spent - w.lastGain >= options.warmupMs / 2) ||
        w.spent >= 10 * options.warmupMs;
    });
  }
  runners.forEach((runner, k) => {
    const perPass = warm[k]!.perOp * inputs.length;
    runner.reps = Math.max(1, Math.ceil(options.minPassMs / Math.max(perPass, 1e-4)));
  });
  // One settling round exactly like a measured one (same repetitions, a collection
  // first), not recorded: the first round after warm-up is otherwise an outlier.
  for (const runner of runners) {
    collect(options.clock);
    runner.checksum =
      (runner.checksum + runner.loop(runner.entry.run, inputs, runner.reps, runner.ring)) | 0;
  }
  const started = performance.now();
  for (let round = 0; round < options.rounds; round++) {
    if (round >= options.minRounds && performance.now() - started > options.suiteBudgetMs) break;
    for (let k = 0; k < runners.length; k++) {
      const runner = runners[(round + k) % runners.length]!;
      collect(options.clock);
      const t0 = clockNow(options.clock);
      runner.checksum =
        (runner.checksum + runner.loop(runner.entry.run, inputs, runner.reps, runner.ring)) | 0;
      const elapsed = clockNow(options.clock) - t0;
      runner.perRound.push((elapsed * 1e6) / (runner.reps * inputs.length));
    }
  }
  return runners.map((runner) => {
    const m: Measurement = {
      name: runner.entry.contender.name,
      urikit: runner.entry.contender.urikit === true,
      perRound: runner.perRound,
      ns: spread(runner.perRound),
      checksum: runner.checksum,
    };
    if (runner.entry.contender.note !== undefined) m.note = runner.entry.contender.note;
    return m;
  });
}

/** Per-round ratios peer ÷ urikit (rounds are interleaved, so pairs are fair). */
export function ratios(urikit: Measurement, peer: Measurement): Spread {
  const n = Math.min(urikit.perRound.length, peer.perRound.length);
  const values: number[] = [];
  for (let i = 0; i < n; i++) values.push(peer.perRound[i]! / urikit.perRound[i]!);
  return spread(values);
}

export interface SuiteResult {
  id: string;
  group: string;
  title: string;
  total: number;
  kept: number;
  equalWork: boolean;
  bytesPerOp: number;
  /** Inputs each contender rejected (left out for all). */
  rejected: Record<string, number>;
  measurements: Measurement[];
  skipped: Skipped[];
  goals: { peer: string; atLeast: number }[];
}

/** Loads, filters and measures one suite. */
export async function runSuite<I>(
  suite: Suite<I>,
  lines: readonly string[],
  options: TimingOptions,
): Promise<SuiteResult> {
  const { loaded, skipped } = await loadContenders(suite.contenders);
  const made = suite.inputs(lines);
  const all = options.flatten === false || suite.raw === true ? made : made.map(flatInput);
  const filtered = suite.equalWork ? keepCommon(loaded, all) : { kept: all, rejected: {} };
  const inputs = filtered.kept;
  let bytes = 0;
  for (const input of inputs) bytes += inputBytes(input);
  const measurements = loaded.some((entry) => entry.contender.urikit)
    ? measure(loaded, inputs, options)
    : [];
  if (measurements.length === 0 && loaded.length > 0) {
    const why = loaded.some((entry) => entry.contender.urikit)
      ? 'no input accepted by every contender'
      : 'urikit implementation unavailable';
    for (const entry of loaded) skipped.push({ name: entry.contender.name, reason: why });
  }
  return {
    id: suite.id,
    group: suite.group,
    title: suite.title,
    total: all.length,
    kept: inputs.length,
    equalWork: suite.equalWork,
    bytesPerOp: inputs.length === 0 ? 0 : bytes / inputs.length,
    rejected: filtered.rejected,
    measurements,
    skipped,
    goals: suite.goals ?? [],
  };
}

/**
 * Every suite on both kinds of strings: a suite that keeps flat copies (the default) gets an
 * "as read" twin, `<id>-raw`, that keeps its inputs as built (lines as `split` and `trim`
 * return them: sliced strings), unless the list already has a suite of that id. The twin has
 * the same inputs, contenders and goals.
 */
export function withAsReadTwins(list: readonly Suite<unknown>[]): Suite<unknown>[] {
  const ids = new Set(list.map((suite) => suite.id));
  const out: Suite<unknown>[] = [];
  for (const suite of list) {
    out.push(suite);
    const id = `${suite.id}-raw`;
    if (suite.raw === true || ids.has(id)) continue;
    out.push({ ...suite, id, title: `${suite.title} (as read: sliced strings)`, raw: true });
  }
  return out;
}
