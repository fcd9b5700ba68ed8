// URL Standard §6.2 the URLSearchParams class: a list of name-value pairs, kept flat as
// [name0, value0, …], and, for a URL's query object, the URL it updates.
import { parseForm, serializeForm } from './form-urlencoded.js';
import { asInterface, KEEP, slotOf } from './interface.js';
import { partsOf, recordOf, type URLState, writeRecord } from './url-state.js';
import { requireArguments, usv, webidlString } from './webidl.js';

const LIST: unique symbol = Symbol('list') as never;
const URL_STATE: unique symbol = Symbol('url') as never;

type Init = string | Iterable<Iterable<string>> | Record<string, string> | URLSearchParams;

/** The list of a URLSearchParams (its hidden slot). */
function listOf(params: unknown): string[] {
  return slotOf<string[]>(params, LIST, 'URLSearchParams');
}

/** §6.2 "update": the URL object's query follows the list. */
function update(params: URLSearchParams): void {
  const state = params[URL_STATE];
  if (state === null) return;
  const url = recordOf(state);
  const query = serializeForm(params[LIST]);
  url.query = query === '' ? null : query;
  writeRecord(state, url);
}

/** WebIDL sequence<USVString> from an iterable value, or a TypeError. */
function sequenceOf(value: unknown): string[] {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) {
    throw new TypeError('URLSearchParams: each pair must be an iterable object');
  }
  const method = (value as { [Symbol.iterator]?: unknown })[Symbol.iterator];
  if (typeof method !== 'function') {
    throw new TypeError('URLSearchParams: each pair must be an iterable object');
  }
  const out: string[] = [];
  for (const item of value as Iterable<unknown>) out.push(usv(item));
  return out;
}

/** §6.2 "initialize" from the WebIDL union (sequence, record, or USVString). */
function initialList(init: unknown): string[] {
  if ((typeof init === 'object' && init !== null) || typeof init === 'function') {
    const method = (init as { [Symbol.iterator]?: unknown })[Symbol.iterator];
    if (method !== undefined && method !== null) {
      if (typeof method !== 'function')
        throw new TypeError('URLSearchParams: init is not iterable');
      const list: string[] = [];
      for (const inner of init as Iterable<unknown>) {
        const pair = sequenceOf(inner);
        if (pair.length !== 2) {
          throw new TypeError('URLSearchParams: each pair must have exactly two items');
        }
        list.push(pair[0]!, pair[1]!);
      }
      return list;
    }
    // record<USVString, USVString>: own enumerable keys in order; a key that converts to one
    // already seen replaces that entry's value in place.
    const list: string[] = [];
    const seen = new Map<string, number>();
    for (const key of Reflect.ownKeys(init)) {
      const descriptor = Reflect.getOwnPropertyDescriptor(init, key);
      if (descriptor === undefined || !descriptor.enumerable) continue;
      const name = usv(key);
      const value = usv((init as Record<PropertyKey, unknown>)[key]);
      const at = seen.get(name);
      if (at === undefined) {
        seen.set(name, list.length);
        list.push(name, value);
      } else {
        list[at + 1] = value;
      }
    }
    return list;
  }
  // The USVString conversion's surrogate step is left to the parser, which meets them anyway.
  const text = typeof init === 'string' ? init : init === undefined ? '' : webidlString(init);
  return parseForm(text.charCodeAt(0) === 0x3f ? text.slice(1) : text);
}

const ITERATOR_PARAMS: unique symbol = Symbol('params') as never;

interface PairIterator {
  [ITERATOR_PARAMS]: URLSearchParams;
  kind: number;
  index: number;
}

