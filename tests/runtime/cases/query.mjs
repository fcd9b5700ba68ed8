// Runtime-matrix cases for @urikit/query: RFC 3986 §3.4 query pairs, form decoding,
// edits that keep untouched pairs byte for byte, and the prototype-free nested mode.
export const name = '@urikit/query';

export function run(t, api) {
  const { parseQuery, QueryParams, parseNestedQuery, stringifyQuery } = api;
  t.is('pairs', () => parseQuery('a=1&b=%C3%A9&c&d='), [
    ['a', '1'],
    ['b', 'é'],
    ['c', undefined],
    ['d', ''],
  ]);
  t.is('plus kept', () => parseQuery('q=a+b'), [['q', 'a+b']]);
  t.is('form plus', () => parseQuery('q=a+b', { form: true }), [['q', 'a b']]);
  t.is('semicolons', () => parseQuery('a=1;b=2', { semicolons: true }), [
    ['a', '1'],
    ['b', '2'],
  ]);
  t.throws('invalid utf-8', () => parseQuery('a=1&b=%FF'), 'invalid-utf8', 6);
  t.throws('bad triplet', () => parseQuery('a=1&b=%zz'), 'invalid-percent-encoding', 6);
  const params = QueryParams.parse('b=%7e&a=1&a=2&flag');
  t.is('get', () => params.get('b'), '~');
  t.is('getAll', () => params.getAll('a'), ['1', '2']);
  t.is('with keeps others', () => params.with('a', 'x y').toString(), 'b=%7e&a=x%20y&flag');
  t.is('without', () => params.without('flag').toString(), 'b=%7e&a=1&a=2');
  t.is('append', () => params.append('c', 'é&').toString(), 'b=%7e&a=1&a=2&flag&c=%C3%A9%26');
  t.is('sort', () => QueryParams.parse('c=3&a=2&b&a=1').sort().toString(), 'a=2&a=1&b&c=3');
  // toURLSearchParams makes the runtime's own URLSearchParams: QuickJS and Hermes have none.
  if (typeof URLSearchParams === 'function') {
    t.is(
      'URLSearchParams',
      () => QueryParams.parse('a=%7e&b').toURLSearchParams().toString(),
      'a=%7E&b=',
    );
  }
  t.is(
    'nested',
    () => JSON.stringify(parseNestedQuery('a[b]=1&a[c][]=2&a[c][]=3')),
    '{"a":{"b":"1","c":["2","3"]}}',
  );
  t.is(
    'no prototype pollution',
    () => {
      parseNestedQuery('__proto__[polluted]=1&constructor[prototype][polluted]=1');
      return {}.polluted;
    },
    undefined,
  );
  t.is(
    'stringify',
    () => stringifyQuery({ a: ['1', '2'] }, { arrayFormat: 'brackets' }),
    'a%5B%5D=1&a%5B%5D=2',
  );
}
