// Linear time on hostile text: four times the input takes about four times as long (quadratic
// work would take sixteen). The benchmark package's complexity suite has the full table.
import { type ExtractOptions, extractAll } from '@urikit/extract';
import { charactersRead as work } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';

const all: ExtractOptions = { suffix: true, tlds: ['a', 'com'], email: true, iri: true };

/** Texts of about `size` characters, each a worst case for one part of the scanner. */
const hostile: [string, (size: number) => string, ExtractOptions][] = [
  ['open parentheses', (size) => '('.repeat(size), all],
  ['http:// repeated', (size) => 'http://'.repeat(size / 7), {}],
  ['( after a scheme', (size) => `http://a/${'('.repeat(size)}`, {}],
  ['a.a.a.', (size) => 'a.a.a.'.repeat(size / 6), all],
  ['/a.a.a.', (size) => `/${'a.'.repeat(size / 2)}`, all],
  ['www. repeated', (size) => 'www.'.repeat(size / 4), all],
  ['a@ repeated', (size) => 'a@'.repeat(size / 2), all],
  ['a@a. repeated', (size) => 'a@a.'.repeat(size / 4), all],
  ['http:%zz, repeated (dropped)', (size) => 'http://a%zz,'.repeat(size / 12), {}],
  ['www.a%zz, repeated (dropped)', (size) => 'www.a%zz,'.repeat(size / 9), all],
  ['<http: repeated', (size) => '<http:'.repeat(size / 6), {}],
  ['"http: repeated', (size) => '"http:'.repeat(size / 6), {}],
  ['<http:// then spaces', (size) => `<http://${'a '.repeat(size / 2)}`, {}],
  ['URL: repeated', (size) => 'URL:'.repeat(size / 4), {}],
  ['a: repeated', (size) => 'a:'.repeat(size / 2), {}],
  ['scheme letters then a colon', (size) => `${'a'.repeat(size)}:`, {}],
  ['unbalanced ) at the end', (size) => `http://a/${')'.repeat(size)}`, {}],
  ['dots at the end', (size) => `http://a/${'.'.repeat(size)}`, {}],
  [
    'prose with links',
    (size) => 'See http://example.com/a_(b) and <https://x.example/y>, then. '.repeat(size / 62),
    all,
  ],
];

describe('linear time', () => {
  it.each(hostile)('%s: four times the text, four times the work', (_name, make, options) => {
    const small = make(50_000);
    const large = make(200_000);
    const a = work(() => extractAll(small, options));
    const b = work(() => extractAll(large, options));
    // Linear is ×4 (a little less where fixed costs count); quadratic would be ×16.
    expect(b / a).toBeLessThan(4.2);
    // And a few reads per character at most, whatever the text.
    expect(b / large.length).toBeLessThan(12);
  });

  // The three texts of the issue at 10 MB (their work is linear by the test above; the
  // benchmark package's complexity suite times them): no stack, no quadratic step, one match.
  it('extracts from 10 MB of (, of http:// and of a.a.a.', () => {
    const matches = hostile.slice(0, 4).map(([, make, options]) => {
      const text = make(10_000_000);
      return extractAll(text, options).map((m) => [m.start, m.end - text.length, m.form]);
    });
    expect(matches).toEqual([[], [[0, 0, 'bare']], [[0, 0, 'bare']], [[0, -1, 'suffix']]]);
  }, 60_000);
});
