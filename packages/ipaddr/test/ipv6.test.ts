import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIPv6, isIPv6, parseIPv6, tryParseIPv6 } from '../src/index.js';
import { errorOf, type Spelling, spell, spelledArbitrary, zeroRuns } from './forms.js';

const words = (...list: number[]) => Uint16Array.from(list);

describe('parseIPv6: RFC 4291 §2.2 text forms', () => {
  it.each([
    // 1. x:x:x:x:x:x:x:x
    [
      'ABCD:EF01:2345:6789:ABCD:EF01:2345:6789',
      [0xabcd, 0xef01, 0x2345, 0x6789, 0xabcd, 0xef01, 0x2345, 0x6789],
    ],
    ['2001:DB8:0:0:8:800:200C:417A', [0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a]],
    // 2. "::" for groups of zeros
    ['2001:DB8::8:800:200C:417A', [0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a]],
    ['FF01::101', [0xff01, 0, 0, 0, 0, 0, 0, 0x101]],
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    // 3. x:x:x:x:x:x:d.d.d.d
    ['0:0:0:0:0:0:13.1.68.3', [0, 0, 0, 0, 0, 0, 0x0d01, 0x4403]],
    ['0:0:0:0:0:FFFF:129.144.52.38', [0, 0, 0, 0, 0, 0xffff, 0x8190, 0x3426]],
    ['::13.1.68.3', [0, 0, 0, 0, 0, 0, 0x0d01, 0x4403]],
    ['::FFFF:129.144.52.38', [0, 0, 0, 0, 0, 0xffff, 0x8190, 0x3426]],
  ])('%s', (text, expected) => {
    expect([...parseIPv6(text)]).toEqual(expected);
    expect(isIPv6(text)).toBe(true);
  });
});

describe('parseIPv6: the nine IPv6address alternatives of RFC 3986 §3.2.2', () => {
  it.each([
    // 6( h16 ":" ) ls32
    ['1:2:3:4:5:6:7:8', [1, 2, 3, 4, 5, 6, 7, 8]],
    ['1:2:3:4:5:6:1.2.3.4', [1, 2, 3, 4, 5, 6, 0x102, 0x304]],
    // "::" 5( h16 ":" ) ls32
    ['::2:3:4:5:6:7:8', [0, 2, 3, 4, 5, 6, 7, 8]],
    ['::2:3:4:5:6:1.2.3.4', [0, 2, 3, 4, 5, 6, 0x102, 0x304]],
    // [ h16 ] "::" 4( h16 ":" ) ls32
    ['1::3:4:5:6:7:8', [1, 0, 3, 4, 5, 6, 7, 8]],
    ['::3:4:5:6:7:8', [0, 0, 3, 4, 5, 6, 7, 8]],
    // [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
    ['1:2::4:5:6:7:8', [1, 2, 0, 4, 5, 6, 7, 8]],
    ['1::4:5:6:1.2.3.4', [1, 0, 0, 4, 5, 6, 0x102, 0x304]],
    // [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
    ['1:2:3::5:6:7:8', [1, 2, 3, 0, 5, 6, 7, 8]],
    ['::5:6:7:8', [0, 0, 0, 0, 5, 6, 7, 8]],
    // [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32
    ['1:2:3:4::6:7:8', [1, 2, 3, 4, 0, 6, 7, 8]],
    ['1:2::6:1.2.3.4', [1, 2, 0, 0, 0, 6, 0x102, 0x304]],
    // [ *4( h16 ":" ) h16 ] "::" ls32
    ['1:2:3:4:5::7:8', [1, 2, 3, 4, 5, 0, 7, 8]],
    ['1:2:3:4:5::1.2.3.4', [1, 2, 3, 4, 5, 0, 0x102, 0x304]],
    ['::1.2.3.4', [0, 0, 0, 0, 0, 0, 0x102, 0x304]],
    // [ *5( h16 ":" ) h16 ] "::" h16
    ['1:2:3:4:5:6::8', [1, 2, 3, 4, 5, 6, 0, 8]],
    ['1::8', [1, 0, 0, 0, 0, 0, 0, 8]],
    // [ *6( h16 ":" ) h16 ] "::"
    ['1:2:3:4:5:6:7::', [1, 2, 3, 4, 5, 6, 7, 0]],
    ['1::', [1, 0, 0, 0, 0, 0, 0, 0]],
    // hex digits in either case, leading zeros within four digits
    ['00aB:0Cd:000e:F::', [0xab, 0xcd, 0xe, 0xf, 0, 0, 0, 0]],
    ['0000:0000:0000:0000:0000:0000:0000:0001', [0, 0, 0, 0, 0, 0, 0, 1]],
  ])('%s', (text, expected) => {
    expect(parseIPv6(text)).toEqual(Uint16Array.from(expected));
  });
});

