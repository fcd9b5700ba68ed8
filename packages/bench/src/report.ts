// Markdown report: machine line, command, goals, throughput, complexity, bundle sizes.
import { cpus } from 'node:os';
import type { ComplexityResult, TaskResult } from './complexity.js';
import { type Measurement, ratios, type SuiteResult } from './harness.js';
import type { SizeResult } from './sizes.js';

export function machineLine(date = new Date()): string {
  const list = cpus();
  const model = list[0]?.model.trim() ?? 'unknown CPU';
  const stamp = `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `${model}, ${list.length} cores · Node ${process.version} (V8 ${process.versions.v8}) · ${process.platform} ${process.arch} · ${stamp}`;
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');

export function formatNs(ns: number): string {
  if (!Number.isFinite(ns)) return '—';
  if (ns < 10) return ns.toFixed(2);
  if (ns < 100) return ns.toFixed(1);
  return int(ns);
}

export function formatRate(perSecond: number): string {
  if (!Number.isFinite(perSecond)) return '—';
  if (perSecond >= 1e6) return `${(perSecond / 1e6).toFixed(perSecond >= 1e8 ? 0 : 2)} M`;
  if (perSecond >= 1e3) return `${(perSecond / 1e3).toFixed(1)} k`;
  return perSecond.toFixed(0);
}

export function formatDuration(ns: number): string {
  if (ns < 1e3) return `${ns.toFixed(0)} ns`;
  if (ns < 1e6) return `${(ns / 1e3).toPrecision(3)} µs`;
  if (ns < 1e9) return `${(ns / 1e6).toPrecision(3)} ms`;
  return `${(ns / 1e9).toPrecision(3)} s`;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(bytes % 1e6 === 0 ? 0 : 1)} MB`;
  if (bytes >= 1e3) return `${(bytes / 1e3).toFixed(bytes % 1e3 === 0 ? 0 : 1)} kB`;
  return `${bytes} B`;
}

const ratioText = (r: number) => `${r >= 10 ? r.toFixed(1) : r.toFixed(2)}×`;

// ---------------------------------------------------------------------------

export interface GoalRow {
  goal: string;
  measured: string;
  status: 'met' | 'missed' | 'skipped';
  ratio?: number;
}

export function goalRows(results: readonly SuiteResult[]): GoalRow[] {
  const rows: GoalRow[] = [];
  for (const result of results) {
    for (const goal of result.goals) {
      const label = `${result.title}: ≥ ${goal.atLeast}× ${goal.peer}`;
      const urikit = result.measurements.find((m) => m.urikit);
      const peer = result.measurements.find((m) => m.name === goal.peer);
      if (urikit === undefined || peer === undefined) {
        const reason =
          result.skipped.find((s) => s.name === (urikit === undefined ? 'urikit' : goal.peer))
            ?.reason ?? 'not measured';
        rows.push({ goal: label, measured: `— (${reason})`, status: 'skipped' });
        continue;
      }
      const r = ratios(urikit, peer);
      rows.push({
        goal: label,
        measured: `${ratioText(r.median)} (IQR ${ratioText(r.q1)}–${ratioText(r.q3)})`,
        status: r.median >= goal.atLeast ? 'met' : 'missed',
        ratio: r.median,
      });
    }
  }
  return rows;
}

const statusText = { met: '✅ met', missed: '❌ missed', skipped: '⏭️ skipped' } as const;

export function goalsTable(rows: readonly GoalRow[]): string[] {
  if (rows.length === 0) return [];
  return [
    '| goal | measured (speed-up: median of rounds, IQR) | status |',
    '|---|---:|---|',
    ...rows.map((row) => `| ${row.goal} | ${row.measured} | ${statusText[row.status]} |`),
  ];
}

