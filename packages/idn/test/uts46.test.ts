import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS } from '../src/flags.js';
import {
  DEFAULT_OPTIONS,
  IdnaError,
  type IdnaOptions,
  toASCII,
  toUnicode,
  tryToASCII,
  UNICODE_VERSION,
  URL_STANDARD_OPTIONS,
} from '../src/index.js';
import { statusOf } from '../src/mapping-table.js';
import { flagsOf } from '../src/options.js';
import { processDomain } from '../src/process.js';
import { MAPPED } from '../src/statuses.js';

function errorsOf(domain: string, options?: IdnaOptions): string[] {
  try {
    toASCII(domain, options);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(IdnaError);
    return (error as IdnaError).errors;
  }
}

describe('toASCII', () => {
  it('converts internationalized names', () => {
    expect(toASCII('Bücher.de')).toBe('xn--bcher-kva.de');
    expect(toASCII('МОСКВА.рф')).toBe('xn--80adxhks.xn--p1ai');
    expect(toASCII('例え.テスト')).toBe('xn--r8jz45g.xn--zckzah');
    expect(toASCII('☕.example')).toBe('xn--53h.example');
  });
  it('lower-cases ASCII and keeps lower-case ASCII as it is (fast path)', () => {
    expect(toASCII('WWW.Example.COM')).toBe('www.example.com');
    const host = 'www.example.com';
    expect(toASCII(host)).toBe(host);
  });
  it('maps full stops and compatibility characters (§4 step 1)', () => {
    expect(toASCII('ｅｘａｍｐｌｅ。ｃｏｍ')).toBe('example.com');
    expect(toASCII('a\u00ADb.com')).toBe('ab.com');
    expect(toASCII('ℌ𝔢𝔩𝔩𝔬.com')).toBe('hello.com');
  });
  it('normalizes to NFC (§4 step 2)', () => {
    expect(toASCII('a\u0308.de')).toBe(toASCII('ä.de'));
  });
  it('keeps A-labels that decode to valid labels', () => {
    expect(toASCII('xn--bcher-kva.de')).toBe('xn--bcher-kva.de');
    expect(toASCII('XN--BCHER-KVA.DE')).toBe('xn--bcher-kva.de');
  });
  it('accepts a final root label, with VerifyDnsLength off', () => {
    expect(errorsOf('example.com.')).toEqual(['A4_2']);
    expect(toASCII('example.com.', { verifyDnsLength: false })).toBe('example.com.');
  });
  it('throws IdnaError with the status codes, the input and the best-effort result', () => {
    try {
      toASCII('-Bücher-.de');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(IdnaError);
      const e = error as IdnaError;
      expect(e.errors).toEqual(['V3']);
      expect(e.input).toBe('-Bücher-.de');
      expect(e.domain).toBe('xn---bcher--o2a.de');
      expect(e.name).toBe('IdnaError');
      expect(e.message).toContain('V3');
    }
  });
  it('keeps the message short for long input', () => {
    const long = `${'a'.repeat(10_000)}_`;
    try {
      toASCII(long);
      expect.unreachable();
    } catch (error) {
      expect((error as IdnaError).input).toBe(long);
      expect((error as IdnaError).message.length).toBeLessThan(200);
    }
  });
  it('tryToASCII returns undefined instead of throwing', () => {
    expect(tryToASCII('a..b')).toBeUndefined();
    expect(tryToASCII('a.b')).toBe('a.b');
    expect(tryToASCII('Bücher.de')).toBe('xn--bcher-kva.de');
  });
});

