import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHAR_CLASS,
  FRAGMENT,
  HEXDIG,
  PATH,
  PCHAR,
  type PercentEncodeSet,
  percentDecode,
  percentEncode,
  percentEncodeBytes,
  QUERY,
  REG_NAME,
  tryPercentEncode,
  UNRESERVED,
  USERINFO,
} from '../src/index.js';

// Well-formed strings: fast-check's 'grapheme' units are whole code points
// (astral ones as surrogate pairs), so no lone surrogate is ever generated.
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
);
const set = fc.constantFrom<PercentEncodeSet>(
  'component',
  'userinfo',
  'host',
  'path',
  'path-segment',
  'query',
  'fragment',
);

// The characters the RFC 3986 grammar allows, besides pct-encoded, where each set's
// output goes (Appendix A): the component's own rule, not the set's choice.
const grammar: Record<PercentEncodeSet, number> = {
  component: UNRESERVED,
  userinfo: USERINFO,
  host: REG_NAME,
  path: PATH,
  'path-segment': PCHAR,
  query: QUERY,
  fragment: FRAGMENT,
};

/** True when `value` is a sequence of grammar characters and %HH with upper-case HEXDIG. */
function matchesGrammar(value: string, allowed: number): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x25) {
      for (const d of [value.charCodeAt(i + 1), value.charCodeAt(i + 2)]) {
        if (!(d < 128 && (CHAR_CLASS[d]! & HEXDIG) !== 0) || (d >= 0x61 && d <= 0x66)) {
          return false;
        }
      }
      i += 2;
    } else if (!(c < 128 && (CHAR_CLASS[c]! & allowed) !== 0)) {
      return false;
    }
  }
  return true;
}

// encodeURIComponent leaves !'()* unencoded, which are sub-delims and so reserved.
function encodeComponentStrictly(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

describe('percentEncode properties', () => {
  it('percentDecode inverts percentEncode for every set', () => {
    fc.assert(
      fc.property(text, set, (value, s) => {
        expect(percentDecode(percentEncode(value, s))).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });

  it("each set's output matches the grammar of its component", () => {
    fc.assert(
      fc.property(text, set, (value, s) => {
        expect(matchesGrammar(percentEncode(value, s), grammar[s])).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('encodes only what it must: allowed ASCII characters stay, in order', () => {
    fc.assert(
      fc.property(text, set, (value, s) => {
        const encoded = percentEncode(value, s);
        let kept = '';
        for (let i = 0; i < encoded.length; i++) {
          if (encoded[i] === '%') i += 2;
          else kept += encoded[i];
        }
        let allowed = '';
        for (const ch of value) if (percentEncode(ch, s) === ch) allowed += ch;
        expect(kept).toBe(allowed);
      }),
      { numRuns: 1000 },
    );
  });

  it("'component' equals encodeURIComponent with !'()* also encoded", () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(percentEncode(value)).toBe(encodeComponentStrictly(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('decodeURIComponent inverts every set', () => {
    fc.assert(
      fc.property(text, set, (value, s) => {
        expect(decodeURIComponent(percentEncode(value, s))).toBe(value);
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent on its output: the output has nothing left to encode but "%"', () => {
    fc.assert(
      fc.property(text, set, (value, s) => {
        const once = percentEncode(value, s);
        expect(percentEncode(once, s)).toBe(once.split('%').join('%25'));
      }),
      { numRuns: 1000 },
    );
  });

  it('percentEncodeBytes of the UTF-8 octets equals percentEncode', () => {
    const encoder = new TextEncoder();
    fc.assert(
      fc.property(text, set, (value, s) => {
        expect(percentEncodeBytes(encoder.encode(value), s)).toBe(percentEncode(value, s));
      }),
      { numRuns: 1000 },
    );
  });

  it('fails exactly where encodeURIComponent fails: at the first lone surrogate', () => {
    // Any UTF-16 code units, surrogates made frequent.
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0xffff }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
      fc.constantFrom(0x41, 0x25, 0x2f),
    );
    const units = fc.array(unit, { maxLength: 12 }).map((a) => String.fromCharCode(...a));
    const firstLoneSurrogate = (value: string): number => {
      for (let i = 0; i < value.length; i++) {
        const c = value.charCodeAt(i);
        if (c < 0xd800 || c > 0xdfff) continue;
        const d = value.charCodeAt(i + 1);
        if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) i++;
        else return i;
      }
      return -1;
    };
    fc.assert(
      fc.property(units, set, (value, s) => {
        const at = firstLoneSurrogate(value);
        let native: string | undefined;
        try {
          native = encodeComponentStrictly(value);
        } catch {
          native = undefined;
        }
        expect(native === undefined).toBe(at >= 0);
        if (at < 0) {
          expect(tryPercentEncode(value, s)).toBeDefined();
          expect(percentEncode(value)).toBe(native);
        } else {
          expect(tryPercentEncode(value, s)).toBeUndefined();
          expect(() => percentEncode(value, s)).toThrow(
            expect.objectContaining({ code: 'lone-surrogate', index: at }),
          );
        }
      }),
      { numRuns: 3000 },
    );
  });
});
