import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IPAddressError,
  isIPLiteral,
  isIPv4,
  isIPv6,
  isPublicUnicast,
  parseIPLiteral,
  parseIPv4,
  parseIPv4Loose,
  parseIPv6,
  tryParseIPLiteral,
  tryParseIPv4,
  tryParseIPv4Loose,
  tryParseIPv6,
} from '../src/index.js';

const parsers: [
  string,
  (text: string) => unknown,
  (text: string) => unknown,
  (text: string) => boolean,
][] = [
  ['IPv4', parseIPv4, tryParseIPv4, isIPv4],
  ['IPv6', parseIPv6, tryParseIPv6, isIPv6],
  ['IP-literal', (t) => parseIPLiteral(t), (t) => tryParseIPLiteral(t), (t) => isIPLiteral(t)],
  [
    'IP-literal with zones',
    (t) => parseIPLiteral(t, { zoneId: true }),
    (t) => tryParseIPLiteral(t, { zoneId: true }),
    (t) => isIPLiteral(t, { zoneId: true }),
  ],
  ['loose IPv4', parseIPv4Loose, tryParseIPv4Loose, (t) => tryParseIPv4Loose(t) !== undefined],
];

// Strings near the grammar, so that the fuzzing reaches deep into the scanners.
const nearAddress = fc.string({
  unit: fc.constantFrom(...'0123456789abcdefABCDEFvVxX:.[]%25-_~!$&*+,;=/ \u00e9\ud83d'),
  maxLength: 48,
});
const anyText = fc.oneof(nearAddress, fc.string({ unit: 'grapheme', maxLength: 24 }), fc.string());

describe('IPAddressError', () => {
  it('carries code, input and index, and points at the offending character', () => {
    let caught: unknown;
    try {
      parseIPv6('1:2:3:4:5:6:7:8:9');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(IPAddressError);
    expect(caught).toBeInstanceOf(Error);
    const error = caught as IPAddressError;
    expect(error.name).toBe('IPAddressError');
    expect(error.code).toBe('ipv6-too-many-groups');
    expect(error.input).toBe('1:2:3:4:5:6:7:8:9');
    expect(error.index).toBe(15);
    expect(error.message).toBe(
      'IPv6 address with too many groups at index 15\n  1:2:3:4:5:6:7:8:9\n                 ^',
    );
  });
});

describe.each(parsers)('%s parser on arbitrary text', (_name, parse, tryParse, is) => {
  it('throws only IPAddressError, with an index inside the input or at its end', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        let threw = false;
        try {
          parse(text);
        } catch (error) {
          threw = true;
          expect(error).toBeInstanceOf(IPAddressError);
          const { index, input } = error as IPAddressError;
          expect(input).toBe(text);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThanOrEqual(text.length);
        }
        expect(tryParse(text) === undefined).toBe(threw);
        expect(is(text)).toBe(!threw);
      }),
      { numRuns: 3000 },
    );
  });

  it('takes linear time on long hostile inputs', () => {
    const long = 200_000;
    for (const text of [
      ':'.repeat(long),
      '1:'.repeat(long),
      '0'.repeat(long),
      '1.'.repeat(long),
      `[${'::'.repeat(long)}`,
      `[v1.${'a'.repeat(long)}`,
      `[fe80::1%25${'%41'.repeat(long)}]`,
      `[${']'.repeat(long)}`,
      '%'.repeat(long),
    ]) {
      const start = performance.now();
      tryParse(text);
      isPublicUnicast(text);
      expect(performance.now() - start).toBeLessThan(1000);
    }
  });
});
