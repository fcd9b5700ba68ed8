// Growing texts for extract (RFC 3986 Appendix C) beside linkify-it: the hostile ones of the
// issue (a text of '(', of 'a.a.a.', of 'http://' repeated, of '<http:' repeated) and prose
// with links. Both run in their fuzzy modes, where they do the most work per character.
import type { ComplexityCase } from './complexity-cases.js';
import type { Contender } from './harness.js';
import { fuzzyContenders, prose } from './suites/extract.js';

/** `unit` repeated to about `size` characters. */
const repeat = (unit: string, size: number) =>
  unit.repeat(Math.max(1, Math.round(size / unit.length)));

const contenders = fuzzyContenders as unknown as Contender<never>[];
const paragraphs = prose(['http://example.com/a/b?c=d', 'https://x.example/(y)'], true, 20).join(
  ' ',
);

export const extractComplexityCases: ComplexityCase[] = [
  {
    id: 'extract-parens',
    title: 'extract, a text of `(`',
    make: (size) => repeat('(', size),
    contenders,
  },
  {
    id: 'extract-dots',
    title: 'extract, a text of `a.a.a.`',
    make: (size) => repeat('a.', size),
    contenders,
  },
  {
    id: 'extract-schemes',
    title: 'extract, a text of `http://` repeated',
    make: (size) => repeat('http://', size),
    contenders,
  },
  {
    id: 'extract-angles',
    title: 'extract, a text of `<http:` repeated',
    make: (size) => repeat('<http:', size),
    contenders,
  },
  {
    id: 'extract-long-url',
    title: 'extract, one long URL (`see http://example.com/segment/…/?key=value&… here`)',
    make: (size) =>
      `see http://example.com/${repeat('segment/', size / 2)}?${repeat('key=value&', size / 2)}x here`,
    contenders,
    // Issue 27: no cliff at any size up to 10 MB (pnpm complexity-extract).
    maxPerByteSpread: 2,
  },
  {
    id: 'extract-prose',
    title: 'extract, prose with links',
    make: (size) => repeat(`${paragraphs} `, size),
    contenders,
  },
];
