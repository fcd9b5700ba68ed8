// URL Standard §6.2 the URLSearchParams class: a list of name-value pairs, kept flat as
// [name0, value0, …], and, for a URL's query object, the URL it updates.
import { parseForm, serializeForm } from './form-urlencoded.js';
import { asInterface, slotOf } from './interface.js';
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

/** The index of the first pair from `from` with this name (and value, when given), or -1. */
function find(list: string[], name: string, value: string | undefined, from: number): number {
  for (let i = from; i < list.length; i += 2) {
    if (list[i] === name && (value === undefined || list[i + 1] === value)) return i;
  }
  return -1;
}

/** Removes the pairs from `from` on with this name (and value, when given), keeping the order. */
function remove(list: string[], name: string, value: string | undefined, from: number): void {
  let n = from;
  for (let i = from; i < list.length; i += 2) {
    if (list[i] === name && (value === undefined || list[i + 1] === value)) continue;
    list[n++] = list[i]!;
    list[n++] = list[i + 1]!;
  }
  list.length = n;
}

/** Whether WebIDL's Type(value) is Object. */
function isObject(value: unknown): value is object {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

/**
 * §6.2 "initialize" from the WebIDL union (sequence<sequence<USVString>>, record<USVString,
 * USVString> or USVString) as a flat list.
 */
function initialList(init: unknown): string[] {
  const list: string[] = [];
  if (!isObject(init)) {
    // The USVString conversion's surrogate step is left to the parser, which meets them anyway.
    const text = typeof init === 'string' ? init : init === undefined ? '' : webidlString(init);
    return parseForm(text.charCodeAt(0) === 0x3f ? text.slice(1) : text);
  }
  const method = (init as { [Symbol.iterator]?: unknown })[Symbol.iterator];
  if (method != null) {
    // for-of throws a TypeError when the method is not callable.
    for (const inner of init as Iterable<unknown>) {
      // Each pair is a sequence<USVString>: an object with an iterator, items converted in turn.
      const pair =
        isObject(inner) && typeof (inner as Iterable<unknown>)[Symbol.iterator] === 'function'
          ? Array.from(inner as Iterable<unknown>, usv)
          : [];
      if (pair.length !== 2) {
        throw new TypeError('URLSearchParams: each pair must be an iterable of two items');
      }
      list.push(pair[0]!, pair[1]!);
    }
    return list;
  }
  // record<USVString, USVString>: own enumerable keys in order; a key that converts to one
  // already seen replaces that entry's value in place.
  const seen = new Map<string, number>();
  for (const key of Reflect.ownKeys(init)) {
    if (!Reflect.getOwnPropertyDescriptor(init, key)?.enumerable) continue;
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

const PARAMS: unique symbol = Symbol('params') as never;
const KIND: unique symbol = Symbol('kind') as never;
const INDEX: unique symbol = Symbol('index') as never;

interface PairIterator {
  [PARAMS]: URLSearchParams;
  [KIND]: number;
  [INDEX]: number;
}

/**
 * %URLSearchParamsIteratorPrototype% (WebIDL §3.7.10.1 default iterator objects): `next`
 * (writable, enumerable, configurable) and the toStringTag, over %IteratorPrototype%.
 */
const iteratorPrototype: object = /* @__PURE__ */ Object.create(
  Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())),
  {
    next: {
      value: function next(this: PairIterator): IteratorResult<unknown> {
        const list = slotOf<URLSearchParams>(this, PARAMS, 'URLSearchParams Iterator')[LIST];
        // The index stays at the end: pairs appended later are still seen (a live iterator).
        const i = this[INDEX] * 2;
        if (i >= list.length) return { value: undefined, done: true };
        this[INDEX]++;
        const kind = this[KIND];
        return {
          value: kind === 0 ? list[i] : kind === 1 ? list[i + 1] : [list[i], list[i + 1]],
          done: false,
        };
      },
      writable: true,
      enumerable: true,
      configurable: true,
    },
    [Symbol.toStringTag]: { value: 'URLSearchParams Iterator', configurable: true },
  },
);

function iterate<T>(params: URLSearchParams, kind: number): URLSearchParamsIterator<T> {
  listOf(params);
  // Symbol-keyed fields: no own property for Object.keys or for-in, as WebIDL's internal slots.
  const iterator = Object.create(iteratorPrototype) as PairIterator;
  iterator[PARAMS] = params;
  iterator[KIND] = kind;
  iterator[INDEX] = 0;
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
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: holds the live instance (setUp)
  static #keep: URLSearchParams = /* @__PURE__ */ setUp(this);

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
    remove(listOf(this), usv(name), value === undefined ? undefined : usv(value), 0);
    update(this);
  }

  /** The value of the first pair with this name, or null. */
  get(name: string): string | null {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
    requireArguments(arguments.length, 1, 'URLSearchParams.get');
    const list = listOf(this);
    const i = find(list, usv(name), undefined, 0);
    return i < 0 ? null : list[i + 1]!;
  }

  /** The values of every pair with this name, in order. */
  getAll(name: string): string[] {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
    requireArguments(arguments.length, 1, 'URLSearchParams.getAll');
    const list = listOf(this);
    const key = usv(name);
    const out: string[] = [];
    for (let i = find(list, key, undefined, 0); i >= 0; i = find(list, key, undefined, i + 2)) {
      out.push(list[i + 1]!);
    }
    return out;
  }

  /** Whether a pair has this name (and this value, when given). */
  has(name: string, value?: string): boolean {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
    requireArguments(arguments.length, 1, 'URLSearchParams.has');
    return find(listOf(this), usv(name), value === undefined ? undefined : usv(value), 0) >= 0;
  }

  /** Sets the first pair with this name to this value and removes the others, or appends. */
  set(name: string, value: string): void {
    // biome-ignore lint/complexity/noArguments: WebIDL counts the arguments given
    requireArguments(arguments.length, 2, 'URLSearchParams.set');
    const list = listOf(this);
    const key = usv(name);
    const text = usv(value);
    const i = find(list, key, undefined, 0);
    if (i < 0) {
      list.push(key, text);
    } else {
      list[i + 1] = text;
      remove(list, key, undefined, i + 2);
    }
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

/**
 * The class as WebIDL has it (enumerable members, the toStringTag, `[Symbol.iterator]` the same
 * function as `entries`), and one instance kept alive, for the reason the URL class keeps one
 * (url.ts): the shape with the two slots is reached through weak transitions. Run by the class's
 * private static initializer, not by statements after the class: a bundler keeps every top-level
 * statement of a module it keeps, and the package's dist is one module, so statements here would
 * put URLSearchParams into every bundle that imports anything from @urikit/whatwg (locateURL
 * alone: about 2 kB gzip). A pure-marked initializer lets a class nobody uses go.
 */
function setUp(params: typeof URLSearchParams): URLSearchParams {
  asInterface(params, 'URLSearchParams');
  Object.defineProperty(params.prototype, Symbol.iterator, {
    value: params.prototype.entries,
    writable: true,
    configurable: true,
  });
  return new params();
}

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
