// Properties of normalize on references generated from the RFC 3986 grammar: the result is
// valid, a fixed point, and means what the input meant. URIKIT_LONG_RUN=1 runs millions.
import { removeDotSegments, resolve } from '@urikit/resolve';
import { parse, tryParse } from '@urikit/syntax';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeRelativeDotSegments } from '../src/dot-segments.js';
import { equivalent, NormalizeError, normalize, uriToIri } from '../src/index.js';
import { propertyTimeout, relativePath, runs, uriReference } from './arbitraries.js';

const valid = uriReference.filter((x) => tryParse(x) !== undefined);

describe('normalize on grammar-generated references', () => {
  it('generates mostly valid references', () => {
    const sample = fc.sample(uriReference, { numRuns: 1000, seed: 1 });
    const ok = sample.filter((x) => tryParse(x) !== undefined).length;
    expect(ok).toBeGreaterThan(900);
  });

  for (const [name, options] of [
    ['syntax-based', { scheme: false }],
    ['scheme-based', {}],
    ['with host: ascii', { host: 'ascii' }],
    ['with host: unicode', { host: 'unicode' }],
    ['with host: unicode, iri', { host: 'unicode', iri: true }],
  ] as const) {
    it(`is valid and idempotent (${name})`, { timeout: propertyTimeout }, () => {
      fc.assert(
        fc.property(valid, (x) => {
          let y: string;
          try {
            y = normalize(x, options);
          } catch (error) {
            if (error instanceof NormalizeError) return;
            throw error;
          }
          parse(y, { iri: 'iri' in options });
          expect(normalize(y, options)).toBe(y);
        }),
        { numRuns: runs(5000) },
      );
    });
  }

  for (const [name, options] of [
    ['iri', { iri: true }],
    ['iri, host: ascii', { iri: true, host: 'ascii' }],
    ['iri, host: unicode', { iri: true, host: 'unicode' }],
  ] as const) {
    it(`is valid and idempotent on IRIs (${name})`, { timeout: propertyTimeout }, () => {
      fc.assert(
        fc.property(valid, (x) => {
          const iri = uriToIri(x);
          let y: string;
          try {
            y = normalize(iri, options);
          } catch (error) {
            if (error instanceof NormalizeError) return;
            throw error;
          }
          parse(y, { iri: true });
          expect(normalize(y, options)).toBe(y);
        }),
        { numRuns: runs(3000) },
      );
    });
  }

  // §5.2.4 does not decode %2E, so "%2E%2E" is a segment to resolution and ".." to
  // normalization (§2.3 makes them equivalent): references with %2E are left out here.
  it('keeps the meaning: resolving the normal form gives the same target', {
    timeout: propertyTimeout,
  }, () => {
    const bases = ['http://a/b/c/d;p?q', 'x:/a/b/c', 'foo://h/a/'];
    const withoutDotTriplet = valid.filter((x) => !x.toLowerCase().includes('%2e'));
    fc.assert(
      fc.property(withoutDotTriplet, fc.constantFrom(...bases), (reference, base) => {
        const syntax = { scheme: false };
        const target = normalize(resolve(base, reference), syntax);
        expect(normalize(resolve(base, normalize(reference, syntax)), syntax)).toBe(target);
      }),
      { numRuns: runs(5000) },
    );
  });

  it('answers equivalent for a reference and its normal form, at every level above simple', {
    timeout: propertyTimeout,
  }, () => {
    fc.assert(
      fc.property(valid, (x) => {
        expect(equivalent(x, normalize(x, { scheme: false }), { level: 'syntax' })).toBe(true);
        expect(equivalent(normalize(x), x)).toBe(true);
      }),
      { numRuns: runs(3000) },
    );
  });

  it('never decodes a triplet into a scheme, an authority or a new segment', {
    timeout: propertyTimeout,
  }, () => {
    fc.assert(
      fc.property(valid, (x) => {
        const before = parse(x);
        const after = parse(normalize(x, { scheme: false }));
        expect(after.scheme === undefined).toBe(before.scheme === undefined);
        expect(after.host === undefined).toBe(before.host === undefined);
        expect(after.query === undefined).toBe(before.query === undefined);
        expect(after.fragment === undefined).toBe(before.fragment === undefined);
        expect(after.userinfo === undefined).toBe(before.userinfo === undefined);
      }),
      { numRuns: runs(5000) },
    );
  });
});

describe('relative-path dot-segment removal', () => {
  it('resolves like the original against base directories of every depth', {
    timeout: propertyTimeout,
  }, () => {
    fc.assert(
      fc.property(relativePath, fc.integer({ min: 0, max: 6 }), (path, depth) => {
        const normal = removeRelativeDotSegments(path);
        const dir = '/d'.repeat(depth) + '/';
        expect(removeDotSegments(dir + normal)).toBe(removeDotSegments(dir + path));
        expect(removeRelativeDotSegments(normal)).toBe(normal);
        expect(tryParse(normal)).toBeDefined();
      }),
      { numRuns: runs(5000) },
    );
  });
});
