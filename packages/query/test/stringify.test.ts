// stringifyQuery: qs's documented stringify examples, the four array formats, the values it
// refuses, and round trips through parseNestedQuery and through qs.parse.
import { parseNestedQuery, QueryError, stringifyQuery } from '@urikit/query';
import fc from 'fast-check';
import * as qs from 'qs';
import { describe, expect, it } from 'vitest';

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe("qs's documented stringify examples (brackets encoded, as qs does by default)", () => {
  const same: Array<[object, Record<string, unknown>, string]> = [
    [{ a: 'b' }, {}, 'a=b'],
    [{ a: { b: 'c' } }, {}, 'a%5Bb%5D=c'],
    [{ a: { b: { c: 'd', e: 'f' } } }, {}, 'a%5Bb%5D%5Bc%5D=d&a%5Bb%5D%5Be%5D=f'],
    [{ a: ['b', 'c', 'd'] }, {}, 'a%5B0%5D=b&a%5B1%5D=c&a%5B2%5D=d'],
    [{ a: ['b', 'c'] }, { arrayFormat: 'indices' }, 'a%5B0%5D=b&a%5B1%5D=c'],
    [{ a: ['b', 'c'] }, { arrayFormat: 'brackets' }, 'a%5B%5D=b&a%5B%5D=c'],
    [{ a: ['b', 'c'] }, { arrayFormat: 'repeat' }, 'a=b&a=c'],
    [{ a: ['b', 'c'] }, { arrayFormat: 'comma' }, 'a=b%2Cc'],
    [{ a: [{ b: 'c' }] }, {}, 'a%5B0%5D%5Bb%5D=c'],
    [{ a: '' }, {}, 'a='],
    [{ a: [] }, {}, ''],
    [{ a: {} }, {}, ''],
    [{ a: [{}] }, {}, ''],
    [{ a: { b: [] } }, {}, ''],
    [{ a: undefined, b: 'c' }, {}, 'b=c'],
    [{ a: 'b c' }, {}, 'a=b%20c'],
    [{ a: 'b c' }, { form: true, format: 'RFC1738' }, 'a=b+c'],
  ];
  it.each(same)('%j %j', (value, options, expected) => {
    // qs encodes the comma of the comma format; here the comma joins and only a comma inside
    // an element is encoded: both read back the same.
    const ours = stringifyQuery(value, options as Parameters<typeof stringifyQuery>[1]);
    if (options['arrayFormat'] === 'comma') expect(ours).toBe('a=b,c');
    else expect(ours).toBe(expected);
    expect(qs.stringify(value, options)).toBe(expected);
  });

  it('null writes the name alone (qs with strictNullHandling)', () => {
    expect(stringifyQuery({ a: null, b: '' })).toBe('a&b=');
    expect(qs.stringify({ a: null, b: '' }, { strictNullHandling: true })).toBe('a&b=');
  });

  it('numbers, booleans, bigints and dates are values', () => {
    const date = new Date(Date.UTC(2026, 10, 23));
    expect(stringifyQuery({ n: 1.5, t: true, b: 10n, d: date })).toBe(
      'n=1.5&t=true&b=10&d=2026-11-23T00:00:00.000Z',
    );
  });
});

