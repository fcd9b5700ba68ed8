// Calling an export and judging what happened: a result, a TypeError that names the function,
// the package's typed error, or the test's own getter error — anything else is a failure.
import { isDeepStrictEqual } from 'node:util';
import { PROBE_ERROR } from './values.js';

export type Outcome =
  | { readonly kind: 'returned'; readonly value: unknown }
  | { readonly kind: 'threw'; readonly error: unknown };

const MAX_ITEMS = 1000;

/** Calls `fn` on `receiver` (or constructs it); awaits a promise and drains a lazy iterator. */
export async function call(
  fn: (...args: unknown[]) => unknown,
  receiver: unknown,
  args: readonly unknown[],
  construct: boolean,
): Promise<Outcome> {
  try {
    let value = construct
      ? Reflect.construct(fn, args)
      : Reflect.apply(fn, receiver, args as unknown[]);
    if (value instanceof Promise) value = await value;
    // A lazy iterable's errors surface while it runs, not when it is created.
    if (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      !ArrayBuffer.isView(value) &&
      Symbol.iterator in value
    ) {
      const items: unknown[] = [];
      for (const item of value as Iterable<unknown>) {
        items.push(item);
        if (items.length >= MAX_ITEMS) break;
      }
      value = items;
    }
    return { kind: 'returned', value };
  } catch (error) {
    return { kind: 'threw', error };
  }
}

/**
 * Deep equality where a function equals any function: compile's result, a DataUri's `text()`,
 * are made anew by each call, and their kind is all there is to compare.
 */
function similar(a: unknown, b: unknown, depth: number): boolean {
  if (typeof a === 'function' || typeof b === 'function') {
    return typeof a === 'function' && typeof b === 'function';
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || depth > 8) {
    return isDeepStrictEqual(a, b);
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  // An error returned (argumentError's): its stack differs from call to call.
  if (a instanceof Error) return a.message === (b as Error).message;
  if (ArrayBuffer.isView(a) || a instanceof Map || a instanceof Set) return isDeepStrictEqual(a, b);
  const keys = Reflect.ownKeys(a);
  if (keys.length !== Reflect.ownKeys(b).length) return false;
  return keys.every((key) =>
    similar(
      (a as Record<PropertyKey, unknown>)[key],
      (b as Record<PropertyKey, unknown>)[key],
      depth + 1,
    ),
  );
}

/** The same outcome: equal results, or errors of the same class with the same message. */
export function sameOutcome(a: Outcome, b: Outcome): boolean {
  if (a.kind === 'returned' && b.kind === 'returned') return similar(a.value, b.value, 0);
  if (a.kind === 'threw' && b.kind === 'threw') {
    const ea = a.error as Error;
    const eb = b.error as Error;
    return ea?.constructor === eb?.constructor && ea?.message === eb?.message;
  }
  return false;
}

/**
 * The same kind of outcome, for a drop-in and its original: both return, both throw a TypeError
 * or the test's getter error (whatever the message: the original's are internal ones), or both
 * throw an error of the same class and message.
 */
export function sameKind(a: Outcome, b: Outcome): boolean {
  if (a.kind === 'returned' || b.kind === 'returned') return a.kind === b.kind;
  // A TypeError of the drop-in's own check may come before the getter the original reads.
  const loose = (error: unknown): boolean => error === PROBE_ERROR || error instanceof TypeError;
  if (loose(a.error) && loose(b.error)) return true;
  return sameOutcome(a, b);
}

export function describeOutcome(outcome: Outcome): string {
  if (outcome.kind === 'returned') {
    const { value } = outcome;
    if (typeof value === 'symbol' || typeof value === 'bigint') return `returned ${String(value)}`;
    try {
      return `returned ${JSON.stringify(value)?.slice(0, 80)}`;
    } catch {
      return `returned ${typeof value}`;
    }
  }
  const error = outcome.error as Error;
  if (error === PROBE_ERROR) return 'threw the test getter error';
  return `threw ${error?.constructor?.name}: ${String(error?.message).split('\n')[0]}`;
}

/**
 * The typed errors of the packages (UriError, IdnaError, …): the test fills this in from every
 * package's exports, so that a new error class counts without editing the test.
 */
export const typedErrors = new Set<abstract new (...args: never[]) => Error>();

/** One of the packages' typed errors, not for a wrong type (the retired `not-a-string` code). */
function isTypedError(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof TypeError) return false;
  if ((error as { code?: unknown }).code === 'not-a-string') return false;
  for (const errorClass of typedErrors) if (error instanceof errorClass) return true;
  return false;
}

/**
 * A TypeError or RangeError whose message starts with `label: ` (and `path ` when given). A
 * method (`Uri.normalize`) may also be named by its own name alone (`normalize: `), as the
 * function it hands its options to is.
 */
export function namesTheFunction(error: unknown, label: string, path?: string): boolean {
  if (!(error instanceof TypeError || error instanceof RangeError)) return false;
  const names = [label, label.slice(label.indexOf('.') + 1)];
  return names.some((name) =>
    error.message.startsWith(path === undefined ? `${name}: ` : `${name}: ${path} `),
  );
}

/**
 * Why an outcome of a call with a value of the right type (or of a parameter whose type the
 * test cannot tell) is not acceptable, or undefined when it is.
 */
export function unacceptable(outcome: Outcome, label: string): string | undefined {
  if (outcome.kind === 'returned') return undefined;
  const { error } = outcome;
  if (error === PROBE_ERROR) return undefined;
  if (namesTheFunction(error, label)) return undefined;
  if (isTypedError(error)) return undefined;
  return describeOutcome(outcome);
}

/** Why the outcome of a call with a wrong type at `path` is not the TypeError it must be. */
export function notTheTypeError(outcome: Outcome, label: string, path: string): string | undefined {
  if (outcome.kind === 'threw' && outcome.error instanceof TypeError) {
    if (namesTheFunction(outcome.error, label, path)) return undefined;
  }
  return `${describeOutcome(outcome)} (expected TypeError "${label}: ${path} must be …")`;
}
