import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkIPv6, type IPAddressError, lastIPAddressErrorCode, parseIPv6 } from '../src/index.js';

// checkIPv6 is parseIPv6's verdict on a range of a larger string: -1, or the error's index
// shifted by the start of the range, with the error's code in lastIPAddressErrorCode().
function expected(text: string, start: number): [number, string | undefined] {
  try {
    parseIPv6(text);
    return [-1, undefined];
  } catch (error) {
    const { code, index } = error as IPAddressError;
    return [start + index, code];
  }
}

function checked(text: string, start: number, end: number): [number, string | undefined] {
  const index = checkIPv6(text, start, end);
  return [index, index < 0 ? undefined : lastIPAddressErrorCode()];
}

const addresses = [
  '::',
  '::1',
  '1:2:3:4:5:6:7:8',
  '2001:DB8::8:800:200C:417A',
  '::ffff:192.0.2.1',
  '1:2:3:4:5:6:1.2.3.4',
  '',
  ':',
  ':1',
  '1::2::3',
  '12345::',
  '1:2:3:4:5:6:7:8:9',
  '1:2:3:4:5:6:7',
  '1:2:3:4:5:1.2.3.4',
  '::1.2.3.04',
  '::1.2.3.256',
  '::a.2.3.4',
  'fe80::1%25eth0',
  '1:2:3:4:5:6:7::8',
];

describe('checkIPv6', () => {
  it.each(addresses)('agrees with parseIPv6 on %j, alone and inside a URI', (address) => {
    expect(checked(address, 0, address.length)).toEqual(expected(address, 0));
    // What follows the range (hex digits, colons and dots included) changes nothing.
    const text = `http://[${address}:ab.1]:80/`;
    expect(checked(text, 8, 8 + address.length)).toEqual(expected(address, 8));
  });

  it('agrees with parseIPv6 on any string of its characters, wherever it stands', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('0', '1', '9', 'a', 'F', 'g', ':', ':', '.', '%', '2', '5'),
          maxLength: 24,
        }),
        fc.string({ maxLength: 4 }),
        fc.string({ maxLength: 4 }),
        (address, before, after) => {
          const text = before + address + after;
          expect(checked(text, before.length, before.length + address.length)).toEqual(
            expected(address, before.length),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
