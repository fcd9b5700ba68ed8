// Measures compat's parse against fast-uri 3.1.9 on the corpus lines as read (sliced
// strings, as packages/bench loads them) mixed with a few inputs whose result gains
// fields late (errors, ws, urn, urn:uuid, mailto): a full collection before each pass,
// as the bench harness does (process CPU time, as its default clock). Run after a build: node --expose-gc scripts/late-fields.mjs
// (add --trace-deopt and grep "weak objects" to see the recompilations).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const compat = require('../dist/index.cjs');
const fastUri = require('fast-uri-3');
const gc = globalThis.gc;
const pause = new Int32Array(new SharedArrayBuffer(4));
if (gc === undefined) throw new Error('run with node --expose-gc');

const corpusDir = join(import.meta.dirname, '../../../../shared/corpus');
const lines = [];
for (const name of ['kasztp', 'userbait', 'node_files', 'isaacs_files']) {
  const text = readFileSync(join(corpusDir, `${name}.txt`), 'utf8');
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line !== '') lines.push(line);
  }
}
// 2,000 corpus lines, evenly spaced, with `late` of them replaced by uncommon inputs.
const late = [
  'http://xn--a.example/',
  'http:///path',
  'ws://a.example/chat?x=1',
  'urn:example:a-b',
  'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
  'mailto:a@b.example?subject=hi',
  '//a.example/x',
];
const count = Number(process.argv[2] ?? 2);
const inputs = [];
for (let i = 0; i < 2000; i++) inputs.push(lines[Math.floor((i * lines.length) / 2000)]);
for (let k = 0; k < count; k++)
  inputs[Math.floor(((k + 0.5) * 2000) / count)] = late[k % late.length];

function pass(parse) {
  let acc = 0;
  const start = process.cpuUsage();
  for (let i = 0; i < inputs.length; i++) acc += parse(inputs[i]).path === undefined ? 0 : 1;
  const used = process.cpuUsage(start);
  return [((used.user + used.system) * 1000) / inputs.length, acc];
}

const results = { compat: [], 'fast-uri 3.1.9': [] };
// A third argument names the only contender to run (for --trace-deopt).
const contenders = [
  ['compat', (s) => compat.parse(s)],
  ['fast-uri 3.1.9', (s) => fastUri.parse(s)],
].filter(([name]) => process.argv[3] === undefined || name === process.argv[3]);
for (let round = 0; round < 300; round++) {
  for (const [name, parse] of contenders) {
    gc();
    // As the bench harness: let the collector's background threads finish first.
    Atomics.wait(pause, 0, 0, 5);
    const [ns] = pass(parse);
    if (round >= 20) results[name].push(ns);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const c = median(results.compat) ?? Number.NaN;
const f = median(results['fast-uri 3.1.9']) ?? Number.NaN;
console.log(
  `${count} late-field inputs among 2000: compat ${c.toFixed(1)} ns/op, fast-uri 3.1.9 ${f.toFixed(1)} ns/op, ratio ${(f / c).toFixed(2)}x`,
);
