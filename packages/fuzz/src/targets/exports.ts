// One target per published package: every export (functions, classes' statics, instances'
// methods) read from the package's export list at run time, called with right-typed arguments
// from exports-args.ts (or the package's default generator for an export it does not list).
// Properties: no untyped throw (a result or the package's typed error), a returned URI parses
// back, and — through `work` — linear work in the input's length.
import { isUriReference } from '@urikit/syntax';
import { mutateStrings } from '../engine/campaign.js';
import { attempt, registerTypedErrors } from '../engine/outcome.js';
import { defineTarget, fail, type Input, show, type Target } from '../engine/target.js';
import { revive } from '../engine/values.js';
import type { Rng } from '../rng.js';
import { ARGS, type ArgSpec, PACKAGE_DEFAULTS } from './exports-args.js';

export interface Callable {
  /** `parse`, `Uri.parse` (a static), `Uri#with` (a method). */
  readonly label: string;
  readonly call: (receiverText: string | undefined, args: unknown[]) => unknown;
  readonly arity: number;
  readonly isMethod: boolean;
  /** For a method: its receiver from text (the class's parse). */
  readonly makeReceiver?: (text: string) => unknown;
}

export interface PackageApi {
  readonly name: string;
  readonly api: Record<string, unknown>;
  /** Extra errors its contract allows (the URL Standard's TypeError for @urikit/whatwg). */
  readonly allow?: (error: unknown) => boolean;
  /**
   * For a drop-in: the library whose contract it keeps, by export name. The drop-in must then
   * throw exactly where the original throws (any error), rather than follow the boundary rule.
   */
  readonly original?: Record<string, unknown>;
}

function isClass(value: unknown): value is new (...args: unknown[]) => unknown {
  return typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));
}

/** Every callable of a package's exports; error classes and constants are left out. */
export function callablesOf(pkg: PackageApi): Callable[] {
  const out: Callable[] = [];
  for (const [name, value] of Object.entries(pkg.api)) {
    if (typeof value !== 'function') continue;
    if (value.prototype instanceof Error) continue;
    if (!isClass(value)) {
      out.push({
        label: name,
        arity: value.length,
        isMethod: false,
        call: (_r, args) => value(...args),
      });
      continue;
    }
    const cls = value as unknown as Record<string, unknown> & {
      prototype: object;
      parse?: (t: string) => unknown;
    };
    for (const key of Object.getOwnPropertyNames(cls)) {
      const member = cls[key];
      if (typeof member !== 'function' || key === 'prototype') continue;
      out.push({
        label: `${name}.${key}`,
        arity: member.length,
        isMethod: false,
        call: (_r, args) => member.apply(cls, args),
      });
    }
    if (typeof cls.parse !== 'function') continue;
    for (const key of Object.getOwnPropertyNames(cls.prototype)) {
      const descriptor = Object.getOwnPropertyDescriptor(cls.prototype, key);
      if (key === 'constructor' || key.startsWith('_') || typeof descriptor?.value !== 'function')
        continue;
      const method = descriptor.value as (...args: unknown[]) => unknown;
      out.push({
        label: `${name}#${key}`,
        arity: method.length,
        isMethod: true,
        makeReceiver: (text) => cls.parse!(text),
        call: (receiverText, args) => method.apply(cls.parse!(receiverText ?? ''), args),
      });
    }
  }
  return out;
}

/** The table's entry: `package:label` first (names repeat across packages), then `label`. */
function ownSpec(pkg: PackageApi, label: string): ArgSpec | undefined {
  return ARGS[`${pkg.name}:${label}`] ?? ARGS[label];
}

function specOf(pkg: PackageApi, callable: Callable): ArgSpec {
  const own = ownSpec(pkg, callable.label);
  if (own !== undefined) return own;
  const make = PACKAGE_DEFAULTS[pkg.name] ?? ((rng: Rng) => rng.pick(['', 'a', 'http://a/b']));
  // An export the table does not know: strings from the package's generator for all its
  // declared parameters but the last (options, most often), which is right for `(text,
  // options?)` and `(a, b, options?)`; a wrong guess shows as a TypeError, which is ignored.
  return {
    guessed: true,
    args: (rng) => Array.from({ length: Math.max(1, callable.arity - 1) }, () => make(rng)),
  };
}

/** Drains a lazy iterable (extract's), so that its errors surface within the call. */
function settle(value: unknown): unknown {
  if (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !ArrayBuffer.isView(value) &&
    !(value instanceof Map) &&
    Symbol.iterator in value &&
    typeof (value as { next?: unknown }).next === 'function'
  ) {
    return [...(value as Iterable<unknown>)];
  }
  return value;
}

export interface ExportsInput {
  readonly fn: string;
  readonly args: Input[];
  readonly receiver?: string;
}

