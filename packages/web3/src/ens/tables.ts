// The ENSIP-15 tables of tables.generated.ts, decoded on first use: groups, valid characters
// with the set of groups that has each, combining and non-spacing marks, whole-script
// confusables, ignored and mapped characters, and the emoji trie.
import { nfd } from './nf.js';
import { type Reader, reader, readRuns, readSet, signed } from './reader.js';
import { ENS_DATA, GROUP_NAMES } from './tables.generated.js';

/** A node of the emoji trie: `end` when the sequence that reaches it is an emoji. */
export interface EmojiNode {
  end: boolean;
  next: Map<number, EmojiNode>;
}

export interface EnsTables {
  /** Group names, in ENSIP-15 order (restricted ones as `Restricted[Xxxx]`). */
  names: string[];
  /** Per group: whether its combining marks are whitelisted (no NSM rule). */
  whitelisted: boolean[];
  /** Words per group bit mask. */
  words: number;
  /** Group sets as bit masks, `words` numbers each. */
  masks: Int32Array;
  /** Valid runs: starts, inclusive ends, and the index of their group set. */
  starts: Int32Array;
  ends: Int32Array;
  sets: Int32Array;
  cm: Set<number>;
  nsm: Set<number>;
  /** Confused character → index of its complement (in `complements`). */
  confused: Map<number, number>;
  complements: Int32Array;
  ignored: Set<number>;
  mapped: Map<number, number[]>;
  emoji: EmojiNode;
}

let decoded: EnsTables | undefined;

function readMasks(next: Reader, words: number): Int32Array {
  const count = next();
  const masks = new Int32Array(count * words);
  for (let i = 0; i < count; i++) {
    let g = -1;
    for (let n = next(); n > 0; n--) {
      g += next() + 1;
      masks[i * words + (g >> 5)]! |= 1 << (g & 31);
    }
  }
  return masks;
}

/** The decoded tables (decoded on the first call). */
export function ensTables(): EnsTables {
  if (decoded !== undefined) return decoded;
  const next = reader(ENS_DATA);
  const names = GROUP_NAMES.split(',');
  const unrestricted = next();
  const whitelisted = names.map(() => false);
  readRuns(next, (start, end) => {
    for (let g = start; g <= end; g++) whitelisted[g] = true;
  });
  for (let g = unrestricted; g < names.length; g++) names[g] = `Restricted[${names[g]}]`;
  const words = (names.length + 31) >> 5;
  const masks = readMasks(next, words);

  // Valid runs; the group set is coded move-to-front (0: the next set not used yet).
  const runCount = next();
  const starts = new Int32Array(runCount);
  const ends = new Int32Array(runCount);
  const sets = new Int32Array(runCount);
  const recent: number[] = [];
  let fresh = 0;
  let from = 0;
  for (let i = 0; i < runCount; i++) {
    starts[i] = from + next();
    from = starts[i]! + next() + 1;
    ends[i] = from - 1;
    const code = next();
    const set = code === 0 ? fresh++ : recent.splice(code - 1, 1)[0]!;
    recent.unshift(set);
    sets[i] = set;
  }
  const cm = readSet(next);
  const nsm = readSet(next);

  const complements = readMasks(next, words);
  const confused = new Map<number, number>();
  recent.length = 0;
  fresh = 0;
  from = 0;
  for (let n = next(); n > 0; n--) {
    const cp = from + next();
    from = cp + 1;
    const code = next();
    const set = code === 0 ? fresh++ : recent.splice(code - 1, 1)[0]!;
    recent.unshift(set);
    confused.set(cp, set);
  }
  const ignored = readSet(next);

  const mapped = new Map<number, number[]>();
  from = 0;
  let offset = 0;
  let lastFirst = 0;
  for (let n = next(); n > 0; n--) {
    const head = next();
    const cp = from + Math.floor(head / 3);
    const kind = head % 3;
    if (kind === 0) {
      const count = next() + 1;
      let step = 1;
      let delta = 0;
      if (count > 1) {
        step = next() + 1;
        delta = signed(next());
      }
      offset += signed(next());
      for (let k = 0; k < count; k++) mapped.set(cp + k * step, [cp + offset + k * delta]);
      from = cp + (count - 1) * step + 1;
    } else if (kind === 1) {
      const count = next() + 1;
      for (let k = 0; k < count; k++) mapped.set(cp + k, nfd([cp + k]));
      from = cp + count;
    } else {
      const target: number[] = [];
      let previous = lastFirst;
      for (let k = next() + 2; k > 0; k--) {
        previous += signed(next());
        target.push(previous);
      }
      lastFirst = target[0]!;
      mapped.set(cp, target);
      from = cp + 1;
    }
  }

  // Emoji trie: nodes are written children first; an edge names its child by distance back.
  const alphabet: number[] = [];
  readRuns(next, (start, end) => {
    for (let cp = start; cp <= end; cp++) alphabet.push(cp);
  });
  const nodes: EmojiNode[] = [];
  for (let n = next(), id = 0; id < n; id++) {
    const head = next();
    const node: EmojiNode = { end: (head & 1) === 1, next: new Map() };
    for (let e = head >> 1; e > 0; e--) {
      const child = nodes[id - next() - 1]!;
      let letter = -1;
      for (let k = next() + 1; k > 0; k--) {
        letter += next() + 1;
        node.next.set(alphabet[letter]!, child);
      }
    }
    nodes.push(node);
  }
  decoded = {
    names,
    whitelisted,
    words,
    masks,
    starts,
    ends,
    sets,
    cm,
    nsm,
    confused,
    complements,
    ignored,
    mapped,
    emoji: nodes.at(-1)!,
  };
  return decoded;
}

/** The index of the group set of a valid `cp`, or -1 when `cp` is not valid. */
export function groupSetOf(t: EnsTables, cp: number): number {
  let low = 0;
  let high = t.starts.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (t.starts[mid]! > cp) high = mid - 1;
    else if (t.ends[mid]! < cp) low = mid + 1;
    else return t.sets[mid]!;
  }
  return -1;
}
