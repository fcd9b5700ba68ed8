// ENSIP-15's validation tests (ens-normalize.js validate/tests.json, 38,613 names) and the
// Unicode normalization tests of its nf-tests.json (20,034 rows) through this package's own
// NFC and NFD. Each suite reports how many cases passed.
import { readSharedJson } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';
import { nfc, nfd } from '../src/ens/nf.js';
import { ensNormalize, Web3Error } from '../src/index.js';

interface EnsTest {
  name: string;
  norm?: string;
  error?: boolean;
  comment?: string;
}

const tests = readSharedJson<[Record<string, string>, ...EnsTest[]]>('conformance/ens/tests.json');
const nfTests = readSharedJson<Record<string, [string, string, string][]>>(
  'conformance/ens/nf-tests.json',
);

describe.skipIf(tests === undefined)('ENSIP-15 tests.json', () => {
  const [header, ...rows] = tests ?? [{} as Record<string, string>];

  it('is the file of the published spec (spec_hash) with all its names', () => {
    expect(header['spec_hash']).toBe(
      '4febc8f5d285cbf80d2320fb0c1777ac25e378eb72910c34ec963d0a4e319c84',
    );
    expect(rows.length).toBe(38_613);
  });

  it.each([
    ['already normalized', (r: EnsTest) => r.error !== true && r.norm === undefined, 8_970],
    ['normalizes to norm', (r: EnsTest) => r.norm !== undefined, 12_496],
    ['must fail', (r: EnsTest) => r.error === true, 17_147],
  ] as const)('%s', (_kind, select, count) => {
    const chosen = rows.filter(select);
    const failures: string[] = [];
    for (const row of chosen) {
      let got: string | undefined;
      let thrown: unknown;
      try {
        got = ensNormalize(row.name);
      } catch (error) {
        thrown = error;
      }
      if (row.error === true) {
        if (!(thrown instanceof Web3Error))
          failures.push(`${JSON.stringify(row.name)} → ${JSON.stringify(got)}`);
      } else if (got !== (row.norm ?? row.name)) {
        failures.push(
          `${JSON.stringify(row.name)} → ${thrown === undefined ? JSON.stringify(got) : String(thrown)}`,
        );
      }
    }
    console.log(
      `tests.json ${_kind}: ${chosen.length - failures.length} of ${chosen.length} passed`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(chosen.length).toBe(count);
  });
});

describe.skipIf(nfTests === undefined)('nf-tests.json through NFC and NFD', () => {
  const cps = (text: string) => Array.from(text, (c) => c.codePointAt(0)!);
  const text = (list: number[]) => String.fromCodePoint(...list);
  const groups = Object.entries(nfTests ?? {});

  it('has its 20,034 rows in 6 groups', () => {
    expect(groups.length).toBe(6);
    expect(groups.reduce((n, [, rows]) => n + rows.length, 0)).toBe(20_034);
  });

  it.each(groups)('%s', (_group, rows) => {
    const failures = rows.filter(
      ([source, decomposed, composed]) =>
        text(nfd(cps(source))) !== decomposed || text(nfc(cps(source))) !== composed,
    );
    console.log(
      `nf-tests.json ${_group}: ${rows.length - failures.length} of ${rows.length} passed`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
