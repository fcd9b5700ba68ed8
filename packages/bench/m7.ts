import { readFileSync } from 'node:fs';
import { resolve } from '../resolve/src/index.js';
import { mergeRelative } from '../resolve/src/merge-relative.js';
import { directoryEnd } from '../resolve/src/merge-paths.js';
import { firstDotSegment } from '../resolve/src/remove-dot-segments.js';
import { tryParse } from '../syntax/src/index.js';
const all = readFileSync('/work/shared/corpus/kasztp.txt','utf8').split('\n').map(l=>l.trim()).filter(l => /^https?:\/\//.test(l) && tryParse(l)).slice(0, 3000);
const lines = all.map(l => JSON.parse(JSON.stringify(l)) as string);
const pre = lines.map((l) => { const p = tryParse(l)!; const ps = l.indexOf('/', l.indexOf('//') + 2); const pathStart = ps < 0 ? l.length : ps; return { l, pathStart, dir: pathStart + directoryEnd(p.path), p } });
function bench(f: () => void) {
  for (let k = 0; k < 30; k++) f();
  const xs: number[] = [];
  for (let r = 0; r < 15; r++) { const t0 = process.cpuUsage(); f(); const u = process.cpuUsage(t0); xs.push((u.user + u.system) * 1000 / lines.length); }
  xs.sort((a, b) => a - b); return xs[7]!;
}
let sink = 0;
const ref = '../x/./y?q';
for (let r = 0; r < 2; r++) {
const a = bench(() => { for (const l of lines) sink += tryParse(l) ? 1 : 0; });
const a2 = bench(() => { for (const l of lines) sink += tryParse(ref) ? 1 : 0; });
const m = bench(() => { for (const x of pre) sink += mergeRelative(x.l, x.pathStart, x.dir, ref, 0, 8, 8).length; });
const d = bench(() => { for (const x of pre) sink += directoryEnd(x.p.path) + firstDotSegment(x.p.path) + firstDotSegment('../x/./y'); });
const b = bench(() => { for (const l of lines) sink += resolve(l, ref).length; });
const c = bench(() => { for (const l of lines) sink += new URL(ref, l).href.length; });
console.log(`parse base ${a.toFixed(0)} ref ${a2.toFixed(0)} merge ${m.toFixed(0)} dir+dots ${d.toFixed(0)} resolve ${b.toFixed(0)} URL ${c.toFixed(0)} ratio ${(c/b).toFixed(2)}`);
}