function throughputRows(result: SuiteResult): string[] {
  const urikit = result.measurements.find((m) => m.urikit);
  const kept = result.equalWork
    ? `${int(result.kept)} of ${int(result.total)} inputs kept`
    : `all ${int(result.total)} inputs`;
  const order = [...result.measurements].sort(
    (a, b) => Number(b.urikit) - Number(a.urikit) || a.ns.median - b.ns.median,
  );
  const rows: string[] = [];
  order.forEach((m: Measurement, i) => {
    const operation = i === 0 ? `**${result.title}**<br>${kept}` : '';
    const name = m.urikit ? `**${m.name}**` : m.name;
    const opsPerSecond = 1e9 / m.ns.median;
    const mbPerSecond = (result.bytesPerOp * opsPerSecond) / 1e6;
    let speedUp = '—';
    if (!m.urikit && urikit !== undefined) {
      const r = ratios(urikit, m);
      speedUp = `**${ratioText(r.median)}** (${ratioText(r.q1)}–${ratioText(r.q3)})`;
    }
    rows.push(
      `| ${operation} | ${name} | ${formatNs(m.ns.median)} | ${formatNs(m.ns.q1)}–${formatNs(m.ns.q3)} | ${formatRate(opsPerSecond)} | ${mbPerSecond.toFixed(1)} | ${speedUp} |`,
    );
  });
  if (rows.length === 0) {
    const why = result.skipped.find((s) => s.name === 'urikit')?.reason ?? 'nothing to measure';
    rows.push(`| **${result.title}** | — | skipped: ${why} | | | | |`);
  }
  return rows;
}

