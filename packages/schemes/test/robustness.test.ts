// Bad input never crashes: every parser, on any string (scheme prefixes, delimiters,
// triplets, surrogates), returns a value or throws a SchemeError; and time stays linear in
// the input's length.
import {
  fileUriToPath,
  parseDataUri,
  parseDataUrl,
  parseDid,
  parseMailto,
  parseTel,
  parseUrn,
  pathToFileUri,
  SchemeError,
  schemeInfo,
  telEquivalent,
  urnEquivalent,
} from '@urikit/schemes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const parsers: Array<[string, (input: string) => unknown]> = [
  ['file', (x) => fileUriToPath(x)],
  ['file win32', (x) => fileUriToPath(x, { platform: 'win32' })],
  ['pathToFileUri', (x) => pathToFileUri(x)],
  ['pathToFileUri win32', (x) => pathToFileUri(x, { platform: 'win32' })],
  ['data', (x) => parseDataUri(x)],
  ['data url', (x) => parseDataUrl(x)],
  ['mailto', (x) => parseMailto(x)],
  ['urn', (x) => parseUrn(x)],
  ['urn equivalence', (x) => urnEquivalent(x, x)],
  ['tel', (x) => parseTel(x)],
  ['tel equivalence', (x) => telEquivalent(x, x)],
  ['did', (x) => parseDid(x)],
  ['registry', (x) => schemeInfo(x)],
];

const piece = fc.oneof(
  fc.constantFrom(
    'file:',
    'data:',
    'mailto:',
    'urn:',
    'tel:',
    'did:',
    'FILE://',
    'data:;base64,',
    'urn:isbn:',
    'urn:uuid:',
    'urn:ietf:',
    'urn:oid:',
    'did:example:',
    'tel:+1',
    '?',
    '#',
    '%',
    '%2',
    '%2F',
    '%C3',
    '%C3%A9',
    '%FF',
    ';',
    '=',
    '&',
    ',',
    '@',
    ':',
    '/',
    '\\',
    '|',
    '[',
    ']',
    ' ',
    'C:',
    '\uD800',
    '😀',
    'é',
    '\t',
    '\u0000',
    '?+',
    '?=',
    ';ext=',
    ';phone-context=',
    ';base64',
  ),
  fc.string({ maxLength: 4 }),
);
const input = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));

describe.each(parsers)('%s', (_name, run) => {
  it('returns or throws a SchemeError, for any string', () => {
    fc.assert(
      fc.property(input, (text) => {
        try {
          run(text);
        } catch (error) {
          expect(error).toBeInstanceOf(SchemeError);
          const e = error as SchemeError;
          expect(e.index).toBeGreaterThanOrEqual(0);
          expect(e.index).toBeLessThanOrEqual(e.input.length);
        }
      }),
      { numRuns: 1500 },
    );
  });
});

describe('linear time', () => {
  const n = 200_000;
  const long: Array<[string, () => unknown]> = [
    ['file', () => fileUriToPath(`file:///${'a%20/'.repeat(n / 4)}`)],
    ['pathToFileUri', () => pathToFileUri(`/${'é /'.repeat(n / 3)}`)],
    ['data', () => parseDataUri(`data:;base64,${'QUJD'.repeat(n / 4)}`)],
    ['data params', () => parseDataUri(`data:a/b${';a=b'.repeat(n / 4)},x`)],
    ['data url', () => parseDataUrl(`data:${' ;a=b'.repeat(n / 5)},${'%41'.repeat(n / 3)}`)],
    ['mailto', () => parseMailto(`mailto:${'a@b,'.repeat(n / 4)}c@d?${'x=1&'.repeat(n / 4)}`)],
    ['mailto no "="', () => parseMailto(`mailto:a@b?${'x'.repeat(n)}`)],
    ['urn', () => parseUrn(`urn:example:${'a/'.repeat(n / 2)}?+${'?'.repeat(n)}`)],
    ['tel', () => parseTel(`tel:+1${';a=b'.repeat(n / 4)}`)],
    ['did', () => parseDid(`did:example:${'a:'.repeat(n / 2)}b?${'a=b&'.repeat(n / 4)}`)],
  ];
  it.each(long)('%s on %d-character input', (_name, run) => {
    const start = performance.now();
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(SchemeError);
    }
    // A quadratic scan of 200,000 characters takes minutes; a linear one, milliseconds.
    expect(performance.now() - start).toBeLessThan(2000);
  });
});
