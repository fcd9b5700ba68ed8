// Sums the STATS lines of one or more campaign logs (long-run.sh, pnpm fuzz): inputs per target
// and mode, wall-clock time, and the distinct findings by kind.
// Usage: node --import tsx scripts/summarize.ts LOG...
import { readFileSync } from 'node:fs';

interface Stats {
  mode: string;
  ms: number;
  blocks: number;
  findings: string[];
  inputs: Record<string, number>;
}

const runs: Stats[] = [];
for (const file of process.argv.slice(2)) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('STATS ')) runs.push(JSON.parse(line.slice(6)) as Stats);
  }
}
const byTarget = new Map<string, Record<string, number>>();
const time: Record<string, number> = {};
const findings = new Map<string, number>();
for (const run of runs) {
  time[run.mode] = (time[run.mode] ?? 0) + run.ms;
  for (const [target, count] of Object.entries(run.inputs)) {
    const row = byTarget.get(target) ?? {};
    row[run.mode] = (row[run.mode] ?? 0) + count;
    byTarget.set(target, row);
  }
  for (const f of run.findings) findings.set(f, (findings.get(f) ?? 0) + 1);
}
const modes = Object.keys(time).sort();
console.log(`| target | ${modes.join(' | ')} | total |`);
console.log(`| --- | ${modes.map(() => '---:').join(' | ')} | ---: |`);
let grand = 0;
for (const [target, row] of [...byTarget].sort()) {
  const total = modes.reduce((sum, m) => sum + (row[m] ?? 0), 0);
  grand += total;
  console.log(
    `| ${target} | ${modes.map((m) => (row[m] ?? 0).toLocaleString('en')).join(' | ')} | ${total.toLocaleString('en')} |`,
  );
}
console.log(
  `\n${runs.length} runs, ${grand.toLocaleString('en')} inputs; ${modes.map((m) => `${m} ${(time[m]! / 60000).toFixed(1)} min`).join(', ')}`,
);
for (const [f, n] of findings) console.log(`finding (in ${n} runs): ${f}`);
