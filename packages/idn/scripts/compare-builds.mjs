// A differential check of two builds of @urikit/idn: every host-name predicate, checkHostname in
// both modes, ToASCII (default and URL Standard options), ToUnicode and the Punycode decoder are
// called with the same inputs on both, and any answer that differs is printed. For changes that
// must keep behaviour identical (size work on isIdnHostname, issue 27): the package's tests pin
// the documented behaviour, this pins everything else.
//
// Inputs: the IdnaTestV2 sources and the A-labels of their ToASCII results, the hosts of the
// ../shared corpus, then generated names (deterministic, seeded): labels drawn from code points
// that each rule reads (LDH, the separators, joiners and viramas, Arabic joining letters, Hebrew,
// Greek, the CONTEXTO code points, Katakana and Han, marks, upper case, astral and lone
// surrogates, any BMP or astral code point), their A-labels as `punycodeEncode` writes them and
// mutated (case, a digit changed, dropped or added), and Punycode-like strings after `xn--`.
//
// Usage: node scripts/compare-builds.mjs <old build> <new build> [generated names]
//   where a build is an ESM bundle of src/index.ts, e.g.
//   git archive main packages/idn/src | tar -x -C /tmp/old
//   npx esbuild --bundle --format=esm /tmp/old/packages/idn/src/index.ts --outfile=/tmp/old.mjs
//   npx esbuild --bundle --format=esm packages/idn/src/index.ts --outfile=/tmp/new.mjs
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const shared = resolve(here, '../../../../shared');
const [oldPath, newPath, countText = '2000000'] = process.argv.slice(2);
if (oldPath === undefined || newPath === undefined) {
  console.error('usage: node scripts/compare-builds.mjs <old build> <new build> [count]');
  process.exit(2);
}
const before = await import(pathToFileURL(resolve(oldPath)).href);
const after = await import(pathToFileURL(resolve(newPath)).href);

const UNICODE = { unicode: true };
// What each build answers for a name, as one string (errors by their code).
function answers(api, name) {
  const guard = (f) => {
    try {
      return JSON.stringify(f());
    } catch (error) {
      return `throws ${error?.code ?? error?.name}`;
    }
  };
  return [
    api.isIdnHostname(name),
    api.isHostname(name),
    guard(() => api.checkHostname(name)),
    guard(() => api.checkHostname(name, UNICODE)),
    guard(() => api.tryToASCII(name)),
    guard(() => api.tryToASCII(name, api.URL_STANDARD_OPTIONS)),
    guard(() => api.toUnicode(name)),
    guard(() => api.tryPunycodeDecode(name.startsWith('xn--') ? name.slice(4) : name)),
  ].join('\n');
}

let compared = 0;
let differing = 0;
function compare(name) {
  compared++;
  const a = answers(before, name);
  const b = answers(after, name);
  if (a !== b && differing++ < 20) {
    console.log(`differs: ${JSON.stringify(name)}\n  old ${a.split('\n')}\n  new ${b.split('\n')}`);
  }
}

// The fixed inputs.
const idnaTest = resolve(shared, 'conformance/unicode/IdnaTestV2.txt');
if (existsSync(idnaTest)) {
  for (const line of readFileSync(idnaTest, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const source = line
      .split(';')[0]
      .trim()
      .replace(/\\u([0-9A-F]{4})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))
      .replace(/\\x\{([0-9A-F]+)\}/g, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)));
    compare(source);
    const ascii = after.tryToASCII(source);
    if (ascii !== undefined) {
      compare(ascii);
      for (const label of ascii.split('.')) compare(label);
    }
  }
}
for (const file of ['kasztp.txt', 'userbait.txt']) {
  const path = resolve(shared, 'corpus', file);
  if (!existsSync(path)) continue;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:@]*)/i.exec(line.trim());
    if (match) compare(match[1]);
  }
}
const fixed = compared;

