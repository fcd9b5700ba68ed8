// Properties of relativize: the round trip through resolve (§5.2), never longer than the
// target, complete, and shortest (checked by exhaustive search on small cases).
import { relativize, removeDotSegments, resolve, tryRelativize, tryResolve } from '@urikit/resolve';
import { parse, tryParse } from '@urikit/syntax';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanUri, reference, uri } from './arbitraries.js';

// Small URIs over a tiny alphabet, so that an exhaustive search over every shorter string is
// affordable and still meets every form a reference can take.
const tiny = fc
  .record({
    scheme: fc.constantFrom('g', 'h'),
    authority: fc.option(fc.constantFrom('a', ''), { nil: undefined }),
    rooted: fc.boolean(),
    segments: fc.array(fc.constantFrom('', 'a', 'a', 'b', 'b', 'a:', '.', '..'), { maxLength: 4 }),
    query: fc.option(fc.constantFrom('', 'a'), { nil: undefined }),
    fragment: fc.option(fc.constantFrom('', 'b'), { nil: undefined }),
  })
  .map(
    (r) =>
      r.scheme +
      ':' +
      (r.authority === undefined ? '' : '//' + r.authority) +
      (r.rooted ? '/' : '') +
      r.segments.join('/') +
      (r.query === undefined ? '' : '?' + r.query) +
      (r.fragment === undefined ? '' : '#' + r.fragment),
  )
  .filter((s) => tryParse(s) !== undefined);

const tinyReference = fc
  .oneof(
    fc.array(fc.constantFrom('a', 'b', '.', '/', ':', '?', '#', 'g'), { maxLength: 7 }),
    fc.array(fc.constantFrom('..', '../', '.', './', 'a/', 'b', '/', '?a', '#'), { maxLength: 4 }),
  )
  .map((parts) => parts.join(''))
  .filter((s) => tryParse(s) !== undefined);

const ALPHABET = ['a', 'b', '/', '.', ':', '?', '#', 'g'];

// Every string over ALPHABET shorter than `limit` that resolves against `base` to `target`.
function shorterReferences(base: string, target: string, limit: number): string[] {
  const found: string[] = [];
  let layer = [''];
  for (let length = 0; length < limit; length++) {
    for (const candidate of layer) {
      if (tryResolve(base, candidate) === target) found.push(candidate);
    }
    if (length + 1 < limit) layer = layer.flatMap((prefix) => ALPHABET.map((c) => prefix + c));
  }
  return found;
}

// Every reference made of a short prefix and a suffix of the target: the forms a shortest
// reference can take when it is longer than the exhaustive search reaches.
function shorterSuffixForms(base: string, target: string, limit: number): string[] {
  const prefixes = ['', '.', '..', './', '../', '../..', '../../', '/', '/.', '/./', './/'];
  const found: string[] = [];
  for (let i = 0; i <= target.length; i++) {
    for (const prefix of prefixes) {
      const candidate = prefix + target.slice(i);
      if (candidate.length < limit && tryResolve(base, candidate) === target) {
        found.push(candidate);
      }
    }
  }
  return found;
}

// Whether some reference resolves against `base` to `target`: a target whose path has a dot
// segment comes only from an empty-path reference (the base path verbatim) or from the "/."
// escape in front of "//".
function reachable(base: string, target: string): boolean {
  const t = parse(target);
  if (removeDotSegments(t.path) === t.path) return true;
  if (t.host === undefined && t.path.startsWith('/.//')) {
    return removeDotSegments(t.path.slice(2)) === t.path.slice(2);
  }
  return [`?${t.query}`, ''].some(
    (r) => tryResolve(base, r + (t.fragment === undefined ? '' : `#${t.fragment}`)) === target,
  );
}

describe('relativize (properties)', () => {
  it('round-trips every target that resolution produces, never longer than the target', () => {
    fc.assert(
      fc.property(uri, uri, reference, (base, base2, ref) => {
        // §5.2.2 copies base2's path verbatim for an empty-path reference: such a target is
        // only reachable when it has no dot segment (the next property covers the rest).
        const r2 = parse(ref);
        fc.pre(r2.path !== '' || r2.scheme !== undefined || r2.host !== undefined);
        const target = resolve(base2, ref);
        const r = relativize(base, target);
        expect(resolve(base, r)).toBe(target);
        expect(r.length).toBeLessThanOrEqual(target.length);
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);

  it('round-trips every resolution against a base without dot segments', () => {
    fc.assert(
      fc.property(uri, cleanUri, reference, (base, base2, ref) => {
        const target = resolve(base2, ref);
        const r = relativize(base, target);
        expect(resolve(base, r)).toBe(target);
        expect(r.length).toBeLessThanOrEqual(target.length);
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);

  it('round-trips targets that share a prefix with the base', () => {
    fc.assert(
      fc.property(cleanUri, reference, reference, (base, ref1, ref2) => {
        const target = resolve(resolve(base, ref1), ref2);
        const r = relativize(base, target);
        expect(resolve(base, r)).toBe(target);
        expect(r.length).toBeLessThanOrEqual(target.length);
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);

  it('answers exactly when some reference resolves to the target', () => {
    fc.assert(
      fc.property(uri, uri, (base, target) => {
        const r = tryRelativize(base, target);
        if (r === undefined) {
          expect(reachable(base, target)).toBe(false);
        } else {
          expect(resolve(base, r)).toBe(target);
        }
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);

  it('is shortest: no shorter string resolves to the target (exhaustive search)', () => {
    fc.assert(
      fc.property(tiny, tiny, fc.boolean(), tinyReference, (base, other, same, ref) => {
        // Resolving against the base itself half of the time gives targets close to it.
        const target = tryResolve(same ? base : other, ref);
        fc.pre(target !== undefined);
        const r = tryRelativize(base, target);
        if (r === undefined) {
          // Unreachable: no short string, nor any prefix-and-suffix form, resolves to it.
          expect(shorterReferences(base, target, 5)).toEqual([]);
          expect(shorterSuffixForms(base, target, Number.POSITIVE_INFINITY)).toEqual([]);
          return;
        }
        expect(resolve(base, r)).toBe(target);
        expect(shorterReferences(base, target, Math.min(r.length, 5))).toEqual([]);
        expect(shorterSuffixForms(base, target, r.length)).toEqual([]);
      }),
      { numRuns: 600 },
    );
  }, 120_000);

  it('is shortest among prefix-and-suffix forms on larger cases', () => {
    fc.assert(
      fc.property(uri, uri, reference, (base, base2, ref) => {
        const target = resolve(base2, ref);
        const r = tryRelativize(base, target) ?? Number.POSITIVE_INFINITY;
        const limit = typeof r === 'string' ? r.length : r;
        expect(shorterSuffixForms(base, target, limit)).toEqual([]);
      }),
      { numRuns: 3_000 },
    );
  }, 120_000);
});
