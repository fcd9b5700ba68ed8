// The campaign as the test command runs it: every target for a fixed number of inputs from fixed
// seeds (what `pnpm fuzz --minutes N` does for as long as asked), then every entry of the
// regression corpus replayed: each failed once and must pass now.
import { describe, expect, it } from 'vitest';
import { failureOf, runCampaign } from '../src/engine/campaign.js';
import { readEntries } from '../src/engine/corpus.js';
import { linearWork, type Pump } from '../src/engine/linear.js';
import type { Input } from '../src/engine/target.js';
import { allTargets } from '../src/targets/index.js';

const targets = await allTargets();
// About 15 s of CPU (30-50 s on a loaded two-core machine): raise with FUZZ_INPUTS for a longer local run.
const INPUTS = Number(process.env['FUZZ_INPUTS'] ?? '100');

describe('the fixed-budget campaign', () => {
  it.each([[20261126], [29]])('finds nothing with seed %i', (seed) => {
    const result = runCampaign({
      targets,
      seed,
      milliseconds: 600_000,
      mode: 'generate',
      linearEvery: 60,
      save: false,
      maxInputsPerTarget: INPUTS,
    });
    for (const [name, stats] of result.stats) expect(stats.inputs, name).toBe(INPUTS);
    expect(
      result.findings.map(
        (f) => `${f.target}: ${f.message}\n  ${JSON.stringify(f.input).slice(0, 300)}`,
      ),
    ).toEqual([]);
  });

  it('coverage-guided mode keeps inputs that reach new blocks', () => {
    const result = runCampaign({
      targets: targets.filter((t) => t.name === 'syntax/parse-vs-abnf'),
      seed: 3,
      milliseconds: 600_000,
      mode: 'guided',
      linearEvery: 0,
      save: false,
      maxInputsPerTarget: 150,
    });
    expect(result.stats.get('syntax/parse-vs-abnf')!.kept).toBeGreaterThan(5);
    expect(result.blocks).toBeGreaterThan(100);
  });
});

describe('the regression corpus', () => {
  const entries = targets.flatMap((target) =>
    readEntries(target.name).map((entry) => [target.name, entry] as const),
  );
  it('has entries for targets that exist', () => {
    const names = new Set(targets.map((t) => t.name));
    for (const [name] of entries) expect(names.has(name)).toBe(true);
  });
  it.each(
    entries.map(
      ([name, entry]) =>
        [`${name}: ${entry.property}: ${entry.message.slice(0, 80)}`, name, entry] as const,
    ),
  )('%s', (_title, name, entry) => {
    const target = targets.find((t) => t.name === name)!;
    if (entry.property === 'linear work') {
      const { linear, pump } = entry.input as unknown as { linear: Input; pump: Pump };
      expect(linearWork(target.work!.bind(target), linear, pump, 1024).linear).toBe(true);
    } else {
      expect(failureOf(target, entry.input)?.message).toBeUndefined();
    }
  });
});

describe('the target list', () => {
  it('has one exports target per published package and a callable for every exported function', async () => {
    const { publishedPackages } = await import('../src/targets/index.js');
    for (const { folder, name } of publishedPackages()) {
      const target = targets.find((t) => t.name === `exports/${folder}`);
      expect(target, folder).toBeDefined();
      const api = (await import(name)) as Record<string, unknown>;
      const functions = Object.entries(api).filter(
        ([, v]) => typeof v === 'function' && !(v.prototype instanceof Error),
      );
      expect(target!.description).toMatch(/\((\d+) callables\)/);
      const count = Number(/\((\d+) callables\)/.exec(target!.description)![1]);
      expect(count, folder).toBeGreaterThanOrEqual(functions.length);
    }
  });
});
