import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkIPLiteral,
  type IPAddressError,
  lastIPAddressErrorCode,
  parseIPLiteral,
} from '../src/index.js';
import { spelledArbitrary } from './forms.js';

// checkIPLiteral is parseIPLiteral's verdict on a range of a larger string: -1, or the error's
// index shifted by the start of the range, with the error's code in lastIPAddressErrorCode().
function expected(literal: string, start: number, zoneId: boolean): [number, string | undefined] {
  try {
    parseIPLiteral(literal, { zoneId });
    return [-1, undefined];
  } catch (error) {
    const { code, index } = error as IPAddressError;
    return [start + index, code];
  }
}

function checked(
  text: string,
  start: number,
  end: number,
  zoneId: boolean,
): [number, string | undefined] {
  const index = checkIPLiteral(text, start, end, zoneId);
  return [index, index < 0 ? undefined : lastIPAddressErrorCode()];
}

const literals = [
  '[::1]',
  '[2001:db8::7]',
  '[::ffff:192.0.2.1]',
  '[v1.x]',
  '[V1a.a:b+c]',
  '[fe80::1%25eth0]',
  '[fe80::1%25%65th0]',
  '',
  '::1',
  '[',
  '[]',
  '[::1',
  '[::1]x',
  '[::1]]',
  '[::g]',
  '[1.2.3.4]',
  '[1:2:3:4:5:6:7]',
  '[1::2::3]',
  '[v1.]',
  '[v1.x',
  '[fe80::1%]',
  '[fe80::1%2]',
  '[fe80::1%25]',
  '[fe80::1%25e%4]',
  '[fe80::1%eth0]',
];

describe('checkIPLiteral', () => {
  it.each(literals)('agrees with parseIPLiteral on %j, alone and inside a URI', (literal) => {
    for (const zoneId of [false, true]) {
      expect(checked(literal, 0, literal.length, zoneId)).toEqual(expected(literal, 0, zoneId));
      // Whatever surrounds the range ("]", "%" and "]" included) changes nothing.
      const text = `http://${literal}]:80/%25]`;
      expect(checked(text, 7, 7 + literal.length, zoneId)).toEqual(expected(literal, 7, zoneId));
    }
  });

  it('accepts every valid IPv6 spelling, wherever it stands', () => {
    fc.assert(
      fc.property(spelledArbitrary, fc.string(), ({ text }, prefix) => {
        const literal = `[${text}]`;
        const at = prefix.length;
        for (const zoneId of [false, true]) {
          expect(checkIPLiteral(literal, 0, literal.length, zoneId)).toBe(-1);
          expect(checkIPLiteral(`${prefix}${literal}#`, at, at + literal.length, zoneId)).toBe(-1);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('checks the inside of the brackets before what follows them', () => {
    // syntax's host scan passes the whole rest of the authority: a failure just after the
    // first "]" means the literal up to it is whole.
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('1', 'a', ':', '.', '%', '2', '5', 'v', ']', '['),
          maxLength: 16,
        }),
        fc.boolean(),
        (rest, zoneId) => {
          const text = `[${rest}`;
          const index = checkIPLiteral(text, 0, text.length, zoneId);
          const code = index < 0 ? undefined : lastIPAddressErrorCode();
          const close = text.indexOf(']');
          if (close < 0 || close === text.length - 1) return;
          const whole = checkIPLiteral(text, 0, close + 1, zoneId) < 0;
          expect(index === close + 1).toBe(whole);
          if (whole) expect(code).toBe('invalid-ip-literal');
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('takes zone IDs only when asked to', () => {
    expect(checkIPLiteral('[fe80::1%25eth0]', 0, 16, false)).toBe(8);
    expect(lastIPAddressErrorCode()).toBe('zone-id-not-allowed');
    expect(checkIPLiteral('[fe80::1%25eth0]', 0, 16, true)).toBe(-1);
  });
});
