// The fast paths of dot-segment removal (a path without dot segments is returned as it
// is) agree with the full algorithm, and both agree with fast-uri 3.1.9's own functions.
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeDotSegments } from '../src/dot-segments.js';
import { removeRelativeDotSegments } from '../src/relative-dot-segments.js';

const require = createRequire(import.meta.url);
const utils = require('fast-uri-3/lib/utils.js') as {
  removeDotSegments(path: string): string;
  removeDotSegmentsRelative(path: string): string;
};

// Paths built from the pieces that matter to §5.2.4: dots, slashes, colons, letters.
const path = fc
  .array(fc.constantFrom('a', 'b:', '.', '..', '/', '//', '.a', 'a.', ':', '%2E'), {
    maxLength: 12,
  })
  .map((parts) => parts.join(''));

describe('dot-segment removal', () => {
  it('removeDotSegments equals fast-uri’s on any path', () => {
    fc.assert(
      fc.property(path, (p) => {
        expect(removeDotSegments(p)).toBe(utils.removeDotSegments(p));
      }),
      { numRuns: 5000 },
    );
  });

  it('removeRelativeDotSegments equals fast-uri’s on any path', () => {
    fc.assert(
      fc.property(path, (p) => {
        expect(removeRelativeDotSegments(p)).toBe(utils.removeDotSegmentsRelative(p));
      }),
      { numRuns: 5000 },
    );
  });

  it('returns the path itself when it has no dot segment', () => {
    expect(removeDotSegments('/a/b.c/d')).toBe('/a/b.c/d');
    expect(removeDotSegments('/a//')).toBe('/a/');
    expect(removeRelativeDotSegments('a/b:c')).toBe('a/b:c');
    expect(removeRelativeDotSegments('b:c/d')).toBe('./b:c/d');
  });
});
