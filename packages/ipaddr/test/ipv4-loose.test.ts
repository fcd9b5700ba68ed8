import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIPv4, parseIPv4Loose, tryParseIPv4Loose } from '../src/index.js';
import { errorOf } from './forms.js';

const loose = (text: string) => {
  const bytes = tryParseIPv4Loose(text);
  return bytes === undefined ? undefined : formatIPv4(bytes);
};

describe('parseIPv4Loose: the WHATWG IPv4 parser', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0X7F.1', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0177.0.0.01', '127.0.0.1'],
    ['1.2.3.4.', '1.2.3.4'],
    ['1.', '0.0.0.1'],
    ['0', '0.0.0.0'],
    ['0x', '0.0.0.0'],
    ['0x.0x.0x.0x', '0.0.0.0'],
    ['00', '0.0.0.0'],
    ['4294967295', '255.255.255.255'],
    ['0xffffffff', '255.255.255.255'],
    ['037777777777', '255.255.255.255'],
    ['1.16777215', '1.255.255.255'],
    ['1.2.65535', '1.2.255.255'],
    ['0x00000000000000000000000000000001', '0.0.0.1'],
    ['192.168.257', '192.168.1.1'],
  ])('%s → %s', (text, expected) => {
    expect(loose(text)).toBe(expected);
    expect(formatIPv4(parseIPv4Loose(text))).toBe(expected);
  });

  it.each([
    ['', 'empty', 0],
    ['.', 'ipv4-empty-part', 0],
    ['1..2', 'ipv4-empty-part', 2],
    ['.1', 'ipv4-empty-part', 0],
    ['1.2.3.4..', 'ipv4-too-many-parts', 7],
    ['1.2.3.4.5', 'ipv4-too-many-parts', 7],
    ['4294967296', 'ipv4-octet-out-of-range', 9],
    ['0x100000000', 'ipv4-octet-out-of-range', 10],
    ['256.1', 'ipv4-octet-out-of-range', 2],
    ['1.2.3.256', 'ipv4-octet-out-of-range', 8],
    ['1.2.65536', 'ipv4-octet-out-of-range', 8],
    ['1.16777216', 'ipv4-octet-out-of-range', 9],
    ['99999999999999999999.1', 'ipv4-octet-out-of-range', 2],
    ['08', 'invalid-ipv4', 1],
    ['0x1g', 'invalid-ipv4', 3],
    ['1a', 'invalid-ipv4', 1],
    ['example.com', 'invalid-ipv4', 0],
    [' 1', 'invalid-ipv4', 0],
    ['1.2.3.4 ', 'invalid-ipv4', 7],
  ])('rejects %j with %s at %i', (text, code, index) => {
    const error = errorOf(() => parseIPv4Loose(text));
    expect([error.code, error.index]).toEqual([code, index]);
    expect(tryParseIPv4Loose(text)).toBeUndefined();
  });

  it('stays linear and exact on very long numbers', () => {
    expect(loose(`0x${'0'.repeat(100_000)}1`)).toBe('0.0.0.1');
    expect(loose('9'.repeat(100_000))).toBeUndefined();
  });
});

describe('parseIPv4Loose against the WHATWG URL parser (Node)', () => {
  const hostOf = (text: string) => {
    try {
      return new URL(`http://${text}/`).hostname;
    } catch {
      return undefined;
    }
  };
  const dottedQuad = (host: string | undefined) =>
    host !== undefined &&
    host.split('.').length === 4 &&
    host.split('.').every((p) => /^\d+$/.test(p));

  it('agrees on random strings of digits, hex letters, x and dots', () => {
    const text = fc.string({
      unit: fc.constantFrom(...'0123456789abcfxX..'),
      minLength: 1,
      maxLength: 24,
    });
    fc.assert(
      fc.property(text, (s) => {
        const ours = loose(s);
        const theirs = hostOf(s);
        if (ours !== undefined) expect(theirs).toBe(ours);
        else expect(dottedQuad(theirs)).toBe(false);
      }),
      { numRuns: 10000 },
    );
  });

  it('agrees on numbers in every radix and part count', () => {
    const part = fc.tuple(fc.nat({ max: 0x1_0000_0000 }), fc.constantFrom(8, 10, 16));
    const spelled = part.map(([n, radix]) =>
      radix === 16 ? `0x${n.toString(16)}` : radix === 8 ? `0${n.toString(8)}` : `${n}`,
    );
    fc.assert(
      fc.property(fc.array(spelled, { minLength: 1, maxLength: 4 }), fc.boolean(), (parts, dot) => {
        const s = parts.join('.') + (dot ? '.' : '');
        const ours = loose(s);
        const theirs = hostOf(s);
        expect(ours).toBe(dottedQuad(theirs) ? theirs : undefined);
      }),
      { numRuns: 5000 },
    );
  });
});
