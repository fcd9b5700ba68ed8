// Blocks of the packages reached by a corpus (a jazzer.js run's), replayed through bridge.ts
// under V8 precise coverage: the same measure as the fuzzer's own modes report.
// Usage: node --import tsx replay.ts DIR
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FeatureMap, startCoverage } from '../../src/engine/coverage.js';
import { fuzz } from './bridge.js';

const dir = process.argv[2] ?? 'corpus';
startCoverage();
const features = new FeatureMap();
features.takeNew();
const files = readdirSync(dir);
for (const file of files) {
  fuzz(readFileSync(join(dir, file)));
  if (features.takeNew() < 0) break;
}
console.log(JSON.stringify({ dir, inputs: files.length, blocks: features.blocks }));
