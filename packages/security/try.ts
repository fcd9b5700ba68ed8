import { readFileSync } from 'node:fs';
import { parse } from '../syntax/dist/index.js';
import { checkFetchTarget, inspect } from './dist/index.js';
import { readAuthority } from './src/whatwg-authority.ts';

const lines = readFileSync('/work/shared/corpus/kasztp.txt', 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('http'))
  .slice(0, 2000);
function bench(name: string, f: (x: string) => unknown) {
  for (let r = 0; r < 3; r++) {
    for (const l of lines) f(l);
  }
  const t = process.hrtime.bigint();
  for (let r = 0; r < 10; r++) for (const l of lines) f(l);
  console.log(name, Number(process.hrtime.bigint() - t) / (10 * lines.length), 'ns');
}
bench('URL', (x) => new URL(x));
bench('readAuthority', (x) => readAuthority(x));
bench('checkFetchTarget', (x) => checkFetchTarget(x));
bench('parse', (x) => {
  try {
    parse(x);
  } catch {}
});
bench('inspect', (x) => inspect(x, { whatwg: false }));
