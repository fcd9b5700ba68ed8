// The boundary rule of CONTRIBUTING.md, checked on every export of every published package:
// each function, static and method is called with wrong-typed arguments and options (every
// JavaScript type, Proxies, getters that throw), one argument at a time, the others right.
// Acceptable: a result; a TypeError (or RangeError) whose message starts with the function's
// name, and names the argument when its declared type is a plain one (string, boolean, number,
// a string enum, a function, an array, an object of options); the package's typed error (code
// and index); or the test's own getter error, propagated. After every call a right call must
// still answer as before (no state left half-updated). The exports and their declared
// parameters are read from each package's src/index.ts, so that a new export or a new package
// is covered without editing this file; the documented exceptions are in boundaries/exceptions.ts.
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DROP_IN_MEMBERS,
  DROP_INS,
  isErrorClass,
  NAMES_FROM_SOURCE,
  NOT_CALLED,
  READ_ON_USE,
} from './boundaries/exceptions.js';
import {
  call,
  describeOutcome,
  notTheTypeError,
  type Outcome,
  sameKind,
  sameOutcome,
  typedErrors,
  unacceptable,
} from './boundaries/outcome.js';
import { readOnceObject } from './boundaries/read-once.js';
import { readmeSeeds, type Seed } from './boundaries/seeds.js';
import {
  type Callable,
  type Expect,
  type PackageSignatures,
  type Parameter,
  readSignatures,
} from './boundaries/signatures.js';
import {
  fitsKind,
  PROBE_ERROR,
  rightValue,
  type Wrong,
  wrongOptionValues,
  wrongValues,
} from './boundaries/values.js';
import { LAYERS, publishedPackages, root } from './workspace.js';

// The umbrella re-exports the very functions of the libraries (its own test proves it).
const packages = publishedPackages()
  .filter((pkg) => pkg.manifest.name !== 'urikit')
  .sort((a, b) => (LAYERS[a.manifest.name] ?? 9) - (LAYERS[b.manifest.name] ?? 9));
const folders = packages.map((pkg) => basename(pkg.dir));

/** Right calls the READMEs do not show (an export that needs an object the README builds). */
const EXTRA_SEEDS: Readonly<Record<string, (api: Record<string, unknown>) => Seed[]>> = {
  '@urikit/cli': () => {
    const sink = { write: () => true, once: () => undefined, removeListener: () => undefined };
    const stdin = { async *[Symbol.asyncIterator]() {} };
    const io = { stdin, stdout: sink, stderr: sink, env: {}, isTTY: false };
    return [{ label: 'run', receiver: undefined, args: [['normalize', 'HTTP://a/./b'], io] }];
  },
  '@urikit/ajv': () => {
    const ajvRequire = createRequire(join(root, 'packages', 'ajv', 'package.json'));
    const Ajv = (ajvRequire('ajv') as { default: new () => unknown }).default;
    return [{ label: 'addFormats', receiver: undefined, args: [new Ajv(), { formats: ['uri'] }] }];
  },
};

interface Target {
  readonly label: string;
  readonly fn: (...args: unknown[]) => unknown;
  readonly receivers: readonly unknown[];
  readonly construct: boolean;
  readonly callable: Callable | undefined;
  /** When the export follows another library's contract: that contract. */
  readonly dropIn: string | undefined;
}

