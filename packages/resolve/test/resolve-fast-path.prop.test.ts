// resolve's fast path (plain relative references, plain-reference.ts) agrees with the full path
// it skips: parse the reference (tryParseSpans), then resolveParsed. Same results, same errors
// (code, index, argument, input), for resolve and tryResolve, strict or not, URI or IRI.
import { type ResolveOptions, resolve, tryResolve } from '@urikit/resolve';
import { parse, SPANS_LENGTH, tryParseSpans } from '@urikit/syntax';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ResolveError } from '../src/errors.js';
import { parseArgumentSpans } from '../src/parse-argument.js';
import { plainPathEnd } from '../src/plain-reference.js';
import { parseBase, resolveParsed } from '../src/resolve.js';
import { uri } from './arbitraries.js';

// Pieces that a plain reference may hold and pieces that put it off the fast path (":", "%",
// non-ASCII, a second "#", characters no reference allows, a leading "/").
const piece = fc.constantFrom(
  'a',
  'g',
  '.',
  '..',
  '/',
  '?',
  '#',
  ';x',
  '=',
  '@',
  '!',
  ':',
  '%2E',
  '%4',
  '%',
  'é',
  '\u{10000}',
  '\uE000',
  ' ',
  '[',
  '^',
  '//',
  '../',
  './',
);
const referenceText = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));

// Bases the fast path takes (authority, clean directory) and others it leaves to the full path:
// no authority, dot segments in the directory, empty path, IP literal, invalid or relative.
const oddBase = fc.constantFrom(
  'http://a/b/c/d;p?q',
  'http://a',
  'http://a?q#f',
  'http://u@a:80/b/',
  'http://a/./b/c',
  'http://a/b/../c/d',
  'http://[::1]/a/b',
  'foo:a/b/c',
  'foo:/a/b',
  'mailto:x@y',
  'http://a/b c',
  '/relative/base',
  'http://a/%7/b',
);
const baseText = fc.oneof(uri, oddBase);
const options = fc.constantFrom<ResolveOptions | undefined>(
  undefined,
  { strict: false },
  { iri: true },
  { iri: true, zoneId: true },
);

type Outcome =
  | { value: string | undefined }
  | { code: string; index: number; argument: string; input: string };

function outcome(run: () => string | undefined): Outcome {
  try {
    return { value: run() };
  } catch (error) {
    if (!(error instanceof ResolveError)) throw error;
    return { code: error.code, index: error.index, argument: error.argument, input: error.input };
  }
}

const r = new Int32Array(SPANS_LENGTH);

// resolve as it was before the fast path: every reference parsed (into the offsets of its
// components).
function fullResolve(base: string, reference: string, opts: ResolveOptions | undefined): string {
  parseBase(base, opts, true);
  parseArgumentSpans(reference, r, 'reference', opts);
  return resolveParsed(base, reference, r, opts?.strict === false);
}

function fullTryResolve(
  base: string,
  reference: string,
  opts: ResolveOptions | undefined,
): string | undefined {
  const b = parseBase(base, opts, false);
  return !b || !tryParseSpans(reference, r, opts)
    ? undefined
    : resolveParsed(base, reference, r, opts?.strict === false);
}

describe('plainPathEnd (the check of the fast path)', () => {
  it('accepts only references that parse, with no scheme or authority and the same path', () => {
    fc.assert(
      fc.property(referenceText, fc.boolean(), (reference, iri) => {
        const end = plainPathEnd(reference);
        if (end < 0) return;
        const parsed = parse(reference, { iri });
        expect(parsed.scheme).toBeUndefined();
        expect(parsed.host).toBeUndefined();
        expect(parsed.path).toBe(reference.slice(0, end));
        expect(parsed.path.startsWith('/')).toBe(false);
      }),
      { numRuns: 5000 },
    );
  });

  it('takes the §5.4 references without ":" or a leading "/"', () => {
    expect(plainPathEnd('../x/./y?q')).toBe(8);
    expect(plainPathEnd('g;x?y#s')).toBe(3);
    expect(plainPathEnd('?y')).toBe(0);
    expect(plainPathEnd('#s')).toBe(0);
    expect(plainPathEnd('')).toBe(0);
    expect(plainPathEnd('g?y/./x#s?#')).toBe(-1);
    expect(plainPathEnd('g?y/./x#s?')).toBe(1);
    for (const off of ['g:h', '/g', '//g', 'a/b:c', '%2E', 'é', 'g h', 'g#s#t']) {
      expect(plainPathEnd(off)).toBe(-1);
    }
  });
});

describe('resolve fast path', () => {
  it('gives the results and errors of the full path (resolve)', () => {
    fc.assert(
      fc.property(baseText, referenceText, options, (base, reference, opts) => {
        expect(outcome(() => resolve(base, reference, opts))).toEqual(
          outcome(() => fullResolve(base, reference, opts)),
        );
      }),
      { numRuns: 5000 },
    );
  });

  it('gives the results of the full path (tryResolve)', () => {
    fc.assert(
      fc.property(baseText, referenceText, options, (base, reference, opts) => {
        expect(tryResolve(base, reference, opts)).toBe(fullTryResolve(base, reference, opts));
      }),
      { numRuns: 3000 },
    );
  });

  it('is not reached by what is not a string: the TypeError comes first', () => {
    const bad = 42 as unknown as string;
    expect(() => resolve('http://a/b', bad)).toThrow(
      new TypeError('resolve: reference must be a string; got number'),
    );
    expect(() => tryResolve('http://a/b', bad)).toThrow(
      new TypeError('tryResolve: reference must be a string; got number'),
    );
  });
});
