// removeDotSegments (RFC 3986 §5.2.4): the RFC's traces, edge cases, agreement with the
// literal algorithm on every path, and megabyte inputs.
import { removeDotSegments } from '@urikit/resolve';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeDotSegmentsOracle } from './remove-dot-segments-oracle.js';

describe('removeDotSegments', () => {
  it('gives the two traces of RFC 3986 §5.2.4', () => {
    expect(removeDotSegments('/a/b/c/./../../g')).toBe('/a/g');
    expect(removeDotSegments('mid/content=5/../6')).toBe('mid/6');
  });

  it.each([
    ['', ''],
    ['.', ''],
    ['..', ''],
    ['./', ''],
    ['../', ''],
    ['../..', ''],
    ['.././../a', 'a'],
    ['/', '/'],
    ['/.', '/'],
    ['/..', '/'],
    ['/./', '/'],
    ['/../', '/'],
    ['/a/.', '/a/'],
    ['/a/..', '/'],
    ['/a/b/..', '/a/'],
    ['/a/../../b', '/b'],
    ['a/..', '/'],
    ['a/../b', '/b'],
    ['a/./b', 'a/b'],
    ['.//a', '/a'],
    ['//a/../b', '//b'],
    ['/.//a', '//a'],
    ['.a/..b/...', '.a/..b/...'],
    ['/a//../b', '/a/b'],
    ['a/b/c/../../..', '/'],
  ])('%j → %j (and the literal algorithm agrees)', (input, expected) => {
    expect(removeDotSegments(input)).toBe(expected);
    expect(removeDotSegmentsOracle(input)).toBe(expected);
  });

  it('rejects a value that is not a string with a TypeError', () => {
    expect(() => removeDotSegments(42 as unknown as string)).toThrow(
      new TypeError('removeDotSegments: path must be a string; got number'),
    );
    expect(() => removeDotSegments(undefined as unknown as string)).toThrow(
      new TypeError('removeDotSegments: path must be a string; got undefined'),
    );
  });

  it('returns the very same string when there is no dot segment', () => {
    const path = '/a/b.c/.d/e../f';
    expect(removeDotSegments(path)).toBe(path);
  });

  it('agrees with the literal §5.2.4 algorithm on every path', () => {
    const segment = fc.constantFrom('', '.', '..', 'a', 'b.', '.a', '...', '..a', 'a:b', '%2E');
    const path = fc
      .tuple(fc.boolean(), fc.array(segment, { maxLength: 12 }))
      .map(([rooted, segments]) => (rooted ? '/' : '') + segments.join('/'));
    fc.assert(
      fc.property(path, (p) => {
        expect(removeDotSegments(p)).toBe(removeDotSegmentsOracle(p));
      }),
      { numRuns: 20_000 },
    );
  }, 120_000);

  it('agrees with the literal algorithm on paths with many segments', () => {
    const segment = fc.constantFrom('', '.', '..', 'a', 'bc', '.a', '...');
    const path = fc
      .tuple(fc.boolean(), fc.array(segment, { minLength: 10, maxLength: 80 }))
      .map(([rooted, segments]) => (rooted ? '/' : '') + segments.join('/'));
    fc.assert(
      fc.property(path, (p) => {
        expect(removeDotSegments(p)).toBe(removeDotSegmentsOracle(p));
      }),
      { numRuns: 5_000 },
    );
  }, 120_000);

  it('agrees with the literal algorithm on arbitrary strings of "/", "." and a letter', () => {
    const text = fc.string({ unit: fc.constantFrom('/', '.', 'a'), maxLength: 24 });
    fc.assert(
      fc.property(text, (p) => {
        expect(removeDotSegments(p)).toBe(removeDotSegmentsOracle(p));
      }),
      { numRuns: 20_000 },
    );
  }, 120_000);

  it('agrees with the literal algorithm on paths that keep thousands of pieces, code unit for code unit', () => {
    // More than 2,048 kept pieces: joinPieces copies code units instead of slicing (lone
    // surrogates included: removeDotSegments takes any string).
    const segment = fc.constantFrom('', '.', '..', 'a', 'é', '\uD800', '\uDE00x', '😀', '.b');
    const path = fc
      .tuple(fc.boolean(), fc.array(segment, { minLength: 6_000, maxLength: 12_000 }))
      .map(([rooted, segments]) => (rooted ? '/' : '') + segments.join('/'));
    fc.assert(
      fc.property(path, (p) => {
        expect(removeDotSegments(p)).toBe(removeDotSegmentsOracle(p));
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it('handles a megabyte of "a/../" segments (linear time)', () => {
    const path = 'a/../'.repeat(200_000) + 'z';
    expect(path.length).toBe(1_000_001);
    expect(removeDotSegments(path)).toBe('/z');
    expect(removeDotSegments('/' + path)).toBe('/z');
  });

  it('handles a megabyte of segments that all stay, and deep climbs out of them', () => {
    const deep = '/a'.repeat(250_000);
    const climb = '/..'.repeat(250_000);
    expect(removeDotSegments(deep + climb + '/z')).toBe('/z');
    expect(removeDotSegments(deep + '/./b')).toBe(deep + '/b');
    const mixed = '/a/.'.repeat(125_000);
    expect(removeDotSegments(mixed)).toBe('/a'.repeat(125_000) + '/');
  });
});
