// expand and compile beyond the suite: value kinds, Maps, undefined members, prefix cuts by
// code point and triplet, UTF-8 with upper-case hex, lone surrogates, and expansion errors.
import { compile, expand, parseTemplate, TemplateError, tryExpand } from '@urikit/template';
import { describe, expect, it } from 'vitest';

type Vars = Parameters<typeof expand>[1];

function both(template: string, variables: Vars): string {
  const expanded = expand(template, variables);
  expect(compile(template)(variables)).toBe(expanded);
  expect(expand(parseTemplate(template), variables)).toBe(expanded);
  return expanded;
}

function failure(template: string, variables: Vars): [string, number] {
  try {
    expand(template, variables);
  } catch (error) {
    expect(error).toBeInstanceOf(TemplateError);
    const e = error as TemplateError;
    expect(() => compile(template)(variables)).toThrow(TemplateError);
    expect(tryExpand(template, variables)).toBeUndefined();
    return [e.code, e.index];
  }
  throw new Error('expected a TemplateError');
}

describe('values', () => {
  it('expands numbers, booleans and bigints as their strings', () => {
    expect(both('{a,b,c,d}', { a: 1.5, b: false, c: 10n, d: -0 })).toBe('1.5,false,10,0');
  });

  it('reads Maps as variables and as associative arrays, in insertion order', () => {
    const keys = new Map<unknown, string>([
      ['z', '1'],
      ['a', '2'],
      [3, 'x y'],
    ]);
    expect(both('{?keys*}', new Map([['keys', keys]]))).toBe('?z=1&a=2&3=x%20y');
    expect(both('{keys}', { keys })).toBe('z,1,a,2,3,x%20y');
  });

  it('leaves out null and undefined members and pairs', () => {
    expect(both('{/list*}', { list: ['a', null, undefined, 'b'] })).toBe('/a/b');
    expect(both('{?keys*}', { keys: { a: null, b: '1', c: undefined } })).toBe('?b=1');
    expect(both('{?list,keys,x}', { list: [null], keys: { a: undefined }, x: 'y' })).toBe('?x=y');
  });

  it('ignores inherited properties', () => {
    expect(both('{constructor}{toString}{__proto__}', {})).toBe('');
  });

  it('refuses variables that are not an object, compiled or not', () => {
    for (const template of ['{x}', 'a', '{x}{y}']) {
      expect(() => expand(template, null as unknown as Vars)).toThrow(
        new TypeError('expand: variables must be an object or a Map; got null'),
      );
      expect(() => compile(template)(42 as unknown as Vars)).toThrow(
        new TypeError('compile: variables must be an object or a Map; got number'),
      );
    }
  });

  it('expands empty strings per ifemp (§3.2.1)', () => {
    expect(both('{;e}{?e}{&e}{.e}{/e}{e}{#e}', { e: '' })).toBe(';e?e=&e=./#');
    expect(both('{;list*}{?keys*}{;keys*}', { list: [''], keys: { k: '' } })).toBe(';list?k=;k');
  });
});

describe('encoding', () => {
  it('encodes UTF-8 with upper-case hex', () => {
    expect(both('{x}', { x: 'é€😀\u007f ' })).toBe('%C3%A9%E2%82%AC%F0%9F%98%80%7F%20');
  });

  it('encodes a lone surrogate as U+FFFD', () => {
    expect(both('{x}', { x: 'a\ud800b\udc00' })).toBe('a%EF%BF%BDb%EF%BF%BD');
  });

  it('keeps reserved characters and existing triplets under + and #, and nothing else', () => {
    expect(both('{+x}', { x: "/a?b#c[d]@!$&'()*+,;=%2f%zz" })).toBe(
      "/a?b#c[d]@!$&'()*+,;=%2f%25zz",
    );
    expect(both('{#x}', { x: 'a b%20' })).toBe('#a%20b%20');
    expect(both('{x}', { x: '%2F' })).toBe('%252F');
  });

  it('encodes IRI characters of literals and keeps their triplets (§3.1)', () => {
    expect(both('/ü/%c3%a9{x}', { x: 1 })).toBe('/%C3%BC/%c3%a91');
  });
});

describe('prefix', () => {
  it('counts code points and never splits a surrogate pair', () => {
    expect(both('{x:1}', { x: '😀a' })).toBe('%F0%9F%98%80');
    expect(both('{x:2}', { x: 'a😀b' })).toBe('a%F0%9F%98%80');
  });

  it('counts a triplet as one character under + and #, never splitting it', () => {
    expect(both('{+x:2}', { x: '%2Fab' })).toBe('%2Fa');
    expect(both('{#x:1}', { x: '%C3%A9' })).toBe('#%C3');
    expect(both('{x:2}', { x: '%2Fab' })).toBe('%252');
  });

  it('applies to numbers', () => {
    expect(both('{?n:2}', { n: 12345 })).toBe('?n=12');
  });
});

describe('errors', () => {
  it('refuses a prefix on a list or an associative array (§2.4.1)', () => {
    expect(failure('{x:2}', { x: ['a'] })).toEqual(['prefix-on-composite', 1]);
    expect(failure('ab{?y,x:2}', { x: new Map([['k', 'v']]) })).toEqual(['prefix-on-composite', 6]);
  });

  it('refuses values with no string form', () => {
    expect(failure('{x}', { x: (() => 1) as unknown as string })).toEqual(['invalid-value', 1]);
    expect(failure('{x}', { x: Symbol('s') as unknown as string })).toEqual(['invalid-value', 1]);
    expect(failure('{/x*}', { x: [['nested']] as unknown as string[] })).toEqual([
      'invalid-value',
      2,
    ]);
  });

  it('refuses an invalid template', () => {
    expect(failure('{x', {})).toEqual(['unclosed-expression', 2]);
  });

  it('lets other errors through tryExpand', () => {
    const variables = {
      get x(): string {
        throw new RangeError('boom');
      },
    };
    expect(() => tryExpand('{x}', variables)).toThrow(RangeError);
  });
});
