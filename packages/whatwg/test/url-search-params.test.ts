// URLSearchParams (URL Standard §6.2) as WPT's urlsearchparams-*.any.js files check it:
// construction from strings, pairs and records, each method, live iteration, sorting by code
// units, serialization, and the link with a URL's query. Assertions written for this package.
import { URL, URLSearchParams } from '@urikit/whatwg';
import { describe, expect, it } from 'vitest';

const pairs = (params: URLSearchParams): [string, string][] => [...params];

describe('constructor', () => {
  it('reads strings, dropping one leading "?"', () => {
    expect(String(new URLSearchParams())).toBe('');
    expect(String(new URLSearchParams(''))).toBe('');
    expect(String(new URLSearchParams('?a=b'))).toBe('a=b');
    expect(String(new URLSearchParams('??a=b'))).toBe('%3Fa=b');
    expect(Object.getPrototypeOf(new URLSearchParams(''))).toBe(URLSearchParams.prototype);
  });

  it('parses application/x-www-form-urlencoded', () => {
    const params = new URLSearchParams('&a&&& &&&&&a+b=& c&m%c3%b8%c3%b8');
    expect([params.has('a'), params.has('a b'), params.has(' '), params.has('c')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([params.has(' c'), params.has('møø')]).toEqual([true, true]);
    expect(new URLSearchParams('id=0&value=%').get('value')).toBe('%');
    expect(new URLSearchParams('b=%2sf%2a').get('b')).toBe('%2sf*');
    expect(new URLSearchParams('b=%2%2af%2a').get('b')).toBe('%2*f*');
    expect(new URLSearchParams('b=%%2a').get('b')).toBe('%*');
    expect(new URLSearchParams('a=b+c').get('a')).toBe('b c');
    expect(new URLSearchParams('a+b=c').get('a b')).toBe('c');
    expect(new URLSearchParams('a=b c').get('a')).toBe('b c');
    expect(new URLSearchParams('a=b%20c').get('a')).toBe('b c');
    expect(new URLSearchParams('a=b\0c').get('a')).toBe('b\0c');
    expect(new URLSearchParams('a%00b=c').get('a\0b')).toBe('c');
    expect(new URLSearchParams('a=b\u2384').get('a')).toBe('b\u2384');
    expect(new URLSearchParams('a%e2%8e%84b=c').get('a\u2384b')).toBe('c');
    expect(new URLSearchParams('a=b\uD83D\uDCA9c').get('a')).toBe('b\uD83D\uDCA9c');
    expect(new URLSearchParams('a%f0%9f%92%a9b=c').get('a\uD83D\uDCA9b')).toBe('c');
  });

  it('decodes ill-formed UTF-8 with one U+FFFD per maximal subpart', () => {
    expect(new URLSearchParams('a=%C3%28').get('a')).toBe('\uFFFD(');
    expect(new URLSearchParams('a=%E2%82').get('a')).toBe('\uFFFD');
    expect(new URLSearchParams('a=%F0%9F%92').get('a')).toBe('\uFFFD');
    expect(new URLSearchParams('a=%ED%A0%80').get('a')).toBe('\uFFFD\uFFFD\uFFFD');
    expect(new URLSearchParams('a=%FF%41').get('a')).toBe('\uFFFDA');
  });

  it('round-trips an encoded "+"', () => {
    const params = new URLSearchParams();
    params.set('query', '+15555555555');
    expect(params.toString()).toBe('query=%2B15555555555');
    expect(new URLSearchParams(params.toString()).get('query')).toBe('+15555555555');
  });

  it('copies another URLSearchParams (later changes stay apart)', () => {
    const seed = new URLSearchParams('a=b&c=d');
    const params = new URLSearchParams(seed);
    expect([params.get('a'), params.get('c'), params.has('d')]).toEqual(['b', 'd', false]);
    seed.append('e', 'f');
    params.append('g', 'h');
    expect([params.has('e'), seed.has('g')]).toEqual([false, false]);
  });

  it('takes a sequence of pairs, and a TypeError for a pair that is not two items', () => {
    expect(pairs(new URLSearchParams([]))).toEqual([]);
    expect(
      pairs(
        new URLSearchParams([
          ['a', 'b'],
          ['c', 'd'],
        ]),
      ),
    ).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(() => new URLSearchParams([[1]] as never)).toThrow(TypeError);
    expect(() => new URLSearchParams([[1, 2, 3]] as never)).toThrow(TypeError);
    expect(() => new URLSearchParams([1] as never)).toThrow(TypeError);
    expect(() => new URLSearchParams({ [Symbol.iterator]: 1 } as never)).toThrow(TypeError);
  });

  it('takes a record: own enumerable keys, USVString keys merged in place', () => {
    expect(pairs(new URLSearchParams({}))).toEqual([]);
    expect(pairs(new URLSearchParams({ '+': '%C2' }))).toEqual([['+', '%C2']]);
    expect(pairs(new URLSearchParams({ c: 'x', a: '?' }))).toEqual([
      ['c', 'x'],
      ['a', '?'],
    ]);
    expect(pairs(new URLSearchParams({ '\uD835x': '1', xx: '2', '\uD83Dx': '3' }))).toEqual([
      ['\uFFFDx', '3'],
      ['xx', '2'],
    ]);
    expect(pairs(new URLSearchParams({ 'x\uDC53': '1', 'x\uDC5C': '2', 'x\uDC65': '3' }))).toEqual([
      ['x\uFFFD', '3'],
    ]);
    expect(pairs(new URLSearchParams({ 'a\0b': '42', 'c\uD83D': '23', 'd\u1234': 'foo' }))).toEqual(
      [
        ['a\0b', '42'],
        ['c\uFFFD', '23'],
        ['d\u1234', 'foo'],
      ],
    );
    const hidden = Object.defineProperty({ a: '1' }, 'b', { value: '2', enumerable: false });
    expect(pairs(new URLSearchParams(hidden))).toEqual([['a', '1']]);
    expect(() => new URLSearchParams({ [Symbol('s')]: 'x' } as never)).toThrow(TypeError);
  });

  it.skipIf(typeof DOMException === 'undefined')('reads a function object as a record', () => {
    expect(new URLSearchParams(DOMException as never).toString()).toMatch(
      /^INDEX_SIZE_ERR=1&DOMSTRING_SIZE_ERR=2&.*&DATA_CLONE_ERR=25$/,
    );
    expect(() => new URLSearchParams(DOMException.prototype as never)).toThrow(TypeError);
  });

  it('uses a custom Symbol.iterator', () => {
    const params = new URLSearchParams();
    Object.defineProperty(params, Symbol.iterator, {
      value: function* () {
        yield ['a', 'b'];
      },
    });
    expect(new URLSearchParams(params).get('a')).toBe('b');
  });

  it('converts other values with ToString (null is "null")', () => {
    expect(String(new URLSearchParams(null as never))).toBe('null=');
    expect(String(new URLSearchParams(undefined))).toBe('');
    expect(String(new URLSearchParams(42 as never))).toBe('42=');
  });
});

describe('methods', () => {
  it('append converts to USVString and needs two arguments', () => {
    const params = new URLSearchParams();
    params.append('first', 1 as never);
    params.append('first', 10 as never);
    params.append('\uD800', 'x\uDC00');
    expect(params.getAll('first')).toEqual(['1', '10']);
    expect(params.get('\uFFFD')).toBe('x\uFFFD');
    expect(() => (params.append as (name: string) => void)('a')).toThrow(TypeError);
  });

  it('delete removes by name, or by name and value', () => {
    const check = (init: string, name: unknown, after: string): void => {
      const params = new URLSearchParams(init);
      params.delete(name as string);
      expect(String(params)).toBe(after);
    };
    check('a=b&c=d', 'a', 'c=d');
    check('a=a&b=b&a=a&c=c', 'a', 'b=b&c=c');
    check('a=a&=&b=b&c=c', '', 'a=a&b=b&c=c');
    check('a=a&null=null&b=b', null, 'a=a&b=b');
    check('a=a&undefined=undefined&b=b', undefined, 'a=a&b=b');
    const params = new URLSearchParams('a=b&a=d&c&e&');
    params.delete('a', 'b');
    expect(String(params)).toBe('a=d&c=&e=');
    params.delete('a', undefined);
    expect(String(params)).toBe('c=&e=');
    const url = new URL('http://example.com/?param1&param2');
    url.searchParams.delete('param1');
    url.searchParams.delete('param2');
    expect([url.href, url.search]).toEqual(['http://example.com/', '']);
    const empty = new URL('http://example.com/?');
    empty.searchParams.delete('param1');
    expect([empty.href, empty.search]).toEqual(['http://example.com/', '']);
  });

  it('get and getAll', () => {
    const params = new URLSearchParams('a=b&c=d&a=e&=f&null=n');
    expect([params.get('a'), params.get('c'), params.get('x'), params.get('')]).toEqual([
      'b',
      'd',
      null,
      'f',
    ]);
    expect(params.get(null as never)).toBe('n');
    expect(params.getAll('a')).toEqual(['b', 'e']);
    expect(params.getAll('x')).toEqual([]);
    expect(new URLSearchParams('first=second&third&&').get('third')).toBe('');
  });

  it('has by name, or by name and value', () => {
    const params = new URLSearchParams('a=b&c=d&a=e&null=a&=b');
    expect([params.has('a'), params.has('e'), params.has(''), params.has(null as never)]).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect([params.has('a', 'e'), params.has('a', 'x'), params.has('a', undefined)]).toEqual([
      true,
      false,
      true,
    ]);
    params.append('first', 1 as never);
    params.delete('first');
    expect(params.has('first')).toBe(false);
  });

  it('set replaces the first pair and drops the others', () => {
    const params = new URLSearchParams('a=b&c=d&a=e&f=g');
    params.set('a', 'x');
    expect(String(params)).toBe('a=x&c=d&f=g');
    params.set('z', 'y');
    expect(String(params)).toBe('a=x&c=d&f=g&z=y');
    params.set('first', 4 as never);
    expect(params.get('first')).toBe('4');
  });

  it('size follows the list, also through a URL', () => {
    const params = new URLSearchParams('a=1&b=2&a=3');
    expect(params.size).toBe(3);
    params.delete('a');
    expect(params.size).toBe(1);
    const url = new URL('http://localhost/query?a=1&b=2&a=3');
    expect(url.searchParams.size).toBe(3);
    url.searchParams.delete('a');
    url.searchParams.append('b', 4 as never);
    expect(url.searchParams.size).toBe(2);
    url.search = '?';
    expect(url.searchParams.size).toBe(0);
  });

  it('sort is stable and compares UTF-16 code units', () => {
    const cases: [string, [string, string][]][] = [
      [
        'z=b&a=b&z=a&a=a',
        [
          ['a', 'b'],
          ['a', 'a'],
          ['z', 'b'],
          ['z', 'a'],
        ],
      ],
      [
        '\uFFFD=x&\uFFFC&\uFFFD=a',
        [
          ['\uFFFC', ''],
          ['\uFFFD', 'x'],
          ['\uFFFD', 'a'],
        ],
      ],
      [
        'ﬃ&🌈',
        [
          ['🌈', ''],
          ['ﬃ', ''],
        ],
      ],
      [
        'é&e\uFFFD&e\u0301',
        [
          ['e\u0301', ''],
          ['e\uFFFD', ''],
          ['é', ''],
        ],
      ],
      [
        'bbb&bb&aaa&aa=x&aa=y',
        [
          ['aa', 'x'],
          ['aa', 'y'],
          ['aaa', ''],
          ['bb', ''],
          ['bbb', ''],
        ],
      ],
      [
        'z=z&=f&=t&=x',
        [
          ['', 'f'],
          ['', 't'],
          ['', 'x'],
          ['z', 'z'],
        ],
      ],
      [
        'a🌈&a💩',
        [
          ['a🌈', ''],
          ['a💩', ''],
        ],
      ],
    ];
    for (const [input, sorted] of cases) {
      const params = new URLSearchParams(input);
      params.sort();
      expect(pairs(params)).toEqual(sorted);
      const url = new URL(`?${input}`, 'https://example/');
      url.searchParams.sort();
      expect(pairs(new URLSearchParams(url.search))).toEqual(sorted);
    }
    const many = new URLSearchParams('z=z&a=a&z=y&a=b&z=x&a=c&z=w&a=d&z=v&a=e&z=u&a=f&z=t&a=g');
    many.sort();
    expect(many.toString()).toBe('a=a&a=b&a=c&a=d&a=e&a=f&a=g&z=z&z=y&z=x&z=w&z=v&z=u&z=t');
    const url = new URL('http://example.com/?');
    url.searchParams.sort();
    expect([url.href, url.search]).toEqual(['http://example.com/', '']);
  });

  it('forEach passes value, name and the object; a non-callable is a TypeError', () => {
    const seen: string[] = [];
    const params = new URLSearchParams('a=1&b=2&c=3');
    params.forEach(function (this: unknown, value, name, object) {
      seen.push(`${name}=${value}`);
      expect(object).toBe(params);
      expect(this).toBe(seen);
    }, seen);
    expect(seen).toEqual(['a=1', 'b=2', 'c=3']);
    expect(() => params.forEach(1 as never)).toThrow(TypeError);
  });
});

describe('iteration', () => {
  it('is live: a search change or deletion during iteration is seen', () => {
    const a = new URL('http://a.b/c?a=1&b=2&c=3&d=4');
    const seen: [string, string][] = [];
    for (const pair of a.searchParams) {
      a.search = 'x=1&y=2&z=3';
      seen.push(pair);
    }
    expect(seen).toEqual([
      ['a', '1'],
      ['y', '2'],
      ['z', '3'],
    ]);
    for (const _ of new URL('http://a.b/c').searchParams) expect.unreachable();

    const next = new URL('http://localhost/query?param0=0&param1=1&param2=2');
    const order: [string, string][] = [];
    for (const pair of next.searchParams) {
      if (pair[0] === 'param0') next.searchParams.delete('param1');
      order.push(pair);
    }
    expect(order).toEqual([
      ['param0', '0'],
      ['param2', '2'],
    ]);

    const current = new URL('http://localhost/query?param0=0&param1=1&param2=2');
    const rest: string[] = [];
    for (const [name] of current.searchParams) {
      if (name === 'param0') current.searchParams.delete('param0');
      else rest.push(name);
    }
    expect(rest).toEqual(['param2']);

    const every = new URL('http://localhost/query?param0=0&param1=1&param2=2');
    const names: string[] = [];
    for (const [name] of every.searchParams) {
      names.push(name);
      every.searchParams.delete(name);
    }
    expect(names).toEqual(['param0', 'param2']);
    expect(String(every.searchParams)).toBe('param1=1');
  });

  it('has keys, values, entries and Symbol.iterator (= entries) with a WebIDL iterator', () => {
    const params = new URLSearchParams('a=1&b=2');
    expect([...params.keys()]).toEqual(['a', 'b']);
    expect([...params.values()]).toEqual(['1', '2']);
    expect([...params.entries()]).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(URLSearchParams.prototype[Symbol.iterator]).toBe(URLSearchParams.prototype.entries);
    const iterator = params.keys();
    expect(Object.prototype.toString.call(iterator)).toBe('[object URLSearchParams Iterator]');
    expect(iterator[Symbol.iterator]()).toBe(iterator);
    expect(iterator.next()).toEqual({ value: 'a', done: false });
    expect(iterator.next()).toEqual({ value: 'b', done: false });
    expect(iterator.next()).toEqual({ value: undefined, done: true });
    const nextOf = Object.getPrototypeOf(iterator).next as () => unknown;
    expect(() => nextOf.call({})).toThrow(TypeError);
  });
});

describe('serialization', () => {
  it('encodes the form set, spaces as "+"', () => {
    const check = (name: string, value: string, expected: string): void => {
      const params = new URLSearchParams();
      params.append(name, value);
      expect(params + '').toBe(expected);
    };
    check('a', 'b c', 'a=b+c');
    check('a b', 'c', 'a+b=c');
    check('a', '', 'a=');
    check('', 'b', '=b');
    check('', '', '=');
    check('a', 'b+c', 'a=b%2Bc');
    check('=', 'a', '%3D=a');
    check('&', 'a', '%26=a');
    check('a', '*-._', 'a=*-._');
    check('a', 'b%c', 'a=b%25c');
    check('a', 'b\0c', 'a=b%00c');
    check('a', 'b\uD83D\uDCA9c', 'a=b%F0%9F%92%A9c');
    check('a\nb', 'c\rd', 'a%0Ab=c%0Dd');
    check('~!', "'()", '%7E%21=%27%28%29');
    expect(String(new URLSearchParams('a=b&c=d&&e&&'))).toBe('a=b&c=d&e=');
    expect(String(new URLSearchParams('a = b &a=b&c=d%20'))).toBe('a+=+b+&a=b&c=d+');
    expect(String(new URLSearchParams('a=&a=b'))).toBe('a=&a=b');
    expect(String(new URLSearchParams('b=%2sf%2a'))).toBe('b=%252sf*');
    expect(String(new URLSearchParams('id=0&value=%'))).toBe('id=0&value=%25');
  });

  it('updates the URL it belongs to, in both directions', () => {
    const url = new URL('http://www.example.com/?a=b,c');
    const params = url.searchParams;
    expect(url.searchParams).toBe(params);
    expect([url.toString(), params.toString()]).toEqual([
      'http://www.example.com/?a=b,c',
      'a=b%2Cc',
    ]);
    params.append('x', 'y');
    expect(url.toString()).toBe('http://www.example.com/?a=b%2Cc&x=y');
    url.search = 'q=1';
    expect(params.get('q')).toBe('1');
    url.href = 'http://other/?z=9#f';
    expect([...params]).toEqual([['z', '9']]);
    params.set('z', '10');
    expect(url.href).toBe('http://other/?z=10#f');
    url.hash = '';
    params.delete('z');
    expect(url.href).toBe('http://other/');
    const spaced = new URL('https://example.com/?a=b ~');
    expect(spaced.href).toBe('https://example.com/?a=b%20~');
    spaced.searchParams.sort();
    expect(spaced.href).toBe('https://example.com/?a=b+%7E');
  });
});

describe('WebIDL', () => {
  it('brands: a member called on another object is a TypeError', () => {
    const get = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, 'size')!.get!;
    expect(() => get.call({})).toThrow(TypeError);
    expect(() => URLSearchParams.prototype.toString.call({})).toThrow(TypeError);
    expect(() => (URLSearchParams as unknown as () => void)()).toThrow(TypeError);
  });

  it('has enumerable members and a toStringTag', () => {
    expect(Object.prototype.toString.call(new URLSearchParams())).toBe('[object URLSearchParams]');
    const keys: string[] = [];
    for (const key in new URLSearchParams()) keys.push(key);
    expect(keys.sort()).toEqual([
      'append',
      'delete',
      'entries',
      'forEach',
      'get',
      'getAll',
      'has',
      'keys',
      'set',
      'size',
      'sort',
      'toString',
      'values',
    ]);
  });
});