/** The target that calls every export of one package. */
export function exportsTarget(folder: string, pkg: PackageApi): Target {
  registerTypedErrors(pkg.api);
  const callables = callablesOf(pkg);
  const byLabel = new Map(callables.map((c) => [c.label, c]));
  const receiverOf = (callable: Callable, rng: Rng): string | undefined => {
    if (!callable.isMethod) return undefined;
    const spec = ownSpec(pkg, callable.label);
    return (spec?.receiver ?? PACKAGE_DEFAULTS[pkg.name] ?? (() => 'a'))(rng);
  };
  const run = (input: ExportsInput): { callable: Callable; value: unknown } | undefined => {
    const callable = byLabel.get(input.fn);
    if (callable === undefined) return undefined; // an export since removed: nothing to call
    const args = revive(input.args) as unknown[];
    const guessed = specOf(pkg, callable).guessed === true;
    const outcome = attempt(
      `${input.fn}(${input.args.map((a) => show(a, 60)).join(', ')})`,
      () => settle(callable.call(input.receiver, args)),
      (error) =>
        pkg.allow?.(error) === true ||
        (guessed &&
          (error instanceof TypeError || (error as { code?: unknown })?.code === 'not-a-string')),
    );
    return outcome.ok ? { callable, value: outcome.value } : undefined;
  };
  return defineTarget<ExportsInput>({
    name: `exports/${folder}`,
    description: `every export of ${pkg.name} (${callables.length} callables): no untyped throw, URIs returned parse back, linear work`,
    generate(rng) {
      const callable = rng.pick(callables);
      const spec = specOf(pkg, callable);
      const receiver = receiverOf(callable, rng);
      return receiver === undefined
        ? { fn: callable.label, args: spec.args(rng) }
        : { fn: callable.label, args: spec.args(rng), receiver };
    },
    // Only the string arguments (and the receiver) mutate: options and shapes stay right-typed.
    mutate(rng, input) {
      const fixed = ownSpec(pkg, input.fn)?.enumerated ?? [];
      const strings = input.args.flatMap((a, i) =>
        typeof a === 'string' && !fixed.includes(i) ? [i] : [],
      );
      if (input.receiver !== undefined && (strings.length === 0 || rng.chance(0.2))) {
        return {
          ...input,
          receiver: mutateStrings(
            rng,
            input.receiver,
            () => this.generate(rng).receiver ?? '',
          ) as string,
        };
      }
      if (strings.length === 0) return input;
      const i = rng.pick(strings);
      const args = [...input.args];
      args[i] = mutateStrings(rng, args[i]!, () => {
        const fresh = this.generate(rng);
        return fresh.fn === input.fn && typeof fresh.args[i] === 'string'
          ? fresh.args[i]!
          : args[i]!;
      });
      return { ...input, args };
    },
    check(input) {
      const callable = byLabel.get(input.fn);
      if (callable?.makeReceiver !== undefined) {
        // A receiver that its class cannot parse is no call of the method (a typed error).
        const made = attempt(`${input.fn.split('#')[0]}.parse(${show(input.receiver)})`, () =>
          callable.makeReceiver!(input.receiver ?? ''),
        );
        if (!made.ok) return;
      }
      if (pkg.original !== undefined) {
        checkDropIn(pkg, input);
        return;
      }
      const result = run(input);
      if (result === undefined) return;
      const spec = ownSpec(pkg, input.fn);
      const returns = spec?.returns;
      const first = input.args[0];
      const applies =
        spec?.returnsForValidInput !== true ||
        (typeof first === 'string' && isUriReference(first, { iri: true, zoneId: true }));
      // A Uri (of @urikit/uri) is a URI reference by its text.
      const value = result.value as { constructor?: { name?: string } } | null;
      if (typeof value === 'object' && value?.constructor?.name === 'Uri') {
        const text = String(value);
        if (!isUriReference(text, { iri: true, zoneId: true }))
          fail(
            'result parses back',
            `${input.fn} made a Uri whose text ${show(text)} does not parse`,
          );
      }
      if (returns !== undefined && applies && typeof result.value === 'string') {
        const iri = returns.startsWith('iri');
        const absolute = returns === 'uri' || returns === 'iri';
        const ok =
          isUriReference(result.value, { iri, zoneId: true }) &&
          (!absolute || /^[A-Za-z][A-Za-z0-9+.-]*:/.test(result.value));
        if (!ok)
          fail(
            'result parses back',
            `${input.fn} returned ${show(result.value)}, not a ${returns}`,
          );
      }
    },
    work(input) {
      const callable = byLabel.get(input.fn);
      if (callable === undefined || ownSpec(pkg, input.fn)?.notLinear !== undefined) return;
      try {
        if (callable.makeReceiver !== undefined) callable.makeReceiver(input.receiver ?? '');
        settle(callable.call(input.receiver, revive(input.args) as unknown[]));
      } catch {
        // the work is what counts here
      }
    },
  });
}

/** A drop-in throws exactly where its original throws, for the same arguments. */
function checkDropIn(pkg: PackageApi, input: ExportsInput): void {
  const ours = pkg.api[input.fn];
  const theirs = pkg.original![input.fn];
  if (typeof ours !== 'function' || typeof theirs !== 'function') return;
  const outcome = (fn: (...a: unknown[]) => unknown): string => {
    try {
      settle(fn(...(revive(input.args) as unknown[])));
      return 'returns';
    } catch (error) {
      return `throws ${(error as Error)?.constructor?.name}: ${(error as Error)?.message}`;
    }
  };
  const a = outcome(ours as never);
  const b = outcome(theirs as never);
  if ((a === 'returns') !== (b === 'returns')) {
    fail(
      'a drop-in throws where its original throws',
      `${input.fn}(${input.args.map((x) => show(x, 60)).join(', ')}): ${pkg.name} ${a}; the original ${b}`,
    );
  }
}
