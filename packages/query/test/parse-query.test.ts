// parseQuery: the pairs of RFC 3986 §3.4 queries, bare names distinct from empty values, the
// decoding modes, and form: true against URLSearchParams (the WHATWG urlencoded parser).
import { parseQuery, QueryError, tryParseQuery } from '@urikit/query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { URLSearchParams as ReferenceURLSearchParams } from 'whatwg-url';
import { queryText } from './arbitraries.js';

// The oracle is the URL Standard's reference implementation (whatwg-url). A leading "?" is
// stripped by the URLSearchParams constructor, not by the urlencoded parser: one is prepended
// so that the parser sees the query itself.
const usp = (query: string): Array<[string, string]> => [
  ...new ReferenceURLSearchParams(`?${query}`),
];
const nodeUsp = (query: string): Array<[string, string]> => [...new URLSearchParams(`?${query}`)];
const asForm = (query: string): Array<[string, string]> =>
  parseQuery(query, { form: true }).map(([name, value]) => [name, value ?? '']);

describe('parseQuery', () => {
  it('splits pairs at & and names from values at the first =', () => {
    expect(parseQuery('a=1&b=2=3&c==')).toEqual([
      ['a', '1'],
      ['b', '2=3'],
      ['c', '='],
    ]);
    expect(parseQuery('')).toEqual([]);
    expect(parseQuery('&&&')).toEqual([]);
    expect(parseQuery('=')).toEqual([['', '']]);
    expect(parseQuery('=x')).toEqual([['', 'x']]);
  });

  it('tells a name without = (undefined) from an empty value', () => {
    expect(parseQuery('a&b=&c')).toEqual([
      ['a', undefined],
      ['b', ''],
      ['c', undefined],
    ]);
  });

  it('keeps + unless form: true', () => {
    expect(parseQuery('a+b=c+d')).toEqual([['a+b', 'c+d']]);
    expect(parseQuery('a+b=c+d', { form: true })).toEqual([['a b', 'c d']]);
    expect(parseQuery('a=%2B+', { form: true })).toEqual([['a', '+ ']]);
  });

  it('separates at ; only with semicolons: true', () => {
    expect(parseQuery('a=1;b=2')).toEqual([['a', '1;b=2']]);
    expect(parseQuery('a=1;b=2&c', { semicolons: true })).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', undefined],
    ]);
  });

  it('keeps a leading ? as data (the query component has none)', () => {
    expect(parseQuery('?a=1')).toEqual([['?a', '1']]);
  });

  it('decodes UTF-8 and reports bad encodings where they are', () => {
    expect(parseQuery('%E2%82%AC=%F0%9F%98%80')).toEqual([['€', '😀']]);
    const error = (query: string): QueryError => {
      try {
        parseQuery(query);
      } catch (e) {
        return e as QueryError;
      }
      throw new Error('no error');
    };
    expect(error('abc=%C3')).toMatchObject({ code: 'invalid-utf8', index: 4, input: 'abc=%C3' });
    expect(error('x&ab%2=1')).toMatchObject({ code: 'invalid-percent-encoding', index: 4 });
    expect(error('x&a+%zz=1')).toMatchObject({ code: 'invalid-percent-encoding', index: 4 });
    expect(error('x=%ED%A0%80').code).toBe('invalid-utf8');
    expect(error('x=%C0%AF').code).toBe('invalid-utf8');
    expect(error('x=%C0%AF').name).toBe('QueryError');
  });

  it('keeps or replaces bad encodings on request', () => {
    expect(parseQuery('a%=%C3x', { invalid: 'keep' })).toEqual([['a%', '%C3x']]);
    expect(parseQuery('a%=%C3x', { invalid: 'replace' })).toEqual([['a%', '\uFFFDx']]);
    expect(parseQuery('a=%C3', { form: true })).toEqual([['a', '\uFFFD']]);
    expect(() => parseQuery('a=%C3', { form: true, invalid: 'throw' })).toThrow(QueryError);
    expect(() => parseQuery('a', { invalid: 'drop' as 'keep' })).toThrow(TypeError);
  });

  it('has a try… twin that returns undefined instead of throwing', () => {
    expect(tryParseQuery('a=%')).toBeUndefined();
    expect(tryParseQuery('a=%25')).toEqual([['a', '%']]);
  });

  it('rejects a query that is not a string with a TypeError', () => {
    expect(() => parseQuery(1 as unknown as string)).toThrow(TypeError);
  });

  it('is linear: a megabyte of pairs or of one value parses quickly', () => {
    const many = 'a=1&'.repeat(250_000);
    const start = performance.now();
    expect(parseQuery(many)).toHaveLength(250_000);
    expect(parseQuery(`x=${'%41'.repeat(300_000)}`)[0]![1]).toHaveLength(300_000);
    expect(parseQuery('='.repeat(1_000_000))[0]![1]).toHaveLength(999_999);
    expect(performance.now() - start).toBeLessThan(5_000);
  });
});

