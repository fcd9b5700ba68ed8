import { describe, expect, it } from 'vitest';
import {
  type PercentEncodeSet,
  PercentEncodingError,
  percentEncode,
  percentEncodeBytes,
  tryPercentEncode,
} from '../src/index.js';

// What each set leaves unencoded, spelled out from RFC 3986 Appendix A rather than
// taken from the table the implementation uses.
const unreserved = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
const subDelims = "!$&'()*+,;=";
const leftAlone: Record<PercentEncodeSet, string> = {
  component: unreserved,
  userinfo: unreserved + subDelims,
  host: unreserved + subDelims,
  path: `${unreserved}${subDelims}:@/`,
  'path-segment': `${unreserved}${subDelims}:@`,
  query: `${unreserved}${subDelims}:@/?`,
  fragment: `${unreserved}${subDelims}:@/?`,
};
const sets = Object.keys(leftAlone) as PercentEncodeSet[];

function triplet(octet: number): string {
  return `%${octet.toString(16).toUpperCase().padStart(2, '0')}`;
}

describe('percentEncode: which ASCII characters each set leaves alone', () => {
  for (const set of sets) {
    it(`'${set}' leaves exactly ${JSON.stringify(leftAlone[set])}`, () => {
      for (let c = 0; c < 128; c++) {
        const ch = String.fromCharCode(c);
        const expected = leftAlone[set].includes(ch) ? ch : triplet(c);
        expect(percentEncode(ch, set), `U+${c.toString(16)}`).toBe(expected);
      }
    });
  }

  it("'component' is the default set", () => {
    expect(percentEncode("a b!'()*~")).toBe('a%20b%21%27%28%29%2A~');
  });

  it("'%' is always encoded, since the value is data", () => {
    for (const set of sets) expect(percentEncode('100%25', set)).toBe('100%2525');
  });

  it('gen-delims are encoded where the component grammar does not allow them', () => {
    expect(percentEncode('a/b?c#d[e]f@g:h', 'path-segment')).toBe('a%2Fb%3Fc%23d%5Be%5Df@g:h');
    expect(percentEncode('a/b?c#d[e]f@g:h', 'path')).toBe('a/b%3Fc%23d%5Be%5Df@g:h');
    expect(percentEncode('a/b?c#d[e]f@g:h', 'query')).toBe('a/b?c%23d%5Be%5Df@g:h');
    expect(percentEncode('a/b?c#d[e]f@g:h', 'fragment')).toBe('a/b?c%23d%5Be%5Df@g:h');
    expect(percentEncode('a/b?c#d[e]f@g:h', 'host')).toBe('a%2Fb%3Fc%23d%5Be%5Df%40g%3Ah');
  });

  it("'userinfo' encodes ':' so that a user name or password stays one datum", () => {
    expect(percentEncode('jo:hn@example', 'userinfo')).toBe('jo%3Ahn%40example');
    expect(`${percentEncode('user', 'userinfo')}:${percentEncode('p@ss:w', 'userinfo')}`).toBe(
      'user:p%40ss%3Aw',
    );
  });
});

describe('percentEncode: non-ASCII characters as UTF-8 octets (RFC 3986 §2.5)', () => {
  it('encodes one- to four-octet characters with upper-case hex', () => {
    expect(percentEncode('\u0080')).toBe('%C2%80');
    expect(percentEncode('é')).toBe('%C3%A9');
    expect(percentEncode('\u07FF')).toBe('%DF%BF');
    expect(percentEncode('\u0800')).toBe('%E0%A0%80');
    expect(percentEncode('€')).toBe('%E2%82%AC');
    expect(percentEncode('\uD7FF')).toBe('%ED%9F%BF');
    expect(percentEncode('\uE000')).toBe('%EE%80%80');
    expect(percentEncode('\uFFFF')).toBe('%EF%BF%BF');
    expect(percentEncode('\u{10000}')).toBe('%F0%90%80%80');
    expect(percentEncode('😀')).toBe('%F0%9F%98%80');
    expect(percentEncode('\u{10FFFF}')).toBe('%F4%8F%BF%BF');
  });

  it('encodes non-ASCII in every set, reg-name included (§3.2.2)', () => {
    for (const set of sets) expect(percentEncode('bücher', set)).toBe('b%C3%BCcher');
  });

  it('keeps the literal runs around encoded characters', () => {
    expect(percentEncode('a€b c😀d', 'path')).toBe('a%E2%82%ACb%20c%F0%9F%98%80d');
    expect(percentEncode(' x', 'path')).toBe('%20x');
    expect(percentEncode('x ', 'path')).toBe('x%20');
    expect(percentEncode('', 'path')).toBe('');
  });
});

describe('percentEncode: lone surrogates', () => {
  const cases: Array<[string, number]> = [
    ['\uD800', 0],
    ['ab\uDC00', 2],
    ['a b\uD83D', 3],
    ['\uD83Dx', 0],
    ['😀\uDE00', 2],
    ['x\uDBFF\uDBFF\uDC00', 1],
    ['\uDFFF\uD800', 0],
  ];
  for (const [input, index] of cases) {
    it(`${JSON.stringify(input)}: 'lone-surrogate' at ${index}`, () => {
      let error: unknown;
      try {
        percentEncode(input, 'query');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(PercentEncodingError);
      expect(error).toBeInstanceOf(Error);
      const e = error as PercentEncodingError;
      expect(e.code).toBe('lone-surrogate');
      expect(e.index).toBe(index);
      expect(e.input).toBe(input);
      expect(e.name).toBe('PercentEncodingError');
      expect(tryPercentEncode(input, 'query')).toBeUndefined();
    });
  }

  it('accepts a well-formed pair', () => {
    expect(tryPercentEncode('\uD83D\uDE00')).toBe('%F0%9F%98%80');
  });
});

describe('percentEncode: fast path', () => {
  it('returns the input itself when nothing needs encoding', () => {
    const value = `${'abc-._~'.repeat(20)}`;
    expect(percentEncode(value)).toBe(value);
    const path = '/a/b:c@d/e;f=g';
    expect(Object.is(percentEncode(path, 'path'), path)).toBe(true);
  });
});

describe('percentEncode: arguments', () => {
  it('throws a TypeError for an unknown set', () => {
    expect(() => percentEncode('a', 'authority' as PercentEncodeSet)).toThrow(TypeError);
    expect(() => percentEncode('a', 'toString' as PercentEncodeSet)).toThrow(TypeError);
  });
});

describe('percentEncodeBytes', () => {
  it('encodes every octet that is not allowed, keeps allowed ASCII octets', () => {
    expect(percentEncodeBytes(new Uint8Array([0x61, 0x20, 0xff, 0x00, 0x2f]))).toBe(
      'a%20%FF%00%2F',
    );
    expect(percentEncodeBytes(new Uint8Array([0x61, 0x20, 0xff, 0x00, 0x2f]), 'path')).toBe(
      'a%20%FF%00/',
    );
    expect(percentEncodeBytes(new Uint8Array([]))).toBe('');
  });

  it('agrees with percentEncode on the UTF-8 octets of a string', () => {
    const text = 'ü/€ x?😀';
    const bytes = new TextEncoder().encode(text);
    for (const set of sets) expect(percentEncodeBytes(bytes, set)).toBe(percentEncode(text, set));
  });
});
