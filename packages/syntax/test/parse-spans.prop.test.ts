// tryParseSpans and parseSpans validate exactly as tryParse and parse do, and their offsets
// slice out the very components that parse returns.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parse,
  parseSpans,
  SPAN_FLAG_HOST_UNREAD,
  SPAN_FLAG_HOST_UPPER,
  SPAN_FLAG_SCHEME_UPPER,
  SPAN_FLAGS,
  SPAN_FRAGMENT_START,
  SPAN_HOST_END,
  SPAN_HOST_START,
  SPAN_PATH_END,
  SPAN_PATH_START,
  SPAN_PORT_START,
  SPAN_QUERY_END,
  SPAN_QUERY_START,
  SPAN_SCHEME_END,
  SPAN_SCHEME_HASH,
  SPAN_USERINFO_END,
  SPANS_LENGTH,
  SPANS_WITH_FLAGS_LENGTH,
  tryParse,
  tryParseFlaggedSpans,
  tryParseSpans,
  type UriComponents,
  UriError,
} from '../src/index.js';
import { reference } from './arbitraries.js';

// The components that the offsets stand for, as parse gives them.
function componentsOf(input: string, s: Int32Array): UriComponents {
  const schemeEnd = s[SPAN_SCHEME_END]!;
  const at = (start: number, end: number) => (start < 0 ? undefined : input.slice(start, end));
  return {
    scheme: schemeEnd < 0 ? undefined : input.slice(0, schemeEnd),
    // The userinfo starts after "scheme://", or after "//" (schemeEnd is then -1).
    userinfo:
      s[SPAN_USERINFO_END]! < 0 ? undefined : input.slice(schemeEnd + 3, s[SPAN_USERINFO_END]),
    host: at(s[SPAN_HOST_START]!, s[SPAN_HOST_END]!),
    port: at(s[SPAN_PORT_START]!, s[SPAN_PATH_START]!),
    path: input.slice(s[SPAN_PATH_START], s[SPAN_PATH_END]),
    query: at(s[SPAN_QUERY_START]!, s[SPAN_QUERY_END]!),
    fragment: at(s[SPAN_FRAGMENT_START]!, input.length),
  };
}

// Valid references of every shape, and strings that are often not references at all.
const anything = fc.oneof(
  reference(false).map((built) => built.text),
  reference(false, true).map((built) => built.text),
  reference(true).map((built) => built.text),
  fc.string({ unit: fc.constantFrom('a', ':', '/', '?', '#', '@', '[', ']', '%', '2', 'é', ' ') }),
);
const options = fc.constantFrom(undefined, { iri: true }, { zoneId: true });

describe('tryParseSpans', () => {
  it('accepts what tryParse accepts, with offsets of the same components', () => {
    fc.assert(
      fc.property(anything, options, (input, opts) => {
        const spans = new Int32Array(SPANS_LENGTH).fill(7);
        const parsed = tryParse(input, opts);
        const ok = tryParseSpans(input, spans, opts);
        expect(ok).toBe(parsed !== undefined);
        if (parsed === undefined) {
          // A failure leaves the array as it was.
          expect([...spans]).toEqual(new Array(SPANS_LENGTH).fill(7));
          return;
        }
        const { hostKind: _, ...components } = parsed;
        expect(componentsOf(input, spans)).toEqual(components);
      }),
      { numRuns: 4000 },
    );
  });

  it('gives the offsets of each component', () => {
    const spans = new Int32Array(SPANS_LENGTH);
    expect(tryParseSpans('http://u@h:8/p?q#f', spans)).toBe(true);
    expect([...spans]).toEqual([4, 8, 9, 10, 11, 12, 14, 15, 16, 17]);
    expect(tryParseSpans('p', spans)).toBe(true);
    expect([...spans]).toEqual([-1, -1, -1, -1, -1, 0, 1, -1, 1, -1]);
    // A longer array is fine; the entries past SPANS_LENGTH are not touched.
    const longer = new Int32Array(SPANS_LENGTH + 2).fill(3);
    expect(tryParseSpans('x:', longer)).toBe(true);
    expect([...longer.subarray(SPANS_LENGTH)]).toEqual([3, 3]);
  });
});

