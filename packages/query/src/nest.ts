// The nested mode (the `a[b][]=1` convention of PHP and qs, beyond RFC 3986 §3.4, which gives
// names no structure): pairs into prototype-free objects and arrays, within limits.
import { QueryError } from './errors.js';
import type { QueryPair } from './parse-query.js';

/**
 * The limits of the nested mode. Each bounds the work or memory one query can cause; going
 * over one is a QueryError, never a silent truncation.
 *
 * @example
 * ```ts
 * const limits: NestedQueryLimits = { depth: 1 };
 * parseNestedQuery('a[b][c]=1', limits); // throws depth-limit at 0
 * ```
 */
export interface NestedQueryLimits {
  /** The most bracket groups after a name (`a[b][c]` has 2). Default 5. */
  depth?: number | undefined;
  /** The most pairs in the query. Default 1000. */
  parameterLimit?: number | undefined;
  /** The highest array index (`a[20]`). Default 20. */
  arrayLimit?: number | undefined;
}

/**
 * A value of the nested mode: a string, an array of values, or a prototype-free object.
 *
 * @example
 * ```ts
 * const value: NestedQueryValue = parseNestedQuery('a[]=1&a[]=2')['a']!; // → ['1', '2']
 * ```
 */
export type NestedQueryValue = string | NestedQueryValue[] | NestedQueryObject;

/**
 * An object of the nested mode. It has no prototype (`Object.create(null)`), so `__proto__`,
 * `constructor` and `prototype` are keys like any other.
 *
 * @example
 * ```ts
 * const object: NestedQueryObject = parseNestedQuery('__proto__[x]=1');
 * Object.getPrototypeOf(object); // → null
 * ```
 */
export interface NestedQueryObject {
  [key: string]: NestedQueryValue;
}

export const DEFAULT_DEPTH = 5;
export const DEFAULT_PARAMETER_LIMIT = 1000;
export const DEFAULT_ARRAY_LIMIT = 20;

// A container while pairs are added: arrays collect (index, value) entries and are compacted
// at the end (qs documents that a[1]=b&a[15]=c gives ['b', 'c']).
class Node {
  isArray: boolean;
  entries: Map<string | number, string | Node> = new Map();
  next = 0;
  out: NestedQueryValue[] | NestedQueryObject | undefined = undefined;

  constructor(isArray: boolean) {
    this.isArray = isArray;
  }
}

function limit(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !(value >= 0)) {
    throw new TypeError(`${name} must be a number ≥ 0; got ${String(value)}`);
  }
  return value;
}

