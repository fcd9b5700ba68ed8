// Runs every benchmark body once on a handful of inputs, so the harness cannot rot.
// Passes whether or not the urikit packages build: a missing one is a skip reason.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_POINT_CALLS, runComplexityInProcess, timeCall } from '../src/complexity.js';
import { complexityCases } from '../src/complexity-cases.js';
import {
  equivalentPairs,
  generateCorpus,
  idnHosts,
  ipv6Addresses,
  loadCorpus,
  relativizePairs,
  resolvePairs,
  rfcPairs,
  sample,
  splitLines,
} from '../src/corpus.js';
import { quantile, runSuite, spread, type TimingOptions } from '../src/harness.js';
import { formatDuration, formatNs, renderReport } from '../src/report.js';
import { entries, measureSizes } from '../src/sizes.js';
import { runSuiteInChild } from '../src/suite-process.js';
import { suites } from '../src/suites/index.js';

const once: TimingOptions = {
  clock: 'wall',
  rounds: 1,
  minRounds: 1,
  warmupMs: 0,
  minPassMs: 0,
  suiteBudgetMs: 0,
};

const lines = generateCorpus(40);

describe('corpus', () => {
  it('strips a byte-order mark, CRs and empty lines', () => {
    expect(splitLines('\uFEFFhttp://a/\r\n\nhttp://b/\n')).toEqual(['http://a/', 'http://b/']);
  });

  it('generates the same inputs every time', () => {
    expect(generateCorpus(50)).toEqual(generateCorpus(50));
    expect(ipv6Addresses(20)).toEqual(ipv6Addresses(20));
    expect(idnHosts(5)).toEqual(idnHosts(5));
  });

  it('samples evenly', () => {
    expect(sample([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 5)).toEqual([0, 2, 4, 6, 8]);
  });

  it('keeps the sampled lines of several files, in order, read again from their own text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'urikit-bench-'));
    const a = join(dir, 'a.txt');
    const b = join(dir, 'b.txt');
    writeFileSync(a, 'http://a/0\nhttp://a/1\r\n\nhttp://a/2\nhttp://a/3\n');
    writeFileSync(b, 'http://b/0\nhttp://b/1\nhttp://b/2\nhttp://b/3\n');
    const all = [0, 1, 2, 3]
      .map((i) => `http://a/${i}`)
      .concat([0, 1, 2, 3].map((i) => `http://b/${i}`));
    const corpus = loadCorpus(`${a},${b}`, 3);
    expect(corpus.lines).toEqual(sample(all, 3));
    expect(corpus.description).toContain('8 lines');
    expect(corpus.description).toContain('sampled to 3');
    expect(loadCorpus(`${a},${b}`, 0).lines).toEqual(all);
  });

  it('derives pairs from lines', () => {
    expect(rfcPairs()).toContainEqual(['http://a/b/c/d;p?q', '../g']);
    for (const derive of [resolvePairs, relativizePairs, equivalentPairs]) {
      const pairs = derive(lines);
      expect(pairs.length).toBeGreaterThan(0);
      for (const pair of pairs) expect(pair).toHaveLength(2);
    }
  });
});

describe('statistics', () => {
  it('interpolates quantiles', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(spread([5, 1, 3])).toMatchObject({ median: 3, min: 1, max: 5 });
  });

  it('formats', () => {
    expect(formatNs(1234.4)).toBe('1,234');
    expect(formatDuration(1500)).toBe('1.50 µs');
  });
});

describe('throughput suites', () => {
  for (const suite of suites) {
    it(`${suite.id} runs once`, async () => {
      const result = await runSuite(suite, lines, once);
      expect(result.kept).toBeLessThanOrEqual(result.total);
      for (const m of result.measurements) {
        expect(m.perRound).toHaveLength(1);
        expect(Number.isFinite(m.ns.median)).toBe(true);
      }
      for (const s of result.skipped) expect(s.reason).not.toBe('');
      // Every contender is either measured or skipped with a reason.
      expect(result.measurements.length + result.skipped.length).toBe(suite.contenders.length);
      expect(
        renderReport({
          command: 'test',
          corpus: 'test',
          timing: '',
          results: [result],
          checksum: 0,
        }),
      ).toContain(suite.title);
    });
  }
});

describe('suite process', () => {
  it('runs a suite in a fresh process and returns its result', async () => {
    const result = await runSuiteInChild({
      id: 'ipv6-parse',
      corpus: 'generated',
      limit: 20,
      timing: once,
    });
    expect(result.id).toBe('ipv6-parse');
    expect(result.measurements.length + result.skipped.length).toBe(3);
  }, 60_000);
});

describe('complexity', () => {
  it('measures every case at a small size', async () => {
    const result = await runComplexityInProcess({
      sizes: [200],
      budgetMs: 1,
      capMs: 2000,
      clock: 'wall',
    });
    for (const c of complexityCases) {
      expect(JSON.stringify(c.make(200)).length).toBeGreaterThan(100);
      for (const contender of c.contenders) {
        expect(result.results.get(`${c.id}\u0000${contender.name}\u0000200`)).toBeDefined();
      }
    }
  }, 60_000);
});

describe('complexity timing', () => {
  // A clock that only the calls move, so what is taken (mean or median) is exact.
  let now = 0;
  beforeEach(() => {
    now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const options = { sizes: [1], budgetMs: 50, capMs: 2000, clock: 'wall' as const };

  it('takes a long point as the mean of many calls, slow ones included', () => {
    // One call in four takes five times as long, as a call with a collection inside: the
    // median would be the fast calls' 2.5 ms, the mean is what the calls cost together.
    let calls = 0;
    const result = timeCall(() => (now += calls++ % 4 === 3 ? 12.5 : 2.5), undefined, 0, options);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    // The first call, then calls until there are 16 and two budgets (100 ms) have passed.
    expect(calls).toBe(1 + 20);
    expect(calls - 1).toBeGreaterThanOrEqual(LONG_POINT_CALLS);
    expect(result.ns / 1e6).toBeCloseTo(5, 9);
  });

  it('stops a long point at three and a half budgets', () => {
    let calls = 0;
    const result = timeCall(() => (now += 30 + calls++), undefined, 0, options);
    expect(result.status === 'ok' && result.samples).toBe(6);
  });

  it('takes a short point as the median of its batches', () => {
    // Batches of twenty 0.1 ms calls; one call in a hundred takes 2 ms: four batches in five
    // have none, so the median is 0.1 ms where the mean would be 0.119 ms.
    let calls = 0;
    const result = timeCall(() => (now += calls++ % 100 === 99 ? 2 : 0.1), undefined, 0, options);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.samples).toBeGreaterThanOrEqual(3);
    expect(result.ns / 1e6).toBeCloseTo(0.1, 9);
  });
});

describe('bundle sizes', () => {
  it('bundles a peer and reports a missing package as skipped', async () => {
    const peer = entries.find((e) => e.pkg === 'url-parse')!;
    const missing = { ...entries[0]!, pkg: '@urikit/does-not-exist' };
    const [bundled, skipped] = await measureSizes([peer, missing]);
    if (bundled?.skipped === undefined) expect(bundled?.gzipped).toBeGreaterThan(100);
    expect(skipped?.skipped).toBeDefined();
  }, 60_000);
});
