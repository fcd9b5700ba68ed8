import { describe, expect, it } from 'vitest';
import { errorExcerpt } from '../src/index.js';

describe('errorExcerpt', () => {
  it('puts the caret under the offending character', () => {
    expect(errorExcerpt('http://a b/', 8)).toBe('  http://a b/\n          ^');
  });

  it('points past the end for an error at the end of the input', () => {
    expect(errorExcerpt('a%2', 3)).toBe('  a%2\n     ^');
  });

  it('shows a bounded window of a long input, marked with ellipses', () => {
    const input = `${'a'.repeat(1000)}%${'b'.repeat(1000)}`;
    const [text, caret] = errorExcerpt(input, 1000).split('\n') as [string, string];
    expect(text).toBe(`  …${'a'.repeat(40)}%${'b'.repeat(39)}…`);
    expect(caret.indexOf('^')).toBe(text.indexOf('%'));
  });

  it('replaces characters that take no column so that the caret lines up', () => {
    expect(errorExcerpt('a\tb\uD800c', 4)).toBe('  a\uFFFDb\uFFFDc\n      ^');
  });

  // Found by the fuzzer (packages/fuzz/corpus/exports/percent-encoding): a negative index made
  // the caret's indentation a negative count and repeat() threw a RangeError.
  it('never throws for an index outside the input', () => {
    expect(errorExcerpt('', -1)).toBe('  \n  ^');
    expect(errorExcerpt('ab', -5)).toBe('  ab\n  ^');
    for (const index of [99, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN]) {
      expect(errorExcerpt('ab', index)).toMatch(/\^$/);
    }
  });
});