function throughputTable(results: readonly SuiteResult[]): string[] {
  const lines = [
    '| operation | contender | ns/op (median) | IQR (ns) | ops/s | MB/s | urikit speed-up (IQR) |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const result of results) lines.push(...throughputRows(result));
  const notes: string[] = [];
  for (const result of results) {
    const rejected = Object.entries(result.rejected);
    if (rejected.length > 0 && result.measurements.length > 0) {
      const list = rejected.map(([name, count]) => `${name} ${int(count)}`).join(', ');
      notes.push(`- ${result.title}: inputs rejected (and left out for all): ${list}`);
    }
  }
  for (const result of results) {
    for (const m of result.measurements) {
      if (m.note !== undefined) notes.push(`- ${result.title}, ${m.name}: ${m.note}`);
    }
  }
  if (notes.length > 0) lines.push('', 'Notes:', '', ...notes);
  return lines;
}

function cell(result: TaskResult | undefined, capMs: number): string {
  if (result === undefined) return '—';
  switch (result.status) {
    case 'ok':
      return formatDuration(result.ns);
    case 'timeout':
      return `> ${capMs / 1000} s`;
    case 'rejected':
      return 'rejects';
    case 'error':
      return 'fails';
    default:
      return 'skipped';
  }
}

/**
 * The log-log slope of time against size, from the second size (the first is dominated by
 * fixed costs) to the largest one measured: 1 is linear, 2 quadratic.
 */
export function growthSlope(
  results: readonly (TaskResult | undefined)[],
  sizes: readonly number[],
): number | undefined {
  const points: [number, number][] = [];
  results.forEach((r, i) => {
    if (r?.status === 'ok') points.push([sizes[i]!, r.ns]);
  });
  if (points.length > 2) points.shift();
  if (points.length < 2) return undefined;
  const [s0, t0] = points[0]!;
  const [s1, t1] = points[points.length - 1]!;
  return Math.log(t1 / t0) / Math.log(s1 / s0);
}

function growthVerdict(
  results: readonly (TaskResult | undefined)[],
  sizes: readonly number[],
): string {
  const slope = growthSlope(results, sizes);
  const capped = results.some((r) => r?.status === 'timeout') ? ', then over the cap' : '';
  if (slope === undefined) return capped === '' ? '—' : 'over the cap';
  const kind = slope <= 1.3 ? 'linear' : 'superlinear';
  return `${kind} (slope ${slope.toFixed(2)}${capped})`;
}

/**
 * The spread of time per byte over the sizes from 10 kB up: the largest ns/byte over the
 * smallest (1 = exactly linear; a cliff at some size shows here even when the ends agree).
 */
export function perByteSpread(
  results: readonly (TaskResult | undefined)[],
  sizes: readonly number[],
): number | undefined {
  const perByte: number[] = [];
  results.forEach((r, i) => {
    if (r?.status === 'ok' && sizes[i]! >= 10_000) perByte.push(r.ns / sizes[i]!);
  });
  if (perByte.length < 2) return undefined;
  return Math.max(...perByte) / Math.min(...perByte);
}

/**
 * One goal per complexity case: urikit's time grows linearly (slope ≤ 1.3, or the case's own
 * `maxSlope`); and, for a case with `maxPerByteSpread`, a second one on the time per byte.
 */
export function linearGoalRows(result: ComplexityResult): GoalRow[] {
  return result.cases.flatMap((c): GoalRow[] => {
    const urikit = c.contenders.find((contender) => contender.urikit);
    if (urikit === undefined) return [];
    const results = result.sizes.map((size) =>
      result.results.get(`${c.id}\u0000${urikit.name}\u0000${size}`),
    );
    const name = c.title.replace(/ \(`.*`\)$/, '');
    const bound = c.maxSlope ?? 1.3;
    const goal = `linear time: ${name}${c.maxSlope === undefined ? '' : ` (slope ≤ ${bound})`}`;
    const slope = growthSlope(results, result.sizes);
    const timedOut = results.some((r) => r?.status === 'timeout');
    if (slope === undefined && !timedOut) {
      return [{ goal, measured: '— (not measured)', status: 'skipped' as const }];
    }
    const measured = `slope ${slope === undefined ? '—' : slope.toFixed(2)}${timedOut ? ', over the cap' : ''}`;
    const met = !timedOut && slope !== undefined && slope <= bound;
    const rows: GoalRow[] = [{ goal, measured, status: met ? 'met' : 'missed' }];
    if (c.maxPerByteSpread !== undefined) {
      const spread = perByteSpread(results, result.sizes);
      rows.push({
        goal: `no cliff: ${name}, time per MB within ${c.maxPerByteSpread}× from 10 kB up`,
        measured: spread === undefined ? '— (not measured)' : `spread ${spread.toFixed(2)}×`,
        status:
          spread === undefined
            ? 'skipped'
            : !timedOut && spread <= c.maxPerByteSpread
              ? 'met'
              : 'missed',
      });
    }
    return rows;
  });
}

export function complexityTables(result: ComplexityResult): string[] {
  const lines: string[] = [];
  const key = (caseId: string, contender: string, size: number) =>
    `${caseId}\u0000${contender}\u0000${size}`;
  for (const c of result.cases) {
    lines.push(
      '',
      `**${c.title}**`,
      '',
      `| contender | ${result.sizes.map(formatBytes).join(' | ')} | growth |`,
      `|---|${result.sizes.map(() => '---:').join('|')}|---|`,
    );
    for (const contender of c.contenders) {
      const cells: string[] = [];
      let previous: number | undefined;
      for (const size of result.sizes) {
        const r = result.results.get(key(c.id, contender.name, size));
        let text = cell(r, result.options.capMs);
        if (r?.status === 'ok') {
          if (previous !== undefined) text += ` (×${(r.ns / previous).toFixed(1)})`;
          previous = r.ns;
        } else {
          previous = undefined;
        }
        cells.push(text);
      }
      const verdict = growthVerdict(
        result.sizes.map((size) => result.results.get(key(c.id, contender.name, size))),
        result.sizes,
      );
      const name = contender.urikit ? `**${contender.name}**` : contender.name;
      lines.push(`| ${name} | ${cells.join(' | ')} | ${verdict} |`);
    }
    const reasons = c.contenders.flatMap((contender) => {
      const failed = result.sizes
        .map((size) => result.results.get(key(c.id, contender.name, size)))
        .find((r) => r?.status === 'error' || r?.status === 'skipped');
      return failed !== undefined && 'reason' in failed
        ? [`- ${contender.name}: ${failed.reason}`]
        : [];
    });
    if (reasons.length > 0) lines.push('', ...reasons);
  }
  return lines;
}

function sizesTable(sizes: readonly SizeResult[]): string[] {
  const lines = [
    '| entry point | minified | min+gzip | budget (min+gzip) |',
    '|---|---:|---:|---|',
  ];
  for (const s of sizes) {
    const label = s.entry.urikit ? `**${s.entry.label}**` : s.entry.label;
    if (s.skipped !== undefined) {
      lines.push(`| ${label} | skipped: ${s.skipped} | | |`);
      continue;
    }
    let budget = '';
    if (s.entry.budget !== undefined) {
      const met = s.gzipped! <= s.entry.budget;
      budget = `≤ ${formatBytes(s.entry.budget)} (${int(s.entry.budget)} B): ${met ? statusText.met : statusText.missed}`;
    }
    lines.push(`| ${label} | ${int(s.minified!)} B | ${int(s.gzipped!)} B | ${budget} |`);
  }
  return lines;
}

export interface Report {
  command: string;
  corpus: string;
  timing: string;
  results: SuiteResult[];
  complexity?: ComplexityResult;
  sizes?: SizeResult[];
  checksum: number;
  date?: Date;
}

export function sizeGoalRows(sizes: readonly SizeResult[]): GoalRow[] {
  return sizes
    .filter((s) => s.entry.budget !== undefined)
    .map((s) => {
      const goal = `${s.entry.label.replace(/`/g, '')} ≤ ${formatBytes(s.entry.budget!)} min+gzip (${int(s.entry.budget!)} B)`;
      if (s.gzipped === undefined) {
        return { goal, measured: `— (${s.skipped ?? 'not measured'})`, status: 'skipped' as const };
      }
      return {
        goal,
        measured: `${int(s.gzipped)} B`,
        status: s.gzipped <= s.entry.budget! ? ('met' as const) : ('missed' as const),
      };
    });
}

export function renderReport(report: Report): string {
  const lines: string[] = [
    `Machine: ${machineLine(report.date)}`,
    '',
    `Command: \`${report.command}\``,
    '',
    `Inputs: ${report.corpus}. ${report.timing}`,
  ];
  const goals = [
    ...goalRows(report.results),
    ...(report.complexity === undefined ? [] : linearGoalRows(report.complexity)),
    ...sizeGoalRows(report.sizes ?? []),
  ];
  if (goals.length > 0) lines.push('', '### Goals', '', ...goalsTable(goals));
  if (report.results.length > 0) {
    lines.push('', '### Throughput', '', ...throughputTable(report.results));
  }
  if (report.complexity !== undefined) {
    lines.push(
      '',
      '### Complexity',
      '',
      `Time per call by input size (the median of 2 ms batches; from 1 ms a call, the mean of 16 calls or more, collections included; ×n = ratio to the previous size, ×10 is linear). Growth: the log-log slope of time against size from 10 kB to the largest size measured (1 = linear, 2 = quadratic; ≤ 1.3 counts as linear). Calls are capped at ${report.complexity.options.capMs / 1000} s; a contender over the cap is not run at larger sizes.`,
      ...complexityTables(report.complexity),
    );
  }
  if (report.sizes !== undefined) {
    lines.push(
      '',
      '### Bundle sizes',
      '',
      'esbuild (bundle, minify, ESM, browser) of each entry point, then gzip -9. urikit entries are tree-shaken from the built `dist`; peers are CommonJS and bundled whole.',
      '',
      ...sizesTable(report.sizes),
    );
  }
  const skipped = report.results.flatMap((r) =>
    r.skipped.map((s) => `- ${r.title}, ${s.name}: ${s.reason}`),
  );
  if (skipped.length > 0) lines.push('', '### Skipped', '', ...skipped);
  lines.push('', `<sub>checksum ${report.checksum >>> 0}</sub>`, '');
  return lines.join('\n');
}