describe('error codes', () => {
  it('P4: an xn-- label that is not ASCII, not Punycode, or decodes to ASCII', () => {
    expect(errorsOf('xn--ä.de')).toEqual(['P4']);
    expect(errorsOf('xn--z.de')).toEqual(['P4']);
    // 'a' is valid Punycode for U+0080, a disallowed control.
    expect(errorsOf('xn--a.de')).toEqual(['V7']);
    expect(errorsOf('xn--abc-.de')).toEqual(['P4']);
  });
  it('V2, V3: hyphens', () => {
    expect(errorsOf('ab--c.de')).toEqual(['V2']);
    expect(errorsOf('-ab.de')).toEqual(['V3']);
    expect(errorsOf('ab-.de')).toEqual(['V3']);
  });
  it('V4: a decoded label that starts with xn--', () => {
    expect(errorsOf('xn--xn--a--gua.pt')).toEqual(['V2', 'V4']);
  });
  it('V6: a leading combining mark', () => {
    expect(errorsOf('\u0301a.de')).toEqual(['V6']);
  });
  it('V7: a disallowed code point', () => {
    expect(errorsOf('a\uFFFFb.de')).toEqual(['V7']);
    expect(errorsOf('a\uD800b.de')).toEqual(['V7', 'A3']);
  });
  it('U1: ASCII outside STD3 rules', () => {
    expect(errorsOf('a_b.de')).toEqual(['U1']);
    expect(errorsOf('a b.de')).toEqual(['U1']);
    expect(toASCII('a_b.de', { useSTD3ASCIIRules: false })).toBe('a_b.de');
  });
  it('A4_1, A4_2: DNS lengths', () => {
    expect(errorsOf('')).toEqual(['A4_1', 'A4_2']);
    expect(errorsOf(`${'a'.repeat(64)}.de`)).toEqual(['A4_2']);
    const long = Array.from({ length: 4 }, () => 'a'.repeat(63)).join('.');
    expect(errorsOf(long)).toEqual(['A4_1']);
    expect(errorsOf(long.slice(2))).toEqual([]);
  });
  it('B1…B6: the Bidi Rule in a Bidi domain name', () => {
    expect(errorsOf('0a.\u05D0')).toEqual(['B1']);
    expect(errorsOf('\u05D0a')).toEqual(['B2', 'B3']);
    expect(errorsOf('\u05D01\u0661')).toEqual(['B4']);
    expect(errorsOf('a\u05D0.\u05D0')).toEqual(['B5', 'B6']);
    expect(toASCII('\u05D0\u05D1.com')).toBe('xn--4dbc.com');
  });
  it('C1, C2: joiners outside their contexts', () => {
    expect(errorsOf('a\u200Cb')).toEqual(['C1']);
    expect(errorsOf('a\u200Db')).toEqual(['C2']);
    // After a virama both are allowed (RFC 5892 Appendix A.1, A.2).
    expect(toASCII('\u0915\u094D\u200D\u0937')).toBe('xn--11b2ezcw70k');
    // ZWNJ between a dual-joining and a right-joining letter is allowed.
    expect(toASCII('\u0628\u200C\u0627')).toBe('xn--mgbb899q');
  });
});

describe('options', () => {
  it('defaults to the strict settings of the conformance tests', () => {
    expect(DEFAULT_OPTIONS).toEqual({
      checkHyphens: true,
      checkBidi: true,
      checkJoiners: true,
      useSTD3ASCIIRules: true,
      transitionalProcessing: false,
      verifyDnsLength: true,
      ignoreInvalidPunycode: false,
    });
    expect(UNICODE_VERSION).toBe('17.0.0');
    expect(flagsOf('toASCII', {})).toBe(DEFAULT_FLAGS);
    expect(flagsOf('toASCII', DEFAULT_OPTIONS)).toBe(DEFAULT_FLAGS);
  });
  it('knows the flags of URL_STANDARD_OPTIONS without reading them', () => {
    // A copy takes the general path: both must agree.
    expect(flagsOf('toASCII', URL_STANDARD_OPTIONS)).toBe(
      flagsOf('toASCII', { ...URL_STANDARD_OPTIONS }),
    );
  });
  it('checkHyphens: false', () => {
    expect(toASCII('ab--c.de', { checkHyphens: false })).toBe('ab--c.de');
    expect(toASCII('-ab-.de', { checkHyphens: false })).toBe('-ab-.de');
  });
  it('checkBidi: false', () => {
    expect(toASCII('\u05D0a', { checkBidi: false })).toBe('xn--a-zhc');
  });
  it('checkJoiners: false', () => {
    expect(toASCII('a\u200Cb', { checkJoiners: false })).toBe('xn--ab-j1t');
  });
  it('transitionalProcessing maps the deviations ß, ς, ZWJ, ZWNJ (and ẞ)', () => {
    expect(toASCII('faß.de')).toBe('xn--fa-hia.de');
    expect(toASCII('faß.de', { transitionalProcessing: true })).toBe('fass.de');
    expect(toASCII('FAẞ.de', { transitionalProcessing: true })).toBe('fass.de');
    expect(toASCII('βόλος.com', { transitionalProcessing: true })).toBe('xn--nxasmq6b.com');
    expect(toASCII('a\u200Cb', { transitionalProcessing: true })).toBe('ab');
  });
  it('verifyDnsLength: false allows empty and long labels', () => {
    expect(toASCII('a..b', { verifyDnsLength: false })).toBe('a..b');
    expect(toASCII('a'.repeat(100), { verifyDnsLength: false })).toBe('a'.repeat(100));
  });
  it('ignoreInvalidPunycode keeps a bad xn-- label and validates it as it is', () => {
    expect(errorsOf('xn--z.de')).toEqual(['P4']);
    expect(errorsOf('xn--z.de', { ignoreInvalidPunycode: true })).toEqual(['V2']);
    expect(toASCII('xn--z.de', { ignoreInvalidPunycode: true, checkHyphens: false })).toBe(
      'xn--z.de',
    );
  });
});

