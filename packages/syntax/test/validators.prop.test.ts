// The predicates (src/validators.ts) and parse share one scanner, whose long runs go on in bytes
// (src/scan-chars.ts): on long references of every shape, both give the same answers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAbsoluteUri,
  isRelativeReference,
  isUri,
  isUriReference,
  type ParseOptions,
  tryParse,
} from '../src/index.js';
import { PROBE } from '../src/scan-chars.js';

// Mostly characters that some component allows, now and then one that ends a component ('/',
// '?', '#', ':', '@') or stops every scan ('%' without hex digits, '[', a space, non-ASCII text,
// a lone surrogate, a private-use character, an astral one).
const piece = fc.oneof(
  { weight: 30, arbitrary: fc.constantFrom('a', 'Z', '0', '-', '.', '_', '~', '!', '+', ';', '=') },
  { weight: 3, arbitrary: fc.constantFrom('/', '?', '#', ':', '@', '%41', '%e9') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%', '%4', '[', ']', ' ', 'é', '\uD800', '\uE000', '😀', '\u00A0'),
  },
);
const run = fc
  .tuple(fc.array(piece, { minLength: 1, maxLength: 40 }), fc.integer({ min: 0, max: 30 }))
  .map(([parts, extra]) => {
    // A short pattern repeated past the threshold, so that some component is long.
    let text = '';
    while (text.length < 2 * PROBE + extra * 11) text += parts.join('');
    return text;
  });
// Where the long run starts: in the scheme, the authority (host, userinfo, port), the path,
// the query or the fragment.
const head = fc.constantFrom(
  '',
  'a',
  'http:',
  'http://',
  'http://u@',
  'http://h:',
  'http://[::1]',
  'http://h/',
  'http://h/?',
  'http://h/#',
  '//',
  '/',
  '?',
);
const tail = fc.constantFrom('', '/', '?q', '#f', ':80', '@h', ' ');
const options = fc.constantFrom<ParseOptions | undefined>(
  undefined,
  { iri: true },
  { zoneId: true },
);

describe('predicates on long references', () => {
  it('agree with tryParse', () => {
    fc.assert(
      fc.property(head, run, tail, options, (h, r, t, o) => {
        const input = h + r + t;
        const parsed = tryParse(input, o);
        expect(isUriReference(input, o)).toBe(parsed !== undefined);
        expect(isUri(input, o)).toBe(parsed?.scheme !== undefined);
        expect(isAbsoluteUri(input, o)).toBe(
          parsed?.scheme !== undefined && parsed.fragment === undefined,
        );
        expect(isRelativeReference(input, o)).toBe(
          parsed !== undefined && parsed.scheme === undefined,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('accept long valid components and reject a bad character far into them', () => {
    const long = 'a'.repeat(2000);
    for (const input of [
      `${long}:x`,
      `http://${long}/`,
      `http://${long}.example:${'8'.repeat(600)}/`,
      `http://${long}@h/`,
      `http://h/${long}?${long}#${long}`,
      `http://h/${'%41'.repeat(400)}`,
    ]) {
      expect(isUri(input)).toBe(true);
    }
    for (const input of [
      `http://${long}^/`,
      `http://${long}:8a/`,
      `http://h/${long}%zz`,
      `http://h/?${long}<`,
      `http://h/${long}é`,
      `http://h/#${long}#`,
    ]) {
      expect(isUri(input)).toBe(false);
    }
    expect(isUri(`http://h/${long}é`, { iri: true })).toBe(true);
  });
});
