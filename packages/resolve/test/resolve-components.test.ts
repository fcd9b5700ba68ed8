// resolveComponents (RFC 3986 §5.2.2 on components): shape checks, the '//' escape, and
// agreement with the literal pseudocode and with the string resolve.
import {
  ResolveError,
  removeDotSegments,
  resolve,
  resolveComponents,
  tryResolve,
} from '@urikit/resolve';
import { parse, recompose, type UriComponents } from '@urikit/syntax';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reference, uri } from './arbitraries.js';
import { resolveOracle } from './resolve-oracle.js';

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ResolveError) return `${error.argument}:${error.code}`;
    throw error;
  }
  return 'no error';
}

// The oracle writes §5.2.2's result as it is; resolveComponents escapes the one path §5.3
// cannot write, and only that one.
function escaped(t: UriComponents): UriComponents {
  return t.host === undefined && t.path.startsWith('//') ? { ...t, path: '/.' + t.path } : t;
}

describe('resolveComponents', () => {
  const base = parse('http://u@a:8/b/c/d;p?q#f');

  it('returns all seven components, absent ones as undefined', () => {
    expect(resolveComponents(base, { path: '../g', fragment: '' })).toStrictEqual({
      scheme: 'http',
      userinfo: 'u',
      host: 'a',
      port: '8',
      path: '/b/g',
      query: undefined,
      fragment: '',
    });
  });

  it('escapes a path starting with "//" without authority, so that the result recomposes', () => {
    const t = resolveComponents({ scheme: 'foo', path: '/' }, { path: './/@@' });
    expect(t.path).toBe('/.//@@');
    expect(recompose(t)).toBe('foo:/.//@@');
    const absolute = resolveComponents(base, { scheme: 'x', path: '/..//y' });
    expect(recompose(absolute)).toBe('x:/.//y');
  });

  it('rejects a base without scheme', () => {
    expect(codeOf(() => resolveComponents({ path: '/a' }, { path: 'b' }))).toBe(
      'base:base-not-absolute',
    );
    expect(codeOf(() => resolveComponents({ scheme: '', path: '/a' }, { path: 'b' }))).toBe(
      'base:base-not-absolute',
    );
  });

  it('rejects values that are not UriComponents with a TypeError naming the argument', () => {
    const bad: [unknown, string][] = [
      [null, 'base must be an object; got null'],
      ['http://a', "base must be an object; got 'http://a'"],
      [{}, 'base.path must be a string; got undefined'],
      [{ scheme: 'http', path: 1 }, 'base.path must be a string; got number'],
      [{ scheme: 'http', path: '', query: 5 }, 'base.query must be a string; got number'],
    ];
    for (const [components, message] of bad) {
      expect(() => resolveComponents(components as UriComponents, { path: '' })).toThrow(
        new TypeError(`resolveComponents: ${message}`),
      );
      expect(() => resolveComponents(base, components as UriComponents)).toThrow(
        new TypeError(`resolveComponents: ${message.replace('base', 'reference')}`),
      );
    }
  });

  it('rejects objects that break the structure of UriComponents', () => {
    const bad = [
      { scheme: 'http', host: 'a', path: 'rootless' },
      { scheme: 'http', port: '80', path: '' },
      { scheme: 'http', userinfo: 'u', path: '' },
    ] as unknown as UriComponents[];
    for (const components of bad) {
      expect(codeOf(() => resolveComponents(components, { path: '' }))).toBe(
        'base:invalid-components',
      );
      expect(codeOf(() => resolveComponents(base, components))).toBe(
        'reference:invalid-components',
      );
    }
  });

  it('agrees with the literal §5.2.2 pseudocode, strict and not', () => {
    fc.assert(
      fc.property(uri, reference, fc.boolean(), (b, r, strict) => {
        const actual = resolveComponents(parse(b), parse(r), { strict });
        expect(actual).toEqual(escaped(resolveOracle(parse(b), parse(r), strict)));
      }),
      { numRuns: 5_000 },
    );
  }, 120_000);

  it('always recomposes, to what resolve returns', () => {
    fc.assert(
      fc.property(uri, reference, fc.boolean(), (b, r, strict) => {
        const text = recompose(resolveComponents(parse(b), parse(r), { strict }));
        expect(resolve(b, r, { strict })).toBe(text);
        expect(tryResolve(b, r, { strict })).toBe(text);
        expect(parse(text).scheme).toBeDefined();
      }),
      { numRuns: 5_000 },
    );
  }, 120_000);

  it('resolving the result again changes nothing when the base path has no dot segment', () => {
    fc.assert(
      fc.property(uri, reference, (b, r) => {
        fc.pre(removeDotSegments(parse(b).path) === parse(b).path);
        const once = resolve(b, r);
        expect(resolve(b, once)).toBe(once);
        expect(resolve(once, '')).toBe(once.split('#')[0]);
      }),
      { numRuns: 3_000 },
    );
  }, 120_000);
});