function isClass(value: unknown): value is new (...args: unknown[]) => unknown {
  return typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A package's exports loaded, the argument seeds of its README and EXTRA_SEEDS, and its targets
 * (targetsOf, each function once across the packages that share `seen`).
 */
async function packageTargets(
  name: string,
  dir: string,
  seen: Set<unknown>,
): Promise<{ seeds: Seed[]; targets: Target[] }> {
  const api = (await import(name)) as Record<string, unknown>;
  const seeds = [...readmeSeeds(join(dir, 'README.md'), api), ...(EXTRA_SEEDS[name]?.(api) ?? [])];
  return { seeds, targets: targetsOf(name, api, signatures.get(basename(dir)), seeds, seen) };
}

/** Every callable of a package's exports, each function once (the first label that has it). */
function targetsOf(
  name: string,
  api: Record<string, unknown>,
  signatures: PackageSignatures | undefined,
  seeds: readonly Seed[],
  seen: Set<unknown>,
): Target[] {
  const dropIn = DROP_INS[name] === undefined ? undefined : name;
  const targets: Target[] = [];
  const add = (target: Target): void => {
    if (seen.has(target.fn) || NOT_CALLED[target.label] !== undefined) return;
    seen.add(target.fn);
    targets.push(target);
  };
  // Functions and classes first, so that a function keeps its own name rather than that of an
  // exported object which holds it too (compat's `fastUri` and `default`).
  const entries = Object.entries(api).sort(
    ([, a], [, b]) => Number(isPlainObject(a)) - Number(isPlainObject(b)),
  );
  for (const [exported, value] of entries) {
    if (isClass(value)) {
      const shape = signatures?.classes.get(exported);
      if (isErrorClass(value)) continue;
      // A constructor TypeScript declares private is no entry point: Uri and QueryParams are
      // made by their statics, which are probed.
      if (shape === undefined || shape.construct !== undefined)
        add({
          label: exported,
          fn: value as never,
          receivers: [undefined],
          construct: true,
          callable: shape?.construct,
          dropIn,
        });
      for (const key of Object.getOwnPropertyNames(value)) {
        const member = (value as unknown as Record<string, unknown>)[key];
        if (typeof member !== 'function' || key === 'prototype') continue;
        if (shape !== undefined && !shape.statics.has(key)) continue; // private
        const label = `${exported}.${key}`;
        add({
          label,
          fn: member as never,
          receivers: [value],
          construct: false,
          callable: shape?.statics.get(key),
          dropIn,
        });
      }
      const instances = seeds
        .map((seed) => seed.receiver)
        .filter((receiver) => receiver instanceof value);
      for (const key of Object.getOwnPropertyNames(value.prototype)) {
        const descriptor = Object.getOwnPropertyDescriptor(value.prototype, key);
        if (key === 'constructor' || typeof descriptor?.value !== 'function') continue;
        // A method the declarations leave out is private (TypeScript's `private`).
        if (shape !== undefined && !shape.methods.has(key)) continue;
        add({
          label: `${exported}.${key}`,
          fn: descriptor.value as never,
          receivers: instances.slice(0, 1),
          construct: false,
          callable: shape?.methods.get(key),
          dropIn,
        });
      }
    } else if (typeof value === 'function') {
      add({
        label: exported,
        fn: value as never,
        receivers: [undefined],
        construct: false,
        callable: signatures?.functions.get(exported),
        dropIn,
      });
    } else if (isPlainObject(value)) {
      for (const [key, member] of Object.entries(value)) {
        if (typeof member !== 'function') continue;
        const label = `${exported}.${key}`;
        add({
          label,
          fn: member as never,
          receivers: [value],
          construct: false,
          callable: signatures?.members.get(label),
          dropIn: DROP_IN_MEMBERS[label] ?? dropIn,
        });
      }
    }
  }
  return targets;
}

/** The parameters to make wrong: the declared ones, or as many as the function's length + 1. */
function parametersOf(target: Target): readonly Parameter[] {
  if (target.callable !== undefined) return target.callable.parameters;
  return Array.from({ length: target.fn.length + 1 }, (_, i) => ({
    name: `#${i}`,
    optional: true,
    rest: false,
    expect: { kind: 'any' } as const,
  }));
}

function describeArgs(args: readonly unknown[], wrongAt: number, wrong: Wrong, path: string) {
  return `(${args.map((_, i) => (i === wrongAt ? `${path}: ${wrong.name}` : '…')).join(', ')})`;
}

interface Probe {
  readonly target: Target;
  readonly failures: string[];
  readonly oracle: Record<string, unknown> | undefined;
  readonly secondOracle: Record<string, unknown> | undefined;
  calls: number;
}

/** Judges one call with a wrong value at `path` whose declared kind is `expect`. */
async function judge(
  probe: Probe,
  receiver: unknown,
  args: readonly unknown[],
  expect: Expect,
  path: string,
  wrong: Wrong,
  where: string,
): Promise<Outcome> {
  const { target } = probe;
  const outcome = await call(target.fn, receiver, args, target.construct);
  probe.calls++;
  let reason: string | undefined;
  if (target.dropIn !== undefined) {
    reason = await dropInReason(probe, receiver, args, outcome, wrong, path, expect);
  } else if (NAMES_FROM_SOURCE[target.label] !== undefined) {
    // A boundary helper throws in the name of the function it was given.
    reason = unacceptable(outcome, String(args[0]));
  } else if (expect.kind !== 'any' && !fitsKind(expect, wrong.value)) {
    reason = notTheTypeError(outcome, target.label, path);
  } else {
    reason = unacceptable(outcome, target.label);
  }
  if (reason !== undefined) probe.failures.push(`${target.label}${where}: ${reason}`);
  return outcome;
}

async function dropInReason(
  probe: Probe,
  receiver: unknown,
  args: readonly unknown[],
  outcome: Outcome,
  wrong: Wrong,
  path: string,
  expect: Expect,
): Promise<string | undefined> {
  const contract = DROP_INS[probe.target.dropIn!]!;
  if (
    contract.symbolsInObjects === true &&
    typeof wrong.value === 'symbol' &&
    path.includes('.') &&
    outcome.kind === 'threw' &&
    outcome.error instanceof TypeError
  ) {
    return undefined;
  }
  const key = probe.target.label.split('.').pop()!;
  const theirs = probe.oracle?.[key] ?? probe.secondOracle?.[key];
  if (typeof theirs === 'function') {
    const expected = await call(theirs as never, receiver, args, probe.target.construct);
    if (sameKind(outcome, expected)) return undefined;
    return `${describeOutcome(outcome)}; the original ${describeOutcome(expected)}`;
  }
  if (contract.allows === undefined) {
    // An addition of the drop-in's own, which no original has: the rule applies.
    return expect.kind !== 'any' && !fitsKind(expect, wrong.value)
      ? notTheTypeError(outcome, probe.target.label, path)
      : unacceptable(outcome, probe.target.label);
  }
  // A getter of the test that throws may propagate, as everywhere.
  if (outcome.kind === 'returned' || outcome.error === PROBE_ERROR) return undefined;
  return contract.allows(outcome.error) ? undefined : describeOutcome(outcome);
}

/** The right calls to start from: the README's (up to three), or one of right values. */
function basesOf(target: Target, seeds: readonly Seed[]): Seed[] {
  const parameters = parametersOf(target);
  // A try… twin without a README example of its own takes its twin's.
  const twin = target.label.replace(/\btry([A-Z])/, (_, c: string) => c.toLowerCase());
  let own = seeds.filter((seed) => seed.label === target.label);
  if (own.length === 0) own = seeds.filter((seed) => seed.label === twin);
  return own.length > 0
    ? own.slice(0, 3)
    : target.receivers.map((receiver) => ({
        label: target.label,
        receiver,
        args: parameters.filter((p) => !p.optional).map((p) => rightValue(p.expect)),
      }));
}

async function probeTarget(probe: Probe, seeds: readonly Seed[]): Promise<void> {
  const { target } = probe;
  const parameters = parametersOf(target);
  const bases = basesOf(target, seeds);
  if (bases.length === 0) {
    probe.failures.push(`${target.label}: no instance to call it on (add a README example)`);
    return;
  }
  for (const base of bases) {
    const baseline = await call(target.fn, base.receiver, base.args, target.construct);
    const stillRight = async (after: string): Promise<void> => {
      const again = await call(target.fn, base.receiver, base.args, target.construct);
      if (!sameOutcome(again, baseline)) {
        probe.failures.push(
          `${target.label}: after ${after}, the right call ${describeOutcome(again)} instead of ${describeOutcome(baseline)}`,
        );
      }
    };
    for (const [i, parameter] of parameters.entries()) {
      if (NAMES_FROM_SOURCE[target.label]?.includes(parameter.name)) continue;
      const filled = [...base.args];
      for (let j = filled.length; j < i; j++) filled.push(rightValue(parameters[j]!.expect));
      for (const wrong of wrongValues(parameter.optional && !parameter.rest)) {
        const args = [...filled];
        args[i] = wrong.value;
        const where = describeArgs(args, i, wrong, parameter.name);
        await judge(probe, base.receiver, args, parameter.expect, parameter.name, wrong, where);
        await stillRight(where);
      }
      if (parameter.expect.kind !== 'object') continue;
      await probeProperties(probe, base, filled, i, parameter.name, parameter.expect, stillRight);
    }
  }
}

/** Each property of an object argument made wrong in turn, nested objects one level down. */
async function probeProperties(
  probe: Probe,
  base: Seed,
  filled: readonly unknown[],
  i: number,
  path: string,
  expect: Extract<Expect, { kind: 'object' }>,
  stillRight: (after: string) => Promise<void>,
  outer?: (inner: unknown) => unknown,
  inner?: unknown,
): Promise<void> {
  const wrap = outer ?? ((value: unknown) => value);
  const start = outer === undefined ? filled[i] : inner;
  const given = isPlainObject(start) ? start : {};
  for (const property of expect.properties) {
    const propertyPath = `${path}.${property.name}`;
    const withValue = (value: unknown): unknown[] => {
      const args = [...filled];
      args[i] = wrap({ ...(given as object), [property.name]: value });
      return args;
    };
    for (const wrong of wrongOptionValues) {
      const args = withValue(wrong.value);
      const where = describeArgs(args, i, wrong, propertyPath);
      await judge(probe, base.receiver, args, property.expect, propertyPath, wrong, where);
      await stillRight(where);
    }
    // A getter that throws: its error may propagate; nothing may be left half-done.
    const args = [...filled];
    args[i] = wrap(
      Object.defineProperty({ ...(given as object) }, property.name, {
        enumerable: true,
        get: () => {
          throw new Error('probe: a getter of the test threw');
        },
      }),
    );
    const getter: Wrong = { name: 'a getter that throws', value: {} };
    const where = describeArgs(args, i, getter, propertyPath);
    const outcome = await call(probe.target.fn, base.receiver, args, probe.target.construct);
    probe.calls++;
    const thrownByGetter =
      outcome.kind === 'threw' &&
      (outcome.error as Error)?.message === 'probe: a getter of the test threw';
    if (!thrownByGetter && probe.target.dropIn === undefined) {
      const reason = unacceptable(outcome, probe.target.label);
      if (reason !== undefined) probe.failures.push(`${probe.target.label}${where}: ${reason}`);
    }
    await stillRight(where);
    if (property.expect.kind === 'object' && outer === undefined) {
      await probeProperties(
        probe,
        base,
        filled,
        i,
        propertyPath,
        property.expect,
        stillRight,
        (value) => ({ ...(given as object), [property.name]: value }),
        (given as Record<string, unknown>)[property.name],
      );
    }
  }
}

const signatures = readSignatures(join(root, 'packages'), folders);
for (const pkg of packages) {
  const api = (await import(pkg.manifest.name)) as Record<string, unknown>;
  for (const value of Object.values(api)) if (isErrorClass(value)) typedErrors.add(value as never);
}
// Shared across packages, so that a function re-exported by a higher package is judged once.
const seen = new Set<unknown>();

describe('every export refuses wrong-typed arguments at its boundary', () => {
  it.each(packages.map((pkg) => [pkg.manifest.name, pkg] as const))('%s', async (name, pkg) => {
    const { seeds, targets } = await packageTargets(name, pkg.dir, seen);
    const failures: string[] = [];
    let calls = 0;
    for (const target of targets) {
      const contract = target.dropIn === undefined ? undefined : DROP_INS[target.dropIn];
      const oracle = contract?.oracle?.();
      const secondOracle = contract?.secondOracle?.();
      const probe: Probe = { target, failures, oracle, secondOracle, calls: 0 };
      await probeTarget(probe, seeds);
      calls += probe.calls;
    }
    console.log(`${name}: ${targets.length} callables, ${calls} wrong-typed calls`);
    // The first failures in full, one a line, rather than a diff of a long array.
    expect(failures.length, `\n${failures.slice(0, 60).join('\n')}\n`).toBe(0);
  });
});

/**
 * Each property of each object argument (nested objects one level down) made a getter that
 * answers the right value once and a wrong-typed one afterwards: the call must answer as with
 * the plain right value, having read the property at most once.
 */
async function probeReadOnce(
  target: Target,
  seeds: readonly Seed[],
  failures: string[],
): Promise<number> {
  let calls = 0;
  const parameters = parametersOf(target);
  const visit = async (
    base: Seed,
    filled: readonly unknown[],
    i: number,
    path: string,
    expect: Extract<Expect, { kind: 'object' }>,
    given: Record<string, unknown>,
    wrap: (inner: object) => unknown,
    depth: number,
  ): Promise<void> => {
    for (const property of expect.properties) {
      const propertyPath = `${path}.${property.name}`;
      const first = given[property.name] ?? rightValue(property.expect);
      const withArgument = (value: unknown): unknown[] => {
        const args = [...filled];
        args[i] = value;
        return args;
      };
      const plain = withArgument(wrap({ ...given, [property.name]: first }));
      const expected = await call(target.fn, base.receiver, plain, target.construct);
      const counting = readOnceObject(given, property.name, first);
      const args = withArgument(wrap(counting.value));
      const outcome = await call(target.fn, base.receiver, args, target.construct);
      calls += 2;
      const reads = counting.reads();
      const problems: string[] = [];
      if (reads > 1) problems.push(`read ${reads} times`);
      if (!sameOutcome(outcome, expected)) {
        problems.push(`${describeOutcome(outcome)} instead of ${describeOutcome(expected)}`);
      }
      const key = `${target.label}(${propertyPath})`;
      if (problems.length > 0 && READ_ON_USE[key] === undefined) {
        failures.push(`${key}: ${problems.join('; ')}`);
      }
      if (property.expect.kind === 'object' && depth === 0) {
        const inner = isPlainObject(first) ? first : {};
        await visit(
          base,
          filled,
          i,
          propertyPath,
          property.expect,
          inner,
          (value) => wrap({ ...given, [property.name]: value }),
          1,
        );
      }
    }
  };
  for (const base of basesOf(target, seeds)) {
    for (const [i, parameter] of parameters.entries()) {
      if (parameter.expect.kind !== 'object') continue;
      if (NAMES_FROM_SOURCE[target.label]?.includes(parameter.name)) continue;
      const filled = [...base.args];
      for (let j = filled.length; j < i; j++) filled.push(rightValue(parameters[j]!.expect));
      const given = isPlainObject(filled[i]) ? filled[i] : {};
      await visit(base, filled, i, parameter.name, parameter.expect, given, (value) => value, 0);
    }
  }
  return calls;
}

describe('every export reads each option once, by its check', () => {
  const seenOnce = new Set<unknown>();
  it.each(packages.map((pkg) => [pkg.manifest.name, pkg] as const))('%s', async (name, pkg) => {
    const { seeds, targets } = await packageTargets(name, pkg.dir, seenOnce);
    const failures: string[] = [];
    let calls = 0;
    // A drop-in reads its options as its original does.
    for (const target of targets) {
      if (target.dropIn === undefined) calls += await probeReadOnce(target, seeds, failures);
    }
    console.log(`${name}: ${calls} calls with a property read once`);
    // Each offender once, all of them.
    expect(failures.length, `\n${[...new Set(failures)].join('\n')}\n`).toBe(0);
  });
});
