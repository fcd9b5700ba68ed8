// The nested mode against a reference model of its rules, on generated names that mix every
// case: appends, indexes in order and with gaps, keys after indexes, repeated names, "[]" on
// objects, limits. The implementation keeps arrays as plain arrays while they stay dense and
// switches representation on the first gap or key (src/nest.ts); the model has one
// representation only, built for clarity, not speed.
import { parseNestedQuery, QueryError } from '@urikit/query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

interface Model {
  array: boolean;
  entries: Map<string | number, Model | string>;
  next: number;
}

const node = (array: boolean): Model => ({ array, entries: new Map(), next: 0 });

const BRACKETS = /^([^[]+)((?:\[[^[\]]*\])+)$/;
const INDEX = /^(?:0|[1-9][0-9]{0,14})$/;

function model(
  pairs: ReadonlyArray<readonly [string, string]>,
  starts: readonly number[],
  depth: number,
  arrayLimit: number,
): { code: string; index: number } | Model {
  const root = node(false);
  for (let p = 0; p < pairs.length; p++) {
    const [name, value] = pairs[p]!;
    const fail = (code: string) => ({ code, index: starts[p]! });
    const match = BRACKETS.exec(name);
    const segments = match === null ? [name] : [match[1]!, ...match[2]!.slice(1, -1).split('][')];
    if (segments.length - 1 > depth) return fail('depth-limit');
    let at = root;
    for (let s = 0; s < segments.length; s++) {
      const segment = segments[s]!;
      let key: string | number;
      if (at.array) {
        const index = segment === '' ? at.next : INDEX.test(segment) ? Number(segment) : -1;
        if (segment !== '' && index > arrayLimit) return fail('array-limit');
        if (index < 0) {
          // Becomes an object, its indexes as keys, in place.
          at.array = false;
          at.entries = new Map([...at.entries].map(([k, v]) => [String(k), v]));
        }
        key = index >= 0 ? index : segment;
      } else {
        key = segment === '' ? String(at.next++) : segment;
      }
      const existing = segment === '' && at.array ? undefined : at.entries.get(key);
      const last = s === segments.length - 1;
      if (!last) {
        const next = segments[s + 1]!;
        if (existing === undefined) {
          const created = node(next === '' || INDEX.test(next));
          at.entries.set(key, created);
          if (at.array) at.next = Math.max(at.next, (key as number) + 1);
          at = created;
        } else if (typeof existing === 'string') {
          return fail('mixed-structure');
        } else {
          at = existing;
        }
      } else if (existing === undefined) {
        at.entries.set(key, value);
        if (at.array) at.next = Math.max(at.next, (key as number) + 1);
      } else if (typeof existing === 'string') {
        const list = node(true);
        list.entries.set(0, existing).set(1, value);
        list.next = 2;
        at.entries.set(key, list);
      } else if (existing.array) {
        existing.entries.set(existing.next++, value);
      } else {
        return fail('mixed-structure');
      }
    }
  }
  return root;
}

/** The model as the values parseNestedQuery gives: compacted arrays, prototype-free objects. */
function build(value: Model | string): unknown {
  if (typeof value === 'string') return value;
  if (value.array) {
    return [...value.entries]
      .sort(([a], [b]) => (a as number) - (b as number))
      .map(([, v]) => build(v));
  }
  const object = Object.create(null);
  for (const [k, v] of value.entries) object[k] = build(v);
  return object;
}

/** A comparable picture of a value that includes every object's prototype. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return { array: value.map(shape) };
  const object = value as Record<string, unknown>;
  return {
    proto: Object.getPrototypeOf(object),
    keys: Object.keys(object).map((k) => [k, shape(object[k])]),
  };
}

describe('the nested mode and its reference model', () => {
  const segment = fc.constantFrom('', '', '0', '0', '1', '1', '2', '3', '7', '25', 'x', 'y', '01');
  const name = fc
    .oneof(
      {
        weight: 5,
        arbitrary: fc.tuple(
          fc.constantFrom('a', 'b', '__proto__'),
          fc.array(segment, { maxLength: 4 }),
        ),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(
          fc.constantFrom('[a]', 'a]b', 'a[b]c', 'a[[b]]', 'a[b'),
          fc.constant([]),
        ),
      },
    )
    .map(([head, groups]) => head + groups.map((g) => `[${g}]`).join(''));
  const pairs = fc.array(fc.tuple(name, fc.constantFrom('1', '2', 'v', '')), { maxLength: 10 });
  const limits = fc.record({
    depth: fc.constantFrom(1, 2, 5),
    arrayLimit: fc.constantFrom(0, 3, 20),
  });

  it('gives what the model gives: values, prototypes, error codes and offsets', () => {
    fc.assert(
      fc.property(pairs, limits, (list, { depth, arrayLimit }) => {
        const pieces = list.map(([n, v]) => `${n}=${v}`);
        const starts: number[] = [];
        let offset = 0;
        for (const piece of pieces) {
          starts.push(offset);
          offset += piece.length + 1;
        }
        const expected = model(list, starts, depth, arrayLimit);
        let actual: unknown;
        try {
          actual = shape(parseNestedQuery(pieces.join('&'), { depth, arrayLimit }));
        } catch (error) {
          if (!(error instanceof QueryError)) throw error;
          actual = { code: error.code, index: error.index };
        }
        expect(actual).toEqual('code' in expected ? expected : shape(build(expected)));
      }),
      { numRuns: 3000 },
    );
  });
});
