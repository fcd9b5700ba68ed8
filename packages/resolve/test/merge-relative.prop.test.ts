// The fast path of merge-relative.ts agrees with the slow path it skips: §5.2.3 mergePaths
// followed by §5.2.4 removeDotSegments on the concatenated path.
import { parse } from '@urikit/syntax';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergePaths } from '../src/merge-paths.js';
import { cleanDirectoryEnd, mergeRelative, parentEnd } from '../src/merge-relative.js';
import { firstDotSegment, removeDotSegments } from '../src/remove-dot-segments.js';

const segment = fc.constantFrom(
  '',
  '.',
  '..',
  '...',
  '....',
  '.a.',
  'a',
  'b',
  'c',
  'g;x',
  '..a',
  '.b',
  '%2E',
);
const cleanSegment = fc.constantFrom('', '...', '....', 'a', 'b', 'c', 'g;x', '.b', 'a..');
const tail = fc.constantFrom('', '?q', '?y/../x', '#s', '?q#s/./x');

// A base with an authority whose path's directory has no dot segment, its last segment anything.
const base = fc
  .tuple(fc.array(cleanSegment, { maxLength: 5 }), segment, fc.boolean(), tail)
  .map(([dirs, last, empty, t]) => `http://h${empty ? '' : `/${[...dirs, last].join('/')}`}${t}`);

// A relative-path reference (rootless, first segment without ':'), with dot segments.
const reference = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 8 }), tail)
  .map(([parts, t]) => parts.join('/') + t)
  .filter(
    (r) => r.length > 0 && r.charCodeAt(0) !== 0x2f && !r.startsWith('?') && !r.startsWith('#'),
  );

// Every generated base is "http://h" followed by its path, query and fragment.
const prefix = 'http://h';

function slowPath(b: string, r: string): string {
  const rp = parse(r);
  const merged = removeDotSegments(mergePaths(parse(b).path, true, rp.path));
  const query = rp.query === undefined ? '' : `?${rp.query}`;
  return prefix + merged + query + (rp.fragment === undefined ? '' : `#${rp.fragment}`);
}

function fastPath(b: string, r: string): string {
  const bp = parse(b);
  const rp = parse(r);
  const baseRoot = prefix.length;
  const directory = cleanDirectoryEnd(b, baseRoot, baseRoot + bp.path.length);
  return mergeRelative(b, baseRoot, directory, parentEnd, r, 0, rp.path.length);
}

// Any path of an authority-form base: dot segments anywhere.
const anyPath = fc
  .array(segment, { maxLength: 6 })
  .map((parts) => (parts.length === 0 ? '' : `/${parts.join('/')}`));

describe('cleanDirectoryEnd (fast path of resolve)', () => {
  it('agrees with the last "/" and firstDotSegment on the base path', () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        const text = `http://h${path}?q/./x/../`;
        const directory = path.lastIndexOf('/') + 1;
        const dot = firstDotSegment(path);
        const expected = dot >= 0 && dot < directory ? -1 : prefix.length + directory;
        expect(cleanDirectoryEnd(text, prefix.length, prefix.length + path.length)).toBe(expected);
        // One directory segment up: where a first ".." goes (only read above the root).
        if (expected > prefix.length + 1) {
          const up = path.slice(0, directory - 1).lastIndexOf('/') + 1;
          expect(parentEnd).toBe(prefix.length + up);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('mergeRelative (fast path of resolve)', () => {
  it('agrees with mergePaths + removeDotSegments', () => {
    fc.assert(
      fc.property(base, reference, (b, r) => {
        expect(fastPath(b, r)).toBe(slowPath(b, r));
      }),
      { numRuns: 3000 },
    );
  });

  it('handles the §5.4 shapes', () => {
    expect(fastPath('http://a/b/c/d;p?q', '../x/./y?q')).toBe('http://a/b/x/y?q');
    expect(fastPath('http://a/b/c/d;p?q', '../../../g')).toBe('http://a/g');
    expect(fastPath('http://a', '../g/.')).toBe('http://a/g/');
    expect(fastPath('http://a/b/c/d;p?q', '..')).toBe('http://a/b/');
  });
});
