// The run scanner (src/scan-chars.ts), whose long runs go on in bytes after PROBE characters,
// agrees with a plain character loop on long runs of every kind of character, and parse agrees
// with split on long valid references.
import {
  CHAR_CLASS,
  DIGIT,
  HEXDIG,
  PATH,
  QUERY,
  REG_NAME,
  SCHEME,
  SEGMENT_NZ_NC,
  USERINFO,
} from '@urikit/percent-encoding';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { split, tryParse } from '../src/index.js';
import { IRI_PRIVATE, IRI_UCSCHAR, iriCharWidth } from '../src/iri-chars.js';
import { ASCII_ONLY, CHUNK, PROBE, scanChars } from '../src/scan-chars.js';

// Mostly characters of every class, with now and then one that stops some scan: '%' with and
// without hex digits, gen-delims, a space, non-ASCII letters, a lone surrogate, a private-use
// character and an astral one.
const piece = fc.oneof(
  { weight: 30, arbitrary: fc.constantFrom('a', 'Z', '0', '-', '.', '_', '~', '!', '+', ';', '=') },
  { weight: 4, arbitrary: fc.constantFrom(':', '@', '/', '?') },
  { weight: 2, arbitrary: fc.constantFrom('%41', '%e9', '%', '%4', '%zz') },
  { weight: 1, arbitrary: fc.constantFrom('#', '[', ' ', 'é', '\uD800', '\uE000', '😀', '\u00A0') },
);
const longText = fc
  .tuple(fc.array(piece, { minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 40 }))
  .map(([parts, times]) => {
    // Repeat a short pattern past the threshold, with the stopping pieces at varied offsets.
    let text = '';
    while (text.length < 2 * PROBE + times * 7) text += parts.join('');
    return text;
  });
const flags = fc.constantFrom(PATH, QUERY, REG_NAME, USERINFO, SEGMENT_NZ_NC, SCHEME, DIGIT);
const iri = fc.constantFrom(0, IRI_UCSCHAR, IRI_PRIVATE);

// The slow path: one character at a time, as the grammar reads.
const inClass = (c: number, flags: number) => c < 128 && (CHAR_CLASS[c]! & flags) !== 0;

function charsRun(text: string, start: number, end: number, flags: number, iri: number): number {
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (inClass(c, flags)) {
      i++;
    } else if (
      c === 0x25 &&
      i + 2 < end &&
      inClass(text.charCodeAt(i + 1), HEXDIG) &&
      inClass(text.charCodeAt(i + 2), HEXDIG)
    ) {
      i += 3;
    } else {
      const width = c < 128 || iri === 0 ? 0 : iriCharWidth(text, i, end, iri);
      if (width === 0) return i;
      i += width;
    }
  }
  return i;
}

function classRun(text: string, start: number, end: number, flags: number): number {
  let i = start;
  while (i < end && inClass(text.charCodeAt(i), flags)) i++;
  return i;
}

