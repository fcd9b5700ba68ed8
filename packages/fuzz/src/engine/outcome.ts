// The boundary rule for values of the right type (CONTRIBUTING.md, DESIGN.md): a string that
// breaks a grammar gives the package's typed error, with a string `code` and a numeric `index`
// inside the input; anything else thrown — a TypeError from the internals, a RangeError from a
// runaway recursion — is a finding. Drop-ins (the URL Standard's TypeError) are allowed theirs.

import { fail, show } from './target.js';

const typedErrors = new Set<abstract new (...args: never[]) => Error>();

/** Registers the typed error classes found among a package's exports. */
export function registerTypedErrors(api: Record<string, unknown>): void {
  for (const value of Object.values(api)) {
    if (typeof value === 'function' && value.prototype instanceof Error)
      typedErrors.add(value as never);
  }
}

export function isTypedError(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof TypeError || error instanceof RangeError) {
    return false;
  }
  // The retired `not-a-string` code was for wrong types: those are TypeErrors now.
  if ((error as { code?: unknown }).code === 'not-a-string') return false;
  for (const errorClass of typedErrors) if (error instanceof errorClass) return true;
  return false;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Calls `run`; a result or a typed error is an outcome, anything else thrown fails the property
 * "no untyped throw". `allow` accepts further errors a drop-in's contract has.
 */
export function attempt<T>(
  label: string,
  run: () => T,
  allow?: (error: unknown) => boolean,
): Outcome<T> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    if (isTypedError(error) || allow?.(error) === true) {
      const index = (error as { index?: number }).index;
      const input = (error as { input?: unknown }).input;
      if (
        typeof index === 'number' &&
        typeof input === 'string' &&
        (index < 0 || index > input.length || !Number.isInteger(index))
      ) {
        fail(
          'error index within the input',
          `${label}: index ${index} for input of length ${input.length}`,
        );
      }
      return { ok: false, error };
    }
    const e = error as Error;
    fail(
      'no untyped throw',
      `${label} threw ${e?.constructor?.name ?? typeof e}: ${show(String(e?.message ?? e).split('\n')[0])}`,
    );
  }
}

/** The value, or the typed error's code. */
export function codeOf(outcome: Outcome<unknown>): string {
  return outcome.ok ? 'ok' : String((outcome.error as { code?: unknown }).code);
}
