import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkIPv4, type IPAddressError, lastIPAddressErrorCode, parseIPv4 } from '../src/index.js';

// checkIPv4 is parseIPv4's verdict on a range of a larger string: -1, or the error's index
// shifted by the start of the range, with the error's code in lastIPAddressErrorCode().
function expected(text: string, start: number): [number, string | undefined] {
  try {
    parseIPv4(text);
    return [-1, undefined];
  } catch (error) {
    const { code, index } = error as IPAddressError;
    return [start + index, code];
  }
}

function checked(text: string, start: number, end: number): [number, string | undefined] {
  const index = checkIPv4(text, start, end);
  return [index, index < 0 ? undefined : lastIPAddressErrorCode()];
}

const hosts = [
  '192.0.2.1',
  '0.0.0.0',
  '255.255.255.255',
  '',
  '1',
  '1.2.3',
  '1.2.3.4.5',
  '1.2.3.',
  '1..2.3',
  '.1.2.3',
  '01.2.3.4',
  '1.2.3.256',
  '1.2.3.4x',
  'example.com',
  '0x7f.0.0.1',
];

describe('checkIPv4', () => {
  it.each(hosts)('agrees with parseIPv4 on %j, alone and inside a URI', (host) => {
    expect(checked(host, 0, host.length)).toEqual(expected(host, 0));
    // What follows the range (digits and dots included) changes nothing.
    const text = `http://${host}.5:80/`;
    expect(checked(text, 7, 7 + host.length)).toEqual(expected(host, 7));
  });

  it('agrees with parseIPv4 on any string of digits and dots, wherever it stands', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9', '.', 'a'), maxLength: 20 }),
        fc.string({ maxLength: 4 }),
        fc.string({ maxLength: 4 }),
        (host, before, after) => {
          const text = before + host + after;
          expect(checked(text, before.length, before.length + host.length)).toEqual(
            expected(host, before.length),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