describe('toUnicode', () => {
  it('decodes A-labels and maps', () => {
    expect(toUnicode('xn--bcher-kva.DE')).toEqual({ domain: 'bücher.de', errors: [] });
    expect(toUnicode('www.example.com')).toEqual({ domain: 'www.example.com', errors: [] });
  });
  it('reports errors instead of throwing, with X4_2 for empty labels', () => {
    expect(toUnicode('a..b')).toEqual({ domain: 'a..b', errors: ['X4_2'] });
    expect(toUnicode('a.b.')).toEqual({ domain: 'a.b.', errors: [] });
    expect(toUnicode('xn--z.b')).toEqual({ domain: 'xn--z.b', errors: ['P4'] });
  });
  it('ignores verifyDnsLength', () => {
    expect(toUnicode('a'.repeat(100)).errors).toEqual([]);
  });
});

describe('properties', () => {
  const domain = fc.string({ unit: 'binary', maxLength: 24 });
  const asciiDomain = fc.string({
    unit: fc.constantFrom(...'abcXYZ019-._ ', 'xn--', '.xn--'),
    maxLength: 20,
  });
  const options = fc.record(
    {
      checkHyphens: fc.boolean(),
      checkBidi: fc.boolean(),
      checkJoiners: fc.boolean(),
      useSTD3ASCIIRules: fc.boolean(),
      transitionalProcessing: fc.boolean(),
      verifyDnsLength: fc.boolean(),
      ignoreInvalidPunycode: fc.boolean(),
    },
    { requiredKeys: [] },
  );

  it('toUnicode never throws and toASCII throws only IdnaError', () => {
    fc.assert(
      fc.property(domain, options, (input, opts) => {
        const result = toUnicode(input, opts);
        expect(typeof result.domain).toBe('string');
        try {
          toASCII(input, opts);
        } catch (error) {
          expect(error).toBeInstanceOf(IdnaError);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('toASCII output is ASCII, and converting it again is the identity', () => {
    fc.assert(
      fc.property(domain, (input) => {
        const ascii = tryToASCII(input);
        if (ascii === undefined) return;
        for (let i = 0; i < ascii.length; i++) expect(ascii.charCodeAt(i)).toBeLessThan(0x80);
        expect(toASCII(ascii)).toBe(ascii);
        expect(toUnicode(ascii).errors).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('the ASCII fast path agrees with the full algorithm', () => {
    // A trailing U+00AD (ignored by mapping) forces the full algorithm without
    // changing the result.
    fc.assert(
      fc.property(asciiDomain, options, (input, opts) => {
        const slow = `${input}\u00AD`;
        expect(tryToASCII(input, opts)).toBe(tryToASCII(slow, opts));
        expect(toUnicode(input, opts)).toEqual(toUnicode(slow, opts));
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves no mapped code point in a label that was not decoded from Punycode', () => {
    // validateLabel skips the fold of code points the table calls valid in such labels
    // (UTS #46 §4.1 step 7): mapping and NFC have replaced every mapped one. Capitals,
    // compatibility forms, case pairs, Cherokee, ignored, deviation and disallowed code
    // points, and letters that NFC composes with a following mark.
    const unit = fc.constantFrom(
      ...['a', 'A', 'ß', 'ẞ', 'Σ', 'ς', 'ǅ', 'Ⅻ', '㍱', 'ﬁ', 'Ａ', '。', '\u00AD', '\u0340'],
      ...['Ꭰ', 'ꭰ', 'ᏸ', 'ı', 'İ', '\u0301', '\u0308', 'ᾈ', 'Ω', 'K', '\u{1D400}', '\uFFFF'],
      ...['\u{10D50}', '\u{1CCD6}', '\u{16EA0}', 'Ꟍ', '\u200C', '.', '-'],
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), fc.boolean(), (input, transitional) => {
        const { labels } = processDomain(input, transitional ? 16 : 0);
        for (const label of labels) {
          for (const ch of label) expect(statusOf(ch.codePointAt(0)!)).not.toBe(MAPPED);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('is linear enough for long input', () => {
    const long = `${'a'.repeat(200_000)}.${'ü'.repeat(1000)}`;
    expect(tryToASCII(long)).toBeUndefined();
    expect(toUnicode(long).errors).toEqual([]);
  });
});
