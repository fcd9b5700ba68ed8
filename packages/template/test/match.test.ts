// match and matchAll: exact answers for delimited templates, the documented choice for
// ambiguous ones, decoding, repeated variables, and refusals.
import { expand, match, matchAll, parseTemplate, TemplateError } from '@urikit/template';
import { describe, expect, it } from 'vitest';

describe('match', () => {
  it.each([
    [
      '/repos/{owner}/{repo}/issues{?state,labels,per_page}',
      '/repos/o/r/issues?state=open&per_page=50',
      { owner: 'o', repo: 'r', state: 'open', per_page: '50' },
    ],
    [
      '/repos/{owner}/{repo}/issues{?state,labels,per_page}',
      '/repos/o/r/issues?labels=bug,ui',
      { owner: 'o', repo: 'r', labels: ['bug', 'ui'] },
    ],
    [
      '/repos/{owner}/{repo}/issues{?state,labels,per_page}',
      '/repos/o/r/issues',
      { owner: 'o', repo: 'r' },
    ],
    ['{x}.json', 'file.json', { x: 'file' }],
    ['{x}', 'caf%C3%A9%20au%20lait', { x: 'café au lait' }],
    ['{/a}{/b}', '/x/y', { a: 'x', b: 'y' }],
    ['{/path*}', '/a/b/c', { path: ['a', 'b', 'c'] }],
    ['/files{/path*}{.ext}', '/files/a/b%20c.txt', { path: ['a', 'b c'], ext: 'txt' }],
    ['{?x,y,keys*}', '?x=1&y=2&a=b&c=d', { x: '1', y: '2', keys: { a: 'b', c: 'd' } }],
    ['{?list*}', '?list=a&list=b', { list: ['a', 'b'] }],
    ['{;x,y,empty}', ';x=1024;y=768;empty', { x: '1024', y: '768', empty: '' }],
    ['{?x,empty}', '?x=1&empty=', { x: '1', empty: '' }],
    ['{/keys*}', '/semi=%3B/dot=./comma=%2C', { keys: { semi: ';', dot: '.', comma: ',' } }],
    ['{+path}/here', '/foo/bar/here', { path: '/foo/bar' }],
    ['{+path}', '/a,b', { path: '/a,b' }],
    ['{#frag}', '#a,b/c', { frag: 'a,b/c' }],
    ['{.x}', '.a.b', { x: 'a.b' }],
    ['X{.list*}', 'X.red.green', { list: ['red', 'green'] }],
    ['{list}', 'a,b,c', { list: ['a', 'b', 'c'] }],
    ['{x,y}', 'a,b,c', { x: 'a', y: ['b', 'c'] }],
    ['{x}/{x}', 'a/a', { x: 'a' }],
    ['café/{x}', 'caf%C3%A9/y', { x: 'y' }],
    [
      '/lookup{?Stra%C3%9Fe}',
      '/lookup?Stra%C3%9Fe=Gr%C3%BCner%20Weg',
      { 'Stra%C3%9Fe': 'Grüner Weg' },
    ],
    ['{a}{b}', 'xy', { a: 'xy' }],
    ['/dictionary/{term:1}/{term}', '/dictionary/c/cat', { term: 'cat' }],
    ['/{term}/{term:2}', '/cat/ca', { term: 'cat' }],
    ['/{x:1}/{x:3}', '/c/cat', { x: 'cat' }],
    ['/{x:3}', '/%F0%9F%98%80ab', { x: '😀ab' }],
    ['', '', {}],
    ['{x}', '', {}],
  ] as const)('%s ~ %s', (template, uri, expected) => {
    expect(match(template, uri)).toEqual(expected);
    expect(match(parseTemplate(template), uri)).toEqual(expected);
    expect(matchAll(template, uri)[0]).toEqual(expected);
  });

  it.each([
    ['/repos/{owner}', '/users/o'],
    ['{x}/{x}', 'a/b'],
    ['/dictionary/{term:1}/{term}', '/dictionary/d/cat'],
    ['/{term}/{term:2}', '/cat/cx'],
    ['{x}', 'a/b'],
    ['{x}', 'a%2'],
    ['{/a}', '/x,y/z'],
    ['{?x}', '?y=1'],
    ['{?x}', '?x=a=b'],
    ['{x}', 'a=b'],
    ['a', 'ab'],
    ['', 'a'],
  ])('%s does not match %s', (template, uri) => {
    expect(match(template, uri)).toBeUndefined();
    expect(matchAll(template, uri)).toEqual([]);
  });

  it('returns null-prototype records, so a variable named __proto__ is data', () => {
    const result = match('{__proto__}', 'x')!;
    expect(Object.getPrototypeOf(result)).toBe(null);
    expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toBe('x');
    const pairs = match('{?keys*}', '?__proto__=1')!['keys'] as Record<string, string>;
    expect(Object.getPrototypeOf(pairs)).toBe(null);
    expect(Object.getOwnPropertyDescriptor(pairs, '__proto__')?.value).toBe('1');
  });

  it('throws TemplateError for an invalid template and a TypeError for a non-string URI', () => {
    expect(() => match('{x', 'a')).toThrow(TemplateError);
    expect(() => match('{x}', 42 as unknown as string)).toThrow(
      new TypeError('match: uri must be a string; got number'),
    );
    expect(() => matchAll('{x}', null as unknown as string)).toThrow(
      new TypeError('matchAll: uri must be a string; got null'),
    );
    expect(() => match({ text: '{x}' } as never, 'a')).toThrow(
      new TypeError(
        'match: template must be a string or a UriTemplate of parseTemplate; got object',
      ),
    );
  });

  it('stays fast on long and ambiguous inputs', () => {
    const long = 'x'.repeat(100_000);
    let t = performance.now();
    expect(match('/{a}/{b}', `/${long}/${long}`)).toEqual({ a: long, b: long });
    expect(match('{a}/{b}/{c}', 'x/'.repeat(20_000))).toBeUndefined();
    expect(performance.now() - t).toBeLessThan(2000);
    t = performance.now();
    expect(match('{a}{b}{c}{d}', `${'x'.repeat(1000)}/`)).toBeUndefined();
    expect(performance.now() - t).toBeLessThan(2000);
  });
});

