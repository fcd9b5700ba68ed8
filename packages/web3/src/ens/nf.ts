// Unicode Normalization Forms NFD and NFC (UAX #15 §3, Unicode 17.0.0) on arrays of code
// points, from the tables of nf.generated.ts rather than String.prototype.normalize: engines
// ship different Unicode versions (an older ICU composes nothing that Unicode 16 or 17 added),
// and an ENS name must normalize to the same bytes in every runtime.
import { NF_DATA } from './nf.generated.js';
import { reader, readRuns, signed } from './reader.js';

// Hangul syllables compose and decompose algorithmically (Unicode §3.12).
const S_BASE = 0xac00;
const L_BASE = 0x1100;
const V_BASE = 0x1161;
const T_BASE = 0x11a7;
const T_COUNT = 28;
const N_COUNT = 21 * T_COUNT;
const S_COUNT = 19 * N_COUNT;

let combiningClass: Map<number, number> | undefined;
let decompositions: Map<number, number[]>;
let compositions: Map<number, Map<number, number>>;

/** Decodes NF_DATA once: combining classes (as ranks: only their order matters), exclusions, decompositions. */
function tables(): Map<number, number> {
  if (combiningClass !== undefined) return combiningClass;
  const next = reader(NF_DATA);
  const ranks = new Map<number, number>();
  let rank = 0;
  let from = 0;
  for (let n = next(); n > 0; n--) {
    const start = from + next();
    from = start + next() + 1;
    rank += signed(next());
    for (let cp = start; cp < from; cp++) ranks.set(cp, rank);
  }
  const excluded = new Set<number>();
  readRuns(next, (start, end) => {
    for (let cp = start; cp <= end; cp++) excluded.add(cp);
  });
  decompositions = new Map();
  compositions = new Map();
  from = 0;
  let target = 0;
  for (let n = next(); n > 0; n--) {
    const cp = from + next();
    from = cp + 1;
    target += signed(next());
    decompositions.set(cp, [target]);
  }
  from = 0;
  let base = 0;
  let second = 0;
  for (let n = next(); n > 0; n--) {
    const cp = from + next();
    from = cp + 1;
    base += signed(next());
    second += signed(next());
    decompositions.set(cp, [base, second]);
    // UAX #15 §1.3: a primary composite is a canonical pair not excluded from composition.
    if (!excluded.has(cp)) {
      let byBase = compositions.get(base);
      if (byBase === undefined) {
        byBase = new Map();
        compositions.set(base, byBase);
      }
      byBase.set(second, cp);
    }
  }
  combiningClass = ranks;
  return ranks;
}

/**
 * Whether a text run with `cp` may change under NFC: it decomposes, has a non-zero combining
 * class, or can be the second of a composing pair (which includes Hangul V and T jamo).
 */
export function mayChangeUnderNfc(cp: number): boolean {
  if (cp < 0x300) return false;
  const ranks = tables();
  return (
    ranks.has(cp) ||
    decompositions.has(cp) ||
    (cp >= S_BASE && cp < S_BASE + S_COUNT) ||
    (cp >= V_BASE && cp < T_BASE + T_COUNT) ||
    secondOfPair(cp)
  );
}

let seconds: Set<number> | undefined;
function secondOfPair(cp: number): boolean {
  if (seconds === undefined) {
    seconds = new Set();
    for (const byBase of compositions.values())
      for (const second of byBase.keys()) seconds.add(second);
  }
  return seconds.has(cp);
}

/** Appends the canonical decomposition of `cp` to `out`, each code point packed with its rank. */
function decompose(cp: number, source: number, out: number[], sources: number[]): void {
  if (cp >= S_BASE && cp < S_BASE + S_COUNT) {
    const index = cp - S_BASE;
    out.push(L_BASE + ((index / N_COUNT) | 0), V_BASE + (((index % N_COUNT) / T_COUNT) | 0));
    sources.push(source, source);
    if (index % T_COUNT) {
      out.push(T_BASE + (index % T_COUNT));
      sources.push(source);
    }
    return;
  }
  const parts = decompositions.get(cp);
  if (parts !== undefined) {
    for (const part of parts) decompose(part, source, out, sources);
    return;
  }
  out.push(((combiningClass!.get(cp) ?? 0) << 24) | cp);
  sources.push(source);
}

