// The hosts of ../shared's URL corpus: each one that parses is answered as the independent oracle
// answers, and none makes the package throw anything but DomainError.
import { readShared } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';
import { DomainError, parseHost } from '../src/index.js';
import { asciiLabel, oracleSuffix, readOracleRules } from './psl-oracle.js';

const rules = readOracleRules();
const corpus = ['kasztp', 'userbait']
  .map((name) => readShared(`corpus/${name}.txt`))
  .filter((text) => text !== undefined)
  .join('\n')
  .split('\n')
  .map((line) => line.replace(/^\ufeff/, '').trim())
  .filter((line) => line !== '');

describe.skipIf(rules === undefined || corpus.length === 0)('the URL corpus', () => {
  it('answers every URL it reads as the oracle does', () => {
    let read = 0;
    let refused = 0;
    const wrong: string[] = [];
    for (const url of corpus) {
      let info: ReturnType<typeof parseHost>;
      try {
        info = parseHost(url);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        refused++;
        continue;
      }
      read++;
      if (info.isIp) continue;
      const name = info.hostname.endsWith('.') ? info.hostname.slice(0, -1) : info.hostname;
      const labels = name.split('.').map(asciiLabel);
      const want = oracleSuffix(rules!, labels, true).suffix;
      const got = info.publicSuffix!.replace(/\.$/, '').split('.').map(asciiLabel).join('.');
      if (got !== want) wrong.push(`${url}: ${got}, want ${want}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(read).toBeGreaterThan(50_000);
    console.log(`corpus: ${read} URLs read, ${refused} refused`);
  });
});
