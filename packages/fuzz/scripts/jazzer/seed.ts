// Seeds for the jazzer.js run: the same grammar generators as the fuzzer's own modes, written in
// bridge.ts's byte format (target, flags, UTF-8 text), so that every mode starts from the same
// grammar. Usage: node --import tsx seed.ts DIR COUNT_PER_TARGET
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { noise } from '../../src/generators/chars.js';
import { domain } from '../../src/generators/idna.js';
import { ipText } from '../../src/generators/ip.js';
import { nearReference, nearUri } from '../../src/generators/rfc3986.js';
import { textWithUris } from '../../src/generators/text.js';
import { Rng } from '../../src/rng.js';

const [dir = 'corpus', count = '100'] = process.argv.slice(2);
mkdirSync(dir, { recursive: true });
const rng = new Rng(1);
const makers: ((rng: Rng) => string)[] = [
  (r) => nearReference(r),
  (r) => `${nearUri(r)}\u0000${nearReference(r)}`,
  (r) => `${nearReference(r)}\u0000${nearReference(r)}`,
  (r) => noise(r, 20),
  domain,
  ipText,
  textWithUris,
];
let n = 0;
for (const [t, make] of makers.entries()) {
  for (let i = 0; i < Number(count); i++) {
    const text = Buffer.from(make(rng), 'utf8');
    writeFileSync(join(dir, `seed-${n++}`), Buffer.concat([Buffer.from([t, rng.int(256)]), text]));
  }
}
console.log(`${n} seeds in ${dir}`);
