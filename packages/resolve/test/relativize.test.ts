// relativize, the inverse of RFC 3986 §5.2: the shortest reference in each case that needs
// care, and the errors for arguments without a scheme or targets no resolution produces.
import { ResolveError, relativize, resolve, tryRelativize } from '@urikit/resolve';
import { UriError } from '@urikit/syntax';
import { describe, expect, it } from 'vitest';

function errorOf(run: () => unknown): ResolveError {
  try {
    run();
  } catch (error) {
    if (error instanceof ResolveError) return error;
    throw error;
  }
  throw new Error('expected a ResolveError');
}

// Each case: base, target, the expected shortest reference; every one is also resolved back.
function cases(base: string, table: [target: string, expected: string][]): void {
  describe(`against ${base}`, () => {
    it.each(table)('%j → %j', (target, expected) => {
      expect(relativize(base, target)).toBe(expected);
      expect(resolve(base, expected)).toBe(target);
    });
  });
}

describe('relativize', () => {
  cases('http://a/b/c/d;p?q', [
    ['http://a/b/c/g', 'g'],
    ['http://a/b/c/g/', 'g/'],
    ['http://a/b/c/g?y#s', 'g?y#s'],
    ['http://a/b/g', '../g'],
    ['http://a/b/', '..'],
    ['http://a/b/c/', '.'],
    ['http://a/b/c/?y', '.?y'],
    ['http://a/', '/'],
    ['http://a/g', '/g'],
    ['http://a/b/c/d;p?q', ''],
    ['http://a/b/c/d;p?q#s', '#s'],
    ['http://a/b/c/d;p?q#', '#'],
    ['http://a/b/c/d;p?y', '?y'],
    ['http://a/b/c/d;p?', '?'],
    ['http://a/b/c/d;p', 'd;p'],
    ['http://a/b/c/d;p#s', 'd;p#s'],
    ['http://a/b/c/a:b', './a:b'],
    ['http://a/b/c//x', './/x'],
    ['http://a/b//x', '..//x'],
    ['http://a//x', '/.//x'],
    ['http://a', '//a'],
    ['http://a?q', '//a?q'],
    ['http://g', '//g'],
    ['http://u@a/b/c/g', '//u@a/b/c/g'],
    ['http://a:80/b/c/g', '//a:80/b/c/g'],
    ['HTTP://a/b/c/g', 'HTTP://a/b/c/g'],
    ['https://a/b/c/g', 'https://a/b/c/g'],
    ['g:h', 'g:h'],
  ]);

  cases('http://a?q', [
    ['http://a', '//a'],
    ['http://a/', '.'],
    ['http://a/x/y', 'x/y'],
    ['http://a?y', '?y'],
  ]);

  cases('http://a/b/c/', [
    ['http://a/b/c/', ''],
    ['http://a/b/c/?q', '?q'],
    ['http://a/b/c/d/e', 'd/e'],
    ['http://a/b/', '..'],
    ['http://a/b', '/b'],
    ['http://a/x/y/', '/x/y/'],
  ]);

  cases('http://a/b/../c?q', [
    ['http://a/b/../c?y', '?y'],
    ['http://a/b/../c?q#f', '#f'],
    ['http://a/x', 'x'],
    ['http://a/c', 'c'],
  ]);

  cases('foo:/a/b', [
    ['foo:/.//x', '..//x'],
    ['foo:/a/x', 'x'],
    ['foo:/', '/'],
    ['foo:/a/', '.'],
  ]);

  cases('foo:/', [
    ['foo:/.//x', './/x'],
    ['foo:/x', 'x'],
  ]);

  cases('foo:a/b/c', [
    ['foo:a/b/x', 'x'],
    ['foo:a/x', '../x'],
    ['foo:a/', '..'],
    ['foo:a', 'foo:a'],
    ['foo:z', 'foo:z'],
    ['foo:/z', '/z'],
  ]);

  cases('urn:isbn:1', [
    ['urn:isbn:2', './isbn:2'],
    ['urn:', '.'],
    ['urn:isbn:1#f', '#f'],
    ['urn:/x', '/x'],
  ]);

  cases('mailto:x@y', [
    ['mailto:z@w', 'z@w'],
    ['mailto:x@y?subject=hi', '?subject=hi'],
  ]);

  it('is the inverse of the §5.4 examples that resolution can produce', () => {
    const base = 'http://a/b/c/d;p?q';
    for (const reference of [
      'g',
      './g',
      'g/',
      '/g',
      '//g',
      '?y',
      'g?y',
      '#s',
      ';x',
      '..',
      '../..',
    ]) {
      const target = resolve(base, reference);
      expect(resolve(base, relativize(base, target))).toBe(target);
      expect(relativize(base, target).length).toBeLessThanOrEqual(reference.length);
    }
  });
});

describe('relativize: errors', () => {
  it('refuses a target that no resolution produces, pointing at its dot segment', () => {
    const error = errorOf(() => relativize('http://a/b/c', 'http://a/b/../c'));
    expect(error.code).toBe('unreachable-target');
    expect(error.argument).toBe('target');
    expect(error.index).toBe(11);
    expect(error.input).toBe('http://a/b/../c');
    expect(tryRelativize('http://a/b/c', 'http://a/b/../c')).toBeUndefined();
    expect(errorOf(() => relativize('http://a/b?q', 'http://a/./b')).index).toBe(9);
    expect(errorOf(() => relativize('x:/', 'http://a/.')).code).toBe('unreachable-target');
  });

  it('refuses the base path itself without the base query when it has dot segments', () => {
    expect(relativize('http://a/./b?q', 'http://a/./b?y')).toBe('?y');
    expect(errorOf(() => relativize('http://a/./b?q', 'http://a/./b')).code).toBe(
      'unreachable-target',
    );
  });

  it('names the argument without a scheme', () => {
    const base = errorOf(() => relativize('/b', 'http://a'));
    expect([base.code, base.argument, base.index]).toEqual(['base-not-absolute', 'base', 0]);
    const target = errorOf(() => relativize('http://a', '/b'));
    expect([target.code, target.argument]).toEqual(['target-not-absolute', 'target']);
  });

  it('names the argument that does not parse', () => {
    const error = errorOf(() => relativize('http://a/', 'http://a/b c'));
    expect([error.code, error.argument, error.index]).toEqual(['invalid-path-char', 'target', 10]);
    expect(error.cause).toBeInstanceOf(UriError);
    expect(errorOf(() => relativize('http://[x]/', 'http://a/')).argument).toBe('base');
    expect(tryRelativize('http://a/', 'http://a/b c')).toBeUndefined();
    expect(tryRelativize('/a', 'http://a/')).toBeUndefined();
  });
});
