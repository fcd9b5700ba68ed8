// The examples in RFC 6570's own text that the interoperability suite does not carry as
// separate cases: §1.1 (overview), §2.4.1 (prefix), §2.4.2 (explode). The tables of §1.2 and
// of §3.2.1–§3.2.9 are spec-examples.json and spec-examples-by-section.json, run in full by
// conformance.test.ts; the §3.2 variables are repeated here for the examples of §3.2.1.
import { compile, expand } from '@urikit/template';
import { describe, expect, it } from 'vitest';

function check(template: string, variables: Record<string, unknown>, expected: string): void {
  const vars = variables as Parameters<typeof expand>[1];
  expect(expand(template, vars)).toBe(expected);
  expect(compile(template)(vars)).toBe(expected);
}

describe('RFC 6570 §1.1', () => {
  it.each([
    ['http://example.com/~{username}/', { username: 'fred' }, 'http://example.com/~fred/'],
    ['http://example.com/~{username}/', { username: 'mark' }, 'http://example.com/~mark/'],
    [
      'http://example.com/dictionary/{term:1}/{term}',
      { term: 'cat' },
      'http://example.com/dictionary/c/cat',
    ],
    [
      'http://example.com/dictionary/{term:1}/{term}',
      { term: 'dog' },
      'http://example.com/dictionary/d/dog',
    ],
    [
      'http://example.com/search{?q,lang}',
      { q: 'cat', lang: 'en' },
      'http://example.com/search?q=cat&lang=en',
    ],
    [
      'http://example.com/search{?q,lang}',
      { q: 'chien', lang: 'fr' },
      'http://example.com/search?q=chien&lang=fr',
    ],
    [
      'http://www.example.com/foo{?query,number}',
      { query: 'mycelium', number: 100 },
      'http://www.example.com/foo?query=mycelium&number=100',
    ],
    [
      'http://www.example.com/foo{?query,number}',
      { number: 100 },
      'http://www.example.com/foo?number=100',
    ],
    ['http://www.example.com/foo{?query,number}', {}, 'http://www.example.com/foo'],
  ] as const)('%s %j', (template, variables, expected) => check(template, variables, expected));
});

describe('RFC 6570 §2.4.1 prefix values', () => {
  const variables = { var: 'value', semi: ';' };
  it.each([
    ['{var}', 'value'],
    ['{var:20}', 'value'],
    ['{var:3}', 'val'],
    ['{semi}', '%3B'],
    ['{semi:2}', '%3B'],
  ])('%s → %s', (template, expected) => check(template, variables, expected));
});

describe('RFC 6570 §2.4.2 composite values', () => {
  const variables = { year: ['1965', '2000', '2012'], dom: ['example', 'com'] };
  it.each([
    ['find{?year*}', 'find?year=1965&year=2000&year=2012'],
    ['www{.dom*}', 'www.example.com'],
  ])('%s → %s', (template, expected) => check(template, variables, expected));
});

describe('RFC 6570 §3.2.1 variable expansion', () => {
  const variables = {
    count: ['one', 'two', 'three'],
    dom: ['example', 'com'],
    dub: 'me/too',
    hello: 'Hello World!',
    half: '50%',
    var: 'value',
    who: 'fred',
    base: 'http://example.com/home/',
    path: '/foo/bar',
    list: ['red', 'green', 'blue'],
    keys: { semi: ';', dot: '.', comma: ',' },
    v: '6',
    x: '1024',
    y: '768',
    empty: '',
    empty_keys: {},
    undef: null,
  };
  it.each([
    ['{count}', 'one,two,three'],
    ['{count*}', 'one,two,three'],
    ['{/count}', '/one,two,three'],
    ['{/count*}', '/one/two/three'],
    ['{;count}', ';count=one,two,three'],
    ['{;count*}', ';count=one;count=two;count=three'],
    ['{?count}', '?count=one,two,three'],
    ['{?count*}', '?count=one&count=two&count=three'],
    ['{&count*}', '&count=one&count=two&count=three'],
  ])('%s → %s', (template, expected) => check(template, variables, expected));
});