/**
 * UAX #15 §3.11 canonical ordering: a stable sort of each run of non-starters by combining
 * class. Short runs are sorted by insertion; a long one by the engine's stable sort, so that
 * a run of thousands of marks stays O(n log n).
 */
function reorder(out: number[], sources: number[]): void {
  for (let i = 0; i < out.length; i++) {
    if (out[i]! >>> 24 === 0) continue;
    let end = i + 1;
    while (end < out.length && out[end]! >>> 24 !== 0) end++;
    if (end - i > 1) {
      if (end - i <= 32) {
        for (let j = i + 1; j < end; j++) {
          const packed = out[j]!;
          const source = sources[j]!;
          let k = j;
          while (k > i && out[k - 1]! >>> 24 > packed >>> 24) {
            out[k] = out[k - 1]!;
            sources[k] = sources[k - 1]!;
            k--;
          }
          out[k] = packed;
          sources[k] = source;
        }
      } else {
        const order = Array.from({ length: end - i }, (_, k) => i + k);
        order.sort((a, b) => (out[a]! >>> 24) - (out[b]! >>> 24));
        const packed = order.map((k) => out[k]!);
        const from = order.map((k) => sources[k]!);
        for (let k = 0; k < packed.length; k++) {
          out[i + k] = packed[k]!;
          sources[i + k] = from[k]!;
        }
      }
    }
    i = end;
  }
}

function decomposeAll(cps: readonly number[], sources: readonly number[]): [number[], number[]] {
  tables();
  const out: number[] = [];
  const outSources: number[] = [];
  for (let i = 0; i < cps.length; i++) decompose(cps[i]!, sources[i]!, out, outSources);
  reorder(out, outSources);
  return [out, outSources];
}

/** The primary composite of a pair (Unicode §3.12 for Hangul), or -1. */
function composePair(a: number, b: number): number {
  if (a >= L_BASE && a < L_BASE + 19 && b >= V_BASE && b < V_BASE + 21) {
    return S_BASE + (a - L_BASE) * N_COUNT + (b - V_BASE) * T_COUNT;
  }
  if (a >= S_BASE && a < S_BASE + S_COUNT && (a - S_BASE) % T_COUNT === 0) {
    if (b > T_BASE && b < T_BASE + T_COUNT) return a + b - T_BASE;
  }
  return compositions.get(a)?.get(b) ?? -1;
}

/** NFD of a sequence of code points. */
export function nfd(cps: readonly number[]): number[] {
  return nfdFrom(cps, cps)[0];
}

/** NFD of a sequence of code points, with the number of `sources` that each came from. */
export function nfdFrom(cps: readonly number[], sources: readonly number[]): [number[], number[]] {
  const [out, from] = decomposeAll(cps, sources);
  for (let i = 0; i < out.length; i++) out[i] = out[i]! & 0xffffff;
  return [out, from];
}

/**
 * NFC of a sequence of code points (UAX #15 §3.11 canonical composition). `sources` holds a
 * number per code point (its offset in the input) and is rewritten to match the result: a
 * composite keeps its starter's.
 */
export function nfc(cps: readonly number[], sources: number[] = cps.slice()): number[] {
  const [decomposed, from] = decomposeAll(cps, sources);
  const out: number[] = [];
  sources.length = 0;
  let starter = -1;
  let lastClass = 0;
  for (let i = 0; i < decomposed.length; i++) {
    const cp = decomposed[i]! & 0xffffff;
    const cc = decomposed[i]! >>> 24;
    // A character composes with the last starter unless blocked: something between them has
    // class 0 or a class not lower than its own.
    if (starter >= 0 && (out.length - 1 === starter || (lastClass !== 0 && lastClass < cc))) {
      const composite = composePair(out[starter]!, cp);
      if (composite >= 0) {
        out[starter] = composite;
        continue;
      }
    }
    out.push(cp);
    sources.push(from[i]!);
    if (cc === 0) starter = out.length - 1;
    lastClass = cc;
  }
  return out;
}
