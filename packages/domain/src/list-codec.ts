// The compiled Public Suffix List as a sequence of symbols: its rules as a trie of labels read
// from the right (`uk` → `co` → `example`), walked depth first, each node's children in sorted
// order, each label front-coded against the sibling before it. The generator turns the list into
// these symbols and encodes them; suffix-table.ts decodes them into nodes. Which contexts predict
// each symbol is decided here; list-coder.ts does the arithmetic.
import { codeSymbol, contexts, hashContext } from './list-coder.js';

/** What a node of the trie is: no rule (only a step to longer rules), a rule, or an exception. */
export const NOT_A_RULE = 0;
export const ICANN_RULE = 1;
export const PRIVATE_RULE = 2;
export const ICANN_EXCEPTION = 3;
export const PRIVATE_EXCEPTION = 4;

/** The longest label the list may hold (DNS's limit, RFC 1035 §2.3.4). */
const MAX_LABEL = 63;

// Weight sets of the mixer, one per kind of symbol.
const SET_MORE = 0;
const SET_MATCH = 1;
const SET_KIND = 2;
const SET_CHARS = 3;

/**
 * Receives each node as it is decoded: its parent's id (0 for the root) and its label
 * (characters of the alphabet, not yet A-labels); returns the node's own id.
 */
export type AddNode = (parent: number, label: string) => number;

/** Receives the kind of a node (NOT_A_RULE …) once its children are decoded. */
export type SetKind = (id: number, kind: number) => void;

/**
 * Codes the whole trie: decodes it when `symbols` is undefined (call startDecoding first),
 * encodes `symbols` otherwise (startEncoding first). `alphabet` maps symbol s (1 … 63) to its
 * character; symbol 0 ends a label. `add` and `setKind` receive every node, in both directions.
 *
 * The symbols, per node, depth first: for each child a 1, then its label, its own children and
 * its kind; a 0 after the last child. A label is the number of leading characters it shares
 * with the sibling before it (a run of 1 bits ended by a 0, unless it shares them all), then its
 * other characters as 6-bit symbols and a 0. A kind (NOT_A_RULE …) is a 3-bit symbol, coded
 * after the children so that whether there were any predicts it (a leaf is always a rule).
 */
export function codeList(
  alphabet: string,
  add: AddNode,
  setKind: SetKind,
  symbols?: readonly number[],
): void {
  let next = 0;
  const value = (): number => (symbols === undefined ? 0 : symbols[next++]!);
  // The label being coded, and per depth the sibling before it (zero after its end).
  const current = new Int32Array(MAX_LABEL + 1);
  const previousAt: Int32Array[] = [];
  // The kind coded last, anywhere: the rules of one section come in runs.
  let lastKind = 0;

  const children = (id: number, depth: number, parentHash: number): number => {
    if (previousAt.length === depth) previousAt.push(new Int32Array(MAX_LABEL + 1));
    const previous = previousAt[depth]!;
    previous.fill(0);
    let count = 0;
    let previousLength = 0;
    let previousKind = 7;
    for (;;) {
      contexts[0] = hashContext(1, (depth << 4) | (count === 0 ? 8 : 0));
      contexts[1] = hashContext(2, (Math.min(count, 8) << 6) | depth);
      contexts[2] = hashContext(3, parentHash);
      if (codeSymbol(1, value(), 3, SET_MORE) === 0) break;
      // The characters shared with the previous sibling: one bit each while they match.
      let shared = 0;
      if (count > 0) {
        for (let j = 0; j < previousLength; j++) {
          const c = previous[j]!;
          contexts[0] = hashContext(30, (j << 8) | c);
          contexts[1] = hashContext(31, (((c << 8) | previous[j + 1]!) << 2) | Math.min(j, 3));
          contexts[2] = hashContext(32, (Math.min(count, 8) << 6) | j);
          if (codeSymbol(1, value(), 3, SET_MATCH) === 0) break;
          current[shared] = c;
          shared++;
        }
      }
      let length = shared;
      let labelHash = shared;
      for (let j = 0; j < shared; j++)
        labelHash = (Math.imul(labelHash ^ current[j]!, 0x2f0a3d5b) + j) | 0;
      for (;;) {
        const c1 = length > 0 ? current[length - 1]! : 0;
        const c2 = length > 1 ? current[length - 2]! : 0;
        const c3 = length > 2 ? current[length - 3]! : 0;
        const c4 = length > 3 ? current[length - 4]! : 0;
        const c5 = length > 4 ? current[length - 5]! : 0;
        const aligned = length < previousLength ? previous[length]! : 127;
        const first = length === shared ? 1 : 0;
        contexts[0] = hashContext(10, c1);
        contexts[1] = hashContext(11, (c1 << 7) | c2);
        contexts[2] = hashContext(12, (((c1 << 7) | c2) << 7) | c3);
        contexts[3] = hashContext(
          19,
          Math.imul(hashContext(13, (((((c1 << 7) | c2) << 7) | c3) << 7) | c4), 31) ^ c5,
        );
        contexts[4] = hashContext(14, labelHash);
        contexts[5] = hashContext(18, (((aligned << 7) | c1) << 1) | first);
        contexts[6] = hashContext(17, (length << 4) | depth);
        // One weight set per position (first four) and per first character after the shared ones.
        const symbol = codeSymbol(6, value(), 7, SET_CHARS + first * 4 + Math.min(length, 3));
        if (symbol === 0 || length === MAX_LABEL) break;
        current[length] = symbol;
        labelHash = (Math.imul(labelHash ^ symbol, 0x2f0a3d5b) + length) | 0;
        length++;
      }
      let label = '';
      let hash = parentHash;
      for (let j = 0; j < length; j++) {
        label += alphabet[current[j]! - 1];
        hash = Math.imul(hash ^ current[j]!, 0x01000193);
        previous[j] = current[j]!;
      }
      previous[length] = 0;
      previousLength = length;
      const child = add(id, label);
      const grandchildren = children(child, depth + 1, hash);
      contexts[0] = hashContext(20, (previousKind << 3) | (grandchildren > 0 ? 1 : 0));
      contexts[1] = hashContext(21, (Math.min(grandchildren, 3) << 6) | depth);
      contexts[2] = hashContext(
        22,
        (lastKind << 4) | (previousKind << 1) | (grandchildren > 0 ? 1 : 0),
      );
      const kind = codeSymbol(3, value(), 3, SET_KIND);
      lastKind = kind;
      setKind(child, kind);
      previousKind = kind;
      count++;
    }
    return count;
  };
  children(0, 0, 0);
}
