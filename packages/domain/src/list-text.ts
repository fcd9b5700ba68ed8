// The compiled Public Suffix List as text: its rules as a trie of labels read from the right
// (`uk` → `co` → `example`), written level by level (breadth first): the top-level domains,
// then the children of each of them that has any, in the order they were written, and so on,
// each node's children in reverse alphabetical order. The generator writes it; suffix-table.ts
// reads it once, in one linear pass, into its hash table.
//
// Why text: gzip sees the published bundle, and this text gzips to about 31 kB, a few kB more
// than the arithmetic-coded trie this package shipped first; but reading it costs one pass of
// charCodeAt over 71,000 characters where decoding the coded trie took about a billion
// instructions on the first call (140 ms). Front coding (a label written after the characters
// it shares with the sibling before it) takes 1.7 kB off the gzipped size, and the breadth-first
// order 0.9 kB more than depth first: the children of similar parents (the counties of `no`, the
// states of `us`, the regions of a cloud) then lie side by side, within reach of gzip's matches.

/** What a node of the trie is: no rule (only a step to longer rules), a rule, or an exception. */
export const NOT_A_RULE = 0;
export const ICANN_RULE = 1;
export const PRIVATE_RULE = 2;
export const ICANN_EXCEPTION = 3;
export const PRIVATE_EXCEPTION = 4;

/**
 * The character that ends a label: at TAGS[2 * kind + 1] when the node has children (a group
 * of their own further on), at TAGS[2 * kind] when it has none. No label character (a–z, 0–9,
 * '-', '*': every label is stored as its A-label) is among them, nor any character a string
 * literal escapes.
 */
export const TAGS = '.:,;!?<>()';
/** The character after the last child of a node (the group of its children). */
export const CLOSE = '}';
/**
 * A label that shares n (1 … 26) leading characters with the sibling before it starts with the
 * character 0x40 + n ('A' … 'Z'), then has only the rest.
 */
export const SHARED_BASE = 0x40;
export const MAX_SHARED = 26;

/**
 * Receives each node as it is read: its parent's id (0 for the root), its label and its kind
 * (NOT_A_RULE …); returns the node's own id, which must be greater than its parent's.
 */
export type AddNode = (parent: number, label: string, kind: number) => number;

// Per character: 0 a label character, 1 + the tag's index for a tag.
const TAG_OF = new Uint8Array(128);
for (let t = 0; t < TAGS.length; t++) TAG_OF[TAGS.charCodeAt(t)] = t + 1;

/**
 * Reads the whole trie `text` (see {@link TAGS}), giving every node to `add` parent first.
 *
 * @example
 * ```ts
 * // The root's group: `uk` (no rule, children follow); then uk's group: `co` (an ICANN rule).
 * const names = [''];
 * readList('uk:}co,', (parent, label) => names.push(`${label}.${names[parent]}`) - 1);
 * names; // → ['', 'uk.', 'co.uk.']
 * ```
 */
export function readList(text: string, add: AddNode): void {
  // The nodes whose children are still to come, in the order their groups follow (the root's
  // first), and the label of the sibling before in the group being read.
  const parents = [0];
  let group = 0;
  let previous = '';
  for (let i = 0; i < text.length; ) {
    let c = text.charCodeAt(i);
    if (c === 0x7d) {
      // CLOSE: the next group, of the next parent.
      group++;
      previous = '';
      i++;
      continue;
    }
    let shared = '';
    if (c > SHARED_BASE && c <= SHARED_BASE + MAX_SHARED) {
      shared = previous.slice(0, c - SHARED_BASE);
      i++;
    }
    const start = i;
    for (c = text.charCodeAt(i); TAG_OF[c] === 0; c = text.charCodeAt(++i));
    const label = shared + text.slice(start, i);
    const tag = TAG_OF[c]! - 1;
    i++;
    previous = label;
    const id = add(parents[group]!, label, tag >> 1);
    if ((tag & 1) !== 0) parents.push(id);
  }
}
