// RFC 3986 §5.4: all 42 reference resolution examples, strict and non-strict.
import { resolve, resolveComponents } from '@urikit/resolve';
import { parse, recompose } from '@urikit/syntax';
import { describe, expect, it } from 'vitest';

const base = 'http://a/b/c/d;p?q';

// §5.4.1 Normal Examples
const normal: [string, string][] = [
  ['g:h', 'g:h'],
  ['g', 'http://a/b/c/g'],
  ['./g', 'http://a/b/c/g'],
  ['g/', 'http://a/b/c/g/'],
  ['/g', 'http://a/g'],
  ['//g', 'http://g'],
  ['?y', 'http://a/b/c/d;p?y'],
  ['g?y', 'http://a/b/c/g?y'],
  ['#s', 'http://a/b/c/d;p?q#s'],
  ['g#s', 'http://a/b/c/g#s'],
  ['g?y#s', 'http://a/b/c/g?y#s'],
  [';x', 'http://a/b/c/;x'],
  ['g;x', 'http://a/b/c/g;x'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
  ['', 'http://a/b/c/d;p?q'],
  ['.', 'http://a/b/c/'],
  ['./', 'http://a/b/c/'],
  ['..', 'http://a/b/'],
  ['../', 'http://a/b/'],
  ['../g', 'http://a/b/g'],
  ['../..', 'http://a/'],
  ['../../', 'http://a/'],
  ['../../g', 'http://a/g'],
];

// §5.4.2 Abnormal Examples (the last one, "http:g", is checked in both modes below)
const abnormal: [string, string][] = [
  ['../../../g', 'http://a/g'],
  ['../../../../g', 'http://a/g'],
  ['/./g', 'http://a/g'],
  ['/../g', 'http://a/g'],
  ['g.', 'http://a/b/c/g.'],
  ['.g', 'http://a/b/c/.g'],
  ['g..', 'http://a/b/c/g..'],
  ['..g', 'http://a/b/c/..g'],
  ['./../g', 'http://a/b/g'],
  ['./g/.', 'http://a/b/c/g/'],
  ['g/./h', 'http://a/b/c/g/h'],
  ['g/../h', 'http://a/b/c/h'],
  ['g;x=1/./y', 'http://a/b/c/g;x=1/y'],
  ['g;x=1/../y', 'http://a/b/c/y'],
  ['g?y/./x', 'http://a/b/c/g?y/./x'],
  ['g?y/../x', 'http://a/b/c/g?y/../x'],
  ['g#s/./x', 'http://a/b/c/g#s/./x'],
  ['g#s/../x', 'http://a/b/c/g#s/../x'],
];

describe('RFC 3986 §5.4 examples', () => {
  it('has all 42 of them', () => {
    expect(normal.length + abnormal.length + 1).toBe(42);
  });

  describe.each([
    ['§5.4.1 normal', normal],
    ['§5.4.2 abnormal', abnormal],
  ])('%s', (_, examples) => {
    it.each(examples)('%j → %j', (reference, expected) => {
      expect(resolve(base, reference)).toBe(expected);
      expect(resolve(base, reference, { strict: false })).toBe(expected);
      expect(recompose(resolveComponents(parse(base), parse(reference)))).toBe(expected);
    });
  });

  it('"http:g" is "http:g" for a strict parser', () => {
    expect(resolve(base, 'http:g')).toBe('http:g');
    expect(resolve(base, 'http:g', { strict: true })).toBe('http:g');
    expect(recompose(resolveComponents(parse(base), parse('http:g')))).toBe('http:g');
  });

  it('"http:g" is "http://a/b/c/g" for a backward-compatible (non-strict) parser', () => {
    expect(resolve(base, 'http:g', { strict: false })).toBe('http://a/b/c/g');
    const components = resolveComponents(parse(base), parse('http:g'), { strict: false });
    expect(recompose(components)).toBe('http://a/b/c/g');
  });
});
