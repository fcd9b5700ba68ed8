import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, recompose, split, tryParse, UriError } from '../src/index.js';
import { type Built, reference } from './arbitraries.js';

// Characters that no component of a URI or IRI ever allows.
const ALWAYS_INVALID = [
  ' ',
  '"',
  '<',
  '>',
  '\\',
  '^',
  '`',
  '{',
  '|',
  '}',
  '\u0000',
  '\u001f',
  '\u007f',
];
const invalidChar = (iri: boolean) =>
  fc.constantFrom(
    ...ALWAYS_INVALID,
    ...(iri ? ['\u0080', '\ufffe', '\ufdd0'] : ['é', '\ud800', '\u{1f600}']),
  );

function errorOf(input: string, iri: boolean): UriError {
  try {
    parse(input, { iri });
  } catch (error) {
    expect(error).toBeInstanceOf(UriError);
    return error as UriError;
  }
  throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
}

// Where a character that breaks the grammar at offset p is reported: at p, unless p falls inside
// a pct-encoded triplet (reported at its '%') or splits a surrogate pair (the lone high half).
function expectedIndex(text: string, p: number): [index: number, percent: boolean] {
  if (p >= 1 && text[p - 1] === '%') return [p - 1, true];
  if (p >= 2 && text[p - 2] === '%') return [p - 2, true];
  const before = text.charCodeAt(p - 1);
  if (p >= 1 && before >= 0xd800 && before < 0xdc00) return [p - 1, false];
  return [p, false];
}

/** The offset just past the authority (where '/', '?', '#' or the end stands), or -1. */
function authorityEnd({ expected }: Built): number {
  if (expected.host === undefined) return -1;
  return (
    (expected.scheme === undefined ? 0 : expected.scheme.length + 1) +
    2 +
    (expected.userinfo === undefined ? 0 : expected.userinfo.length + 1) +
    expected.host.length +
    (expected.port === undefined ? 0 : expected.port.length + 1)
  );
}

function regionCode(built: Built, p: number): string {
  if (p === 0) return 'invalid-path-char';
  for (const [start, end, code] of built.regions) if (p >= start && p <= end) return code;
  return 'invalid-path-char';
}

for (const iri of [false, true]) {
  const name = iri ? 'IRI-reference' : 'URI-reference';

  describe(`${name} generated from the ABNF`, () => {
    it('parses to the components it was built from and recomposes to itself', () => {
      fc.assert(
        fc.property(reference(iri), ({ text, expected }) => {
          const result = parse(text, { iri });
          expect(result).toStrictEqual(expected);
          expect(recompose(result, { iri })).toBe(text);
          const { hostKind: _kind, ...components } = expected;
          expect(split(text)).toStrictEqual(components);
        }),
        { numRuns: 2000 },
      );
    });

    it('rejects one inserted character that breaks the grammar, where it stands', () => {
      fc.assert(
        fc.property(reference(iri), invalidChar(iri), fc.nat(), (built, bad, n) => {
          const p = n % (built.text.length + 1);
          const input = built.text.slice(0, p) + bad + built.text.slice(p);
          const error = errorOf(input, iri);
          const [index, percent] = expectedIndex(built.text, p);
          expect(error.index).toBe(index);
          const code = percent ? 'invalid-percent-encoding' : regionCode(built, index);
          if (code !== '') expect(error.code).toBe(code);
          expect(tryParse(input, { iri })).toBeUndefined();
        }),
        { numRuns: 3000 },
      );
    });

    it('rejects one replaced character at its offset', () => {
      fc.assert(
        fc.property(reference(iri), invalidChar(iri), fc.nat(), (built, bad, n) => {
          fc.pre(built.text.length > 0);
          const p = n % built.text.length;
          fc.pre(p !== built.at);
          // Replacing the '/', '?' or '#' that ends the authority moves the authority's end
          // (§3.2): a later '@' then makes the whole authority a userinfo that breaks earlier.
          fc.pre(p !== authorityEnd(built));
          const input = built.text.slice(0, p) + bad + built.text.slice(p + 1);
          const [index] = expectedIndex(built.text, p);
          const low = built.text.charCodeAt(p);
          expect(errorOf(input, iri).index).toBe(low >= 0xdc00 && low < 0xe000 ? p - 1 : index);
        }),
        { numRuns: 3000 },
      );
    });

    it("reports a triplet that lost a hex digit at its '%'", () => {
      fc.assert(
        fc.property(reference(iri), fc.nat(), fc.boolean(), (built, n, second) => {
          const percents: number[] = [];
          for (let i = 0; i < built.text.length; i++) if (built.text[i] === '%') percents.push(i);
          fc.pre(percents.length > 0);
          const p = percents[n % percents.length]!;
          const input =
            built.text.slice(0, p + (second ? 2 : 1)) + built.text.slice(p + (second ? 3 : 2));
          // '%' followed by two hex digits again (the next character was one) is still valid.
          const HEX = '0123456789ABCDEFabcdef';
          fc.pre(!(HEX.includes(input[p + 1] ?? '') && HEX.includes(input[p + 2] ?? '')));
          expect(errorOf(input, iri)).toMatchObject({ code: 'invalid-percent-encoding', index: p });
        }),
        { numRuns: 1000 },
      );
    });

    it("reports an IP-literal without its ']' where the ']' was expected", () => {
      fc.assert(
        fc.property(reference(iri, true), (built) => {
          const input = built.text.slice(0, built.close) + built.text.slice(built.close + 1);
          let end = built.close;
          while (end < input.length && !'/?#'.includes(input[end]!)) end++;
          expect(errorOf(input, iri)).toMatchObject({ code: 'unclosed-ip-literal', index: end });
        }),
        { numRuns: 500 },
      );
    });
  });
}

describe('any string', () => {
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc
      .array(
        fc.constantFrom(':', '/', '?', '#', '@', '[', ']', '%', '4', 'a', 'v', '.', ' ', 'é'),
        {
          maxLength: 30,
        },
      )
      .map((a) => a.join('')),
  );

  it('parses or throws UriError, and what parses recomposes and splits the same', () => {
    fc.assert(
      fc.property(text, fc.boolean(), (input, iri) => {
        let result: ReturnType<typeof parse> | undefined;
        try {
          result = parse(input, { iri });
        } catch (error) {
          expect(error).toBeInstanceOf(UriError);
          const { index } = error as UriError;
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThanOrEqual(input.length);
          expect(tryParse(input, { iri })).toBeUndefined();
          return;
        }
        expect(recompose(result, { iri })).toBe(input);
        const { hostKind: _kind, ...components } = result;
        expect(split(input)).toStrictEqual(components);
      }),
      { numRuns: 5000 },
    );
  });
});