describe('tryParseFlaggedSpans', () => {
  it('notes upper-case letters in the scheme and host, and the scheme hash', () => {
    const spans = new Int32Array(SPANS_WITH_FLAGS_LENGTH);
    const flagsOf = (input: string) => {
      expect(tryParseFlaggedSpans(input, spans)).toBe(true);
      return spans[SPAN_FLAGS]!;
    };
    expect(flagsOf('http://a/B?C#D')).toBe(0);
    expect(flagsOf('hTtp://a/')).toBe(SPAN_FLAG_SCHEME_UPPER);
    expect(flagsOf('Http://a.B:80/')).toBe(SPAN_FLAG_SCHEME_UPPER | SPAN_FLAG_HOST_UPPER);
    expect(flagsOf('//Z/')).toBe(SPAN_FLAG_HOST_UPPER);
    // Not a scheme after all: the letters are the path's.
    expect(flagsOf('ABC')).toBe(0);
    expect(spans[SPAN_SCHEME_HASH]).toBe(0);
    // The longer path (userinfo, triplet, IP literal, IRI) does not read the host for case.
    for (const x of ['http://u@A/', 'http://%41/', 'http://[::1]/', 'HTTP://a%41/']) {
      expect(flagsOf(x) & SPAN_FLAG_HOST_UNREAD).toBe(SPAN_FLAG_HOST_UNREAD);
      expect(flagsOf(x) & SPAN_FLAG_HOST_UPPER).toBe(0);
    }
    expect(flagsOf('HTTP://a%41/') & SPAN_FLAG_SCHEME_UPPER).toBe(SPAN_FLAG_SCHEME_UPPER);
    // The offsets are tryParseSpans' own, and the entries past the hash are not touched.
    const longer = new Int32Array(SPANS_WITH_FLAGS_LENGTH + 1).fill(3);
    expect(tryParseFlaggedSpans('ab:c', longer)).toBe(true);
    expect([...longer]).toEqual([2, -1, -1, -1, -1, 3, 4, -1, 4, -1, 0, 3105, 3]);
    expect(tryParseFlaggedSpans('a b', longer)).toBe(false);
    expect(() => tryParseFlaggedSpans('a', new Int32Array(SPANS_LENGTH))).toThrow(
      new RangeError('tryParseFlaggedSpans: spans must have 12 entries or more'),
    );
  });

  it('accepts what tryParseSpans accepts, with the flags and hash that a second read finds', () => {
    const spans = new Int32Array(SPANS_WITH_FLAGS_LENGTH);
    const plain = new Int32Array(SPANS_LENGTH);
    const upper = (text: string) => /[A-Z]/.test(text);
    fc.assert(
      fc.property(anything, options, (input, opts) => {
        const ok = tryParseFlaggedSpans(input, spans, opts);
        expect(ok).toBe(tryParseSpans(input, plain, opts));
        if (!ok) return;
        expect([...spans.subarray(0, SPANS_LENGTH)]).toEqual([...plain]);
        const schemeEnd = spans[SPAN_SCHEME_END]!;
        const scheme = schemeEnd < 0 ? '' : input.slice(0, schemeEnd);
        let hash = 0;
        for (let i = 0; i < scheme.length; i++) hash = (hash * 31 + scheme.charCodeAt(i)) | 0;
        const flags = spans[SPAN_FLAGS]!;
        expect(flags & SPAN_FLAG_SCHEME_UPPER).toBe(upper(scheme) ? SPAN_FLAG_SCHEME_UPPER : 0);
        if ((flags & SPAN_FLAG_SCHEME_UPPER) === 0) expect(spans[SPAN_SCHEME_HASH]).toBe(hash);
        const hostStart = spans[SPAN_HOST_START]!;
        const host = hostStart < 0 ? '' : input.slice(hostStart, spans[SPAN_HOST_END]);
        if ((flags & SPAN_FLAG_HOST_UNREAD) === 0) {
          // Read by the fast path: reg-name's ASCII characters only.
          expect(/^[-a-zA-Z0-9._~!$&'()*+,;=]*$/.test(host)).toBe(true);
          expect(flags & SPAN_FLAG_HOST_UPPER).toBe(upper(host) ? SPAN_FLAG_HOST_UPPER : 0);
        } else {
          expect(flags & SPAN_FLAG_HOST_UPPER).toBe(0);
        }
      }),
      { numRuns: 4000 },
    );
  });

  it('refuses an array it cannot fill', () => {
    expect(() => tryParseSpans('a', new Int32Array(SPANS_LENGTH - 1))).toThrow(RangeError);
    for (const wrong of [[], new Uint32Array(SPANS_LENGTH), null, undefined, 'spans']) {
      expect(() => tryParseSpans('a', wrong as unknown as Int32Array)).toThrow(TypeError);
      expect(() => parseSpans('a', wrong as unknown as Int32Array)).toThrow(TypeError);
    }
  });

  it('refuses a Proxy, whose stores could run code', () => {
    const proxy = new Proxy(new Int32Array(SPANS_LENGTH), {});
    expect(() => tryParseSpans('a', proxy)).toThrow(TypeError);
  });

  it('throws a TypeError for what is not a string, in its own name', () => {
    const spans = new Int32Array(SPANS_LENGTH);
    expect(() => tryParseSpans(42 as unknown as string, spans)).toThrow(
      new TypeError('tryParseSpans: input must be a string; got number'),
    );
    expect(() => parseSpans(42 as unknown as string, spans)).toThrow(
      new TypeError('parseSpans: input must be a string; got number'),
    );
    expect(() => parseSpans('a', [] as unknown as Int32Array)).toThrow(
      new TypeError('parseSpans: spans must be an Int32Array; got object'),
    );
  });
});

describe('parseSpans', () => {
  it('throws the UriError that parse throws', () => {
    fc.assert(
      fc.property(anything, options, (input, opts) => {
        let expected: unknown;
        try {
          parse(input, opts);
        } catch (error) {
          expected = error;
        }
        const spans = new Int32Array(SPANS_LENGTH);
        if (expected === undefined) {
          expect(() => parseSpans(input, spans, opts)).not.toThrow();
          return;
        }
        expect(() => parseSpans(input, spans, opts)).toThrow(UriError);
        try {
          parseSpans(input, spans, opts);
        } catch (error) {
          const { code, index, input: text, message } = error as UriError;
          expect({ code, index, text, message }).toEqual({
            code: (expected as UriError).code,
            index: (expected as UriError).index,
            text: (expected as UriError).input,
            message: (expected as UriError).message,
          });
        }
      }),
      { numRuns: 2000 },
    );
  });
});
