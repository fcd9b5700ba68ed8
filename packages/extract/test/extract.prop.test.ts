// Properties of extraction over generated text (fast-check): every match is a valid URI, its
// characters appear in order in its span, matches never overlap, and URIs joined by separators
// come back exactly.
import { type ExtractOptions, extract, extractAll, findFirst, linkify } from '@urikit/extract';
import { isUri } from '@urikit/syntax';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Pieces that exercise every path of the scanner when shuffled together. */
const piece = fc.constantFrom(
  'http',
  'https:',
  'ftp',
  '://',
  ':',
  '/',
  '//',
  '<',
  '>',
  '"',
  "'",
  '(',
  ')',
  '[',
  ']',
  '{',
  '.',
  ',',
  ';',
  '!',
  '?',
  '#',
  '%',
  '%2F',
  '%z',
  ' ',
  '\n',
  '\t',
  'www.',
  'ftp.',
  '@',
  'a',
  'B',
  '0',
  '-',
  '_',
  'com',
  'org',
  'URL:',
  'URL: ',
  'mailto:',
  'x.example',
  '[::1]',
  'é',
  '例',
  '。',
  '،',
  '😀',
  '\u00a0',
  '\ue000',
  '\ud800',
);
const text = fc
  .array(fc.oneof(piece, fc.string({ maxLength: 3 })), { maxLength: 40 })
  .map((parts) => parts.join(''));

const optionSets: ExtractOptions[] = [
  {},
  { iri: true },
  { suffix: true },
  { suffix: true, tlds: ['com', 'org', 'example'] },
  { email: true },
  { iri: true, suffix: true, tlds: ['com', '例'], email: true },
  { schemes: ['http', 'url', 'x'] },
];

/** Whether `needle` is a subsequence of `haystack`. */
function subsequence(needle: string, haystack: string): boolean {
  let j = 0;
  for (let i = 0; i < haystack.length && j < needle.length; i++) {
    if (haystack[i] === needle[j]) j++;
  }
  return j === needle.length;
}

const ADDED: Record<string, string> = { http: 'http://', ftp: 'ftp://', mailto: 'mailto:' };

describe('invariants on any text', () => {
  it.each(optionSets.map((o) => [JSON.stringify(o), o] as const))(
    'every match parses, lies in its span in order, and none overlap (%s)',
    (_name, options) => {
      fc.assert(
        fc.property(text, (input) => {
          const matches = extractAll(input, options);
          let last = 0;
          for (const m of matches) {
            expect(isUri(m.uri, { iri: options.iri === true })).toBe(true);
            expect(m.start).toBeGreaterThanOrEqual(last);
            expect(m.end).toBeGreaterThan(m.start);
            expect(m.end).toBeLessThanOrEqual(input.length);
            expect(m.scheme).toBe(m.uri.slice(0, m.uri.indexOf(':')).toLowerCase());
            const span = input.slice(m.start, m.end);
            // A scheme the extractor supplied (§4.5) is not in the text; the rest is, in order.
            const added = ADDED[m.scheme!];
            const own =
              added !== undefined && !subsequence(m.uri, span) && m.uri.startsWith(added)
                ? m.uri.slice(added.length)
                : m.uri;
            expect(subsequence(own, span), `${m.uri} in ${JSON.stringify(span)}`).toBe(true);
            last = m.end;
          }
          expect([...extract(input, options)]).toEqual(matches);
          expect(findFirst(input, options)).toEqual(matches[0]);
          expect(linkify(input, (m) => input.slice(m.start, m.end), options)).toBe(input);
        }),
        { numRuns: 400 },
      );
    },
  );
});

// Generated URIs that end where the text says they end: no trailing sentence punctuation and
// no brackets (their tables are in forms.test.ts).
const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
const label = fc.string({ unit: alnum, minLength: 1, maxLength: 8 });
const host = fc.oneof(
  fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => labels.join('.')),
  fc.constantFrom('127.0.0.1', '[::1]', '[2001:db8::7]', '[v1.x]'),
);
const pchar = fc.constantFrom(..."abcXYZ019-._~!$&'*+,;=:@".split(''), '%2F', '%C3%A9');
const segment = fc.array(pchar, { maxLength: 6 }).map((chars) => chars.join(''));
const uri = fc
  .record({
    scheme: fc.constantFrom('http', 'https', 'ftp', 'ws', 'wss', 'HTTP'),
    userinfo: fc.option(label, { nil: undefined }),
    host,
    port: fc.option(fc.integer({ min: 0, max: 65535 }), { nil: undefined }),
    path: fc.array(segment, { maxLength: 4 }),
    query: fc.option(fc.array(pchar, { maxLength: 8 }), { nil: undefined }),
    fragment: fc.option(fc.array(pchar, { maxLength: 8 }), { nil: undefined }),
    last: alnum,
  })
  .map((r) => {
    let text = `${r.scheme}://${r.userinfo === undefined ? '' : `${r.userinfo}@`}${r.host}`;
    if (r.port !== undefined) text += `:${r.port}`;
    for (const s of r.path) text += `/${s}`;
    if (r.query !== undefined) text += `?${r.query.join('')}`;
    if (r.fragment !== undefined) text += `#${r.fragment.join('')}`;
    // Ends with a letter or digit, so that no trailing character is the sentence's.
    return `${text}${r.fragment === undefined && r.query === undefined ? '/' : ''}${r.last}`;
  });
const separator = fc.constantFrom(
  ' ',
  '\n',
  ', ',
  '. ',
  '; ',
  '! ',
  '? ',
  ' (',
  ') ',
  '\t',
  '。',
  ' — ',
  '" ',
);

describe('joined URIs come back exactly', () => {
  it('bare, between any separators', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(uri, separator), { maxLength: 8 }),
        fc.boolean(),
        (parts, iri) => {
          const joined = parts.map(([u, s]) => u + s).join('');
          const matches = extractAll(joined, { iri });
          expect(matches.map((m) => m.uri)).toEqual(parts.map(([u]) => u));
          for (const m of matches) expect(joined.slice(m.start, m.end)).toBe(m.uri);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('in angle brackets broken across lines, and in quotes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(uri, fc.nat(), fc.boolean()), { maxLength: 6 }), (parts) => {
        const joined = parts
          .map(([u, at, quoted]) => {
            if (quoted) return `"${u}"`;
            // A line break anywhere after the scheme's ':' (where wrapping tools break).
            const colon = u.indexOf(':') + 1;
            const cut = colon + (at % (u.length - colon));
            return `<${u.slice(0, cut)}\n   ${u.slice(cut)}>`;
          })
          .join(' and ');
        const matches = extractAll(joined);
        expect(matches.map((m) => m.uri)).toEqual(parts.map(([u]) => u));
        expect(matches.map((m) => m.form)).toEqual(
          parts.map(([, , quoted]) => (quoted ? 'quoted' : 'angle')),
        );
      }),
      { numRuns: 300 },
    );
  });
});
