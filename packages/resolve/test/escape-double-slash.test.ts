import { escapeDoubleSlash, removeDotSegments } from '@urikit/resolve';
import { describe, expect, it } from 'vitest';

describe('escapeDoubleSlash', () => {
  it('prefixes "/." to a path starting with "//" when there is no authority', () => {
    expect(escapeDoubleSlash('//x/y', false)).toBe('/.//x/y');
    expect(escapeDoubleSlash('//', false)).toBe('/.//');
    expect(escapeDoubleSlash('///', false)).toBe('/.///');
  });

  it('returns the path itself otherwise', () => {
    expect(escapeDoubleSlash('//x/y', true)).toBe('//x/y');
    expect(escapeDoubleSlash('/x//y', false)).toBe('/x//y');
    expect(escapeDoubleSlash('/', false)).toBe('/');
    expect(escapeDoubleSlash('', false)).toBe('');
    expect(escapeDoubleSlash('x//y', false)).toBe('x//y');
  });

  it('writes a path that remove_dot_segments turns back into the same path (§5.2.4)', () => {
    for (const path of ['//x', '//', '//a/b/', '///c']) {
      expect(removeDotSegments(escapeDoubleSlash(path, false))).toBe(path);
    }
  });
});
