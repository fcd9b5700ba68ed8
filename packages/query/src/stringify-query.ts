// stringifyQuery: nested values (objects, arrays, scalars) written as a query (RFC 3986 §3.4)
// with the bracket names of the nested mode and a chosen array format.
import { argumentError, requireOptions } from '@urikit/percent-encoding';
import { encodePart } from './encode-part.js';
import { QueryError } from './errors.js';

/**
 * Options of {@link stringifyQuery}.
 *
 * @example
 * ```ts
 * const options: StringifyQueryOptions = { arrayFormat: 'repeat', form: true };
 * stringifyQuery({ a: ['x y', 'z'] }, options); // → 'a=x+y&a=z'
 * ```
 */
export interface StringifyQueryOptions {
  /**
   * How array elements are named: `'indices'` (default) `a[0]=x&a[1]=y`, `'brackets'`
   * `a[]=x&a[]=y`, `'repeat'` `a=x&a=y`, `'comma'` `a=x,y` (a comma inside an element is
   * encoded; an array holding objects or arrays falls back to indices).
   */
  arrayFormat?: 'indices' | 'brackets' | 'repeat' | 'comma' | undefined;
  /** Form encoding (space as `+`) instead of RFC 3986 §3.4 query characters. Default `false`. */
  form?: boolean | undefined;
}

// One step of the walk: write `value` under the name `name`, or (exit) leave an object.
interface Frame {
  name: string;
  value: unknown;
  exit: object | undefined;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype;
}

function scalar(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      return value instanceof Date ? value.toISOString() : undefined;
  }
}

// The types of StringifyQueryOptions, for requireOptions.
const STRINGIFY_OPTIONS = {
  arrayFormat: ['indices', 'brackets', 'repeat', 'comma'],
  form: 'boolean',
} as const;

/**
 * Writes `value`, a plain object, as a query (without `?`): scalars as `name=value`, nested
 * objects as `name[key]`, arrays as `arrayFormat` says. Strings, numbers, booleans, bigints and
 * dates are values; `null` writes the name alone (`a`), `undefined` writes nothing, and empty
 * arrays and objects write nothing. Names and values are encoded for the query (brackets too:
 * RFC 3986 §3.4 does not allow `[` and `]` there), or with form encoding. The walk uses no
 * recursion, so depth costs no stack. `parseNestedQuery(stringifyQuery(v))` gives `v` back
 * for values of strings within the limits.
 *
 * @throws {TypeError} when `value` is not a plain object, or `options` not StringifyQueryOptions.
 * @throws {QueryError} `'unsupported-value'` (a function, symbol or non-plain object inside),
 * `'circular-value'`, or `'lone-surrogate'`; `input` is the name of the offending value.
 * @example
 * ```ts
 * stringifyQuery({ a: { b: 'c' }, d: ['e', 'f'] }); // → 'a%5Bb%5D=c&d%5B0%5D=e&d%5B1%5D=f'
 * stringifyQuery({ a: ['b', 'c'] }, { arrayFormat: 'brackets' }); // → 'a%5B%5D=b&a%5B%5D=c'
 * stringifyQuery({ a: ['b', 'c,d'] }, { arrayFormat: 'comma' }); // → 'a=b,c%2Cd'
 * stringifyQuery({ q: 'x y', n: 1, flag: null, skip: undefined }); // → 'q=x%20y&n=1&flag'
 * stringifyQuery({ f() {} }); // throws unsupported-value at 0
 * ```
 */
export function stringifyQuery(value: object, options?: StringifyQueryOptions): string {
  if (
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value) ||
    !isPlainObject(value)
  ) {
    throw argumentError('stringifyQuery', 'value', 'a plain object', value);
  }
  options = requireOptions('stringifyQuery', options, STRINGIFY_OPTIONS);
  const arrayFormat = options?.arrayFormat ?? 'indices';
  const form = options?.form === true;
  const parts: string[] = [];
  const active = new Set<object>([value]);
  const stack: Frame[] = [];
  const pushChildren = (object: object, names: string[], values: unknown[]): void => {
    stack.push({ name: '', value: undefined, exit: object });
    for (let i = names.length - 1; i >= 0; i--) {
      stack.push({ name: names[i]!, value: values[i], exit: undefined });
    }
  };
  const keys = Object.keys(value);
  pushChildren(
    value,
    keys,
    keys.map((k) => (value as Record<string, unknown>)[k]),
  );
  while (stack.length > 0) {
    const { name, value: current, exit } = stack.pop()!;
    if (exit !== undefined) {
      active.delete(exit);
      continue;
    }
    if (current === undefined) continue;
    if (current === null) {
      parts.push(encodePart(name, form));
      continue;
    }
    const text = scalar(current);
    if (text !== undefined) {
      parts.push(`${encodePart(name, form)}=${encodePart(text, form)}`);
      continue;
    }
    if (typeof current !== 'object') throw new QueryError('unsupported-value', name, 0);
    if (active.has(current)) throw new QueryError('circular-value', name, 0);
    if (Array.isArray(current)) {
      if (current.length === 0) continue;
      if (arrayFormat === 'comma' && current.every((e) => scalar(e) !== undefined)) {
        // The comma joins elements, so a comma inside one is encoded to stay data.
        const joined = current
          .map((e) => encodePart(scalar(e)!, form).replaceAll(',', '%2C'))
          .join(',');
        parts.push(`${encodePart(name, form)}=${joined}`);
        continue;
      }
      active.add(current);
      const names = current.map((_, i) =>
        arrayFormat === 'repeat'
          ? name
          : arrayFormat === 'brackets'
            ? `${name}[]`
            : `${name}[${i}]`,
      );
      pushChildren(current, names, current);
      continue;
    }
    if (!isPlainObject(current)) throw new QueryError('unsupported-value', name, 0);
    const childKeys = Object.keys(current);
    if (childKeys.length === 0) continue;
    active.add(current);
    pushChildren(
      current,
      childKeys.map((k) => `${name}[${k}]`),
      childKeys.map((k) => (current as Record<string, unknown>)[k]),
    );
  }
  return parts.join('&');
}
