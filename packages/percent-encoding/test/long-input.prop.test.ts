// Long inputs: percentEncode and percentDecode build their result a chunk of about 4,000
// characters at a time (encode.ts). These properties cross the chunk ends many times, with
// pieces of every length on either side of them, and compare with oracles that build the result
// one character at a time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHAR_CLASS,
  type PercentEncodeSet,
  PercentEncodingError,
  percentDecode,
  percentEncode,
  QUERY,
  tryPercentDecode,
  tryPercentEncode,
  UNRESERVED,
} from '../src/index.js';

const utf8 = new TextEncoder();

/** percentEncode one code point at a time: allowed ASCII as it is, the rest as UTF-8 triplets. */
function encodeOracle(value: string, allowed: number): string {
  let out = '';
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    if (c < 128 && (CHAR_CLASS[c]! & allowed) !== 0) out += ch;
    else
      for (const b of utf8.encode(ch)) out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

// A fragment repeated until the text is 3,000 to 13,000 characters long: the pieces of the
// result (runs and triplets) then fall on every side of the chunk ends.
const fragment = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  fc.constantFrom('a b/é?&', 'é', ' ', 'abcdefghij k', '😀x', '%', 'a'.repeat(40) + '/'),
);
const longText = fc
  .tuple(fragment, fragment, fc.integer({ min: 3_000, max: 13_000 }))
  .map(([a, b, length]) => {
    const unit = a + b;
    return unit.repeat(Math.ceil(length / unit.length));
  });
const sets: [PercentEncodeSet, number][] = [
  ['component', UNRESERVED],
  ['query', QUERY],
];

describe('percentEncode and percentDecode on long inputs (the result is built in chunks)', () => {
  it('percentEncode equals the one-character-at-a-time oracle', () => {
    fc.assert(
      fc.property(longText, fc.constantFrom(...sets), (value, [set, allowed]) => {
        expect(percentEncode(value, set)).toBe(encodeOracle(value, allowed));
      }),
      { numRuns: 60 },
    );
  });

  it('percentDecode inverts it and agrees with decodeURIComponent', () => {
    fc.assert(
      fc.property(longText, fc.constantFrom(...sets), (value, [set]) => {
        const encoded = percentEncode(value, set);
        expect(percentDecode(encoded)).toBe(value);
        expect(percentDecode(encoded)).toBe(decodeURIComponent(encoded));
      }),
      { numRuns: 60 },
    );
  });

  it("'keep' and 'replace' keep every character around bad triplets far into the text", () => {
    fc.assert(
      fc.property(longText, fc.integer({ min: 0, max: 12_000 }), (value, at) => {
        // Cut the text between two code points, then put bad triplets between the halves:
        // '%FF' is never well-formed UTF-8 and '%' + 'zz' is no triplet.
        let cut = Math.min(at, value.length);
        if ((value.charCodeAt(cut) & 0xfc00) === 0xdc00) cut++;
        const [head, tail] = [value.slice(0, cut), value.slice(cut)];
        const bad = `${percentEncode(head)}%FF%zz${percentEncode(tail)}`;
        expect(percentDecode(bad, { invalid: 'keep' })).toBe(`${head}%FF%zz${tail}`);
        expect(percentDecode(bad, { invalid: 'replace' })).toBe(`${head}\uFFFD%zz${tail}`);
        expect(tryPercentDecode(bad)).toBeUndefined();
      }),
      { numRuns: 40 },
    );
  });

  it('a lone surrogate deep in a long text throws at its index (and tryPercentEncode fails)', () => {
    const value = `${'a b/é?&'.repeat(2_000)}\uD800${'x y'.repeat(100)}`;
    const index = value.indexOf('\uD800');
    expect(tryPercentEncode(value)).toBeUndefined();
    try {
      percentEncode(value);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PercentEncodingError);
      expect((error as PercentEncodingError).index).toBe(index);
    }
  });
});
