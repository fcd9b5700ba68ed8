// The nested mode: qs's documented parse examples (with the documented differences: errors
// instead of truncation), prototype pollution attempts, the limits, and qs as a differential
// oracle on generated bracket names.
import { parseNestedQuery, QueryError, QueryParams, tryParseNestedQuery } from '@urikit/query';
import fc from 'fast-check';
import * as qs from 'qs';
import { describe, expect, it } from 'vitest';

// Plain JSON copies, so that prototype-free objects compare with literals.
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const nested = (query: string, options?: Parameters<typeof parseNestedQuery>[1]): unknown =>
  plain(parseNestedQuery(query, options));

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof QueryError) return error.code;
    throw error;
  }
  return undefined;
}

describe("qs's documented examples", () => {
  // [query, what qs documents]: the examples of qs's README that fall inside the defaults.
  const same: Array<[string, unknown]> = [
    ['a=c', { a: 'c' }],
    ['foo[bar]=baz', { foo: { bar: 'baz' } }],
    ['a%5Bb%5D=c', { a: { b: 'c' } }],
    ['foo[bar][baz]=foobarbaz', { foo: { bar: { baz: 'foobarbaz' } } }],
    ['a[]=b&a[]=c', { a: ['b', 'c'] }],
    ['a[1]=c&a[0]=b', { a: ['b', 'c'] }],
    ['a[1]=b&a[15]=c', { a: ['b', 'c'] }],
    ['a[]=&a[]=b', { a: ['', 'b'] }],
    ['a[0]=b&a[1]=&a[2]=c', { a: ['b', '', 'c'] }],
    ['a[0]=b&a[b]=c', { a: { 0: 'b', b: 'c' } }],
    ['a[][b]=c', { a: [{ b: 'c' }] }],
    ['a=b&a=c', { a: ['b', 'c'] }],
    ['a[b]=c&a[d]=e', { a: { b: 'c', d: 'e' } }],
    ['a[1]=b', { a: ['b'] }],
  ];
  it.each(same)('%s', (query, expected) => {
    expect(nested(query)).toEqual(expected);
    expect(qs.parse(query)).toEqual(expected);
  });

  it('a custom depth, as an error past it (qs keeps the rest as one key unless strictDepth)', () => {
    expect(codeOf(() => parseNestedQuery('a[b][c][d][e][f][g][h][i]=j'))).toBe('depth-limit');
    expect(codeOf(() => parseNestedQuery('a[b][c][d][e][f][g][h][i]=j', { depth: 1 }))).toBe(
      'depth-limit',
    );
    expect(nested('a[b][c][d][e][f]=j')).toEqual({ a: { b: { c: { d: { e: { f: 'j' } } } } } });
    expect(() => qs.parse('a[b][c][d][e][f][g]=j', { strictDepth: true })).toThrow();
  });

  it('parameterLimit, as an error past it (qs drops the rest unless throwOnLimitExceeded)', () => {
    expect(codeOf(() => parseNestedQuery('a=b&c=d', { parameterLimit: 1 }))).toBe(
      'parameter-limit',
    );
    expect(nested('a=b&c=d', { parameterLimit: 2 })).toEqual({ a: 'b', c: 'd' });
    expect(() => qs.parse('a=b&c=d', { parameterLimit: 1, throwOnLimitExceeded: true })).toThrow();
  });

  it('arrayLimit, as an error past it (qs makes object keys of larger indexes)', () => {
    expect(codeOf(() => parseNestedQuery('a[100]=b'))).toBe('array-limit');
    expect(nested('a[100]=b', { arrayLimit: 100 })).toEqual({ a: ['b'] });
    expect(codeOf(() => parseNestedQuery('a[1]=b', { arrayLimit: 0 }))).toBe('array-limit');
    expect(qs.parse('a[100]=b')).toEqual({ a: { 100: 'b' } });
    // arrayLimit is the highest index allowed: a[20] is an array element by default.
    expect(nested('a[20]=b')).toEqual({ a: ['b'] });
  });

  it('the delimiter ; and form encoding', () => {
    expect(nested('a=b;c=d', { semicolons: true })).toEqual({ a: 'b', c: 'd' });
    expect(qs.parse('a=b;c=d', { delimiter: ';' })).toEqual({ a: 'b', c: 'd' });
    expect(nested('a=b+c', { form: true })).toEqual(qs.parse('a=b+c'));
  });
});

