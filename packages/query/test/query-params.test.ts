// QueryParams: the multimap's reads and edits, and what it writes back: untouched pairs byte
// for byte, changed pairs encoded for RFC 3986 §3.4 or for forms, URLSearchParams both ways.
import { parseQuery, QueryError, QueryParams } from '@urikit/query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataText, pairsOfData, queryText } from './arbitraries.js';

const KEEP = { invalid: 'keep' } as const;

describe('reading', () => {
  const params = QueryParams.parse('a=1&b&a=2&c=&a');
  it('get, getAll, has, size', () => {
    expect(params.get('a')).toBe('1');
    expect(params.get('b')).toBeUndefined();
    expect(params.get('c')).toBe('');
    expect(params.get('zz')).toBeUndefined();
    expect(params.getAll('a')).toEqual(['1', '2', undefined]);
    expect(params.getAll('zz')).toEqual([]);
    expect(params.has('b')).toBe(true);
    expect(params.has('a', '2')).toBe(true);
    expect(params.has('a', '3')).toBe(false);
    expect(params.has('zz')).toBe(false);
    expect(params.size).toBe(5);
  });

  it('iterates pairs, names and values in order, with fresh arrays', () => {
    const pairs = [...params];
    expect(pairs).toEqual(parseQuery('a=1&b&a=2&c=&a'));
    pairs[0]![1] = 'changed';
    expect(params.get('a')).toBe('1');
    expect([...params.keys()]).toEqual(['a', 'b', 'a', 'c', 'a']);
    expect([...params.values()]).toEqual(['1', undefined, '2', '', undefined]);
  });

  it('from refuses a string (a query to parse, not pairs)', () => {
    expect(() => QueryParams.from('a=1' as unknown as [])).toThrow(TypeError);
    expect(() => QueryParams.from(null as unknown as [])).toThrow(TypeError);
    expect(QueryParams.from(new Map([['a', '1']])).toString()).toBe('a=1');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(params)).toBe(true);
  });

  it('toObject: prototype-free, repeated names as arrays', () => {
    const object = QueryParams.parse('__proto__=x&constructor=y&a=1&a=2').toObject();
    expect(Object.getPrototypeOf(object)).toBeNull();
    expect(Object.keys(object)).toEqual(['__proto__', 'constructor', 'a']);
    expect(Object.getOwnPropertyDescriptor(object, '__proto__')?.value).toBe('x');
    expect(object['a']).toEqual(['1', '2']);
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });
});

describe('editing', () => {
  const params = QueryParams.parse('x=%7e&a=1&y=a+b&a=2&z');

  it('with sets the first pair in place and drops the others', () => {
    expect(params.with('a', 'é').toString()).toBe('x=%7e&a=%C3%A9&y=a+b&z');
    expect(params.with('n', '1').toString()).toBe('x=%7e&a=1&y=a+b&a=2&z&n=1');
    expect(params.with('z', undefined).toString()).toBe('x=%7e&a=1&y=a+b&a=2&z');
  });

  it('without, append, sort', () => {
    expect(params.without('a').toString()).toBe('x=%7e&y=a+b&z');
    expect(params.without('a', '2').toString()).toBe('x=%7e&a=1&y=a+b&z');
    expect(params.without('nope')).toBe(params);
    expect(params.append('a', '3').toString()).toBe('x=%7e&a=1&y=a+b&a=2&z&a=3');
    expect(params.sort().toString()).toBe('a=1&a=2&x=%7e&y=a+b&z');
  });

  it('leaves the original untouched', () => {
    params.with('a', 'x').without('x').append('q', 'r');
    expect(params.toString()).toBe('x=%7e&a=1&y=a+b&a=2&z');
  });

  it('encodes changed pairs so that they read back: delimiters, %, + and non-ASCII', () => {
    const edited = QueryParams.parse('').append('a&b=c', 'd=e;f+g%h#i j/k?l:m@n~');
    expect(edited.toString()).toBe('a%26b%3Dc=d%3De%3Bf%2Bg%25h%23i%20j/k?l:m@n~');
    expect(parseQuery(edited.toString())).toEqual([['a&b=c', 'd=e;f+g%h#i j/k?l:m@n~']]);
  });

  it('keeps the separator before an untouched pair', () => {
    const semi = QueryParams.parse('a=1;b=2&c=3', { semicolons: true });
    expect(semi.with('b', '9').toString()).toBe('a=1;b=9&c=3');
    expect(semi.without('a').toString()).toBe('b=2&c=3');
  });

  it('form encoding for changed pairs with form: true', () => {
    const form = QueryParams.parse('q=a+b', { form: true });
    expect(form.get('q')).toBe('a b');
    expect(form.append('r', "x y~*'").toString()).toBe('q=a+b&r=x+y%7E*%27');
  });

  it('refuses a lone surrogate with a QueryError', () => {
    const edited = QueryParams.parse('').append('a', 'x\uD800');
    expect(() => edited.toString()).toThrow(QueryError);
    try {
      edited.toString();
    } catch (error) {
      expect(error).toMatchObject({ code: 'lone-surrogate', index: 1, input: 'x\uD800' });
    }
  });
});

