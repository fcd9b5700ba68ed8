import { createRequire } from 'node:module';
import { readSharedJson } from '@urikit/test-support';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IdnaError,
  punycodeDecode,
  punycodeEncode,
  tryPunycodeDecode,
  tryPunycodeEncode,
} from '../src/index.js';
import {
  aLabelShortLength,
  decodeCanonicalPunycode,
  decodePunycode,
  encodePunycode,
} from '../src/punycode.js';

// punycode.js, as tr46 depends on it: an independent implementation of RFC 3492.
const oracle: { encode(s: string): string; decode(s: string): string } = createRequire(
  createRequire(import.meta.url).resolve('tr46'),
)('punycode/');

interface PunycodeCase {
  description?: string;
  decoded: string;
  encoded: string;
}

const vectors = readSharedJson<PunycodeCase[]>('conformance/rust-url-idna/punycode_tests.json');
const bad = readSharedJson<{ description: string; decoded: string }[]>(
  'conformance/rust-url-idna/bad_punycode_tests.json',
);

describe.skipIf(vectors === undefined)('RFC 3492 §7.1 samples and punycode.js vectors', () => {
  const cases = vectors ?? [];
  it('has the 25 vectors', () => {
    expect(cases.length).toBe(25);
  });
  it.each(cases)('encodes and decodes $encoded', ({ decoded, encoded }) => {
    expect(punycodeEncode(decoded)).toBe(encoded);
    expect(punycodeDecode(encoded)).toBe(decoded);
  });
  it.each(cases)('decodes $encoded whatever the case of its digits', ({ decoded, encoded }) => {
    const basicEnd = encoded.lastIndexOf('-');
    const upper = encoded.slice(0, basicEnd + 1) + encoded.slice(basicEnd + 1).toUpperCase();
    expect(punycodeDecode(upper)).toBe(decoded);
  });
});

describe.skipIf(bad === undefined)('inputs Punycode must reject', () => {
  it.each(bad ?? [])('refuses to encode: $description (overflow, §6.4)', ({ decoded }) => {
    expect(tryPunycodeEncode(decoded)).toBeUndefined();
    expect(() => punycodeEncode(decoded)).toThrow(IdnaError);
  });
});

describe('punycodeDecode', () => {
  it('rejects a non-basic code point before the delimiter', () => {
    expect(tryPunycodeDecode('ä-tda')).toBeUndefined();
  });
  it('rejects a character that is not a base-36 digit', () => {
    expect(tryPunycodeDecode('bcher-kv!')).toBeUndefined();
    expect(tryPunycodeDecode('tdä')).toBeUndefined();
  });
  it('rejects a truncated variable-length integer', () => {
    // 'z' (25) is at least every threshold t, so another digit must follow.
    expect(tryPunycodeDecode('z')).toBeUndefined();
  });
  it('rejects a delta that overflows 32 bits', () => {
    expect(tryPunycodeDecode('99999999999999999')).toBeUndefined();
  });
  it('rejects a code point above U+10FFFF and accepts U+10FFFF', () => {
    // A first delta of 0x110000 - 0x80 (resp. 0x10FFFF - 0x80) at bias 72.
    expect(tryPunycodeDecode('en32g')).toBeUndefined();
    expect(punycodeDecode('dn32g')).toBe(String.fromCodePoint(0x10ffff));
  });
  it('takes the last hyphen as the delimiter', () => {
    expect(punycodeDecode('a-b-')).toBe('a-b');
    expect(punycodeDecode('-> $1.00 <--')).toBe('-> $1.00 <-');
  });
  it('throws IdnaError with code P4', () => {
    try {
      punycodeDecode('z');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(IdnaError);
      expect((error as IdnaError).errors).toEqual(['P4']);
    }
  });
});

describe('punycodeEncode', () => {
  it('rejects unpaired surrogates with code A3', () => {
    expect(tryPunycodeEncode('a\uD800b')).toBeUndefined();
    expect(tryPunycodeEncode('\uDC00')).toBeUndefined();
    expect(() => punycodeEncode('x\uD83D')).toThrow(IdnaError);
  });
  it('encodes astral code points from their surrogate pairs', () => {
    expect(punycodeEncode('☕')).toBe('53h');
    expect(punycodeDecode(punycodeEncode('a😀b'))).toBe('a😀b');
  });
});

