// The ENSIP-15 tables of tables.generated.ts, decoded on first use: groups, valid characters
// with the set of groups that has each, combining and non-spacing marks, whole-script
// confusables, ignored and mapped characters, and the emoji trie.
import { codePoints } from './code-points.js';
import { checkEngine } from './nf.js';
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
  /** Confused character → the groups outside its confusable extent (a mask). */
  confused: Map<number, Int32Array>;
  ignored: Set<number>;
  /** Mapped characters: explicit ones, and those derived so far (see mappingOf). */
  mapped: Map<number, number[]>;
  /** Runs of characters whose mapping is NFC(toLowerCase(NFKC(cp))): starts, inclusive ends. */
  derivedStarts: Int32Array;
  derivedEnds: Int32Array;
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

/**
 * ENSIP-15 §Wholes: reads the members of every whole (sorted, each naming the previous member
 * of its whole) and gives each confused character the groups outside its confusable extent:
 * the groups of its whole, less those of the members connected to it through shared groups
 * (members taken in code point order, each joining the first extent it shares a group with).
 */
function readWholes(
  next: Reader,
  words: number,
  masks: Int32Array,
  starts: Int32Array,
  ends: Int32Array,
  sets: Int32Array,
): Map<number, Int32Array> {
  const members: number[] = [];
  const confusedFlags: boolean[] = [];
  const wholeOf: number[][] = [];
  const wholes: number[][] = [];
  let from = 0;
  for (let n = next(), i = 0; i < n; i++) {
    const cp = from + next();
    from = cp + 1;
    const code = next();
    const whole = code >> 1 ? wholeOf[i - (code >> 1)]! : [];
    if (whole.length === 0) wholes.push(whole);
    whole.push(i);
    wholeOf.push(whole);
    members.push(cp);
    confusedFlags.push((code & 1) === 0);
  }
  const lookup = { starts, ends, sets } as EnsTables;
  const confused = new Map<number, Int32Array>();
  for (const whole of wholes) {
    const union = new Int32Array(words);
    const extents: Int32Array[] = [];
    const extentOf: Int32Array[] = [];
    for (const i of whole) {
      // Index arithmetic, not subarray(): a typed-array view per member made this loop
      // 20 times slower in V8.
      const at = groupSetOf(lookup, members[i]!) * words;
      let extent = extents.find((e) => {
        for (let w = 0; w < words; w++) if ((e[w]! & masks[at + w]!) !== 0) return true;
        return false;
      });
      if (extent === undefined) {
        extent = new Int32Array(words);
        extents.push(extent);
      }
      for (let w = 0; w < words; w++) {
        extent[w]! |= masks[at + w]!;
        union[w]! |= masks[at + w]!;
      }
      extentOf.push(extent);
    }
    for (let k = 0; k < whole.length; k++) {
      const i = whole[k]!;
      if (!confusedFlags[i]) continue;
      const outside = new Int32Array(words);
      for (let w = 0; w < words; w++) outside[w] = union[w]! & ~extentOf[k]![w]!;
      confused.set(members[i]!, outside);
    }
  }
  return confused;
}

/** The index of the run of `starts`/`ends` (inclusive) that holds `cp`, or -1. */
function runOf(starts: Int32Array, ends: Int32Array, cp: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (starts[mid]! > cp) high = mid - 1;
    else if (ends[mid]! < cp) low = mid + 1;
    else return mid;
  }
  return -1;
}

/** The mapping of `cp` (a copy is not made: do not change it), or `undefined`. */
export function mappingOf(t: EnsTables, cp: number): number[] | undefined {
  let target = t.mapped.get(cp);
  if (target !== undefined || runOf(t.derivedStarts, t.derivedEnds, cp) < 0) return target;
  // Stable for every engine of Unicode 15.0 or later (the generator checks each one).
  target = codePoints(String.fromCodePoint(cp).normalize('NFKC').toLowerCase().normalize('NFC'));
  t.mapped.set(cp, target);
  return target;
}

/** The decoded tables (decoded on the first call). */
export function ensTables(): EnsTables {
  if (decoded !== undefined) return decoded;
  checkEngine();
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

  const confused = readWholes(next, words, masks, starts, ends, sets);
  const ignored = readSet(next);

  const derived: number[] = [];
  readRuns(next, (start, end) => derived.push(start, end));
  const mapped = new Map<number, number[]>();
  from = 0;
  let offset = 0;
  let lastFirst = 0;
  for (let n = next(); n > 0; n--) {
    const head = next();
    const cp = from + (head >> 1);
    if ((head & 1) === 0) {
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
    ignored,
    mapped,
    derivedStarts: Int32Array.from(derived.filter((_, i) => i % 2 === 0)),
    derivedEnds: Int32Array.from(derived.filter((_, i) => i % 2 === 1)),
    emoji: nodes.at(-1)!,
  };
  return decoded;
}

/** The index of the group set of a valid `cp`, or -1 when `cp` is not valid. */
export function groupSetOf(t: EnsTables, cp: number): number {
  const run = runOf(t.starts, t.ends, cp);
  return run < 0 ? -1 : t.sets[run]!;
}
