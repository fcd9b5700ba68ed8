// The fuzzing loop. Targets take turns in short slices until the deadline. In 'generate' mode
// each input is fresh from the grammar; in 'guided' mode (V8 precise coverage) an input that
// reaches a new block or hit-count bucket is kept and later mutated, grammar-aware (splices of
// fresh grammar output, the tricky pieces, duplication). Every finding is shrunk and saved.

import { mutateOnce } from '../generators/chars.js';
import { Rng } from '../rng.js';
import { knownSignatures, saveEntry } from './corpus.js';
import { FeatureMap, startCoverage } from './coverage.js';
import { choosePump, linearWork } from './linear.js';
import { shrink } from './shrink.js';
import { type Input, PropertyFailure, show, type Target } from './target.js';

export type Mode = 'generate' | 'guided';

/** Inputs per coverage take in guided mode. */
const BATCH = 16;

export interface CampaignOptions {
  readonly targets: readonly Target[];
  readonly seed: number;
  readonly milliseconds: number;
  readonly mode: Mode;
  /** Check linear work on one input in this many (0: never). */
  readonly linearEvery: number;
  /** Save findings to the corpus. */
  readonly save: boolean;
  readonly log?: (line: string) => void;
  /** Stop after this many inputs per target (for the test's fixed budget). */
  readonly maxInputsPerTarget?: number;
}

export interface Finding {
  readonly target: string;
  readonly property: string;
  readonly message: string;
  readonly input: Input;
}

export interface TargetStats {
  inputs: number;
  kept: number;
  linearChecks: number;
  findings: Finding[];
}

export interface CampaignResult {
  readonly stats: Map<string, TargetStats>;
  readonly findings: Finding[];
  readonly blocks: number;
  readonly features: number;
  readonly elapsed: number;
}

/** Runs `target.check`; returns the failure (a property that failed, or a harness error). */
export function failureOf(target: Target, input: Input): PropertyFailure | undefined {
  try {
    target.check(input);
    return undefined;
  } catch (error) {
    if (error instanceof PropertyFailure) return error;
    const e = error as Error;
    return new PropertyFailure(
      'harness error',
      `${e?.name}: ${e?.message?.split('\n')[0]} (${e?.stack?.split('\n')[1]?.trim()})`,
    );
  }
}

/** A finding's identity: the property and the message without its quoted values and numbers. */
export function signature(target: string, failure: PropertyFailure): string {
  const shape = failure.message
    .replace(/"(?:[^"\\]|\\.)*"/g, 'S')
    .replace(/\d+/g, 'N')
    .slice(0, 120);
  return `${target}|${failure.property}|${/threw|refused|accepted/.test(shape) ? shape : ''}`;
}

const ENUMERATED = new Set(['fn', 'set', 'level', 'platform', 'invalid', 'arrayFormat', 'mode']);

/** Grammar-aware mutation of the strings of an input (see Target.mutate). */
export function mutateStrings(rng: Rng, input: Input, fresh: () => Input): Input {
  if (typeof input === 'string') {
    return rng.weighted<string>([
      [4, () => mutateOnce(rng, input)],
      [
        2,
        () => {
          const other = fresh();
          const donor = typeof other === 'string' ? other : (JSON.stringify(other) ?? '');
          const at = rng.int(input.length + 1);
          const from = rng.int(donor.length + 1);
          return (
            input.slice(0, at) +
            donor.slice(from, from + 1 + rng.int(12)) +
            input.slice(at + rng.int(4))
          );
        },
      ],
      [
        1,
        () => {
          const at = rng.int(input.length);
          const end = Math.min(input.length, at + 1 + rng.int(6));
          return (
            input.slice(0, end) + input.slice(at, end).repeat(rng.range(1, 4)) + input.slice(end)
          );
        },
      ],
    ]);
  }
  if (Array.isArray(input)) {
    if (input.length === 0) return input;
    const i = rng.int(input.length);
    const copy = [...input];
    copy[i] = mutateStrings(rng, input[i]!, () => {
      const other = fresh();
      return Array.isArray(other) && other[i] !== undefined ? other[i]! : other;
    });
    return copy;
  }
  if (input !== null && typeof input === 'object') {
    // Enumerated values (a set's name, a function's name) stay as they are: a mutated one is a
    // wrong value, which the boundary rule answers with a TypeError, not a finding.
    const keys = Object.keys(input).filter((k) => !k.startsWith('$') && !ENUMERATED.has(k));
    if (keys.length === 0) return input;
    const key = rng.pick(keys);
    const obj = input as Record<string, Input>;
    return {
      ...obj,
      [key]: mutateStrings(rng, obj[key]!, () => {
        const other = fresh() as Record<string, Input>;
        return other !== null && typeof other === 'object' && key in other
          ? other[key]!
          : obj[key]!;
      }),
    };
  }
  return input;
}