// Generated names, from a seeded generator (xorshift32).
let seed = 0x2545f491;
const random = (n) => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) % n;
};
const range = (first, last) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
const POOLS = [
  [...'abcxyz019-', ...'abcdefghijklmnopqrstuvwxyz0123456789'].map((c) => c.codePointAt(0)),
  [0x2d, 0x2d, 0x41, 0x5a, 0x5f, 0x20, 0x2e, 0x3002, 0xff0e, 0xff61, 0xdf, 0x3c2],
  [0x200c, 0x200d, 0x094d, 0x0915, 0x0930, 0x0bcd, 0x0d4d, 0x1039, 0xa9c0],
  [0x0628, 0x0627, 0x062f, 0x0644, 0x0645, 0x0647, 0x0629, 0x0640, 0x064b, 0x0670, 0x0710],
  [0x05d0, 0x05d1, 0x05e9, 0x05b0, 0x05f3, 0x05f4, 0x05be, 0x0590],
  [0x03b1, 0x03b2, 0x03c9, 0x0375, 0x0391, 0x1f00, 0x1f08, 0x0370],
  [0x00b7, 0x6c, 0x6c, 0x30fb, 0x30a2, 0x3042, 0x4e00, 0x9fff, 0x3005, 0x3007],
  [...range(0x0660, 0x0669), ...range(0x06f0, 0x06f9), 0x31, 0x0661],
  [0x0300, 0x0301, 0x0308, 0x0903, 0x093c, 0x20dd, 0x0345, 0x1ab0, 0x0e31],
  [0xc0, 0xe9, 0x65, 0x0301, 0xfb01, 0x2160, 0x212b, 0x13a0, 0xab70, 0xff21],
  [0x10428, 0x10400, 0x1f600, 0x20000, 0xe0001, 0x10ffff, 0xd800, 0xdc00, 0xfffd],
];
function randomCodePoint() {
  const kind = random(16);
  if (kind === 14) return random(0x10000);
  if (kind === 15) return random(0x110000);
  const pool = POOLS[kind % POOLS.length];
  return pool[random(pool.length)];
}
function randomLabel() {
  const length = [0, 1, 2, 3, 5, 8, 12, 20, 40, 62, 63, 64, 70, 126, 127][random(15)];
  let label = '';
  for (let i = 0; i < length; i++) label += String.fromCodePoint(randomCodePoint());
  return label;
}
const DIGITS = 'abcdefghijklmnopqrstuvwxyz0123456789';
function mutate(text) {
  if (text.length === 0) return text;
  const at = random(text.length);
  switch (random(5)) {
    case 0:
      return text.slice(0, at) + text[at].toUpperCase() + text.slice(at + 1);
    case 1:
      return text.slice(0, at) + DIGITS[random(36)] + text.slice(at + 1);
    case 2:
      return text.slice(0, at) + text.slice(at + 1);
    case 3:
      return text.slice(0, at) + DIGITS[random(36)] + text.slice(at);
    default:
      return text.toUpperCase();
  }
}
function randomAsciiLabel() {
  const kind = random(4);
  const label = randomLabel();
  if (kind === 0) {
    const encoded = after.tryPunycodeEncode(label.normalize('NFC').toLowerCase());
    if (encoded !== undefined) return `xn--${encoded}`;
  }
  if (kind === 1) {
    const encoded = after.tryPunycodeEncode(label);
    if (encoded !== undefined) return mutate(`xn--${encoded}`);
  }
  if (kind === 2) {
    let tail = '';
    const length = random(20);
    for (let i = 0; i < length; i++) tail += random(8) === 0 ? '-' : DIGITS[random(36)];
    return `xn--${tail}`;
  }
  return label;
}
const count = Number(countText);
for (let n = 0; n < count; n++) {
  const labels = 1 + random(4);
  let name = '';
  for (let i = 0; i < labels; i++) {
    if (i > 0) name += ['.', '.', '.', '\u3002', '\uff0e', '\uff61'][random(6)];
    name += random(2) === 0 ? randomAsciiLabel() : randomLabel();
  }
  compare(name);
}
console.log(
  `${compared} inputs (${fixed} from IdnaTestV2 and the corpus, ${count} generated): ${differing} differ`,
);
process.exitCode = differing === 0 ? 0 : 1;
