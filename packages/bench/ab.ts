import { loadCorpus } from './src/corpus.js';
import { quickTiming, runSuite, ratios } from './src/harness.js';
const which = process.argv[2] ?? 'flat';
const mk = (v: string) => ({ name: v, urikit: v === 'after', setup: async () => { const m = await import(`/tmp/b18x/syn-${v}.js`); return (x: string) => m.parse(x); } });
const suite = { id: 'ab', group: 'ab', title: 'ab', inputs: (l: readonly string[]) => [...l], equalWork: true, raw: which === 'raw',
  contenders: [mk('after'), mk('before'), { name: 'URL', setup: async () => (x: string) => new URL(x) }] };
const corpus = loadCorpus(undefined, 2000);
const r = await runSuite(suite as never, corpus.lines, { ...quickTiming, rounds: 9 });
const [a, b, u] = r.measurements;
const f = (s: { median: number; q1: number; q3: number }) => `${s.median.toFixed(2)} (${s.q1.toFixed(2)}–${s.q3.toFixed(2)})`;
console.log(which, 'before/after time', f(ratios(a!, b!)), ' URL/after', f(ratios(a!, u!)), ' URL/before', f(ratios(b!, u!)));
