// The Public Suffix List as the lookup reads it: the trie of list-text.ts read once, on first
// use, into flat typed arrays and one open-addressing hash table keyed by (parent node, label).
// A host is matched label by label from the right; each step hashes the label as it is scanned
// and verifies the candidate character by character, so a lookup allocates nothing and no hash
// collision can ever change an answer.
import { LIST_TEXT, NODE_COUNT } from './list.generated.js';
import { readList } from './list-text.js';

/** Bits of a node's flags: which rules end at it, and which wildcard rules (`*.x`) sit below it. */
export const RULE_ICANN = 1;
export const RULE_PRIVATE = 2;
export const EXCEPTION_ICANN = 4;
export const EXCEPTION_PRIVATE = 8;
export const WILDCARD_ICANN = 16;
export const WILDCARD_PRIVATE = 32;
/**
 * Whether a walk in the ICANN section goes on below a node: some node under it has an ICANN
 * rule, exception or wildcard. Without it the lookup of a host's next label is skipped: under
 * `blogspot.com`, say, only private rules lie, and the ICANN section's answer is `com`.
 */
export const ICANN_BELOW = 64;
/** Whether a node has children: without them the next label's lookup is skipped. */
export const ANY_BELOW = 128;

const KIND_FLAGS = [0, RULE_ICANN, RULE_PRIVATE, EXCEPTION_ICANN, EXCEPTION_PRIVATE];
const WILDCARD_FLAGS = [0, WILDCARD_ICANN, WILDCARD_PRIVATE, 0, 0];

/** FNV-1a's offset and prime: the label hash, over lower-cased code units, right to left. */
export const HASH_START = 0x811c9dc5 | 0;
export const HASH_PRIME = 0x01000193;

const TABLE_BITS = 15;
const TABLE_MASK = (2 << TABLE_BITS) - 1;

/** Every label, one after the other. */
let labels = '';
/** Per node n: at 2n where its label starts in `labels`, at 2n + 1 its parent << 8 | its length. */
let records = new Int32Array(0);
/** Flags per node (see RULE_ICANN …); node 0 is the root, above every top-level domain. */
export let flags = new Uint8Array(0);
/**
 * The hash table, two entries a slot: the key (label hash mixed with the parent) and the node
 * (0: an empty slot). A probe reads one cache line; the node's record is read only when the key
 * matches.
 */
let table = new Int32Array(0);

/** The key of a label hash under `parent`. */
function keyOf(parent: number, hash: number): number {
  return hash ^ Math.imul(parent, 0x2545f491);
}

/** The first slot (its index in `table`) where the search for `key` starts. */
function slotOf(key: number): number {
  return (Math.imul(key, 0x9e3779b1) >>> (32 - TABLE_BITS)) << 1;
}

/** The label hash of `text` (already lower-case) as the scan computes it: right to left. */
export function hashLabel(text: string): number {
  let h = HASH_START;
  for (let i = text.length - 1; i >= 0; i--) h = Math.imul(h ^ text.charCodeAt(i), HASH_PRIME);
  return h;
}

/**
 * Reads the list (once: 71,000 characters, 10,900 nodes) and builds the table. Called by every
 * lookup function before its first lookup; later calls return at once.
 */
export function loadTable(): void {
  if (table.length !== 0) return;
  const nodes = new Int32Array(2 * NODE_COUNT);
  const slots = new Int32Array(2 << TABLE_BITS);
  const nodeFlags = new Uint8Array(NODE_COUNT);
  const labelList: string[] = [];
  let offset = 0;
  let id = 0;
  readList(LIST_TEXT, (parent, label, kind) => {
    id++;
    // A wildcard rule (`*.ck`) becomes a flag of its parent: any label there matches it. No
    // branch on it: read breadth first, the first wildcard comes after the 1,450 top-level
    // domains, and a path never run before would cost the compiled callback (a deoptimization).
    const wildcard = label === '*' ? 1 : 0;
    nodeFlags[parent]! |= WILDCARD_FLAGS[kind]! * wildcard;
    nodeFlags[id] = KIND_FLAGS[kind]! * (1 - wildcard);
    labelList.push(label);
    nodes[2 * id] = offset;
    nodes[2 * id + 1] = (parent << 8) | label.length;
    offset += label.length;
    const key = keyOf(parent, hashLabel(label));
    let slot = slotOf(key);
    while (slots[slot + 1] !== 0) slot = (slot + 2) & TABLE_MASK;
    slots[slot] = key;
    slots[slot + 1] = id;
    return id;
  });
  // What lies below each node, from the leaves up (a child's id is greater than its parent's).
  const icannHere = RULE_ICANN | EXCEPTION_ICANN | WILDCARD_ICANN;
  for (let child = id; child > 0; child--) {
    const parent = nodes[2 * child + 1]! >> 8;
    const f = nodeFlags[child]!;
    nodeFlags[parent]! |= ANY_BELOW | ((f & (icannHere | ICANN_BELOW)) !== 0 ? ICANN_BELOW : 0);
  }
  flags = nodeFlags;
  labels = labelList.join('');
  records = nodes;
  table = slots;
}

/**
 * The child of `parent` whose label is `text[from, to)` (ASCII, any case; `hash` its label hash
 * over the lower-cased units), or 0.
 */
export function childOf(
  parent: number,
  text: string,
  from: number,
  to: number,
  hash: number,
): number {
  const key = keyOf(parent, hash);
  const record = (parent << 8) | (to - from);
  for (let slot = slotOf(key); ; slot = (slot + 2) & TABLE_MASK) {
    const id = table[slot + 1]!;
    if (id === 0) return 0;
    if (table[slot] !== key || records[2 * id + 1] !== record) continue;
    const begin = records[2 * id]! - from;
    // The built-in, not `text.charCodeAt`: see scan-host.ts.
    const codeAt = String.prototype.charCodeAt;
    let i = from;
    for (; i < to; i++) {
      let c = codeAt.call(text, i);
      // ASCII upper case to lower case (the list is lower case).
      if ((c - 0x41) >>> 0 < 26) c |= 0x20;
      if (c !== labels.charCodeAt(begin + i)) break;
    }
    if (i === to) return id;
  }
}
