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

// An array while pairs are added: (index, value) entries, compacted in index order at the end
// (qs documents that a[1]=b&a[15]=c gives ['b', 'c']). Objects are built in place, as
// prototype-free objects; an array remembers where it is held, to be replaced there.
class Sparse {
  indexes: number[] = [];
  values: Array<string | Sparse | NestedQueryObject> = [];
  next = 0;
  positions: Map<number, number> | undefined = undefined;
  converted = false;
  holder: NestedQueryObject | Sparse;
  key: string | number;

  constructor(holder: NestedQueryObject | Sparse, key: string | number) {
    this.holder = holder;
    this.key = key;
  }

  add(index: number, value: string | Sparse | NestedQueryObject): number {
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

type Slot = string | Sparse | NestedQueryObject;

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
 * Sets own key `key` of a prototype-free object: every store of the nested mode goes through
 * this one site. Names are fresh strings sliced from each query, so a store site that sees
 * one key per object keeps missing V8's inline cache (and adds to dictionary-mode objects,
 * which Object.create(null) makes, go through the runtime); one shared site turns megamorphic
 * at once and takes the generic path, several times faster. No prototype, so no setter on
 * the way: ECMA-262 §10.1.9 [[Set]] creates an own data property.
 */
function store(object: NestedQueryObject, key: string, value: NestedQueryValue): void {
  object[key] = value;
}

/** Places `value` in the holder of `sparse`, where the array was. */
function replaceIn(sparse: Sparse, value: NestedQueryValue): void {
  const holder = sparse.holder;
  if (holder instanceof Sparse) holder.values[sparse.key as number] = value as Slot;
  else store(holder, sparse.key as string, value);
}

/**
 * Builds the nested object of `pairs`; `starts[i]` is where pair i begins in `input`, the text
 * errors point into. No recursion: arrays are finished in reverse order of creation, so that
 * each inner one is done before the one holding it.
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
  // A prototype-free object has no __proto__ setter: every key is an own data property.
  const root: NestedQueryObject = Object.create(null);
  const arrays: Sparse[] = [];
  let at = 0;
  // Whether the node in hand was created by the step before: an empty object needs no lookup
  // (a keyed lookup with a new key string costs as much as the store that follows it).
  let fresh = false;
  // The next index an empty segment appends at, for objects that were arrays or get "[]"
  // (qs: a[x]=1&a[]=2 gives { x: '1', 0: '2' }); rare, so kept aside.
  let objectNext: WeakMap<NestedQueryObject, number> | undefined;
  const keyOf = (object: NestedQueryObject, segment: string): string => {
    if (segment !== '') return segment;
    objectNext ??= new WeakMap();
    const next = objectNext.get(object) ?? 0;
    objectNext.set(object, next + 1);
    return String(next);
  };

  // An array that gets a key that is not an index becomes an object with the indexes as keys
  // (qs: a[0]=b&a[b]=c gives { 0: 'b', b: 'c' }), in place.
  const convert = (sparse: Sparse): NestedQueryObject => {
    const object: NestedQueryObject = Object.create(null);
    for (let i = 0; i < sparse.values.length; i++) {
      const key = String(sparse.indexes[i]);
      const value = sparse.values[i]!;
      if (value instanceof Sparse) {
        value.holder = object;
        value.key = key;
      }
      store(object, key, value as NestedQueryValue);
    }
    sparse.converted = true;
    objectNext ??= new WeakMap();
    objectNext.set(object, sparse.next);
    replaceIn(sparse, object);
    return object;
  };

  const newContainer = (
    holder: NestedQueryObject | Sparse,
    key: string | number,
    nextSegment: string,
  ): Sparse | NestedQueryObject => {
    if (nextSegment !== '' && indexOf(nextSegment) < 0) return Object.create(null);
    const sparse = new Sparse(holder, key);
    arrays.push(sparse);
    return sparse;
  };

  // The index `segment` names in an array, or -1 for a key that is not one.
  const arrayIndex = (sparse: Sparse, segment: string): number => {
    if (segment === '') return sparse.next;
    const index = indexOf(segment);
    if (index > arrayLimit) throw new QueryError('array-limit', input, at);
    return index;
  };

  // The container under `segment` of `node`, created when missing (as an array when
  // `nextSegment` is an index or empty).
  const descend = (
    node: NestedQueryObject | Sparse,
    segment: string,
    nextSegment: string,
  ): NestedQueryObject | Sparse => {
    let empty = fresh;
    fresh = false;
    if (node instanceof Sparse) {
      const index = arrayIndex(node, segment);
      if (index >= 0) {
        const position = segment === '' ? -1 : node.find(index);
        if (position < 0) {
          const child = newContainer(node, node.values.length, nextSegment);
          node.add(index, child);
          fresh = true;
          return child;
        }
        const child = node.values[position]!;
        if (typeof child === 'string') throw new QueryError('mixed-structure', input, at);
        return child;
      }
      node = convert(node);
      empty = false;
    }
    const key = keyOf(node, segment);
    const child = empty ? undefined : (node[key] as Slot | undefined);
    if (child === undefined) {
      const created = newContainer(node, key, nextSegment);
      store(node, key, created as NestedQueryValue);
      fresh = true;
      return created;
    }
    if (typeof child === 'string') throw new QueryError('mixed-structure', input, at);
    return child;
  };

  // Sets `segment` of `node` to `value`; a repeated key collects its values in an array
  // (qs: a=b&a=c gives ['b', 'c']).
  const put = (node: NestedQueryObject | Sparse, segment: string, value: string): void => {
    let empty = fresh;
    fresh = false;
    if (node instanceof Sparse) {
      const index = arrayIndex(node, segment);
      if (index >= 0) {
        const position = segment === '' ? -1 : node.find(index);
        if (position < 0) {
          node.add(index, value);
          return;
        }
        const existing = node.values[position]!;
        if (typeof existing === 'string') {
          const list = new Sparse(node, position);
          list.add(0, existing);
          list.add(1, value);
          arrays.push(list);
          node.values[position] = list;
        } else if (existing instanceof Sparse) {
          existing.add(existing.next, value);
        } else {
          throw new QueryError('mixed-structure', input, at);
        }
        return;
      }
      node = convert(node);
      empty = false;
    }
    const key = keyOf(node, segment);
    const existing = empty ? undefined : (node[key] as Slot | undefined);
    if (existing === undefined) {
      store(node, key, value);
    } else if (typeof existing === 'string') {
      const list = new Sparse(node, key);
      list.add(0, existing);
      list.add(1, value);
      arrays.push(list);
      store(node, key, list as unknown as NestedQueryValue);
    } else if (existing instanceof Sparse) {
      existing.add(existing.next, value);
    } else {
      throw new QueryError('mixed-structure', input, at);
    }
  };

  for (let p = 0; p < pairs.length; p++) {
    const pair = pairs[p]!;
    const name = pair[0];
    const value = pair[1] ?? '';
    at = starts[p] ?? 0;
    // Fast path: a name without "[" is one key of the root.
    fresh = false;
    if (name.indexOf('[') <= 0) {
      put(root, name, value);
      continue;
    }
    const segments = segmentsOf(name, depth, input, at);
    let node: NestedQueryObject | Sparse = root;
    const last = segments.length - 1;
    for (let s = 0; s < last; s++) node = descend(node, segments[s]!, segments[s + 1]!);
    put(node, segments[last]!, value);
  }

  for (let n = arrays.length - 1; n >= 0; n--) {
    const sparse = arrays[n]!;
    if (sparse.converted) continue;
    const { indexes, values } = sparse;
    let ordered = true;
    for (let i = 1; i < indexes.length && ordered; i++) ordered = indexes[i - 1]! < indexes[i]!;
    let array: NestedQueryValue[];
    if (ordered) {
      array = values as NestedQueryValue[];
    } else {
      const order = indexes.map((_, i) => i);
      order.sort((a, b) => indexes[a]! - indexes[b]! || a - b);
      array = order.map((i) => values[i] as NestedQueryValue);
    }
    replaceIn(sparse, array);
  }
  return root;
}
