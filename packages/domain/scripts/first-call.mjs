// The cost of the first call: a fresh Node process imports the package and calls
// getRegistrableDomain once; performance.now() around the import and around the call. The same for
// tldts's getDomain and psl's get (installed in packages/bench), the contenders interleaved, and
// the median of the rounds printed. Run after a build: node packages/domain/scripts/first-call.mjs
// [rounds, default 20] [host, default www.example.com]
//
// Timings on a loaded machine vary several-fold; instruction counts do not. One child alone:
// valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//   node packages/domain/scripts/first-call.mjs --child urikit www.example.com whole
// less the same with `none` (Node's start and this script, no import, no call).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const benchRequire = createRequire(resolve(here, '../../bench/package.json'));

const CONTENDERS = {
  urikit: {
    module: resolve(here, '../dist/index.js'),
    call: (m, host, icann) =>
      m.getRegistrableDomain(host, icann ? { privateDomains: false } : undefined),
  },
  tldts: {
    module: benchRequire.resolve('tldts'),
    call: (m, host, icann) => m.getDomain(host, icann ? undefined : { allowPrivateDomains: true }),
  },
  psl: { module: benchRequire.resolve('psl'), call: (m, host) => (m.default ?? m).get(host) },
};

if (process.argv[2] === '--child') {
  const [, , , name, host, mode] = process.argv;
  if (name === 'none') process.exit(0);
  const contender = CONTENDERS[name];
  const t0 = performance.now();
  const m = await import(pathToFileURL(contender.module).href);
  const t1 = performance.now();
  const answer = contender.call(m, host, mode === 'icann');
  const t2 = performance.now();
  process.stdout.write(JSON.stringify([t1 - t0, t2 - t1, answer]));
} else {
  const rounds = Number(process.argv[2] ?? 20);
  const host = process.argv[3] ?? 'www.example.com';
  const runs = [
    ['urikit', 'whole'],
    ['urikit', 'icann'],
    ['tldts', 'whole'],
    ['tldts', 'icann'],
    ['psl', 'whole'],
  ];
  const times = runs.map(() => ({ load: [], call: [], both: [] }));
  for (let r = 0; r < rounds; r++) {
    runs.forEach(([name, mode], i) => {
      const out = execFileSync(
        process.execPath,
        [fileURLToPath(import.meta.url), '--child', name, host, mode],
        { encoding: 'utf8' },
      );
      const [load, call] = JSON.parse(out);
      times[i].load.push(load);
      times[i].call.push(call);
      times[i].both.push(load + call);
    });
  }
  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
  };
  console.log(`first call of ${host}, median of ${rounds} fresh processes (ms)`);
  console.log('contender          import  first call  both');
  runs.forEach(([name, mode], i) => {
    const t = times[i];
    console.log(
      `${`${name} (${mode})`.padEnd(18)} ${median(t.load).toFixed(1).padStart(6)}  ${median(t.call)
        .toFixed(1)
        .padStart(10)}  ${median(t.both).toFixed(1).padStart(4)}`,
    );
  });
}