/** The number a segment names as an array index: -1 when it is not canonical decimal digits. */
function indexOf(segment: string): number {
  const length = segment.length;
  if (length === 0 || length > 15) return -1;
  if (length > 1 && segment.charCodeAt(0) === 0x30) return -1;
  let n = 0;
  for (let i = 0; i < length; i++) {
    const d = segment.charCodeAt(i) - 0x30;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/**
 * The segments of a name: `a[b][]` → ['a', 'b', '']. A name that is not exactly a non-empty
 * head followed by bracket groups without brackets inside (`[a]`, `a[b`, `a[b]c`, `a[[b]]`) is
 * one plain segment: nothing of it is dropped or guessed. Throws depth-limit past `depth`.
 */
function segmentsOf(name: string, depth: number, input: string, at: number): string[] {
  const open = name.indexOf('[');
  if (open <= 0 || name.charCodeAt(name.length - 1) !== 0x5d) return [name];
  const segments = [name.slice(0, open)];
  let i = open;
  const length = name.length;
  while (i < length) {
    if (name.charCodeAt(i) !== 0x5b) return [name];
    let j = i + 1;
    while (j < length) {
      const c = name.charCodeAt(j);
      if (c === 0x5d) break;
      if (c === 0x5b) return [name];
      j++;
    }
    if (j === length) return [name];
    segments.push(name.slice(i + 1, j));
    i = j + 1;
  }
  if (segments.length - 1 > depth) throw new QueryError('depth-limit', input, at);
  return segments;
}

/**
 * Builds the nested object of `pairs`; `starts[i]` is where pair i begins in `input`, the text
 * errors point into. No recursion: containers are finished in reverse order of creation, so
 * that each child is done before its parent.
 */
export function nestPairs(
  pairs: readonly QueryPair[],
  starts: readonly number[],
  input: string,
  limits: NestedQueryLimits | undefined,
): NestedQueryObject {
  const depth = limit(limits?.depth, DEFAULT_DEPTH, 'depth');
  const parameterLimit = limit(limits?.parameterLimit, DEFAULT_PARAMETER_LIMIT, 'parameterLimit');
  const arrayLimit = limit(limits?.arrayLimit, DEFAULT_ARRAY_LIMIT, 'arrayLimit');
  if (pairs.length > parameterLimit) {
    throw new QueryError('parameter-limit', input, starts[parameterLimit] ?? 0);
  }
  const root = new Node(false);
  const nodes: Node[] = [root];

  // The key under which `segment` goes in `node`, converting an array to an object when it
  // gets a key that is not an index (qs: a[0]=b&a[b]=c gives { 0: 'b', b: 'c' }).
  const keyIn = (node: Node, segment: string, at: number): string | number => {
    if (segment === '') return node.isArray ? node.next++ : String(node.next++);
    const index = indexOf(segment);
    if (index > arrayLimit) throw new QueryError('array-limit', input, at);
    if (node.isArray) {
      if (index >= 0) {
        if (index >= node.next) node.next = index + 1;
        return index;
      }
      const entries = new Map<string | number, string | Node>();
      for (const [key, value] of node.entries) entries.set(String(key), value);
      node.entries = entries;
      node.isArray = false;
    } else if (index >= 0 && index >= node.next) {
      node.next = index + 1;
    }
    return segment;
  };

  for (let p = 0; p < pairs.length; p++) {
    const [name, rawValue] = pairs[p]!;
    const at = starts[p] ?? 0;
    const value = rawValue ?? '';
    const segments = segmentsOf(name, depth, input, at);
    let node = root;
    const last = segments.length - 1;
    for (let s = 0; s < last; s++) {
      const key = s === 0 ? segments[0]! : keyIn(node, segments[s]!, at);
      const child = node.entries.get(key);
      if (child === undefined) {
        const nextSegment = segments[s + 1]!;
        const created = new Node(nextSegment === '' || indexOf(nextSegment) >= 0);
        nodes.push(created);
        node.entries.set(key, created);
        node = created;
      } else if (typeof child === 'string') {
        throw new QueryError('mixed-structure', input, at);
      } else {
        node = child;
      }
    }
    const key = last === 0 ? segments[0]! : keyIn(node, segments[last]!, at);
    const existing = node.entries.get(key);
    if (existing === undefined) {
      node.entries.set(key, value);
    } else if (typeof existing === 'string') {
      // A repeated name collects its values in order (qs: a=b&a=c gives ['b', 'c']).
      const list = new Node(true);
      list.entries.set(0, existing);
      list.entries.set(1, value);
      list.next = 2;
      nodes.push(list);
      node.entries.set(key, list);
    } else if (existing.isArray) {
      existing.entries.set(existing.next++, value);
    } else {
      throw new QueryError('mixed-structure', input, at);
    }
  }

  for (let n = nodes.length - 1; n >= 0; n--) {
    const node = nodes[n]!;
    if (node.isArray) {
      const keys = [...node.entries.keys()] as number[];
      keys.sort((a, b) => a - b);
      node.out = keys.map((key) => settled(node.entries.get(key)!));
    } else {
      const object: NestedQueryObject = Object.create(null);
      // A prototype-free object has no __proto__ setter: every key is an own data property.
      for (const [key, value] of node.entries) object[key as string] = settled(value);
      node.out = object;
    }
  }
  return root.out as NestedQueryObject;
}

function settled(value: string | Node): NestedQueryValue {
  return typeof value === 'string' ? value : value.out!;
}
