import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIPv4, isIPv4, parseIPv4, tryParseIPv4, tryParseIPv4Loose } from '../src/index.js';
import { errorOf } from './forms.js';

// An independent statement of RFC 3986 §3.2.2's dec-octet, used only as a test oracle.
const decOctet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])';
const ipv4Pattern = new RegExp(`^${decOctet}\\.${decOctet}\\.${decOctet}\\.${decOctet}$`);

describe('parseIPv4', () => {
  it('reads every dec-octet form', () => {
    expect([...parseIPv4('0.0.0.0')]).toEqual([0, 0, 0, 0]);
    expect([...parseIPv4('255.255.255.255')]).toEqual([255, 255, 255, 255]);
    expect([...parseIPv4('192.0.2.1')]).toEqual([192, 0, 2, 1]);
    expect([...parseIPv4('9.99.199.249')]).toEqual([9, 99, 199, 249]);
    expect(parseIPv4('1.2.3.4')).toBeInstanceOf(Uint8Array);
  });

  it.each([
    ['', 'empty', 0],
    ['1.2.3', 'ipv4-too-few-parts', 5],
    ['1.2.3.', 'ipv4-too-few-parts', 6],
    ['1.2.3.4.5', 'ipv4-too-many-parts', 7],
    ['1.2.3.4.', 'ipv4-too-many-parts', 7],
    ['01.2.3.4', 'ipv4-leading-zero', 1],
    ['1.2.3.00', 'ipv4-leading-zero', 7],
    ['256.1.1.1', 'ipv4-octet-out-of-range', 2],
    ['1.1.1.1000', 'ipv4-octet-out-of-range', 9],
    ['1.300.1.1', 'ipv4-octet-out-of-range', 4],
    ['1..2.3', 'ipv4-empty-part', 2],
    ['.1.2.3', 'ipv4-empty-part', 0],
    [' 1.2.3.4', 'invalid-ipv4', 0],
    ['1.2.3.4 ', 'invalid-ipv4', 7],
    ['1.2.3.x', 'invalid-ipv4', 6],
    ['1.2:3.4', 'invalid-ipv4', 3],
    ['0x7f.0.0.1', 'invalid-ipv4', 1],
    ['127.1', 'ipv4-too-few-parts', 5],
    ['2130706433', 'ipv4-octet-out-of-range', 3],
    ['１.2.3.4', 'invalid-ipv4', 0],
  ])('rejects %j with %s at %i', (text, code, index) => {
    const error = errorOf(() => parseIPv4(text));
    expect(error.code).toBe(code);
    expect(error.index).toBe(index);
    expect(error.input).toBe(text);
    expect(isIPv4(text)).toBe(false);
    expect(tryParseIPv4(text)).toBeUndefined();
  });

  it('round-trips every 32-bit value through formatIPv4', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), (bytes) => {
        const text = formatIPv4(bytes);
        expect(ipv4Pattern.test(text)).toBe(true);
        expect(parseIPv4(text)).toEqual(bytes);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the ABNF on strings of digits and dots', () => {
    const text = fc.string({ unit: fc.constantFrom(...'0123456789.'), maxLength: 17 });
    fc.assert(
      fc.property(text, (s) => {
        expect(isIPv4(s)).toBe(ipv4Pattern.test(s));
      }),
      { numRuns: 5000 },
    );
  });

  it('reports the first character that breaks the grammar', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    const parts = fc.tuple(octet, octet, octet, octet);
    fc.assert(
      fc.property(parts, fc.nat(), fc.constantFrom('x', ' ', '-', '/', ':'), (p, at, bad) => {
        const valid = p.join('.');
        const position = at % (valid.length + 1);
        const text = valid.slice(0, position) + bad + valid.slice(position);
        expect(errorOf(() => parseIPv4(text)).index).toBe(position);
      }),
      { numRuns: 1000 },
    );
  });

  it('never changes with the loose parser around', () => {
    // The loose parser accepts a superset; the strict one is unaffected by its existence.
    expect(isIPv4('127.1')).toBe(false);
    expect(tryParseIPv4Loose('127.1')).toEqual(new Uint8Array([127, 0, 0, 1]));
  });
});

describe('formatIPv4', () => {
  it('prints dotted decimal', () => {
    expect(formatIPv4(new Uint8Array([192, 0, 2, 1]))).toBe('192.0.2.1');
    expect(formatIPv4(new Uint8Array([0, 0, 0, 0]))).toBe('0.0.0.0');
  });

  it('refuses anything but 4 bytes', () => {
    expect(() => formatIPv4(new Uint8Array(3))).toThrow(RangeError);
  });
});