describe('parseIPv6: rejected forms', () => {
  it.each([
    ['', 'empty', 0],
    [':', 'invalid-ipv6', 1],
    [':1::', 'invalid-ipv6', 1],
    [':::', 'invalid-ipv6', 2],
    ['1:::2', 'invalid-ipv6', 3],
    ['1:', 'invalid-ipv6', 2],
    ['1:2:3:4:5:6:7:', 'invalid-ipv6', 14],
    ['1:2:3:4:5:6:7', 'ipv6-too-few-groups', 13],
    ['1', 'ipv6-too-few-groups', 1],
    ['1:2:3:4:5:6:7:8:9', 'ipv6-too-many-groups', 15],
    ['1:2:3:4:5:6:7:8::', 'ipv6-too-many-groups', 15],
    ['::1:2:3:4:5:6:7:8', 'ipv6-too-many-groups', 15],
    ['1:2:3:4::5:6:7:8', 'ipv6-too-many-groups', 14],
    ['1:2:3:4:5:6:7::1.2.3.4', 'ipv6-too-many-groups', 15],
    ['1:2:3:4:5:6:7::g', 'invalid-ipv6', 15],
    ['1:2:3:4:5:6:7::8', 'ipv6-too-many-groups', 15],
    ['1::2::3', 'ipv6-multiple-compression', 5],
    ['::1::', 'ipv6-multiple-compression', 4],
    ['12345::', 'ipv6-group-too-long', 4],
    ['::00000', 'ipv6-group-too-long', 6],
    ['g::', 'invalid-ipv6', 0],
    ['::g', 'invalid-ipv6', 2],
    ['1:2:3:4:5:6:7:8 ', 'invalid-ipv6', 15],
    ['[::1]', 'invalid-ipv6', 0],
    ['::1%eth0', 'invalid-ipv6', 3],
    ['fe80::1%25eth0', 'invalid-ipv6', 7],
    ['1:2:3:4:5:1.2.3.4', 'ipv6-invalid-ipv4-position', 11],
    ['1.2.3.4::', 'ipv6-invalid-ipv4-position', 1],
    ['::1.2.3.4:5', 'ipv6-invalid-ipv4-position', 9],
    ['::1.2.3.4::', 'ipv6-invalid-ipv4-position', 9],
    ['1:2:3:4:5:6:7:1.2.3.4', 'ipv6-too-many-groups', 15],
    ['1:2:3:4:5:6::1.2.3.4', 'ipv6-too-many-groups', 14],
    ['::a.2.3.4', 'invalid-ipv6', 3],
    ['::1.2.3', 'ipv4-too-few-parts', 7],
    ['::1.2.3.4.5', 'ipv4-too-many-parts', 9],
    ['::01.2.3.4', 'ipv4-leading-zero', 3],
    ['::1.2.3.256', 'ipv4-octet-out-of-range', 10],
    ['::1234.1.1.1', 'ipv4-octet-out-of-range', 5],
    ['::1.2..4', 'ipv4-empty-part', 6],
    ['::１', 'invalid-ipv6', 2],
  ])('rejects %j with %s at %i', (text, code, index) => {
    const error = errorOf(() => parseIPv6(text));
    expect([error.code, error.index]).toEqual([code, index]);
    expect(isIPv6(text)).toBe(false);
    expect(tryParseIPv6(text)).toBeUndefined();
  });
});