describe('URLSearchParams both ways', () => {
  it('from a URLSearchParams writes what it writes (form: true)', () => {
    fc.assert(
      fc.property(pairsOfData, (pairs) => {
        const defined = pairs.map(([n, v]): [string, string] => [n, v ?? '']);
        const usp = new URLSearchParams(defined);
        expect(QueryParams.from(usp, { form: true }).toString()).toBe(usp.toString());
      }),
    );
  });

  it('to a URLSearchParams with the same pairs', () => {
    fc.assert(
      fc.property(pairsOfData, (pairs) => {
        const usp = QueryParams.from(pairs).toURLSearchParams();
        expect([...usp]).toEqual(pairs.map(([n, v]) => [n, v ?? '']));
      }),
    );
  });

  it('sorts as URLSearchParams sorts', () => {
    fc.assert(
      fc.property(pairsOfData, (pairs) => {
        const defined = pairs.map(([n, v]): [string, string] => [n, v ?? '']);
        const usp = new URLSearchParams(defined);
        usp.sort();
        const sorted = QueryParams.from(defined, { form: true }).sort();
        expect(sorted.toString()).toBe(usp.toString());
      }),
    );
  });

  it('with and without do what set and delete do', () => {
    fc.assert(
      fc.property(pairsOfData, dataText, dataText, (pairs, name, value) => {
        const defined = pairs.map(([n, v]): [string, string] => [n, v ?? '']);
        const usp = new URLSearchParams(defined);
        const params = QueryParams.from(defined, { form: true });
        usp.set(name, value);
        expect(params.with(name, value).toString()).toBe(usp.toString());
        usp.delete(name);
        expect(params.without(name).toString()).toBe(usp.toString());
      }),
    );
  });
});

// The edit done by hand on the text: the pieces between "&" that are not empty, each decoded
// to find its name.
function pieces(query: string): string[] {
  return query.split('&').filter((piece) => piece !== '');
}
function nameOf(piece: string): string {
  const eq = piece.indexOf('=');
  return parseQuery(eq < 0 ? piece : `${piece.slice(0, eq)}=`, KEEP)[0]![0];
}
function encodeByHand(name: string, value: string | undefined): string {
  return QueryParams.from([[name, value]]).toString();
}

describe('properties', () => {
  it('parse(q).toString() is q', () => {
    fc.assert(
      fc.property(queryText, fc.boolean(), (query, semicolons) => {
        expect(QueryParams.parse(query, { ...KEEP, semicolons }).toString()).toBe(query);
      }),
    );
  });

  it('from(pairs) reads back as the same pairs, in both encodings', () => {
    fc.assert(
      fc.property(pairsOfData, fc.boolean(), (pairs, form) => {
        const text = QueryParams.from(pairs, { form }).toString();
        expect(parseQuery(text, { form })).toEqual(
          pairs.filter(([n, v]) => n !== '' || v !== undefined),
        );
      }),
    );
  });

  it('with(name, value) is the same edit as by hand: untouched pairs unchanged', () => {
    fc.assert(
      fc.property(
        queryText,
        fc.constantFrom('a', 'b', '+', 'é', 'new'),
        fc.option(dataText, { nil: undefined }),
        (query, name, value) => {
          const before = pieces(query);
          const first = before.findIndex((piece) => nameOf(piece) === name);
          const expected =
            first < 0
              ? [...before, encodeByHand(name, value)]
              : before
                  .map((piece, i) => (i === first ? encodeByHand(name, value) : piece))
                  .filter((piece, i) => i === first || nameOf(piece) !== name);
          const edited = QueryParams.parse(query, KEEP).with(name, value).toString();
          expect(edited).toBe(expected.filter((p) => p !== '').join('&'));
        },
      ),
    );
  });

  it('without and append are the same edits as by hand', () => {
    fc.assert(
      fc.property(
        queryText,
        fc.constantFrom('a', 'b', '+', 'é'),
        dataText,
        (query, name, value) => {
          const params = QueryParams.parse(query, KEEP);
          const kept = pieces(query).filter((piece) => nameOf(piece) !== name);
          if (kept.length !== pieces(query).length) {
            expect(params.without(name).toString()).toBe(kept.join('&'));
          }
          const appended = [...pieces(query), encodeByHand(name, value)].filter((p) => p !== '');
          expect(params.append(name, value).toString()).toBe(appended.join('&'));
        },
      ),
    );
  });
});