export function runCampaign(options: CampaignOptions): CampaignResult {
  const { targets, mode, log = () => {} } = options;
  const rng = new Rng(options.seed);
  const stats = new Map<string, TargetStats>();
  const seen = new Set<string>();
  const findings: Finding[] = [];
  const features = new FeatureMap();
  const pools = new Map<string, Input[]>();
  // Both modes measure blocks reached (the generate mode once per slice, which costs little),
  // so that the two can be compared on the same scale.
  startCoverage();
  features.takeNew();
  const known = new Set(options.save ? knownSignatures() : []);
  const started = Date.now();
  const deadline = started + options.milliseconds;
  const slice = 250;
  for (const t of targets) stats.set(t.name, { inputs: 0, kept: 0, linearChecks: 0, findings: [] });

  const report = (target: Target, input: Input, failure: PropertyFailure): void => {
    const key = signature(target.name, failure);
    if (seen.has(key)) return;
    seen.add(key);
    const small = shrink(
      input,
      (candidate) => failureOf(target, candidate)?.property === failure.property,
      3000,
    );
    const final = failureOf(target, small) ?? failure;
    const finding: Finding = {
      target: target.name,
      property: failure.property,
      message: final.message,
      input: small,
    };
    findings.push(finding);
    stats.get(target.name)!.findings.push(finding);
    log(`FINDING ${target.name}: ${final.message}\n  input ${show(small, 400)}`);
    if (options.save && !known.has(key)) {
      known.add(key);
      const path = saveEntry({ ...finding, signature: key, found: `${mode} seed ${options.seed}` });
      log(`  saved ${path}`);
    }
  };

  while (Date.now() < deadline) {
    let progressed = false;
    for (const target of targets) {
      const s = stats.get(target.name)!;
      if (options.maxInputsPerTarget !== undefined && s.inputs >= options.maxInputsPerTarget)
        continue;
      progressed = true;
      const pool = pools.get(target.name) ?? [];
      pools.set(target.name, pool);
      const until = Math.min(deadline, Date.now() + slice);
      const batch: Input[] = [];
      features.takeNew(); // what ran before this slice is not its inputs' coverage
      while (Date.now() < until) {
        if (options.maxInputsPerTarget !== undefined && s.inputs >= options.maxInputsPerTarget)
          break;
        let input: Input;
        if (mode === 'guided' && pool.length > 0 && rng.chance(0.6)) {
          const parent = rng.pick(pool);
          input =
            target.mutate?.(rng, parent) ?? mutateStrings(rng, parent, () => target.generate(rng));
        } else {
          try {
            input = target.generate(rng);
          } catch (error) {
            // A generator's own slip: reported once, and the campaign goes on.
            report(
              target,
              null,
              new PropertyFailure('harness error', `generate threw ${String(error)}`),
            );
            continue;
          }
        }
        s.inputs++;
        const failure = failureOf(target, input);
        if (mode === 'guided') {
          // Coverage is taken once per batch (a take costs as much as hundreds of calls); only
          // a batch that reached something new is run again input by input to find which.
          batch.push(input);
          if (batch.length >= BATCH) {
            if (features.takeNew(false) > 0) {
              for (const each of batch) {
                failureOf(target, each);
                if (features.takeNew() > 0) {
                  pool.push(each);
                  s.kept++;
                  if (pool.length > 2000) pool.splice(rng.int(pool.length), 1);
                }
              }
            }
            batch.length = 0;
          }
        }
        if (failure !== undefined) report(target, input, failure);
        if (
          options.linearEvery > 0 &&
          target.work !== undefined &&
          rng.int(options.linearEvery) === 0
        ) {
          const pump = choosePump(rng, input);
          if (pump !== undefined) {
            // Measuring takes the coverage counts: collect what the inputs so far reached first.
            features.takeNew();
            s.linearChecks++;
            const work = target.work.bind(target);
            const verdict = linearWork(work, input, pump);
            if (!verdict.linear) {
              // Confirm at a larger size before reporting: caches and lazy tables can mislead once.
              const again = linearWork(work, input, pump, 1024);
              if (!again.linear) {
                const failure = new PropertyFailure(
                  'linear work',
                  `work ${again.works.join(' → ')} for a piece repeated k, 2k, 4k, 8k, 16k times (growth n^${again.exponent.toFixed(2)})`,
                );
                const fn = (input as { fn?: unknown } | null)?.fn;
                const key = `${target.name}|linear|${typeof fn === 'string' ? fn : ''}`;
                if (!seen.has(key)) {
                  seen.add(key);
                  const finding: Finding = {
                    target: target.name,
                    property: 'linear work',
                    message: `${failure.message}; pump ${show(pump)}`,
                    input,
                  };
                  findings.push(finding);
                  s.findings.push(finding);
                  log(`FINDING ${target.name}: ${finding.message}\n  input ${show(input, 400)}`);
                  if (options.save && !known.has(key)) {
                    known.add(key);
                    saveEntry({
                      ...finding,
                      signature: key,
                      input: { linear: input, pump: pump as unknown as Input },
                      found: `${mode} seed ${options.seed}`,
                    });
                  }
                }
              }
            }
          }
        }
      }
    }
    if (mode === 'generate') features.takeNew();
    if (!progressed) break;
  }
  features.takeNew();
  return {
    stats,
    findings,
    blocks: features.blocks,
    features: features.features,
    elapsed: Date.now() - started,
  };
}
