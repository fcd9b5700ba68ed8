import { describe, expect, it } from 'vitest';
import {
  PercentEncodingError,
  percentDecode,
  percentDecodeBytes,
  percentEncode,
  tryPercentDecode,
  tryPercentDecodeBytes,
} from '../src/index.js';

function errorOf(run: () => unknown): PercentEncodingError {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(PercentEncodingError);
    return e as PercentEncodingError;
  }
  throw new Error('expected a PercentEncodingError');
}

function hex(bytes: number[]): string {
  return bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

describe('percentDecode: well-formed input', () => {
  it('decodes ASCII and UTF-8 triplets, either case of hex digits', () => {
    expect(percentDecode('a%20b')).toBe('a b');
    expect(percentDecode('%2f%2F%7e')).toBe('//~');
    expect(percentDecode('%C3%A9t%c3%a9')).toBe('été');
    expect(percentDecode('%E2%82%AC')).toBe('€');
    expect(percentDecode('%F0%9F%98%80')).toBe('😀');
    expect(percentDecode('%00')).toBe('\u0000');
    expect(percentDecode('%25')).toBe('%');
    expect(percentDecode('%2541')).toBe('%41');
  });

  it('decodes the boundaries of every row of the table of well-formed sequences', () => {
    const rows: Array<[number[], number]> = [
      [[0x7f], 0x7f],
      [[0xc2, 0x80], 0x80],
      [[0xdf, 0xbf], 0x7ff],
      [[0xe0, 0xa0, 0x80], 0x800],
      [[0xe0, 0xbf, 0xbf], 0xfff],
      [[0xe1, 0x80, 0x80], 0x1000],
      [[0xec, 0xbf, 0xbf], 0xcfff],
      [[0xed, 0x80, 0x80], 0xd000],
      [[0xed, 0x9f, 0xbf], 0xd7ff],
      [[0xee, 0x80, 0x80], 0xe000],
      [[0xef, 0xbf, 0xbf], 0xffff],
      [[0xf0, 0x90, 0x80, 0x80], 0x10000],
      [[0xf0, 0xbf, 0xbf, 0xbf], 0x3ffff],
      [[0xf1, 0x80, 0x80, 0x80], 0x40000],
      [[0xf3, 0xbf, 0xbf, 0xbf], 0xfffff],
      [[0xf4, 0x80, 0x80, 0x80], 0x100000],
      [[0xf4, 0x8f, 0xbf, 0xbf], 0x10ffff],
    ];
    for (const [bytes, cp] of rows) {
      expect(percentDecode(`<${hex(bytes)}>`)).toBe(`<${String.fromCodePoint(cp)}>`);
    }
  });

  it('passes characters outside triplets through unchanged, non-ASCII and "+" included', () => {
    expect(percentDecode('é%20€+😀')).toBe('é €+😀');
    expect(percentDecode('a+b')).toBe('a+b');
  });

  it('returns the input itself when there is nothing to decode', () => {
    const value = 'no triplets here: é€😀/?#';
    expect(Object.is(percentDecode(value), value)).toBe(true);
    expect(percentDecode('')).toBe('');
    const malformed = 'a%zz';
    expect(Object.is(percentDecode(malformed, { invalid: 'keep' }), malformed)).toBe(true);
    expect(Object.is(percentDecode('%E2%82', { invalid: 'keep' }), '%E2%82')).toBe(true);
  });
});

describe("percentDecode: 'invalid-percent-encoding'", () => {
  const cases: Array<[string, number]> = [
    ['%', 0],
    ['a%', 1],
    ['a%4', 1],
    ['%4g', 0],
    ['%g4', 0],
    ['ab%%41', 2],
    ['%41%x1', 3],
    ['%\u00e9\u00e9', 0],
    ['%E2%82%AC%', 9],
  ];
  for (const [input, index] of cases) {
    it(`${JSON.stringify(input)} at ${index}`, () => {
      const e = errorOf(() => percentDecode(input));
      expect(e.code).toBe('invalid-percent-encoding');
      expect(e.index).toBe(index);
      expect(e.input).toBe(input);
      expect(tryPercentDecode(input)).toBeUndefined();
    });
  }
});

describe("percentDecode: 'invalid-utf8'", () => {
  // Each input is ill-formed UTF-8 starting at the given offset (RFC 3629 §4).
  const cases: Array<[string, string, number]> = [
    ['stray continuation octet', 'a%80', 1],
    ['stray continuation octet BF', '%BF', 0],
    ['overlong lead C0', '%C0%80', 0],
    ['overlong lead C1', '%C1%BF', 0],
    ['overlong three-octet form', '%E0%9F%BF', 0],
    ['overlong four-octet form', '%F0%8F%BF%BF', 0],
    ['encoded high surrogate', 'x%ED%A0%80', 1],
    ['encoded low surrogate', '%ED%BF%BF', 0],
    ['above U+10FFFF', '%F4%90%80%80', 0],
    ['lead F5', '%F5%80%80%80', 0],
    ['lead FF', '%FF', 0],
    ['truncated by the end', '%E2%82', 0],
    ['truncated by an ASCII triplet', '%E2%41', 0],
    ['truncated by a character', '%C3x', 0],
    ['truncated by a malformed triplet', '%C3%4', 0],
    ['truncated by a new lead', '%C3%C3%A9', 0],
    ['after a valid sequence', '%C3%A9%A9', 6],
  ];
  for (const [name, input, index] of cases) {
    it(`${name}: ${input} at ${index}`, () => {
      const e = errorOf(() => percentDecode(input));
      expect(e.code).toBe('invalid-utf8');
      expect(e.index).toBe(index);
      expect(tryPercentDecode(input)).toBeUndefined();
    });
  }

  it('reports the first problem by offset', () => {
    expect(errorOf(() => percentDecode('%FF%')).code).toBe('invalid-utf8');
    expect(errorOf(() => percentDecode('%%FF')).code).toBe('invalid-percent-encoding');
  });

  it('describes the problem and points at it in the message', () => {
    const e = errorOf(() => percentDecode('abc%ZZ'));
    expect(e.message).toBe('"%" not followed by two hex digits at index 3\n  abc%ZZ\n     ^');
  });

  it('starts the message with the words of each code, whichever function throws', () => {
    expect(errorOf(() => percentDecode('%C0%80')).message).toBe(
      'Percent-encoded octets are not well-formed UTF-8 at index 0\n  %C0%80\n  ^',
    );
    expect(errorOf(() => percentDecodeBytes('a\uD800')).message).toBe(
      'Lone UTF-16 surrogate cannot be encoded as UTF-8 at index 1\n  a\uFFFD\n   ^',
    );
    expect(errorOf(() => percentEncode('a\uD800')).message).toBe(
      'Lone UTF-16 surrogate cannot be encoded as UTF-8 at index 1\n  a\uFFFD\n   ^',
    );
  });

  it('names the code when a constructor call gives no words (the packages always give them)', () => {
    const e = new PercentEncodingError('invalid-utf8', 'ab', 1);
    expect(e.message).toBe('invalid-utf8 at index 1\n  ab\n   ^');
    expect([e.code, e.input, e.index, e.name]).toEqual([
      'invalid-utf8',
      'ab',
      1,
      'PercentEncodingError',
    ]);
  });

  it('shows a window of a long input', () => {
    const input = `${'a'.repeat(100)}%${'b'.repeat(100)}`;
    const e = errorOf(() => percentDecode(input));
    expect(e.index).toBe(100);
    const [, line, caret] = e.message.split('\n');
    expect(line).toBe(`  …${'a'.repeat(40)}%${'b'.repeat(39)}…`);
    expect(caret!.indexOf('^')).toBe(line!.indexOf('%'));
  });
});

describe("percentDecode: invalid: 'keep'", () => {
  const keep = { invalid: 'keep' } as const;
  it('leaves malformed triplets as they are', () => {
    expect(percentDecode('100%', keep)).toBe('100%');
    expect(percentDecode('%zz%41%4', keep)).toBe('%zzA%4');
    expect(percentDecode('%%41', keep)).toBe('%A');
  });

  it('leaves each maximal subpart of ill-formed UTF-8 as written, decodes the rest', () => {
    expect(percentDecode('%e2%82%41', keep)).toBe('%e2%82A');
    expect(percentDecode('%C0%80', keep)).toBe('%C0%80');
    expect(percentDecode('%ED%A0%80%C3%A9', keep)).toBe('%ED%A0%80é');
    expect(percentDecode('%F0%9F%98', keep)).toBe('%F0%9F%98');
    expect(percentDecode('%F0%9F%98%F0%9F%98%80', keep)).toBe('%F0%9F%98😀');
    expect(percentDecode('%C3x%C3%A9', keep)).toBe('%C3xé');
  });
});

describe("percentDecode: invalid: 'replace'", () => {
  const replace = { invalid: 'replace' } as const;
  it('replaces each maximal subpart with one U+FFFD', () => {
    expect(percentDecode('%E2%82%41', replace)).toBe('\uFFFDA');
    expect(percentDecode('%C0%80', replace)).toBe('\uFFFD\uFFFD');
    expect(percentDecode('%ED%A0%80', replace)).toBe('\uFFFD\uFFFD\uFFFD');
    expect(percentDecode('%F0%9F%98', replace)).toBe('\uFFFD');
    expect(percentDecode('%F4%90%80%80', replace)).toBe('\uFFFD\uFFFD\uFFFD\uFFFD');
    expect(percentDecode('%F0%9F%98%F0%9F%98%80', replace)).toBe('\uFFFD😀');
    expect(percentDecode('a%FFb', replace)).toBe('a\uFFFDb');
  });

  it('leaves malformed triplets as they are, as WHATWG percent-decode does', () => {
    expect(percentDecode('%zz%E2%82', replace)).toBe('%zz\uFFFD');
    expect(percentDecode('%', replace)).toBe('%');
  });

  it('agrees with TextDecoder on the examples of the Encoding Standard and Unicode §3.9', () => {
    const samples = [
      [0x61, 0xf1, 0x80, 0x80, 0xe1, 0x80, 0xc2, 0x62, 0x80, 0x63, 0x80, 0xbf, 0x64],
      [0xc0, 0xaf, 0xe0, 0x80, 0xbf, 0xf0, 0x81, 0x82, 0x41],
      [0xed, 0xa0, 0x80, 0xed, 0xbf, 0xbf, 0xed, 0xaf, 0x41],
      [0xf4, 0x91, 0x92, 0x93, 0xff, 0x41, 0x80, 0xbf, 0x42],
      [0xe1, 0x80, 0xe2, 0xf0, 0x91, 0x92, 0xf1, 0xbf, 0x41],
    ];
    const decoder = new TextDecoder();
    for (const bytes of samples) {
      expect(percentDecode(hex(bytes), replace)).toBe(decoder.decode(new Uint8Array(bytes)));
    }
  });
});

describe('percentDecode: every one- and two-octet sequence against TextDecoder', () => {
  it('throws exactly when the fatal decoder does, and replaces as the lenient one does', () => {
    const fatal = new TextDecoder('utf-8', { fatal: true });
    const lenient = new TextDecoder('utf-8');
    const mismatches: string[] = [];
    let checked = 0;
    for (let a = 0; a < 256; a++) {
      for (let b = -1; b < 256; b++) {
        // -1: the lead alone; then each second octet, followed by two continuation
        // octets so that three- and four-octet leads get the rest of a sequence.
        const bytes = b < 0 ? [a] : [a, b, 0x80, 0x80];
        const input = hex(bytes);
        const array = new Uint8Array(bytes);
        let expected: string | undefined;
        try {
          expected = fatal.decode(array);
        } catch {
          expected = undefined;
        }
        if (tryPercentDecode(input) !== expected) mismatches.push(`strict ${input}`);
        if (percentDecode(input, { invalid: 'replace' }) !== lenient.decode(array)) {
          mismatches.push(`replace ${input}`);
        }
        checked++;
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(256 * 257);
  });
});

describe('percentDecode: options', () => {
  it('throws a TypeError for an unknown invalid mode', () => {
    expect(() => percentDecode('%41', { invalid: 'ignore' as 'keep' })).toThrow(TypeError);
  });

  it("treats invalid: 'throw' as the default", () => {
    expect(errorOf(() => percentDecode('%', { invalid: 'throw' })).code).toBe(
      'invalid-percent-encoding',
    );
  });
});

describe('percentDecodeBytes', () => {
  it('gives the octets of triplets and the UTF-8 octets of other characters', () => {
    expect([...percentDecodeBytes('%FFa%00é€😀')]).toEqual([
      0xff, 0x61, 0x00, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80,
    ]);
    expect([...percentDecodeBytes('%e9t%E9')]).toEqual([0xe9, 0x74, 0xe9]);
    expect(percentDecodeBytes('')).toEqual(new Uint8Array(0));
  });

  it('does not validate UTF-8: the octets are data', () => {
    expect([...percentDecodeBytes('%C0%80%ED%A0%80')]).toEqual([0xc0, 0x80, 0xed, 0xa0, 0x80]);
  });

  it("throws 'invalid-percent-encoding' at a malformed triplet", () => {
    for (const [input, index] of [
      ['%', 0],
      ['ab%4', 2],
      ['%41%4G', 3],
    ] as const) {
      const e = errorOf(() => percentDecodeBytes(input));
      expect(e.code).toBe('invalid-percent-encoding');
      expect(e.index).toBe(index);
      expect(tryPercentDecodeBytes(input)).toBeUndefined();
    }
  });

  it("throws 'lone-surrogate' at a character that has no UTF-8 form", () => {
    for (const [input, index] of [
      ['%41\uD800', 3],
      ['\uDC00', 0],
      ['😀\uD83D', 2],
    ] as const) {
      const e = errorOf(() => percentDecodeBytes(input));
      expect(e.code).toBe('lone-surrogate');
      expect(e.index).toBe(index);
      expect(tryPercentDecodeBytes(input)).toBeUndefined();
    }
  });
});