describe('form: true is the WHATWG application/x-www-form-urlencoded parser', () => {
  // Inputs in the spirit of the web-platform-tests urlencoded-parser cases: malformed
  // triplets, stray "%", BOMs, "=" only, empty pieces, non-UTF-8 octets.
  const tricky = [
    'test',
    '\uFEFFtest=\uFEFF',
    '%EF%BB%BFtest=%EF%BB%BF',
    '%FE%FF',
    '%FF%FE',
    '†&†=x',
    '%C2',
    '%C2x',
    '_charset_=windows-1252&test=%C2x',
    '',
    'a',
    'a=b',
    'a=',
    '=b',
    '&=b',
    'a==b',
    'a=b=c',
    '%=a',
    '%a=a',
    '%a_=a',
    'id=0&value=%',
    'b=%2sf%2a',
    'b=%2%2af%2a',
    'b=%%2a',
    'a+b=c+d',
    'a%2Bb=c%20d',
    'id=%ffx',
    'x=%E2%82',
    'x=%F0%9F%98',
    '%zz=%',
    'a&&b&',
    '&a',
    'a=1&a=2&a',
    '%C0%AF=%ED%A0%80',
    'x=%F4%90%80%80',
    '+',
    '%2B',
    '%+',
  ];
  it.each(tricky)('%j', (query) => {
    expect(asForm(query)).toEqual(usp(query));
  });

  // Node 20's own URLSearchParams mis-decodes a literal non-ASCII character followed by
  // ill-formed UTF-8 ("?😀%C3" gives the name "=\u0000\uFFFD"): those inputs are left to the
  // reference implementation above.
  it("agrees with Node's URLSearchParams where Node follows the standard", () => {
    fc.assert(
      fc.property(queryText, (query) => {
        const ascii = [...query].every((c) => c.charCodeAt(0) < 128);
        fc.pre(ascii || tryParseQuery(query, { form: true, invalid: 'throw' }) !== undefined);
        expect(asForm(query)).toEqual(nodeUsp(query));
      }),
      { numRuns: 1000 },
    );
  });

  it('gives the pairs of URLSearchParams on generated input', () => {
    fc.assert(
      fc.property(queryText, (query) => {
        expect(asForm(query)).toEqual(usp(query));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('properties', () => {
  it('never throws anything but QueryError, and keep mode never throws', () => {
    fc.assert(
      fc.property(queryText, fc.boolean(), fc.boolean(), (query, form, semicolons) => {
        expect(() => parseQuery(query, { form, semicolons, invalid: 'keep' })).not.toThrow();
        try {
          parseQuery(query, { form, semicolons });
        } catch (error) {
          expect(error).toBeInstanceOf(QueryError);
          expect(tryParseQuery(query, { form, semicolons })).toBeUndefined();
        }
      }),
    );
  });

  it('keep mode decodes exactly the well-formed UTF-8 triplets: undecoded pairs are throw-mode failures', () => {
    fc.assert(
      fc.property(queryText, (query) => {
        const strict = tryParseQuery(query);
        if (strict !== undefined) expect(parseQuery(query, { invalid: 'keep' })).toEqual(strict);
      }),
    );
  });

  it('the pair count is the count of non-empty pieces between separators', () => {
    fc.assert(
      fc.property(queryText, (query) => {
        const pieces = query.split('&').filter((piece) => piece !== '');
        expect(parseQuery(query, { invalid: 'keep' })).toHaveLength(pieces.length);
      }),
    );
  });
});

describe('long queries (repeated short pieces share one string)', () => {
  // Pieces of the same length (the cache's slot) or differing in one character only, with and
  // without something to decode, so that hits, misses and replaced slots all occur.
  const piece = fc.constantFrom(
    'ab=cd',
    'ab=ce',
    'ba=dc',
    'abc',
    'abc=',
    'ab=cd%41',
    'a+b=c+d',
    'key=value',
    'kez=valuf',
    // The lengths of key=value, and the same first and last characters.
    'kay=vaxue',
    'x%41=1',
    'q=%C3%A9',
    'longer-than-sixteen=characters-long',
    'a;b=c',
    '=v',
  );
  const longQuery = fc.array(fc.oneof(piece, queryText), { minLength: 17, maxLength: 80 });

  it('gives the pairs of its pieces parsed one by one, in every mode', () => {
    fc.assert(
      fc.property(longQuery, fc.boolean(), fc.boolean(), (pieces, form, semicolons) => {
        const options = { form, semicolons, invalid: 'keep' } as const;
        const oneByOne = pieces.flatMap((p) => parseQuery(p, options));
        expect(parseQuery(pieces.join('&'), options)).toEqual(oneByOne);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the pairs of URLSearchParams with form: true', () => {
    fc.assert(
      fc.property(longQuery, (pieces) => {
        const query = pieces.join('&');
        expect(asForm(query)).toEqual(usp(query));
      }),
      { numRuns: 200 },
    );
  });

  it('returns one string for a repeated name or value', () => {
    const pairs = parseQuery('key=value&'.repeat(40));
    expect(pairs).toHaveLength(40);
    expect(pairs.every(([name, value]) => name === 'key' && value === 'value')).toBe(true);
    expect(parseQuery('ab=c%41&'.repeat(20)).at(-1)).toEqual(['ab', 'cA']);
  });
});

describe('linear time on the delimiter patterns that would make a naive search quadratic', () => {
  it.each([
    ['pairs without "="', 'a&'.repeat(200_000)],
    ['";" with semicolons off', `${'a;'.repeat(200_000)}=x`],
    ['one "=" at the very end', `${'a&'.repeat(200_000)}=`],
  ])('%s', (_name, query) => {
    const start = performance.now();
    parseQuery(query, { semicolons: false });
    parseQuery(query, { semicolons: true });
    expect(performance.now() - start).toBeLessThan(2_000);
  });
});
