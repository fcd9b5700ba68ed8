// canonicalIPv4Loose gives, in one call, what parseIPv4Loose and formatIPv4 give in two: the same
// text, and undefined exactly where parsing fails.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalIPv4Loose, formatIPv4, tryParseIPv4Loose } from '../src/index.js';

const twoStepIPv4 = (text: string) => {
  const bytes = tryParseIPv4Loose(text);
  return bytes === undefined ? undefined : formatIPv4(bytes);
};

describe('canonicalIPv4Loose', () => {
  it('agrees with parseIPv4Loose and formatIPv4', () => {
    const text = fc.string({ unit: fc.constantFrom(...'0123456789abcfxX..'), maxLength: 24 });
    fc.assert(
      fc.property(text, (s) => {
        expect(canonicalIPv4Loose(s)).toBe(twoStepIPv4(s));
      }),
      { numRuns: 10000 },
    );
    expect(canonicalIPv4Loose('0x7f.1')).toBe('127.0.0.1');
    expect(canonicalIPv4Loose('4294967295')).toBe('255.255.255.255');
    expect(canonicalIPv4Loose('08')).toBe(undefined);
  });

  it('throws the TypeError of the argument rule for a text that is not a string', () => {
    expect(() => canonicalIPv4Loose(42 as never)).toThrow(
      new TypeError('canonicalIPv4Loose: text must be a string; got number'),
    );
    expect(() => canonicalIPv4Loose([] as never)).toThrow(
      new TypeError('canonicalIPv4Loose: text must be a string; got object'),
    );
  });
});