/** %URLSearchParamsIteratorPrototype% (WebIDL §3.7.10.1 default iterator objects). */
const iteratorPrototype: object = /* @__PURE__ */ (() => {
  const base = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object;
  const proto = Object.create(base) as object;
  Object.defineProperty(proto, 'next', {
    value: function next(this: PairIterator): IteratorResult<unknown> {
      const params = slotOf<URLSearchParams>(this, ITERATOR_PARAMS, 'URLSearchParams Iterator');
      const list = params[LIST];
      const i = this.index * 2;
      if (i >= list.length) return { value: undefined, done: true };
      this.index++;
      const kind = this.kind;
      return {
        value: kind === 0 ? list[i] : kind === 1 ? list[i + 1] : [list[i], list[i + 1]],
        done: false,
      };
    },
    writable: true,
    enumerable: true,
    configurable: true,
  });
  Object.defineProperty(proto, Symbol.toStringTag, {
    value: 'URLSearchParams Iterator',
    configurable: true,
  });
  return proto;
})();

function iterate<T>(params: URLSearchParams, kind: number): URLSearchParamsIterator<T> {
  listOf(params);
  const iterator = Object.create(iteratorPrototype) as PairIterator;
  Object.defineProperty(iterator, ITERATOR_PARAMS, { value: params });
  iterator.kind = kind;
  iterator.index = 0;
  Object.defineProperty(iterator, 'kind', { enumerable: false });
  Object.defineProperty(iterator, 'index', { enumerable: false });
  return iterator as unknown as URLSearchParamsIterator<T>;
}

/**
 * An iterator over the pairs of a URLSearchParams, live: pairs appended or removed while
 * iterating are seen (WebIDL default iterator objects).
 *
 * @example
 * ```ts
 * const it = new URLSearchParams('a=1').keys();
 * it.next(); // → { value: 'a', done: false }
 * ```
 */
export interface URLSearchParamsIterator<T> extends IterableIterator<T> {
  next(): IteratorResult<T, undefined>;
}

/**
 * URL Standard §6.2 `URLSearchParams`: an ordered list of name-value pairs read from and written
 * as application/x-www-form-urlencoded (§5), with WebIDL's conversions and TypeErrors.
 *
 * @example
 * ```ts
 * const params = new URLSearchParams('?b=2&a=1&a=3');
 * params.getAll('a'); // → ['1', '3']
 * params.sort();
 * params.toString(); // → 'a=1&a=3&b=2'
 * ```
 */
export class URLSearchParams {
  declare [LIST]: string[];
  declare [URL_STATE]: URLState | null;

  constructor(init: Init = '') {
    const list = initialList(init);
    this[LIST] = list;
    this[URL_STATE] = null;
  }

  /** The number of pairs. */
  get size(): number {
    return listOf(this).length / 2;
  }

  /** Appends a pair. */
  append(name: string, value: string): void {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
    requireArguments(arguments.length, 2, 'URLSearchParams.append');
    listOf(this).push(usv(name), usv(value));
    update(this);
  }