describe('matchAll', () => {
  it('lists every assignment, the one match chose first', () => {
    expect(matchAll('{a}{b}', 'xy')).toEqual([{ a: 'xy' }, { a: 'x', b: 'y' }, { b: 'xy' }]);
  });

  it('stops at the limit', () => {
    expect(matchAll('{a}{b}', 'x'.repeat(500)).length).toBe(100);
    expect(matchAll('{a}{b}', 'xyz', { limit: 2 }).length).toBe(2);
    expect(matchAll('{a}{b}', 'xyz', { limit: 0 })).toEqual([]);
  });

  it('keeps repeated variables consistent', () => {
    expect(matchAll('{a}{b}{a}', 'xyx')).toContainEqual({ a: 'x', b: 'y' });
    for (const result of matchAll('{a}-{a}', 'x-x-x-x')) expect(result).toEqual({ a: 'x-x' });
  });

  // Found by the fuzzer (packages/fuzz/corpus/template/expand-match): assignments that agreed
  // span by span but expanded to another URI.
  it('returns only assignments that expand back to the URI', () => {
    // A variable in two expressions: 'a' in the first would write 'a' in the second too.
    expect(matchAll('{und,0}{y,und}', 'a')).toEqual([{ y: 'a' }]);
    expect(matchAll('{a}{path,path}{a}', ',')).toEqual([{ path: '' }]);
    expect(matchAll('{keys}{.keys,a}', '.')).toEqual([{ keys: '' }]);
    // `{;y}` writes an empty value as ';y', so ';y=' is no empty value.
    expect(matchAll('{;y}{a}', ';y=0')).toEqual([{ y: '0' }]);
    for (const [template, uri] of [
      ['{a,half%20}{half%20}', ',,,,'],
      ['{y}{a}{a}', ','],
      ['{a}{b}{a}', 'xyx'],
    ] as const) {
      for (const result of matchAll(template, uri)) expect(expand(template, result)).toBe(uri);
    }
    // A reserved expansion copies a value's triplets: their case is not the match's to know.
    expect(match('{+var}', ',%0a,a,')).toEqual({ var: ',\n,a,' });
  });
});
