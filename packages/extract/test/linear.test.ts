// Linear time on hostile text: four times the input takes about four times as long (quadratic
// work would take sixteen). The benchmark package's complexity suite has the full table.
import { type ExtractOptions, extractAll } from '@urikit/extract';
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
  ['http:%zz, repeated (repairs)', (size) => 'http://a%zz,'.repeat(size / 12), {}],
  ['www.a%zz, repeated (repairs)', (size) => 'www.a%zz,'.repeat(size / 9), all],
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

function best(run: () => void): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    run();
    min = Math.min(min, performance.now() - t0);
  }
  return min;
}

describe('linear time', () => {
  it.each(hostile)('%s', (_name, make, options) => {
    const small = make(100_000);
    const large = make(400_000);
    // Warm up until the scanner is optimized, so that neither size pays for compilation.
    for (let i = 0; i < 3; i++) extractAll(small, options);
    const a = best(() => extractAll(small, options));
    const b = best(() => extractAll(large, options));
    // Linear is ×4; quadratic would be ×16. Timer resolution aside, ×10 leaves room for noise.
    expect(b / Math.max(a, 0.5)).toBeLessThan(10);
  });

  // The three texts of the issue, at 10 MB: a fraction of a second each when linear.
  it('extracts 10 MB of (, of a.a.a. and of http:// in bounded time', () => {
    for (const [name, make, options] of hostile.slice(0, 4)) {
      const text = make(10_000_000);
      const t0 = performance.now();
      extractAll(text, options);
      expect(performance.now() - t0, name).toBeLessThan(5_000);
    }
  }, 60_000);
});
