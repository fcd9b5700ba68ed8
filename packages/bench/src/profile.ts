// `pnpm --filter @urikit/bench profile <suite>`: one contender of one suite in a loop
// under the V8 sampling profiler, on the same inputs as the benchmark; prints where the
// time goes (functions by self time, then their hottest lines) and saves the profile.
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCorpus } from './corpus.js';
import { compileLoop, flatInput, keepCommon, loadContenders } from './harness.js';
import { suites } from './suites/index.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  positionTicks?: { line: number; ticks: number }[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const { values, positionals } = parseArgs({
  options: {
    contender: { type: 'string', default: 'urikit' },
    seconds: { type: 'string', default: '5' },
    corpus: { type: 'string' },
    limit: { type: 'string', default: '5000' },
    out: { type: 'string' },
    top: { type: 'string', default: '15' },
  },
  allowPositionals: true,
});

const suite = suites.find((s) => s.id === positionals[0]);
if (suite === undefined) {
  console.error(
    `usage: pnpm --filter @urikit/bench profile <suite> [--contender urikit] [--seconds 5] [--corpus all] [--limit 5000] [--out file]\nsuites: ${suites.map((s) => s.id).join(', ')}`,
  );
  process.exit(2);
}

const corpus = loadCorpus(
  values.corpus ?? process.env['URIKIT_BENCH_CORPUS'],
  Number(values.limit),
);
const { loaded, skipped } = await loadContenders(suite.contenders);
const target = loaded.find((entry) => entry.contender.name === values.contender);
if (target === undefined) {
  const reason = skipped.find((s) => s.name === values.contender)?.reason ?? 'no such contender';
  console.error(`${suite.id} / ${values.contender}: ${reason}`);
  process.exit(1);
}
const made = suite.inputs(corpus.lines);
const all = suite.raw === true ? made : made.map(flatInput);
const inputs = suite.equalWork ? keepCommon(loaded, all).kept : all;
const loop = compileLoop();
const ring: unknown[] = new Array(64);

// Warm up outside the profile, then sample every 100 µs.
const warmUntil = performance.now() + 500;
while (performance.now() < warmUntil) loop(target.run as (i: unknown) => unknown, inputs, 1, ring);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const stopAt = performance.now() + Number(values.seconds) * 1000;
let passes = 0;
let checksum = 0;
while (performance.now() < stopAt) {
  checksum = (checksum + loop(target.run as (i: unknown) => unknown, inputs, 1, ring)) | 0;
  passes++;
}
const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
session.disconnect();

const out = values.out ?? join(tmpdir(), `urikit-${suite.id}-${values.contender}.cpuprofile`);
writeFileSync(out, JSON.stringify(profile));

// Self time per function, and per source line inside the hottest functions.
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTicks = new Map<string, number>();
for (const id of profile.samples) {
  const frame = byId.get(id)!.callFrame;
  const file = frame.url.startsWith('file:') ? fileURLToPath(frame.url) : frame.url;
  const key = `${frame.functionName || '(anonymous)'}  ${file.replace(/.*\/packages\//, '')}:${frame.lineNumber + 1}`;
  selfTicks.set(key, (selfTicks.get(key) ?? 0) + 1);
}
const total = profile.samples.length;
console.log(
  `${suite.title} / ${values.contender}: ${inputs.length} inputs, ${passes} passes, ${((Number(values.seconds) * 1e9) / (passes * inputs.length)) | 0} ns/op (wall, profiled)`,
);
console.log(`self time by function (${total} samples):`);
const top = [...selfTicks].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
for (const [key, ticks] of top)
  console.log(`  ${((100 * ticks) / total).toFixed(1).padStart(5)}%  ${key}`);
const hotLines = new Map<string, number>();
const sources = new Map<string, string[]>();
const lineText = (url: string, line: number) => {
  if (!sources.has(url)) sources.set(url, readFileSync(fileURLToPath(url), 'utf8').split('\n'));
  return (sources.get(url)![line - 1] ?? '').trim().slice(0, 90);
};
for (const node of profile.nodes) {
  const url = node.callFrame.url;
  if (!url.startsWith('file:') || !url.includes('/packages/') || url.includes('/bench/')) continue;
  for (const tick of node.positionTicks ?? []) {
    const key = `${url}\u0000${tick.line}`;
    hotLines.set(key, (hotLines.get(key) ?? 0) + tick.ticks);
  }
}
console.log('hottest urikit lines (built dist):');
for (const [key, ticks] of [...hotLines].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
  const [url, line] = key.split('\u0000') as [string, string];
  const where = `${url.replace(/.*\/packages\//, '')}:${line}`;
  console.log(
    `  ${((100 * ticks) / total).toFixed(1).padStart(5)}%  ${where}  ${lineText(url, Number(line))}`,
  );
}
console.log(
  `profile written: ${out} (open in Chrome DevTools › Performance) [checksum ${checksum}]`,
);
