// Linear time on hostile URLs: four times the input, about four times the characters read
// (quadratic work would read sixteen times as many). normalize-url's own test times data URLs
// of `,#` runs; here the work is counted (charactersRead) instead of timed, so it cannot flake.
import { normalizeUrl, type Options } from '@urikit/normalize-url';
import { charactersRead } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';

const all: Options = {
  stripAuthentication: false,
  stripTextFragment: true,
  removeDirectoryIndex: true,
  emptyQueryValue: 'preserve',
  customProtocols: ['sindre'],
};

/** URLs of about `size` characters, each a worst case for one step. */
const hostile: [string, (size: number) => string][] = [
  ['data: URL of ,# runs', (size) => `data:${',#'.repeat(size / 2)}\ra`],
  ['data: URL of quoted pairs', (size) => `data:;a="${'\\"'.repeat(size / 2)};base64,x`],
  ['data: URL of ; runs', (size) => `data:${';a=b'.repeat(size / 4)},x`],
  ['protocol lookalike starts', (size) => `http://h/${'+a'.repeat(size / 2)}//x`],
  ['a long lookalike scheme', (size) => `http://h/${'a'.repeat(size)}://x//y`],
  ['slash runs', (size) => `http://h/${'a//'.repeat(size / 3)}`],
  ['lone percent signs in the path', (size) => `http://h/${'%'.repeat(size)}`],
  ['triplets in the path', (size) => `http://h/${'%41%2f%E0'.repeat(size / 9)}`],
  ['backslashes in a custom path', (size) => `sindre://h/${'\\'.repeat(size)}`],
  ['query parameters', (size) => `http://h/?${'b=%E0&a&'.repeat(size / 8)}`],
  ['reserved triplets in the query', (size) => `http://h/?${'%3A=%2F&'.repeat(size / 8)}`],
  ['text directive starts', (size) => `http://h/#${':~:'.repeat(size / 3)}`],
  ['trailing dots', (size) => `http://a${'.'.repeat(size)}/`],
  [
    'white space around',
    (size) =>
      `${' \u00a0'.repeat(size / 4)}http://h/${'\t'.repeat(size / 4)}x${' \ufeff'.repeat(size / 4)}`,
  ],
  ['credentials', (size) => `http://${'%7e%'.repeat(size / 3)}@h/`],
];

describe('linear time', () => {
  it.each(hostile)('%s: four times the URL, four times the work', (_name, make) => {
    const small = make(20_000);
    const large = make(80_000);
    const outcome = (input: string) => () => {
      try {
        normalizeUrl(input, all);
      } catch {}
    };
    const a = charactersRead(outcome(small));
    const b = charactersRead(outcome(large));
    // Linear is ×4 (a little less where fixed costs count); quadratic would be ×16.
    expect(b / a).toBeLessThan(4.3);
    expect(b / large.length).toBeLessThan(40);
  });
});
