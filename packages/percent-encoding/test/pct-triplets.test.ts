import { describe, expect, it } from 'vitest';
import { pctCodePointAt, pctOctetAt, percentDecode } from '../src/index.js';

function hex(bytes: number[]): string {
  return bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

describe('pctOctetAt', () => {
  it('reads the octet of a triplet, either case of hex digits', () => {
    expect(pctOctetAt('%00', 0)).toBe(0);
    expect(pctOctetAt('%ff', 0)).toBe(255);
    expect(pctOctetAt('%FF', 0)).toBe(255);
    expect(pctOctetAt('a%2fb', 1)).toBe(0x2f);
    expect(pctOctetAt('a%2Fb', 1)).toBe(0x2f);
  });

  it('is -1 where no well-formed triplet starts', () => {
    expect(pctOctetAt('a%2fb', 0)).toBe(-1);
    expect(pctOctetAt('a%2fb', 2)).toBe(-1);
    expect(pctOctetAt('%4', 0)).toBe(-1);
    expect(pctOctetAt('%', 0)).toBe(-1);
    expect(pctOctetAt('', 0)).toBe(-1);
    expect(pctOctetAt('%G0', 0)).toBe(-1);
    expect(pctOctetAt('%0g', 0)).toBe(-1);
    expect(pctOctetAt('%\u0660\u0661', 0)).toBe(-1);
    expect(pctOctetAt('%41', 1)).toBe(-1);
  });
});

describe('pctCodePointAt', () => {
  it('reads ASCII triplets as their octet', () => {
    expect(pctCodePointAt('%41', 0)).toBe(0x41);
    expect(pctCodePointAt('%00', 0)).toBe(0);
    expect(pctCodePointAt('%7F', 0)).toBe(0x7f);
  });

  it('reads well-formed sequences of 2, 3 and 4 octets', () => {
    expect(pctCodePointAt('caf%C3%A9', 3)).toBe(0xe9);
    expect(pctCodePointAt('%c3%a9', 0)).toBe(0xe9);
    expect(pctCodePointAt('%C2%80', 0)).toBe(0x80);
    expect(pctCodePointAt('%DF%BF', 0)).toBe(0x7ff);
    expect(pctCodePointAt('%E0%A0%80', 0)).toBe(0x800);
    expect(pctCodePointAt('%E2%82%AC', 0)).toBe(0x20ac);
    expect(pctCodePointAt('%ED%9F%BF', 0)).toBe(0xd7ff);
    expect(pctCodePointAt('%EE%80%80', 0)).toBe(0xe000);
    expect(pctCodePointAt('%EF%BF%BF', 0)).toBe(0xffff);
    expect(pctCodePointAt('%F0%90%80%80', 0)).toBe(0x10000);
    expect(pctCodePointAt('%F0%9F%98%80', 0)).toBe(0x1f600);
    expect(pctCodePointAt('%F4%8F%BF%BF', 0)).toBe(0x10ffff);
  });

  it('reads only the sequence at index, whatever follows', () => {
    expect(pctCodePointAt('%C3%A9%C3%A9', 0)).toBe(0xe9);
    expect(pctCodePointAt('%C3%A9x', 0)).toBe(0xe9);
    expect(pctCodePointAt('%41%C3', 0)).toBe(0x41);
  });

  it('is -1 where no triplet starts', () => {
    expect(pctCodePointAt('', 0)).toBe(-1);
    expect(pctCodePointAt('abc', 1)).toBe(-1);
    expect(pctCodePointAt('%4', 0)).toBe(-1);
    expect(pctCodePointAt('%ZZ', 0)).toBe(-1);
  });

  it('is -1 for octets that are not well-formed UTF-8 (RFC 3629 §4)', () => {
    // Truncated sequences and a missing or malformed continuation triplet.
    expect(pctCodePointAt('%C3', 0)).toBe(-1);
    expect(pctCodePointAt('%E2%82', 0)).toBe(-1);
    expect(pctCodePointAt('%F0%9F%98', 0)).toBe(-1);
    expect(pctCodePointAt('%C3A9', 0)).toBe(-1);
    expect(pctCodePointAt('%C3%4', 0)).toBe(-1);
    expect(pctCodePointAt('%C3%41', 0)).toBe(-1);
    // A continuation octet cannot lead; C0, C1 and F5–FF never occur.
    expect(pctCodePointAt('%80', 0)).toBe(-1);
    expect(pctCodePointAt('%BF', 0)).toBe(-1);
    expect(pctCodePointAt('%C0%AF', 0)).toBe(-1);
    expect(pctCodePointAt('%C1%BF', 0)).toBe(-1);
    expect(pctCodePointAt('%F5%80%80%80', 0)).toBe(-1);
    expect(pctCodePointAt('%FF', 0)).toBe(-1);
    // Overlong forms, surrogates and code points above U+10FFFF.
    expect(pctCodePointAt('%E0%9F%BF', 0)).toBe(-1);
    expect(pctCodePointAt('%F0%8F%BF%BF', 0)).toBe(-1);
    expect(pctCodePointAt('%ED%A0%80', 0)).toBe(-1);
    expect(pctCodePointAt('%ED%BF%BF', 0)).toBe(-1);
    expect(pctCodePointAt('%F4%90%80%80', 0)).toBe(-1);
  });

  it('agrees with percentDecode on every 2-octet and sampled 3- and 4-octet sequences', () => {
    const cases: number[][] = [];
    for (let a = 0x80; a < 0x100; a++) for (let b = 0; b < 0x100; b += 7) cases.push([a, b]);
    for (const lead of [0xe0, 0xe1, 0xed, 0xef, 0xf0, 0xf1, 0xf4, 0xf5]) {
      for (let b = 0x70; b < 0xd0; b += 5) cases.push([lead, b, 0x80], [lead, b, 0xbf, 0x80]);
    }
    for (const bytes of cases) {
      const text = hex(bytes);
      const cp = pctCodePointAt(text, 0);
      const once = percentDecode(text, { invalid: 'replace' });
      const first = once.codePointAt(0)!;
      if (cp < 0) {
        expect(first, text).toBe(0xfffd);
      } else {
        expect(String.fromCodePoint(cp), text).toBe(String.fromCodePoint(first));
        const width = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
        expect(percentDecode(text.slice(0, 3 * width)), text).toBe(String.fromCodePoint(cp));
      }
    }
  });
});