describe('properties', () => {
  const wellFormed = fc.string({ unit: 'grapheme', maxLength: 40 });
  it('decode(encode(s)) === s for every well-formed string', () => {
    fc.assert(
      fc.property(wellFormed, (s) => {
        expect(punycodeDecode(punycodeEncode(s))).toBe(s);
      }),
    );
  });
  it('decoding arbitrary input never throws anything but IdnaError', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (s) => {
        const result = tryPunycodeDecode(s);
        if (result !== undefined) expect(typeof result).toBe('string');
      }),
    );
  });
  it('encoding output is ASCII and lower case beyond the basic code points', () => {
    fc.assert(
      fc.property(wellFormed, (s) => {
        const encoded = punycodeEncode(s);
        for (let i = 0; i < encoded.length; i++) expect(encoded.charCodeAt(i)).toBeLessThan(0x80);
      }),
    );
  });
  const codePoint = fc
    .integer({ min: 0, max: 0x10ffff })
    .filter((cp) => cp < 0xd800 || cp > 0xdfff)
    .map((cp) => String.fromCodePoint(cp));
  const anyText = fc.string({
    unit: fc.oneof(codePoint, fc.constantFrom('a', 'b', '-', 'é', '😀')),
  });

  it('agrees with punycode.js on encoding and decoding', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const encoded = punycodeEncode(s);
        expect(encoded).toBe(oracle.encode(s));
        expect(punycodeDecode(encoded)).toBe(oracle.decode(encoded));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with punycode.js past the short-label algorithms too', () => {
    const long = fc.string({
      unit: fc.oneof(codePoint, fc.constantFrom('a', '-', 'é', 'ü', '😀', '中')),
      minLength: 129,
      maxLength: 400,
    });
    fc.assert(
      fc.property(long, (s) => {
        const encoded = punycodeEncode(s);
        expect(encoded).toBe(oracle.encode(s));
        expect(punycodeDecode(encoded)).toBe(s);
      }),
      { numRuns: 200 },
    );
  });

  it('decodes what punycode.js decodes, and rejects what it rejects', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcxyz019-AZ'), maxLength: 12 }), (s) => {
        let expected: string | undefined;
        try {
          expected = oracle.decode(s);
        } catch {
          expected = undefined;
        }
        expect(tryPunycodeDecode(s)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  // What the host-name checks ask of an A-label (RFC 5891 §5.4): that it decodes, and that
  // what it decodes to encodes back to it (up to case). decodeCanonicalPunycode answers both.
  const canonical = (input: string) => {
    const decoded = decodePunycode(input, 0, input.length);
    return decoded !== undefined && encodePunycode(decoded)?.toLowerCase() === input.toLowerCase()
      ? decoded
      : undefined;
  };

  it('the host-name checks decode exactly the A-labels that encode back to themselves', () => {
    // Every input of up to 3 characters of the LDH alphabet (254,080), and of up to 6 of a
    // few (137,257); scripts of 1.2 M such inputs and 1.3 M mutated encodings agreed too.
    const differ: string[] = [];
    const exhaust = (alphabet: string, longest: number, prefix: string): void => {
      if (decodeCanonicalPunycode(prefix, 0, prefix.length) !== canonical(prefix))
        differ.push(prefix);
      if (prefix.length < longest) for (const c of alphabet) exhaust(alphabet, longest, prefix + c);
    };
    exhaust('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-', 3, '');
    exhaust('abz09A-', 6, '');
    expect(differ).toEqual([]);
    const digits = fc.string({ unit: fc.constantFrom(...'abcxyz019-AZ'), maxLength: 24 });
    fc.assert(
      fc.property(anyText, fc.string({ unit: 'binary', maxLength: 40 }), digits, (s, t, d) => {
        const encoded = encodePunycode(s) ?? '';
        expect(decodeCanonicalPunycode(encoded, 0, encoded.length)).toBe(
          encodePunycode(s) === undefined ? '' : s,
        );
        for (const input of [encoded, encoded.toUpperCase(), `${encoded}a`, t, d, `${d}-${d}`]) {
          expect(decodeCanonicalPunycode(input, 0, input.length)).toBe(canonical(input));
        }
      }),
      { numRuns: 3000 },
    );
    // Two insertions, U+D801 then U+DC28, that make one code point in the output (U+10428,
    // PVALID), whose encoding is 'hj8c'; overflows (RFC 3492 §6.4) and code points past
    // U+10FFFF.
    for (const input of [
      'jb9b09e',
      '99999999999',
      'zzzzzzzzzzzzzzz9',
      'a-99999999',
      '1337777777',
    ]) {
      expect(decodeCanonicalPunycode(input, 0, input.length)).toBe(undefined);
    }
    expect(decodePunycode('jb9b09e', 0, 7)).toBe('\u{10428}');
  });

  it('counts the length of an encoding as the encoder writes it', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const encoded = encodePunycode(s);
        if (encoded !== undefined) expect(aLabelShortLength(s)).toBe(4 + encoded.length);
      }),
      { numRuns: 3000 },
    );
  });

  it('takes O(n log n) time on long labels', () => {
    // 200,000 code points, 20,000 of them distinct: §6.3 and §6.2 as written
    // would take some 10^9 steps.
    let long = '';
    for (let j = 0; j < 200_000; j++) long += String.fromCodePoint(0x4e00 + ((j * 7919) % 20_000));
    const started = performance.now();
    const encoded = punycodeEncode(long);
    expect(punycodeDecode(encoded)).toBe(long);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