describe('parseIPv6: properties over random 128-bit values', () => {
  it('reads back the words from every valid spelling', () => {
    fc.assert(
      fc.property(spelledArbitrary, ({ words: expected, text }) => {
        expect(parseIPv6(text)).toEqual(expected);
        expect(isIPv6(text)).toBe(true);
        expect(formatIPv6(parseIPv6(text))).toBe(formatIPv6(expected));
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts every legal "::" placement, with and without embedded IPv4', () => {
    const samples = [
      words(0, 0, 0, 0, 0, 0, 0, 0),
      words(0, 0, 0, 0, 0, 0xffff, 0xc000, 0x201),
      words(0x2001, 0xdb8, 0, 0, 0, 0, 0, 1),
      words(0, 1, 0, 0, 2, 0, 0, 0),
      words(1, 0, 0, 0, 0, 0, 0, 0),
    ];
    let forms = 0;
    for (const sample of samples) {
      for (const ipv4 of [false, true]) {
        for (const gap of [undefined, ...zeroRuns(sample, ipv4 ? 6 : 8)]) {
          const spelling: Spelling = { gap, ipv4, upper: [], width: [] };
          const text = spell(sample, spelling);
          expect(parseIPv6(text), text).toEqual(sample);
          forms++;
        }
      }
    }
    expect(forms).toBeGreaterThan(100);
  });

  it('rejects "::" standing for no group at all (RFC 3986 allows it only for one or more)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 0, max: 8 }),
        (list, at) => {
          const hex = list.map((w) => w.toString(16));
          const text = `${hex.slice(0, at).join(':')}::${hex.slice(at).join(':')}`;
          expect(isIPv6(text)).toBe(false);
          expect(errorOf(() => parseIPv6(text)).code).toBe('ipv6-too-many-groups');
        },
      ),
    );
  });

  it('reports the offset of a character inserted into a valid address', () => {
    const bad = fc.constantFrom('g', 'G', ' ', '%', '/', ']', '[', '-', '\u00e9', 'z');
    fc.assert(
      fc.property(spelledArbitrary, fc.nat(), bad, ({ text }, at, char) => {
        const position = at % (text.length + 1);
        const broken = text.slice(0, position) + char + text.slice(position);
        const error = errorOf(() => parseIPv6(broken));
        expect(error.index).toBe(position);
        expect(['invalid-ipv6', 'invalid-ipv4']).toContain(error.code);
      }),
      { numRuns: 3000 },
    );
  });

  it('reports a fifth hex digit in a group', () => {
    fc.assert(
      fc.property(spelledArbitrary, fc.nat(), ({ text, spelling }, pick) => {
        if (spelling.ipv4 && spelling.gap === undefined) return;
        const groups = text.split(':');
        const candidates = groups.flatMap((g, i) => (g !== '' && !g.includes('.') ? [i] : []));
        if (candidates.length === 0) return;
        const which = candidates[pick % candidates.length]!;
        const padded = groups.map((g, i) =>
          i === which ? `0000${g}`.slice(-4).padStart(5, '0') : g,
        );
        const offset = groups.slice(0, which).reduce((sum, g) => sum + g.length + 1, 0);
        const error = errorOf(() => parseIPv6(padded.join(':')));
        expect([error.code, error.index]).toEqual(['ipv6-group-too-long', offset + 4]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('parseIPv6 against the WHATWG URL parser (Node)', () => {
  // WHATWG's IPv6 parser reads the same language as RFC 3986 apart from "::" standing for no
  // group at all, which it may accept; everything else must agree, words included.
  const bracketed = (text: string) => {
    try {
      return new URL(`http://[${text}]/`).hostname.slice(1, -1);
    } catch {
      return undefined;
    }
  };

  it('agrees on random strings over the IPv6 alphabet', () => {
    const text = fc.string({
      unit: fc.constantFrom(...'0123456789abcdefABCDEF:..::'),
      maxLength: 40,
    });
    fc.assert(
      fc.property(text, (s) => {
        const ours = tryParseIPv6(s);
        const theirs = bracketed(s);
        if (ours !== undefined) {
          expect(theirs).toBe(formatIPv6(ours, { mixed: false }));
        } else if (theirs !== undefined) {
          expect(isIPv6(s.replace('::', ':').replace(/^:|:$/g, ''))).toBe(true);
        }
      }),
      { numRuns: 10000 },
    );
  });

  it('agrees on every valid spelling', () => {
    fc.assert(
      fc.property(spelledArbitrary, ({ words: expected, text }) => {
        expect(bracketed(text)).toBe(formatIPv6(expected, { mixed: false }));
      }),
      { numRuns: 2000 },
    );
  });
});
