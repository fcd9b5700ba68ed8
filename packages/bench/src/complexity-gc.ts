// `pnpm complexity-gc <case id> [largest size]`: where a complexity point's time goes. Runs one
// case as `pnpm bench` does (a fresh worker, runTasks, the full run's budget) and reports, for
// each contender at the largest size, the figure the runner gives, how many of its timed calls
// had a collection inside them (PerformanceObserver 'gc' entries), of which kinds, and the time
// of the calls without one: a point that is bimodal between calls with and without collections
// shows it here (issue 27, branch query-linear).
import { type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { allTasks, complexityOptions, runTasks, startWorker } from './complexity.js';
import { type ComplexityCase, complexityCases, fullSizes } from './complexity-cases.js';

interface Call {
  contender: string;
  start: number;
  end: number;
  /** Process CPU time of the call (ms): the main thread and the collector's helper threads. */
  cpu: number;
}

interface Collection {
  start: number;
  end: number;
  kind: string;
}

// PerformanceEntry detail.kind of a 'gc' entry (perf_hooks constants NODE_PERFORMANCE_GC_*).
const KINDS: Record<number, string> = {
  1: 'scavenge',
  2: 'mark-compact',
  4: 'incremental marking',
  8: 'weak callbacks',
};

function report(name: string, calls: readonly Call[], collections: readonly Collection[]): string {
  let withCollection = 0;
  let plainTotal = 0;
  let total = 0;
  const kinds = new Map<string, number>();
  for (const call of calls) {
    total += call.cpu;
    const inside = collections.filter((c) => c.start < call.end && c.end > call.start);
    if (inside.length === 0) plainTotal += call.cpu;
    else withCollection++;
    for (const c of inside) kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
  }
  const plain = calls.length - withCollection;
  const sorted = calls.map((c) => c.cpu).sort((a, b) => a - b);
  const kindText = [...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ') || 'none';
  return [
    `${name}: ${calls.length} calls, ${withCollection} with a collection inside (${kindText});`,
    `  mean ${(total / calls.length).toFixed(2)} ms, median ${sorted[sorted.length >> 1]?.toFixed(2)} ms,`,
    `  calls without a collection ${plain === 0 ? '—' : `${(plainTotal / plain).toFixed(2)} ms`},`,
    `  fastest ${sorted[0]?.toFixed(2)} ms, slowest ${sorted[sorted.length - 1]?.toFixed(2)} ms (CPU)`,
  ].join('\n');
}

async function inWorker(id: string, sizes: number[]): Promise<void> {
  const base = complexityCases.find((c) => c.id === id)!;
  const largest = sizes[sizes.length - 1]!;
  const calls: Call[] = [];
  const collections: Collection[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0;
      const start = entry.startTime;
      collections.push({ start, end: start + entry.duration, kind: KINDS[kind] ?? `kind ${kind}` });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  let size = 0;
  // Each contender's function, wrapped to note its calls at the largest size (the wrapper's two
  // clock reads are outside what it notes, and cost the same to every contender).
  const traced: ComplexityCase = {
    ...base,
    contenders: base.contenders.map((contender) => ({
      ...contender,
      setup: async () => {
        const run = (await contender.setup()) as (input: unknown) => unknown;
        return ((input: unknown) => {
          const usage = process.cpuUsage();
          const start = performance.now();
          const out = run(input);
          const end = performance.now();
          const spent = process.cpuUsage(usage);
          if (size === largest)
            calls.push({
              contender: contender.name,
              start,
              end,
              cpu: (spent.user + spent.system) / 1000,
            });
          return out;
        }) as never;
      },
    })),
  };
  const options = complexityOptions(sizes);
  const tasks = allTasks([traced], sizes);
  const figures = new Map<string, string>();
  await runTasks(
    tasks,
    options,
    (message) => {
      const task = tasks[message.index]!;
      if (message.type === 'start') size = task.size;
      else if (message.type === 'done' && task.size === largest) {
        const r = message.result;
        figures.set(task.contender, r.status === 'ok' ? `${(r.ns / 1e6).toFixed(2)} ms` : r.status);
      }
    },
    [traced],
  );
  // The observer reports on a later tick.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  const lines = [`${base.title}, ${largest.toLocaleString('en')} units:`];
  for (const contender of base.contenders) {
    // The first call is the runner's probe, not part of the figure.
    const mine = calls.filter((c) => c.contender === contender.name).slice(1);
    if (mine.length === 0) continue;
    lines.push(
      `${report(contender.name, mine, collections)}\n  the runner's figure: ${figures.get(contender.name)}`,
    );
  }
  parentPort!.postMessage(lines.join('\n'));
}

if (isMainThread) {
  const [id = 'query-parse-long', largestText] = process.argv.slice(2);
  if (!complexityCases.some((c) => c.id === id)) {
    console.error(
      `complexity-gc: no complexity case ${id}; ids: ${complexityCases.map((c) => c.id).join(', ')}`,
    );
    process.exit(1);
  }
  const largest = largestText === undefined ? 1_000_000 : Number(largestText);
  const sizes = fullSizes.filter((s) => s < largest).concat(largest);
  const worker = startWorker(import.meta.resolve('tsx/esm/api'), './complexity-gc.ts', {
    id,
    sizes,
  });
  worker.on('message', (text: string) => console.log(text));
  worker.on('error', (error) => {
    console.error(error);
    process.exitCode = 1;
  });
} else {
  const { id, sizes } = workerData as { id: string; sizes: number[] };
  await inWorker(id, sizes);
}
