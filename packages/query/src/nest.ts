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

// How arrays are held while pairs are added. Fast path: an array that is only appended to
// (`a[]=`, a repeated name) or given the next index in order (`a[0]=`, `a[1]=`) is a plain array
// from the start, final as it is; it skips the Sparse bookkeeping below (index list, position
// map, holder, compaction at the end), which the common case never needs. The first index past
// its end (a gap: qs documents that a[1]=b&a[15]=c gives ['b', 'c']) turns it into a Sparse,
// which keeps (index, value) entries, reusing the array as its `values`, and is compacted in
// index order at the end. An array that gets a key that is not an index becomes an object with
// the indexes as keys (qs: a[0]=b&a[b]=c gives { 0: 'b', b: 'c' }). Both changes replace the
// array where it is held, so each container's holder is known while a name is walked: an object
// and a key, or an array (a plain one, or the `values` of a Sparse) and a position.
class Sparse {
  indexes: number[];
  values: Slot[];
  next: number;
  positions: Map<number, number> | undefined = undefined;
  converted = false;
  holder: Holder;
  key: string | number;

  constructor(values: Slot[], holder: Holder, key: string | number) {
    const indexes: number[] = [];
    for (let i = 0; i < values.length; i++) indexes.push(i);
    this.indexes = indexes;
    this.values = values;
    this.next = values.length;
    this.holder = holder;
    this.key = key;
  }

  add(index: number, value: Slot): number {
    const position = this.values.length;
    this.indexes.push(index);
    this.values.push(value);
    if (index >= this.next) this.next = index + 1;
    if (this.positions !== undefined) this.positions.set(index, position);
    return position;
  }

  /** The position of `index`, or -1: a map is built the first time an index is looked up. */
  find(index: number): number {
    if (this.positions === undefined) {
      this.positions = new Map();
      for (let i = 0; i < this.indexes.length; i++) this.positions.set(this.indexes[i]!, i);
    }
    return this.positions.get(index) ?? -1;
  }
}

type Slot = string | Slot[] | Sparse | NestedQueryObject;
type Container = Slot[] | Sparse | NestedQueryObject;
type Holder = Slot[] | NestedQueryObject;

// A limit whose type the caller's requireOptions has checked: past that, one that is negative
// or NaN is a RangeError in the name of `fn`.
function limit(fn: string, value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!(value >= 0)) throw new RangeError(`${fn}: options.${name} must be ≥ 0; got ${value}`);
  return value;
}

/**
 * The number `name.slice(from, to)` names as an array index: -1 when it is not canonical
 * decimal digits (`01` is a key, as in qs).
 */
