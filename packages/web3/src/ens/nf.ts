// Unicode Normalization Forms NFC and NFD (UAX #15 §3, Unicode 17.0.0) on arrays of code
// points, identical in every engine whose String.prototype.normalize has Unicode 15.0 data or
// later (Node.js 20.0's ICU 72.1 and every runtime since).
//
// By Unicode's Normalization Stability policy, the NFC and NFD of characters that Unicode 15.0
// had never change: for those the engine is exact whatever its version, so this module asks
// it, one character or one pair at a time. nf.generated.ts holds what an engine of 15.0
// cannot know (the characters assigned since that have a combining class, a decomposition or
// a composition) and every combining class, for canonical ordering. A run without such a new
// character is normalized by the engine directly.
import { codePoints, stringOf } from './code-points.js';
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

let ranks: Map<number, number> | undefined;
let fresh: Set<number>;
let ownParts: Map<number, number[]>;
let ownComposites: Map<number, number>;
/**
 * The engine's NFD of one character (NO_PARTS when it is its own), and pair compositions:
 * caches of at most CACHE_SIZE entries each (emptied when full), so that no input grows them
 * without bound.
 */
const engineParts = new Map<number, number[]>();
const NO_PARTS: number[] = [];
const enginePairs = new Map<number, number>();
const CACHE_SIZE = 4096;

/**
 * Decodes NF_DATA once, after checking that the engine normalizes with Unicode 15.0 data:
 * U+1E4EE (Nag Mundari, new in 15.0, class 220) moves before U+0301 (class 230) in NFD.
 */
function tables(): Map<number, number> {
  if (ranks !== undefined) return ranks;
  if ('a\u0301\u{1e4ee}'.normalize('NFD') !== 'a\u{1e4ee}\u0301') {
    throw new Error(
      '@urikit/web3: ENS normalization needs String.prototype.normalize with Unicode 15.0 data or later',
    );
  }
  const next = reader(NF_DATA);
  const classes = new Map<number, number>();
  let rank = 0;
  let from = 0;
  for (let n = next(); n > 0; n--) {
    const start = from + next();
    from = start + next() + 1;
    rank += signed(next());
    for (let cp = start; cp < from; cp++) classes.set(cp, rank);
  }
  fresh = new Set();
  readRuns(next, (start, end) => {
    for (let cp = start; cp <= end; cp++) fresh.add(cp);
  });
  ownParts = new Map();
  ownComposites = new Map();
  from = 0;
  for (let n = next(); n > 0; n--) {
    const head = next();
    const cp = from + (head >> 1);
    from = cp + 1;
    const parts: number[] = [];
    for (let k = next() + 1; k > 0; k--) parts.push(cp + signed(next()));
    ownParts.set(cp, parts);
    // UAX #15 §1.3: a primary composite is a canonical pair not excluded from composition.
    if (head & 1) ownComposites.set(parts[0]! * 0x110000 + parts[1]!, cp);
  }
  ranks = classes;
  return classes;
}

/** Throws unless the engine normalizes with Unicode 15.0 data or later. */
export function checkEngine(): void {
  tables();
}

/** Appends the canonical decomposition of `cp` to `out`, each code point packed with its rank. */
function decompose(cp: number, source: number, out: number[], sources: number[]): void {
  const own = ownParts.get(cp);
  if (own !== undefined) {
    for (const part of own) decompose(part, source, out, sources);
    return;
  }
  let parts = cp < 0xc0 ? NO_PARTS : engineParts.get(cp);
  if (parts === undefined) {
    const text = String.fromCodePoint(cp);
    const decomposed = text.normalize('NFD');
    parts = decomposed === text ? NO_PARTS : codePoints(decomposed);
    if (engineParts.size >= CACHE_SIZE) engineParts.clear();
    engineParts.set(cp, parts);
  }
  if (parts === NO_PARTS) {
    out.push(((ranks!.get(cp) ?? 0) << 24) | cp);
    sources.push(source);
    return;
  }
  // The engine's parts are fully decomposed, and of Unicode 15.0 (the generator checks that
  // no older character decomposes into a newer one).
  for (const part of parts) {
    out.push(((ranks!.get(part) ?? 0) << 24) | part);
    sources.push(source);
  }
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

/** The primary composite of a pair, or -1: Hangul (§3.12), a new one, or the engine's. */
function composePair(a: number, b: number): number {
  if (a >= L_BASE && a < L_BASE + 19 && b >= V_BASE && b < V_BASE + 21) {
    return S_BASE + (a - L_BASE) * N_COUNT + (b - V_BASE) * T_COUNT;
  }
  if (a >= S_BASE && a < S_BASE + S_COUNT && (a - S_BASE) % T_COUNT === 0) {
    return b > T_BASE && b < T_BASE + T_COUNT ? a + b - T_BASE : -1;
  }
  const key = a * 0x110000 + b;
  let composite = ownComposites.get(key) ?? enginePairs.get(key);
  if (composite === undefined) {
    // Both were in Unicode 15.0 (a new composite of old parts is always excluded), so the
    // engine's NFC of the pair is one character exactly when they compose.
    const pair = String.fromCodePoint(a, b).normalize('NFC');
    const first = pair.codePointAt(0)!;
    composite = pair.length === (first > 0xffff ? 2 : 1) ? first : -1;
    if (enginePairs.size >= CACHE_SIZE) enginePairs.clear();
    enginePairs.set(key, composite);
  }
  return composite;
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
 * composite keeps its starter's. A sequence that NFC leaves as it is comes back unchanged.
 */
export function nfc(cps: readonly number[], sources: number[] = cps.slice()): number[] {
  tables();
  let hasFresh = false;
  for (let i = 0; i < cps.length && !hasFresh; i++) hasFresh = fresh.has(cps[i]!);
  if (!hasFresh) {
    const text = stringOf(cps);
    if (text.normalize('NFC') === text) return cps.slice();
  }
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
