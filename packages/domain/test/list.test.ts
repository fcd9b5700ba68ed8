// The compiled list: current (the generator gives the committed file byte for byte), complete
// (every rule of ../shared's list comes out of the table as the list's algorithm says, checked
// against an independent oracle), and its version as ../shared/conformance/README.md gives it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readShared, sharedPath } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';
import { getPublicSuffix, LIST_VERSION, parseHost } from '../src/index.js';
import { asciiLabel, oracleSuffix, readOracleRules } from './psl-oracle.js';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const listPath = sharedPath('conformance/psl/public_suffix_list.dat');
const rules = readOracleRules();

describe.skipIf(listPath === undefined)('src/list.generated.ts', () => {
  it('is what scripts/generate-list.mjs generates, byte for byte', () => {
    const generated = execFileSync(
      process.execPath,
      [resolve(packageDir, 'scripts/generate-list.mjs'), '--stdout'],
      { encoding: 'utf8', maxBuffer: 1 << 26 },
    );
    const committed = readFileSync(resolve(packageDir, 'src/list.generated.ts'), 'utf8');
    expect(generated === committed).toBe(true);
  });

  it('names the commit and date that the shared README gives for the list', () => {
    const readme = readShared('conformance/README.md')!;
    const row = readme.split('\n').find((line) => line.includes('psl/public_suffix_list.dat'))!;
    expect(row).toContain(`commit ${LIST_VERSION.commit} (${LIST_VERSION.date})`);
    expect(LIST_VERSION.rules).toBe(countRules());
  });
});

function countRules(): number {
  const text = readFileSync(listPath!, 'utf8');
  return text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('//')).length;
}

/** Hosts that exercise one rule: the rule's name, one label under it, two labels under it. */
function hostsOf(rule: string): string[] {
  const name = rule.replace(/^[!*]\./, '').replace(/^!/, '');
  return [name, `x1.${name}`, `x2.x1.${name}`];
}

describe.skipIf(rules === undefined)('every rule, against the oracle', () => {
  const all = rules === undefined ? [] : [...rules.icann, ...rules.private];
  // Each rule in the list's form (U-labels) and as A-labels; both sections, and ICANN alone.
  for (const privateDomains of [true, false]) {
    it(`gives the oracle's public suffix and section (privateDomains: ${privateDomains})`, () => {
      let checked = 0;
      const wrong: string[] = [];
      for (const rule of all) {
        for (const host of hostsOf(rule)) {
          const labels = host.split('.').map(asciiLabel);
          const want = oracleSuffix(rules!, labels, privateDomains);
          const info = parseHost(labels.join('.'), { privateDomains });
          const section = info.isIcann ? 'icann' : info.isPrivate ? 'private' : 'none';
          if (info.publicSuffix !== want.suffix || section !== want.section) {
            wrong.push(
              `${host}: ${info.publicSuffix} ${section}, want ${want.suffix} ${want.section}`,
            );
          }
          checked++;
        }
      }
      expect(wrong.slice(0, 10)).toEqual([]);
      expect(checked).toBeGreaterThan(30_000);
    });
  }

  it('reads the U-label and the A-label form of every IDN rule alike', () => {
    const idn = all.filter((rule) => /[^\x00-\x7f]/.test(rule));
    expect(idn.length).toBeGreaterThan(400);
    for (const rule of idn) {
      const host = `x.${rule.replace(/^[!*]\./, '').replace(/^!/, '')}`;
      const ascii = host.split('.').map(asciiLabel).join('.');
      expect(getPublicSuffix(host)!.split('.').map(asciiLabel).join('.')).toBe(
        getPublicSuffix(ascii),
      );
    }
  });
});
