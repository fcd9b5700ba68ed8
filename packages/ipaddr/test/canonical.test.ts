// canonicalIPv6 and canonicalIPv4Loose give, in one call, what parsing and formatting give in
// two: the same text for every spelling of every address, undefined exactly where parsing fails.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalIPv4Loose,
  canonicalIPv6,
  formatIPv4,
  formatIPv6,
  tryParseIPv4Loose,
  tryParseIPv6,
} from '../src/index.js';
import { spelledArbitrary } from './forms.js';

const twoStepIPv6 = (text: string) => {
  const words = tryParseIPv6(text);
  return words === undefined ? undefined : formatIPv6(words, { mixed: false });
};
const twoStepIPv4 = (text: string) => {
  const bytes = tryParseIPv4Loose(text);
  return bytes === undefined ? undefined : formatIPv4(bytes);
};

describe('canonicalIPv6', () => {
  it('writes every spelling of an address as formatIPv6 without mixed notation does', () => {
    fc.assert(
      fc.property(spelledArbitrary, ({ text }) => {
        expect(canonicalIPv6(text)).toBe(twoStepIPv6(text));
        expect(canonicalIPv6(text)).not.toBe(undefined);
      }),
      { numRuns: 5000 },
    );
  });

  it('fails exactly where tryParseIPv6 fails', () => {
    const text = fc.string({ unit: fc.constantFrom(...'0123:abf.9:'), maxLength: 20 });
    fc.assert(
      fc.property(text, (s) => {
        expect(canonicalIPv6(s)).toBe(twoStepIPv6(s));
      }),
      { numRuns: 10000 },
    );
    for (const s of ['', '[::1]', 'fe80::1%eth0', '1::2::3', '::ffff:1.2.3.4']) {
      expect(canonicalIPv6(s), s).toBe(twoStepIPv6(s));
    }
    expect(canonicalIPv6('::ffff:1.2.3.4')).toBe('::ffff:102:304');
  });
});

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
});
