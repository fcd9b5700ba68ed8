// Generators shared by the property tests: query text over an alphabet dense in the characters
// that matter to the parsers (separators, "=", "+", "%", hex digits, non-ASCII).
import fc from 'fast-check';

const pieces = [
  'a',
  'b',
  'B',
  '0',
  '9',
  'f',
  'F',
  'z',
  '~',
  '-',
  '.',
  '_',
  '*',
  '!',
  "'",
  '(',
  ')',
  ',',
  '&',
  '&',
  '=',
  '=',
  ';',
  '+',
  '+',
  '%',
  '%',
  '%2',
  '%41',
  '%7e',
  '%7E',
  '%26',
  '%3D',
  '%2B',
  '%C3%A9',
  '%E2%82%AC',
  '%F0%9F%98%80',
  '%C3',
  '%FF',
  '%ED%A0%80',
  '%C0%AF',
  '%G1',
  ' ',
  '/',
  '?',
  ':',
  '@',
  '[',
  ']',
  '#',
  '"',
  '\t',
  'é',
  '€',
  '😀',
  '\u0000',
  '\uFEFF',
];

/** Any query text (no lone surrogates: URLSearchParams would replace them first). */
export const queryText = fc
  .array(fc.constantFrom(...pieces), { maxLength: 24 })
  .map((parts) => parts.join(''));

/** Names and values as data: any well-formed string, with the delimiters over-represented. */
export const dataText = fc.oneof(
  fc.string({
    unit: fc.constantFrom('a', 'b', '&', '=', ';', '+', '%', ' ', '~', 'é', '#', '[', ']', '😀'),
  }),
  fc.string({ unit: 'grapheme' }),
);

/** A query made of pairs that all read back as written: names and values from a safe alphabet. */
export const pairsOfData = fc.array(fc.tuple(dataText, fc.option(dataText, { nil: undefined })), {
  maxLength: 8,
});
