// What a fuzz target is: a generator of inputs (JSON values, so that a finding can be saved and
// replayed) and a check that throws a PropertyFailure when a property does not hold.

import type { Rng } from '../rng.js';

/** An input: JSON, so that the corpus can keep it. */
export type Input =
  | string
  | number
  | boolean
  | null
  | readonly Input[]
  | { readonly [key: string]: Input };

export interface Target<I = Input> {
  /** `package/what`, e.g. `syntax/parse-vs-abnf`: the corpus folder is named after it. */
  readonly name: string;
  /** What it checks, one line for the README and `--list`. */
  readonly description: string;
  /** A fresh input from the grammar. */
  generate(rng: Rng): I;
  /**
   * Grammar-aware mutation of a kept input, for the coverage-guided loop. Without it, the loop
   * mutates the strings inside the input with the generic mutator.
   */
  mutate?(rng: Rng, input: I): I;
  /** Runs the functions under test; throws PropertyFailure when a property fails. */
  check(input: I): void;
  /**
   * Only the calls under test, without oracles or checks: what the linear-work property
   * measures for inputs pumped to n, 2n and 4n code units.
   */
  work?(input: I): void;
}

/** A property that did not hold: `property` names it (findings are grouped by it). */
export class PropertyFailure extends Error {
  constructor(
    readonly property: string,
    detail: string,
  ) {
    super(`${property}: ${detail}`);
    this.name = 'PropertyFailure';
  }
}

export function fail(property: string, detail: string): never {
  throw new PropertyFailure(property, detail);
}

/** JSON text of a value for messages, shortened. */
export function show(value: unknown, max = 200): string {
  let text: string;
  try {
    text =
      typeof value === 'bigint'
        ? `${value}n`
        : value === undefined
          ? 'undefined'
          : (JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v)) ??
            String(value));
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export function defineTarget<I>(target: Target<I>): Target {
  return target as unknown as Target;
}