  /** Removes every pair with this name (and this value, when given). */
  delete(name: string, value?: string): void {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
    requireArguments(arguments.length, 1, 'URLSearchParams.delete');
    const list = listOf(this);
    const key = usv(name);
    const match = value === undefined ? undefined : usv(value);
    let n = 0;
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] === key && (match === undefined || list[i + 1] === match)) continue;
      list[n++] = list[i]!;
      list[n++] = list[i + 1]!;
    }
    list.length = n;
    update(this);
  }

  /** The value of the first pair with this name, or null. */
  get(name: string): string | null {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
    requireArguments(arguments.length, 1, 'URLSearchParams.get');
    const list = listOf(this);
    const key = usv(name);
    for (let i = 0; i < list.length; i += 2) if (list[i] === key) return list[i + 1]!;
    return null;
  }

  /** The values of every pair with this name, in order. */
  getAll(name: string): string[] {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
    requireArguments(arguments.length, 1, 'URLSearchParams.getAll');
    const list = listOf(this);
    const key = usv(name);
    const out: string[] = [];
    for (let i = 0; i < list.length; i += 2) if (list[i] === key) out.push(list[i + 1]!);
    return out;
  }

  /** Whether a pair has this name (and this value, when given). */
  has(name: string, value?: string): boolean {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
    requireArguments(arguments.length, 1, 'URLSearchParams.has');
    const list = listOf(this);
    const key = usv(name);
    const match = value === undefined ? undefined : usv(value);
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] === key && (match === undefined || list[i + 1] === match)) return true;
    }
    return false;
  }

  /** Sets the first pair with this name to this value and removes the others, or appends. */
  set(name: string, value: string): void {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
    requireArguments(arguments.length, 2, 'URLSearchParams.set');
    const list = listOf(this);
    const key = usv(name);
    const text = usv(value);
    let n = 0;
    let found = false;
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] === key) {
        if (found) continue;
        found = true;
        list[n++] = key;
        list[n++] = text;
        continue;
      }
      list[n++] = list[i]!;
      list[n++] = list[i + 1]!;
    }
    list.length = n;
    if (!found) list.push(key, text);
    update(this);
  }

  /** Sorts the pairs by name, in UTF-16 code unit order, keeping the order of equal names. */
  sort(): void {
    const list = listOf(this);
    const pairs: [string, string][] = [];
    for (let i = 0; i < list.length; i += 2) pairs.push([list[i]!, list[i + 1]!]);
    // Array.prototype.sort is stable (ECMA-262 since 2019); < compares code units.
    pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (let i = 0; i < pairs.length; i++) {
      list[2 * i] = pairs[i]![0];
      list[2 * i + 1] = pairs[i]![1];
    }
    update(this);
  }

  /** Calls `callback(value, name, params)` for each pair, reading the live list. */
  forEach(
    callback: (value: string, name: string, params: URLSearchParams) => void,
    thisArg?: unknown,
  ): void {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
    requireArguments(arguments.length, 1, 'URLSearchParams.forEach');
    listOf(this);
    if (typeof callback !== 'function') {
      throw new TypeError('URLSearchParams.forEach: callback is not a function');
    }
    for (let i = 0; i < this[LIST].length; i += 2) {
      const list = this[LIST];
      callback.call(thisArg, list[i + 1]!, list[i]!, this);
    }
  }

  /** The names, in order. */
  keys(): URLSearchParamsIterator<string> {
    return iterate(this, 0);
  }

  /** The values, in order. */
  values(): URLSearchParamsIterator<string> {
    return iterate(this, 1);
  }

  /** The [name, value] pairs, in order. */
  entries(): URLSearchParamsIterator<[string, string]> {
    return iterate(this, 2);
  }

  /** The same as {@link URLSearchParams.entries}. */
  declare [Symbol.iterator]: () => URLSearchParamsIterator<[string, string]>;

  /** §5.2 the application/x-www-form-urlencoded serialization of the list. */
  toString(): string {
    return serializeForm(listOf(this));
  }
}

asInterface(URLSearchParams, 'URLSearchParams');
Object.defineProperty(URLSearchParams.prototype, Symbol.iterator, {
  value: URLSearchParams.prototype.entries,
  writable: true,
  configurable: true,
});

// One object kept alive, for the reason URLState's keeper (url-state.ts) gives: the shape with
// the two slots is reached through weak transitions.
(URLSearchParams as unknown as Record<symbol, unknown>)[KEEP] = new URLSearchParams();

/** The query object of a URL (§6.1 "initialize"), linked to its state. */
export function queryObject(state: URLState): URLSearchParams {
  const params = new URLSearchParams();
  params[LIST] = parseForm(partsOf(state).query ?? '');
  params[URL_STATE] = state;
  return params;
}

/** Replaces the list of a URL's query object after its URL's query changed (§6.1 setters). */
export function resetList(params: URLSearchParams, query: string | null): void {
  params[LIST] = query === null ? [] : parseForm(query);
}
