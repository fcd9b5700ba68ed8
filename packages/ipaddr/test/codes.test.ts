import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as codes from '../src/codes.js';
import {
  checkIPLiteral,
  IPAddressError,
  type IPAddressErrorCode,
  type IPLiteralErrorCode,
  lastIPAddressErrorCode,
  lastIPLiteralErrorCode,
  parseIPv6,
} from '../src/index.js';

// The scanners record codes as numbers (codes.ts); the names come back only through CODE_NAMES.
describe('code numbers', () => {
  it('name each number after its code, one number per code', () => {
    const { CODE_NAMES, ...numbers } = codes;
    const entries = Object.entries(numbers) as [string, number][];
    expect(entries).toHaveLength(CODE_NAMES.length);
    for (const [name, value] of entries) {
      expect(CODE_NAMES[value]!.toUpperCase().replaceAll('-', '_')).toBe(name);
    }
    expect(new Set(CODE_NAMES).size).toBe(CODE_NAMES.length);
  });

  it('give the error its code and message', () => {
    let error: unknown;
    try {
      parseIPv6('1::2::3');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(IPAddressError);
    expect((error as IPAddressError).code).toBe('ipv6-multiple-compression');
    expect((error as IPAddressError).message).toBe(
      'IPv6 address with more than one "::" at index 5\n  1::2::3\n       ^',
    );
  });
});

// What lastIPLiteralErrorCode must say for each code of lastIPAddressErrorCode (RFC 3986
// §3.2.2): faults of the IPv6 address inside are 'invalid-ipv6'.
function literalCode(code: IPAddressErrorCode): IPLiteralErrorCode {
  switch (code) {
    case 'invalid-ipvfuture':
    case 'zone-id-not-allowed':
    case 'invalid-zone-id':
    case 'unclosed-ip-literal':
    case 'invalid-ip-literal':
      return code;
    case 'empty':
      return 'invalid-ip-literal';
    default:
      return 'invalid-ipv6';
  }
}

const literals = [
  '',
  '[',
  '[]',
  '[::1',
  '[::1]x',
  '[::g]',
  '[1.2.3.4]',
  '[::1.2.3]',
  '[::1.2.3.04]',
  '[::1.2.3.256]',
  '[1:2:3:4:5:6:7]',
  '[1:2:3:4:5:6:7:8:9]',
  '[12345::]',
  '[1::2::3]',
  '[1.2.3.4::]',
  '[%25eth0]',
  '[v1.]',
  '[v1.x',
  '[fe80::1%]',
  '[fe80::1%25e%4]',
  '[fe80::1%eth0]',
  '[fe80::1%25eth0]',
];

describe('lastIPLiteralErrorCode', () => {
  it.each(literals)('maps the code of %j as the literal sees it', (literal) => {
    for (const zoneId of [false, true]) {
      if (checkIPLiteral(literal, 0, literal.length, zoneId) < 0) continue;
      const code = lastIPAddressErrorCode();
      expect(lastIPLiteralErrorCode()).toBe(literalCode(code));
    }
  });

  it('agrees with lastIPAddressErrorCode on any bracketed text', () => {
    const chars = fc.constantFrom(...'0123456789abcdefgv.:%25[]x'.split(''));
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 24 }), (parts) => {
        const literal = `[${parts.join('')}]`;
        for (const zoneId of [false, true]) {
          if (checkIPLiteral(literal, 0, literal.length, zoneId) < 0) continue;
          expect(lastIPLiteralErrorCode()).toBe(literalCode(lastIPAddressErrorCode()));
        }
      }),
      { numRuns: 2000 },
    );
  });
});
