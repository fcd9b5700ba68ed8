import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIPv6, parseIPv6 } from '../src/index.js';
import { wordsArbitrary } from './forms.js';

const canonical = (text: string) => formatIPv6(parseIPv6(text));

describe('formatIPv6: RFC 5952', () => {
  it.each([
    // §2.1 leading zeros
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:0001', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:1'],
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:001', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:1'],
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:01', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:1'],
    // §2.2 zero compression
    ['2001:db8:aaaa:bbbb:cccc:dddd::1', '2001:db8:aaaa:bbbb:cccc:dddd:0:1'],
    ['2001:db8:0:0:0::1', '2001:db8::1'],
    ['2001:db8:0:0::1', '2001:db8::1'],
    ['2001:db8:0::1', '2001:db8::1'],
    ['2001:db8::aaaa:0:0:1', '2001:db8::aaaa:0:0:1'],
    ['2001:db8:0:0:aaaa::1', '2001:db8::aaaa:0:0:1'],
    // §2.3 upper and lower case
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:AAAA', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:aaaa'],
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:AaAa', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:aaaa'],
    // §2 the many spellings of one address
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:0db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8::1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8::0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:0db8::1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8:0:0:1::1', '2001:db8::1:0:0:1'],
    ['2001:db8:0000:0:1::1', '2001:db8::1:0:0:1'],
    ['2001:DB8:0:0:1::1', '2001:db8::1:0:0:1'],
    // §4.1 leading zeros suppressed, "0" kept
    ['2001:0db8::0001', '2001:db8::1'],
    // §4.2.1 shorten as much as possible
    ['2001:db8:0:0:0:0:2:1', '2001:db8::2:1'],
    ['2001:db8::0:1', '2001:db8::1'],
    // §4.2.2 "::" never for a single zero group
    ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
    ['2001:db8::1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
    // §4.2.3 the longest run, the first one on a tie
    ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    // §4.3 lower case
    ['2001:DB8::ABCD', '2001:db8::abcd'],
    // edges
    ['0:0:0:0:0:0:0:0', '::'],
    ['0:0:0:0:0:0:0:1', '::1'],
    ['1:0:0:0:0:0:0:0', '1::'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8'],
    ['0:1:2:3:4:5:6:7', '0:1:2:3:4:5:6:7'],
    ['1:2:3:4:5:6:7:0', '1:2:3:4:5:6:7:0'],
    ['0:0:1:0:0:1:0:0', '::1:0:0:1:0:0'],
    // §5 IPv4-mapped in mixed notation
    ['::ffff:192.0.2.1', '::ffff:192.0.2.1'],
    ['0:0:0:0:0:FFFF:C000:0201', '::ffff:192.0.2.1'],
    ['::ffff:0:0', '::ffff:0.0.0.0'],
    // other IPv4-embedding prefixes stay in hex
    ['::192.0.2.1', '::c000:201'],
    ['64:ff9b::192.0.2.33', '64:ff9b::c000:221'],
    ['::ffff:0:192.0.2.1', '::ffff:0:c000:201'],
  ])('%s → %s', (text, expected) => {
    expect(canonical(text)).toBe(expected);
  });

  it('prints IPv4-mapped addresses in hex with mixed: false', () => {
    expect(formatIPv6(parseIPv6('::ffff:192.0.2.1'), { mixed: false })).toBe('::ffff:c000:201');
    expect(formatIPv6(parseIPv6('::ffff:192.0.2.1'), { mixed: true })).toBe('::ffff:192.0.2.1');
  });

  it('refuses anything but 8 words', () => {
    expect(() => formatIPv6(new Uint16Array(4))).toThrow(RangeError);
  });

  it('is read back as the same words, and is a fixed point', () => {
    fc.assert(
      fc.property(wordsArbitrary, fc.boolean(), (words, mixed) => {
        const text = formatIPv6(words, { mixed });
        expect(parseIPv6(text)).toEqual(words);
        expect(canonical(text)).toBe(formatIPv6(words));
        expect(text).toBe(text.toLowerCase());
      }),
      { numRuns: 2000 },
    );
  });

  it('never leaves a zero group that could have been compressed longer', () => {
    fc.assert(
      fc.property(wordsArbitrary, (words) => {
        const text = formatIPv6(words, { mixed: false });
        const groups = text.split(':');
        // No leading zeros (§4.1) and at most one "::" (§4.2).
        for (const group of groups) expect(group === '0' || !group.startsWith('0')).toBe(true);
        expect(text.split('::').length).toBeLessThanOrEqual(2);
        const longestZeros = Math.max(0, ...zeroRunLengths(words));
        const compressed = text.includes('::') ? 8 - groups.filter((g) => g !== '').length : 0;
        expect(compressed).toBe(longestZeros >= 2 ? longestZeros : 0);
      }),
      { numRuns: 3000 },
    );
  });
});

function zeroRunLengths(words: Uint16Array): number[] {
  const lengths: number[] = [];
  let run = 0;
  for (const word of words) {
    run = word === 0 ? run + 1 : 0;
    lengths.push(run);
  }
  return lengths;
}