function indexIn(name: string, from: number, to: number): number {
  const length = to - from;
  if (length === 0 || length > 15) return -1;
  if (length > 1 && name.charCodeAt(from) === 0x30) return -1;
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = name.charCodeAt(i) - 0x30;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/**
 * The number of bracket groups of a name whose first "[" is at `open`, or -1 when the name is
 * not exactly a non-empty head followed by bracket groups without brackets inside (`[a]`,
 * `a[b`, `a[b]c`, `a[[b]]`): such a name is one plain key, nothing of it dropped or guessed.
 * Each search starts past the previous group, so the name is read once.
 */
function groupCount(name: string, open: number): number {
  const length = name.length;
  if (open <= 0 || name.charCodeAt(length - 1) !== 0x5d) return -1;
  let groups = 0;
  let i = open;
  for (;;) {
    const close = name.indexOf(']', i + 1);
    const next = name.indexOf('[', i + 1);
    if (next !== -1 && next < close) return -1;
    groups++;
    if (close === length - 1) return groups;
    if (next !== close + 1) return -1;
    i = next;
  }
}

/**
 * Sets own key `key` of a prototype-free object: every store of the nested mode goes through
 * this one site. Names are fresh strings sliced from each query, so a store site that sees
 * one key per object keeps missing V8's inline cache (and adds to dictionary-mode objects,
 * which Object.create(null) makes, go through the runtime); one shared site turns megamorphic
 * at once and takes the generic path, several times faster. No prototype, so no setter on
 * the way: ECMA-262 §10.1.9 [[Set]] creates an own data property.
 */
function store(object: NestedQueryObject, key: string, value: Slot): void {
  (object as Record<string, Slot>)[key] = value;
}

/** Own key `key` of a prototype-free object: the one load site, for the reason of `store`. */
function load(object: NestedQueryObject, key: string): Slot | undefined {
  return (object as Record<string, Slot | undefined>)[key];
}

/** Places `value` where `holder` holds `key`. */
function place(holder: Holder, key: string | number, value: Slot): void {
  if (Array.isArray(holder)) holder[key as number] = value;
  else store(holder, key as string, value);
}

// The state of the call in progress (nestPairs runs to its end without calling out): module
// variables rather than closures made per call, so the code sees the same functions and
// shapes from one call to the next (closures and per-call shapes die at each full collection
// and take optimized code down with them).
let input = '';
let at = 0;
let arrayLimit = DEFAULT_ARRAY_LIMIT;
/** Arrays that became Sparse, to be compacted at the end. */
let sparses: Sparse[] | undefined;
/**
 * The next index an empty segment appends at, for objects that were arrays or get "[]" (qs:
 * a[x]=1&a[]=2 gives { x: '1', 0: '2' }); rare, so kept aside.
 */
let objectNext: WeakMap<NestedQueryObject, number> | undefined;
/** Whether the container in hand was created by the step before: then it is empty, and an
 * object needs no lookup (a keyed lookup with a new key string costs as much as the store). */
let fresh = false;
/** The holder of the root, which is never replaced: no array is allocated per call for it. */
const NOWHERE: Slot[] = [];
/** Where the container in hand is held. */
let heldIn: Holder = NOWHERE;
let heldAt: string | number = 0;

/** The key of an object for `name.slice(from, to)`; an empty segment appends. */
function keyIn(object: NestedQueryObject, name: string, from: number, to: number): string {
  if (from !== to) return name.slice(from, to);
  objectNext ??= new WeakMap();
  const next = objectNext.get(object) ?? 0;
  objectNext.set(object, next + 1);
  return String(next);
}

/** The index `name.slice(from, to)` names in an array whose next index is `next`, or -1. */
function arrayIndex(name: string, from: number, to: number, next: number): number {
  if (from === to) return next;
  const index = indexIn(name, from, to);
  if (index > arrayLimit) throw new QueryError('array-limit', input, at);
  return index;
}

/** A new container for the segment `name.slice(from, to)` to come: an array for an index or "". */
function newContainer(name: string, from: number, to: number): Container {
  if (from !== to && indexIn(name, from, to) < 0) return Object.create(null);
  return [];
}

/** The Sparse form of the plain array in hand, placed where the array was. */
function toSparse(array: Slot[]): Sparse {
  // The array stays the Sparse's storage, so what it holds keeps its holder and position.
  const sparse = new Sparse(array, heldIn, heldAt);
  sparses ??= [];
  sparses.push(sparse);
  place(heldIn, heldAt, sparse);
  return sparse;
}

/** An object with the indexes of an array as keys; what it holds is told its new holder. */
function toObject(
  indexes: readonly number[] | undefined,
  values: readonly Slot[],
): NestedQueryObject {
  const object: NestedQueryObject = Object.create(null);
  for (let i = 0; i < values.length; i++) {
    const key = String(indexes === undefined ? i : indexes[i]);
    const value = values[i]!;
    if (value instanceof Sparse) {
      value.holder = object;
      value.key = key;
    }
    store(object, key, value);
  }
  return object;
}

/** The object form of the plain array in hand, placed where the array was. */
function arrayToObject(array: Slot[]): NestedQueryObject {
  const object = toObject(undefined, array);
  objectNext ??= new WeakMap();
  objectNext.set(object, array.length);
  place(heldIn, heldAt, object);
  return object;
}

/** The object form of a Sparse, placed where it was. */
function sparseToObject(sparse: Sparse): NestedQueryObject {
  const object = toObject(sparse.indexes, sparse.values);
  sparse.converted = true;
  objectNext ??= new WeakMap();
  objectNext.set(object, sparse.next);
  place(sparse.holder, sparse.key, object);
  return object;
}

/**
 * The container under segment `name.slice(from, to)` of `node`, created when missing (as an
 * array when the next segment, `name.slice(nextFrom, nextTo)`, is an index or empty); sets
 * where it is held.
 */
function descend(
  node: Container,
  name: string,
  from: number,
  to: number,
  nextFrom: number,
  nextTo: number,
): Container {
  let empty = fresh;
  fresh = false;
  if (Array.isArray(node)) {
    const length = node.length;
    const index = arrayIndex(name, from, to, length);
    if (index >= 0 && index <= length) {
      heldIn = node;
      heldAt = index;
      if (index === length) {
        const child = newContainer(name, nextFrom, nextTo);
        node.push(child);
        fresh = true;
        return child;
      }
      const child = node[index]!;
      if (typeof child === 'string') throw new QueryError('mixed-structure', input, at);
      return child;
    }
    if (index >= 0) node = toSparse(node);
    else node = arrayToObject(node);
    empty = false;
  }
  if (node instanceof Sparse) {
    const index = arrayIndex(name, from, to, node.next);
    if (index >= 0) {
      const values = node.values;
      const position = from === to ? -1 : node.find(index);
      heldIn = values;
      if (position < 0) {
        const child = newContainer(name, nextFrom, nextTo);
        heldAt = node.add(index, child);
        fresh = true;
        return child;
      }
      heldAt = position;
      const child = values[position]!;
      if (typeof child === 'string') throw new QueryError('mixed-structure', input, at);
      return child;
    }
    node = sparseToObject(node);
    empty = false;
  }
  const key = keyIn(node, name, from, to);
  heldIn = node;
  heldAt = key;
  const child = empty ? undefined : load(node, key);
  if (child === undefined) {
    const created = newContainer(name, nextFrom, nextTo);
    store(node, key, created);
    fresh = true;
    return created;
  }
  if (typeof child === 'string') throw new QueryError('mixed-structure', input, at);
  return child;
}

/** Adds `value` to a slot that holds `existing`: a repeated key collects its values in an array
 * (qs: a=b&a=c gives ['b', 'c']); undefined when the slot keeps its value (it was an array). */
function merge(existing: Slot, value: string): Slot | undefined {
  if (typeof existing === 'string') return [existing, value];
  if (Array.isArray(existing)) existing.push(value);
  else if (existing instanceof Sparse) existing.add(existing.next, value);
  else throw new QueryError('mixed-structure', input, at);
  return undefined;
}

/** Sets segment `name.slice(from, to)` of `node` to `value`. */
function put(node: Container, name: string, from: number, to: number, value: string): void {
  let empty = fresh;
  fresh = false;
  if (Array.isArray(node)) {
    const length = node.length;
    const index = arrayIndex(name, from, to, length);
    if (index >= 0 && index <= length) {
      if (index === length) {
        node.push(value);
        return;
      }
      const merged = merge(node[index]!, value);
      if (merged !== undefined) node[index] = merged;
      return;
    }
    if (index >= 0) node = toSparse(node);
    else node = arrayToObject(node);
    empty = false;
  }
  if (node instanceof Sparse) {
    const index = arrayIndex(name, from, to, node.next);
    if (index >= 0) {
      const position = from === to ? -1 : node.find(index);
      if (position < 0) {
        node.add(index, value);
        return;
      }
      const merged = merge(node.values[position]!, value);
      if (merged !== undefined) node.values[position] = merged;
      return;
    }
    node = sparseToObject(node);
    empty = false;
  }
  const key = keyIn(node, name, from, to);
  const existing = empty ? undefined : load(node, key);
  if (existing === undefined) {
    store(node, key, value);
    return;
  }
  const merged = merge(existing, value);
  if (merged !== undefined) store(node, key, merged);
}

/**
 * Builds the nested object of `pairs`; `starts[i]` is where pair i begins in `input`, the text
 * errors point into. No recursion: a name is walked group by group, and the arrays that had
 * gaps are compacted at the end without walking the result (see `finish`).
 */
export function nestPairs(
  fn: string,
  pairs: readonly QueryPair[],
  starts: readonly number[],
  query: string,
  limits: NestedQueryLimits | undefined,
): NestedQueryObject {
  const depth = limit(fn, limits?.depth, DEFAULT_DEPTH, 'depth');
  const parameterLimit = limit(
    fn,
    limits?.parameterLimit,
    DEFAULT_PARAMETER_LIMIT,
    'parameterLimit',
  );
  const maxIndex = limit(fn, limits?.arrayLimit, DEFAULT_ARRAY_LIMIT, 'arrayLimit');
  if (pairs.length > parameterLimit) {
    throw new QueryError('parameter-limit', query, starts[parameterLimit] ?? 0);
  }
  input = query;
  arrayLimit = maxIndex;
  sparses = undefined;
  objectNext = undefined;
  // A prototype-free object has no __proto__ setter: every key is an own data property.
  const root: NestedQueryObject = Object.create(null);
  try {
    for (let p = 0; p < pairs.length; p++) {
      const pair = pairs[p]!;
      const name = pair[0];
      const value = pair[1] ?? '';
      at = starts[p] ?? 0;
      fresh = false;
      const open = name.indexOf('[');
      const groups = open <= 0 ? -1 : groupCount(name, open);
      if (groups < 0) {
        put(root, name, 0, name.length, value);
        continue;
      }
      if (groups > depth) throw new QueryError('depth-limit', query, at);
      // Segment [from, to) of the name, the head first; `i` is the "[" of the next group.
      let node: Container = root;
      let from = 0;
      let to = open;
      for (let i = open; i < name.length; ) {
        const close = name.indexOf(']', i + 1);
        node = descend(node, name, from, to, i + 1, close);
        from = i + 1;
        to = close;
        i = close + 1;
      }
      put(node, name, from, to, value);
    }
    if (sparses !== undefined) finish(sparses);
  } finally {
    // Nothing of this call stays reachable from the module.
    input = '';
    sparses = undefined;
    objectNext = undefined;
    heldIn = NOWHERE;
  }
  return root;
}

/**
 * Compacts the arrays that had gaps, in index order, and places each where it is held. Each
 * final array is placed first (empty when the entries were out of order, filled afterwards),
 * so that an array held by another is in its holder's entries before those are copied.
 */
function finish(list: readonly Sparse[]): void {
  const pending: Array<[Sparse, NestedQueryValue[]]> = [];
  for (const sparse of list) {
    if (sparse.converted) continue;
    const { indexes, values } = sparse;
    let ordered = true;
    for (let i = 1; i < indexes.length && ordered; i++) ordered = indexes[i - 1]! < indexes[i]!;
    const array = ordered ? (values as NestedQueryValue[]) : [];
    if (!ordered) pending.push([sparse, array]);
    place(sparse.holder, sparse.key, array);
  }
  for (const [sparse, array] of pending) {
    const { indexes, values } = sparse;
    const order = indexes.map((_, i) => i);
    order.sort((a, b) => indexes[a]! - indexes[b]!);
    for (const i of order) array.push(values[i] as NestedQueryValue);
  }
}
