// The linear-work property: a piece of the input repeated k to 16k times (the rest kept), the
// work of each call counted — V8's block counts of the packages under test plus the length the
// scanning built-ins went over — and the exponent of its growth fitted. Counts, not time: the
// verdict is the same on a loaded machine.

import type { Rng } from '../rng.js';
import { startBuiltinWork, stopBuiltinWork } from './builtin-work.js';
import { resetCounts, startCoverage, takeWork } from './coverage.js';
import type { Input } from './target.js';

type Path = readonly (string | number)[];

function stringLeaves(value: Input, path: Path = [], out: Path[] = []): Path[] {
  if (typeof value === 'string') {
    if (value.length > 0) out.push(path);
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) stringLeaves(v, [...path, i], out);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      if (!k.startsWith('$')) stringLeaves(v, [...path, k], out);
  }
  return out;
}

function replaceAt(value: Input, path: Path, leaf: string): Input {
  if (path.length === 0) return leaf;
  const [key, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[key as number] = replaceAt(copy[key as number]!, rest, leaf);
    return copy;
  }
  const obj = value as Record<string, Input>;
  return { ...obj, [key as string]: replaceAt(obj[key as string]!, rest, leaf) };
}

export interface Pump {
  readonly path: Path;
  readonly start: number;
  readonly end: number;
}

/** A piece of one string of the input to repeat, or undefined when it has no string. */
export function choosePump(rng: Rng, input: Input): Pump | undefined {
  const leaves = stringLeaves(input);
  if (leaves.length === 0) return undefined;
  const path = rng.pick(leaves);
  let node: Input = input;
  for (const key of path) node = (node as Record<string | number, Input>)[key]!;
  const text = node as string;
  const start = rng.int(text.length);
  const end = Math.min(text.length, start + 1 + rng.int(8));
  return { path, start, end };
}

export function pumped(input: Input, pump: Pump, times: number): Input {
  let node: Input = input;
  for (const key of pump.path) node = (node as Record<string | number, Input>)[key]!;
  const text = node as string;
  const piece = text.slice(pump.start, pump.end);
  return replaceAt(
    input,
    pump.path,
    text.slice(0, pump.start) + piece.repeat(times) + text.slice(pump.end),
  );
}

/** The work of one call: block counts plus built-in scan lengths. */
export function measure(run: () => void): number {
  startCoverage();
  resetCounts();
  startBuiltinWork();
  try {
    run();
  } catch {
    // a call that throws did its work too: the count is what matters here
  } finally {
    const builtins = stopBuiltinWork();
    // biome-ignore lint/correctness/noUnsafeFinally: the count is the point
    return takeWork() + builtins;
  }
}

export interface LinearVerdict {
  readonly works: readonly number[];
  /** The exponent of the growth: log(w(16k) / w(k)) / log(16); 1 for linear, 2 for quadratic. */
  readonly exponent: number;
  readonly linear: boolean;
}

/**
 * Pumps to k, 2k, 4k, 8k and 16k (k so that the piece makes about `size` code units) and fits
 * the growth's exponent from the ends. Linear work gives about 1, n log n a little more (with
 * steps where a tree gains a level: a ratio of neighbours misjudges those), quadratic 2, or
 * between when a linear part still dominates at these sizes; above 1.5 is not linear.
 */
export function linearWork(
  work: (input: Input) => void,
  input: Input,
  pump: Pump,
  size = 256,
): LinearVerdict {
  const pieceLength = Math.max(1, pump.end - pump.start);
  const k = Math.max(4, Math.ceil(size / pieceLength));
  try {
    work(input); // first calls fill lazy tables and caches: not the input's work
  } catch {
    // as in measure
  }
  const works = [k, 2 * k, 4 * k, 8 * k, 16 * k].map((times) =>
    measure(() => work(pumped(input, pump, times))),
  );
  const exponent = Math.log(Math.max(1, works[4]!) / Math.max(1, works[0]!)) / Math.log(16);
  return { works, exponent, linear: exponent <= 1.5 || works[4]! < 4096 };
}