describe('refusals', () => {
  const codeOf = (value: unknown): string | undefined => {
    try {
      stringifyQuery(value as object);
    } catch (error) {
      if (error instanceof QueryError) return error.code;
      throw error;
    }
    return undefined;
  };
  it('functions, symbols, non-plain objects, non-objects at the top', () => {
    expect(codeOf({ f() {} })).toBe('unsupported-value');
    expect(codeOf({ s: Symbol('x') })).toBe('unsupported-value');
    expect(codeOf({ m: new Map() })).toBe('unsupported-value');
  });

  it('a value that is not a plain object at the top: the TypeError of the boundary rule', () => {
    expect(() => stringifyQuery('a=b' as never)).toThrow(
      new TypeError("stringifyQuery: value must be a plain object; got 'a=b'"),
    );
    expect(() => stringifyQuery(['a'])).toThrow(/^stringifyQuery: value must be a plain object/);
    expect(() => stringifyQuery(null as never)).toThrow(
      new TypeError('stringifyQuery: value must be a plain object; got null'),
    );
    expect(() => stringifyQuery({}, { arrayFormat: 'x' as never })).toThrow(
      new TypeError(
        "stringifyQuery: options.arrayFormat must be one of 'indices', 'brackets', 'repeat', 'comma'; got 'x'",
      ),
    );
  });

  it('values that contain themselves, but not values seen twice', () => {
    const cycle: Record<string, unknown> = { a: '1' };
    cycle['self'] = { back: cycle };
    expect(codeOf(cycle)).toBe('circular-value');
    const shared = { x: '1' };
    expect(stringifyQuery({ a: shared, b: shared })).toBe('a%5Bx%5D=1&b%5Bx%5D=1');
    try {
      stringifyQuery(cycle);
    } catch (error) {
      expect((error as QueryError).input).toBe('self[back]');
    }
  });

  it('an unknown arrayFormat is a TypeError', () => {
    expect(() => stringifyQuery({}, { arrayFormat: 'x' as 'comma' })).toThrow(TypeError);
  });

  it('deep values cost no stack', () => {
    let deep: Record<string, unknown> = { leaf: 'x' };
    for (let i = 0; i < 20_000; i++) deep = { k: deep };
    expect(stringifyQuery(deep).endsWith('%5Bleaf%5D=x')).toBe(true);
  });
});

// Trees of strings that parseNestedQuery reads back as they are: keys that are not indexes,
// non-empty arrays of strings or of non-empty objects.
const key = fc.constantFrom('a', 'b', 'c d', 'é', '__proto__', 'constructor', '&=', '+', '%');
const leaf = fc.string({
  unit: fc.constantFrom('x', ' ', '&', '=', '+', '%', ',', '[', ']', 'é', '😀'),
});
const { tree } = fc.letrec((tie) => ({
  tree: fc.dictionary(key, tie('value') as fc.Arbitrary<unknown>, { minKeys: 1, maxKeys: 3 }),
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(leaf, { minLength: 1, maxLength: 3 }),
    tie('tree'),
  ),
}));

describe('round trips', () => {
  it('parseNestedQuery(stringifyQuery(v)) is v, in every array format but comma, both encodings', () => {
    fc.assert(
      fc.property(
        tree,
        fc.constantFrom('indices', 'brackets') as fc.Arbitrary<'indices' | 'brackets'>,
        fc.boolean(),
        (value, arrayFormat, form) => {
          const text = stringifyQuery(value as object, { arrayFormat, form });
          expect(plain(parseNestedQuery(text, { form, depth: 50 }))).toEqual(plain(value));
        },
      ),
    );
  });

  it('qs.parse reads what stringifyQuery writes', () => {
    fc.assert(
      fc.property(tree, (value) => {
        const cleaned = plain(value) as Record<string, unknown>;
        fc.pre(
          !JSON.stringify(cleaned).includes('__proto__') &&
            !JSON.stringify(cleaned).includes('constructor'),
        );
        expect(qs.parse(stringifyQuery(cleaned), { depth: 20 })).toEqual(cleaned);
      }),
    );
  });

  it('repeat and comma read back through parseQuery', () => {
    fc.assert(
      fc.property(fc.array(leaf, { minLength: 2, maxLength: 4 }), (values) => {
        const repeat = stringifyQuery({ a: values }, { arrayFormat: 'repeat' });
        expect(plain(parseNestedQuery(repeat))).toEqual({ a: values });
        const comma = stringifyQuery({ a: values }, { arrayFormat: 'comma' });
        const joined = parseNestedQuery(comma)['a'] as string;
        expect(
          comma
            .split('=')[1]!
            .split(',')
            .map((part) => decodeURIComponent(part)),
        ).toEqual(values);
        expect(joined).toBe(values.join(','));
      }),
    );
  });
});