describe('prototype pollution cannot happen', () => {
  const attempts = [
    '__proto__[polluted]=yes',
    '__proto__.polluted=yes',
    'constructor[prototype][polluted]=yes',
    'a[__proto__][polluted]=yes',
    'a[constructor][prototype][polluted]=yes',
    '__proto__=yes',
    'a[]=x&a[__proto__][polluted]=yes',
    'a[0]=x&a[__proto__]=yes',
    '%5F%5Fproto%5F%5F[polluted]=yes',
    'toString=yes&hasOwnProperty=yes&valueOf[x]=yes',
  ];
  it.each(attempts)('%s', (query) => {
    const result = parseNestedQuery(query);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Array.prototype).not.toHaveProperty('polluted');
    expect(Object.getPrototypeOf(result)).toBeNull();
    // Every object in the result has no prototype, and the dangerous names are own keys.
    const stack: unknown[] = [result];
    while (stack.length > 0) {
      const value = stack.pop();
      if (typeof value !== 'object' || value === null) continue;
      if (!Array.isArray(value)) expect(Object.getPrototypeOf(value)).toBeNull();
      stack.push(...Object.values(value));
    }
  });

  it('keeps __proto__, constructor and prototype as plain keys', () => {
    const result = parseNestedQuery('__proto__[x]=1&constructor[prototype][y]=2&prototype=3');
    expect(Object.keys(result)).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toEqual(
      Object.assign(Object.create(null), { x: '1' }),
    );
    expect(plain(result)).toEqual({
      ['__proto__']: { x: '1' },
      constructor: { prototype: { y: '2' } },
      prototype: '3',
    });
  });

  it('through QueryParams.toObject({ nested: true }) as well', () => {
    const result = QueryParams.parse('__proto__[polluted]=yes').toObject({ nested: true });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.keys(result)).toEqual(['__proto__']);
  });
});

describe('names and structure', () => {
  it('takes a name whole when it is not a head and complete bracket groups', () => {
    expect(nested('[a]=1&a[b=2&a[b]c=3&a]=4&a[[b]]=5')).toEqual({
      '[a]': '1',
      'a[b': '2',
      'a[b]c': '3',
      'a]': '4',
      'a[[b]]': '5',
    });
  });

  it('reports a name used for a value and for nested keys', () => {
    expect(codeOf(() => parseNestedQuery('a=1&a[b]=2'))).toBe('mixed-structure');
    expect(codeOf(() => parseNestedQuery('a[b]=2&a=1'))).toBe('mixed-structure');
    expect(nested('a[]=1&a=2')).toEqual({ a: ['1', '2'] });
  });

  it('gives "" for a pair without =, and an index of leading zeros is a key', () => {
    expect(nested('a&b[]')).toEqual({ a: '', b: [''] });
    expect(nested('a[01]=x')).toEqual({ a: { '01': 'x' } });
  });

  it('points errors at the pair, also through toObject', () => {
    try {
      parseNestedQuery('x=1&y[b][c]=2', { depth: 1 });
    } catch (error) {
      expect(error).toMatchObject({ code: 'depth-limit', index: 4 });
    }
    try {
      QueryParams.parse('x=1;a[30]=2', { semicolons: true })
        .with('x', 'long value')
        .toObject({ nested: true });
    } catch (error) {
      expect(error).toMatchObject({
        code: 'array-limit',
        index: 15,
        input: 'x=long%20value;a[30]=2',
      });
    }
    expect.assertions(2);
  });

  it('has a try… twin', () => {
    expect(tryParseNestedQuery('a[99]=1')).toBeUndefined();
    expect(tryParseNestedQuery('a=%')).toBeUndefined();
    expect(plain(tryParseNestedQuery('a[0]=1'))).toEqual({ a: ['1'] });
    expect(() => parseNestedQuery('a', { depth: -1 })).toThrow(
      new RangeError('parseNestedQuery: options.depth must be ≥ 0; got -1'),
    );
    expect(() => tryParseNestedQuery('a', { depth: '1' as never })).toThrow(
      new TypeError("tryParseNestedQuery: options.depth must be a number; got '1'"),
    );
  });

  it('stays linear and stops early on a huge query', () => {
    const start = performance.now();
    expect(codeOf(() => parseNestedQuery('a=1&'.repeat(1_000_000)))).toBe('parameter-limit');
    expect(plain(parseNestedQuery(`a[${'['.repeat(100_000)}]=1`))).toEqual({
      [`a[${'['.repeat(100_000)}]`]: '1',
    });
    expect(performance.now() - start).toBeLessThan(2_000);
  });
});

describe('qs as an oracle on generated bracket names', () => {
  // Names qs and the nested mode read alike: a head, then up to 3 groups of keys or small
  // indexes or "[]", with an array never mixed with plain keys under one name.
  const name = fc
    .tuple(
      fc.constantFrom('a', 'b', 'c'),
      fc.array(fc.constantFrom('x', 'y', ''), { maxLength: 3 }),
    )
    .map(([head, groups]) => head + groups.map((g) => `[${g}]`).join(''));
  const query = fc.array(fc.tuple(name, fc.constantFrom('1', '2', 'v')), { maxLength: 6 });

  it('agrees with qs.parse where both build the same shapes', () => {
    fc.assert(
      fc.property(query, (pairs) => {
        const text = pairs.map(([n, v]) => `${n}=${v}`).join('&');
        const ours = tryParseNestedQuery(text);
        // Shapes qs merges in its own way (a name for a value and for keys, an array of
        // objects built across pairs, a repeated leaf) are left out.
        const heads = new Set(pairs.map(([n]) => n));
        fc.pre(ours !== undefined && heads.size === pairs.length);
        fc.pre(!pairs.some(([n]) => n.includes('[]') && n.indexOf('[]') !== n.length - 2));
        expect(plain(ours)).toEqual(qs.parse(text));
      }),
      { numRuns: 500 },
    );
  });
});
