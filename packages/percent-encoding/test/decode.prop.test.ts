import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizePercentEncoding,
  percentDecode,
  percentDecodeBytes,
  percentEncodeBytes,
  tryPercentDecode,
} from '../src/index.js';

const utf8 = new TextEncoder();
const fatal = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

// Octets biased towards the boundaries of the table of well-formed UTF-8, so that
// overlong forms, surrogates and truncations come up often.
const octet = fc.oneof(
  fc.integer({ min: 0, max: 255 }),
  fc.constantFrom(
    0x00,
    0x25,
    0x41,
    0x7f,
    0x80,
    0x8f,
    0x90,
    0x9f,
    0xa0,
    0xbf,
    0xc0,
    0xc1,
    0xc2,
    0xdf,
    0xe0,
    0xe1,
    0xec,
    0xed,
    0xee,
    0xef,
    0xf0,
    0xf1,
    0xf3,
    0xf4,
    0xf5,
    0xff,
  ),
);
const octets = fc.array(octet, { maxLength: 24 }).map((a) => new Uint8Array(a));

// Every octet as a triplet, with random case of the hex digits.
const tripletsOf = (bytes: Uint8Array, lower: boolean): string =>
  [...bytes]
    .map((b) => {
      const h = b.toString(16).padStart(2, '0');
      return `%${lower ? h : h.toUpperCase()}`;
    })
    .join('');

// Strings mixing triplets (well-formed or not), stray '%' and ordinary characters.
const messy = fc
  .array(
    fc.oneof(
      octet.map((b) => `%${b.toString(16).padStart(2, '0')}`),
      fc.constantFrom('%', '%4', '%g1', 'A', '4', 'é', '😀', '+', '/'),
      fc.string({ unit: 'grapheme', maxLength: 3 }),
    ),
    { maxLength: 16 },
  )
  .map((parts) => parts.join(''));

// WHATWG URL §1.3 percent-decode, written plainly as an independent reference:
// a '%' without two hex digits stays, every other character is its UTF-8 octets.
function referencePercentDecode(value: string): Uint8Array {
  const input = utf8.encode(value);
  const out: number[] = [];
  const isHex = (b: number | undefined): boolean =>
    b !== undefined && ((b >= 48 && b <= 57) || (b >= 65 && b <= 70) || (b >= 97 && b <= 102));
  for (let i = 0; i < input.length; i++) {
    const b = input[i]!;
    if (b === 0x25 && isHex(input[i + 1]) && isHex(input[i + 2])) {
      out.push(Number.parseInt(String.fromCharCode(input[i + 1]!, input[i + 2]!), 16));
      i += 2;
    } else {
      out.push(b);
    }
  }
  return new Uint8Array(out);
}

function strictOracle(bytes: Uint8Array): string | undefined {
  try {
    return fatal.decode(bytes);
  } catch {
    return undefined;
  }
}

describe('percentDecode properties', () => {
  it('decodes octets exactly as the fatal TextDecoder does, failing when it fails', () => {
    fc.assert(
      fc.property(octets, fc.boolean(), (bytes, lower) => {
        expect(tryPercentDecode(tripletsOf(bytes, lower))).toBe(strictOracle(bytes));
      }),
      { numRuns: 5000 },
    );
  });

  it("'replace' equals WHATWG percent-decode then UTF-8 decode with replacement", () => {
    fc.assert(
      fc.property(messy, (value) => {
        const expected = lenient.decode(referencePercentDecode(value));
        expect(percentDecode(value, { invalid: 'replace' })).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with decodeURIComponent: same result on valid input, both fail otherwise', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          messy,
          octets.map((b) => percentEncodeBytes(b)),
        ),
        (value) => {
          let expected: string | undefined;
          try {
            expected = decodeURIComponent(value);
          } catch {
            expected = undefined;
          }
          expect(tryPercentDecode(value)).toBe(expected);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("'keep' loses nothing: decoding its output with 'replace' is decoding the input", () => {
    // Only for input whose every '%' starts a triplet and that encodes no '%': a kept
    // malformed '%' or a decoded '%' could start a new triplet with the text after it.
    const wellFormed = fc
      .array(
        fc.oneof(
          octet.filter((b) => b !== 0x25).map((b) => `%${b.toString(16).padStart(2, '0')}`),
          fc.string({ unit: 'grapheme', maxLength: 3 }).filter((t) => !t.includes('%')),
        ),
        { maxLength: 16 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(wellFormed, (value) => {
        const kept = percentDecode(value, { invalid: 'keep' });
        expect(percentDecode(kept, { invalid: 'replace' })).toBe(
          percentDecode(value, { invalid: 'replace' }),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("'keep' and 'throw' agree whenever 'throw' succeeds", () => {
    fc.assert(
      fc.property(messy, (value) => {
        const strict = tryPercentDecode(value);
        if (strict !== undefined) expect(percentDecode(value, { invalid: 'keep' })).toBe(strict);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('percentDecodeBytes properties', () => {
  it('inverts percentEncodeBytes', () => {
    fc.assert(
      fc.property(octets, (bytes) => {
        expect(percentDecodeBytes(percentEncodeBytes(bytes))).toEqual(bytes);
      }),
      { numRuns: 3000 },
    );
  });

  it('equals WHATWG percent-decode, and fails exactly on a malformed "%"', () => {
    const isHex = (ch: string | undefined): boolean =>
      ch !== undefined && '0123456789abcdefABCDEF'.includes(ch);
    const firstMalformed = (value: string): number => {
      for (let i = 0; i < value.length; i++) {
        if (value[i] !== '%') continue;
        if (!isHex(value[i + 1]) || !isHex(value[i + 2])) return i;
        i += 2;
      }
      return -1;
    };
    fc.assert(
      fc.property(messy, (value) => {
        const at = firstMalformed(value);
        if (at < 0) {
          expect(percentDecodeBytes(value)).toEqual(referencePercentDecode(value));
        } else {
          expect(() => percentDecodeBytes(value)).toThrow(
            expect.objectContaining({ code: 'invalid-percent-encoding', index: at }),
          );
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('normalizePercentEncoding properties', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(messy, (value) => {
        const once = normalizePercentEncoding(value);
        expect(normalizePercentEncoding(once)).toBe(once);
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps the meaning: decoding gives the same text, for every input', () => {
    fc.assert(
      fc.property(messy, (value) => {
        const normalized = normalizePercentEncoding(value);
        expect(tryPercentDecode(normalized)).toBe(tryPercentDecode(value));
        expect(percentDecode(normalized, { invalid: 'replace' })).toBe(
          percentDecode(value, { invalid: 'replace' }),
        );
      }),
      { numRuns: 5000 },
    );
  });

  it('leaves no lower-case triplet and no triplet of an unreserved character', () => {
    fc.assert(
      fc.property(
        fc.array(octet, { maxLength: 16 }).map((a) => tripletsOf(new Uint8Array(a), true)),
        (value) => {
          const normalized = normalizePercentEncoding(value);
          for (let i = 0; i < normalized.length; i++) {
            if (normalized[i] !== '%') continue;
            const pair = normalized.slice(i + 1, i + 3);
            expect(pair).toBe(pair.toUpperCase());
            expect(/[A-Za-z0-9\-._~]/.test(String.fromCharCode(Number.parseInt(pair, 16)))).toBe(
              false,
            );
            i += 2;
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