describe('scanChars on long runs (bytes after PROBE characters)', () => {
  it('scanChars agrees with the character loop', () => {
    fc.assert(
      fc.property(longText, flags, iri, fc.nat(PROBE), (text, f, i, skip) => {
        const start = Math.min(skip, text.length);
        expect(scanChars(text, start, text.length, f, i)).toBe(
          charsRun(text, start, text.length, f, i),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('scanChars in ASCII_ONLY mode agrees with the character loop', () => {
    fc.assert(
      fc.property(longText, flags, fc.nat(PROBE), (text, f, skip) => {
        const start = Math.min(skip, text.length);
        expect(scanChars(text, start, text.length, f, ASCII_ONLY)).toBe(
          classRun(text, start, text.length, f),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the character loop where a stopping piece meets a chunk end', () => {
    // The byte path starts PROBE characters in and encodes CHUNK characters at a time: put each
    // kind of stop (and a triplet that a chunk end cuts) at and around the first two chunk ends,
    // with the run starting at the text's start or after a triplet (where the bytes begin).
    const stops = ['%41', '%4', '%', '%zz', 'é', ' ', '😀', '\uD800', '#', ':'];
    for (const chunkEnd of [PROBE + CHUNK, PROBE + 2 * CHUNK]) {
      for (const stop of stops) {
        for (let at = chunkEnd - 4; at <= chunkEnd + 2; at++) {
          for (const text of [
            `${'a'.repeat(at)}${stop}${'b'.repeat(40)}`,
            `%41${'a'.repeat(at - PROBE - 3)}${stop}${'b'.repeat(40)}`,
            `${'a'.repeat(at - CHUNK)}${stop}${'%41'.repeat(CHUNK / 3)}${'b'.repeat(40)}`,
          ]) {
            for (const f of [PATH, QUERY, REG_NAME]) {
              for (const mode of [0, IRI_UCSCHAR]) {
                expect(scanChars(text, 0, text.length, f, mode)).toBe(
                  charsRun(text, 0, text.length, f, mode),
                );
              }
              expect(scanChars(text, 0, text.length, f, ASCII_ONLY)).toBe(
                classRun(text, 0, text.length, f),
              );
            }
          }
        }
      }
    }
  });

  it('agrees with the character loop on runs of several chunks', () => {
    const manyChunks = longText.map((text) => text.repeat(Math.ceil((3 * CHUNK) / text.length)));
    fc.assert(
      fc.property(manyChunks, flags, iri, (text, f, i) => {
        expect(scanChars(text, 0, text.length, f, i)).toBe(charsRun(text, 0, text.length, f, i));
        // The same text as a slice of a longer one, as lines split from a file are.
        const line = `x${text}y`.slice(1, -1);
        expect(scanChars(line, 0, line.length, f, i)).toBe(charsRun(text, 0, text.length, f, i));
      }),
      { numRuns: 200 },
    );
  });

  it('a long run that is all of one class is scanned to its end', () => {
    const path = 'segment/'.repeat(200) + '%7E';
    expect(scanChars(path, 0, path.length, PATH, 0)).toBe(path.length);
    expect(scanChars(`${path} x`, 0, path.length + 2, PATH, 0)).toBe(path.length);
    // U+00B0 is C2 B0 in UTF-8: bytes whose low seven bits read "B0" are not hex digits.
    expect(scanChars(`${path}%°`, 0, path.length + 2, PATH, IRI_UCSCHAR)).toBe(path.length);
  });
});

describe('parse on long references', () => {
  const host = fc
    .tuple(fc.constantFrom('label.', 'a-b.', 'x'), fc.integer({ min: 50, max: 200 }))
    .map(([unit, n]) => unit.repeat(n));
  const port = fc.constantFrom('', ':', ':80', ':8080');
  const userinfo = fc.constantFrom('', 'user@', 'u:p@', `${'u'.repeat(600)}:x@`);
  const rest = fc.constantFrom('', '/', '/a/b?q', '?' + 'k=v&'.repeat(200), '#f');

  it('agrees with split on long valid authorities', () => {
    fc.assert(
      fc.property(userinfo, host, port, rest, (u, h, p, r) => {
        const input = `http://${u}${h}${p}${r}`;
        const parsed = tryParse(input);
        expect(parsed).toBeDefined();
        const { hostKind: _, ...components } = parsed!;
        expect(components).toEqual(split(input));
      }),
      { numRuns: 300 },
    );
  });

  it('rejects a bad character far into a long host, path or query', () => {
    const long = 'a'.repeat(2000);
    expect(tryParse(`http://${long}^/`)).toBeUndefined();
    expect(tryParse(`http://${long}:8a/`)).toBeUndefined();
    expect(tryParse(`http://h/${long}%zz`)).toBeUndefined();
    expect(tryParse(`http://h/?${long}<`)).toBeUndefined();
    expect(tryParse(`http://h/${long}é`)).toBeUndefined();
    expect(tryParse(`http://h/${long}é`, { iri: true })?.path).toBe(`/${long}é`);
  });
});
