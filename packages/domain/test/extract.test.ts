// hasListedSuffix as @urikit/extract's `tlds` predicate: bare domains under a suffix the Public
// Suffix List names become links, file names and unlisted names do not.
import { extractAll } from '@urikit/extract';
import { describe, expect, it } from 'vitest';
import { hasListedSuffix } from '../src/index.js';

describe('extract with tlds: hasListedSuffix', () => {
  it('links bare domains under listed suffixes only', () => {
    const text = 'Visit example.co.uk/a, shop.example.notatld, alice.github.io. or run node.js';
    expect(extractAll(text, { suffix: true, tlds: hasListedSuffix }).map((m) => m.uri)).toEqual([
      'http://example.co.uk/a',
      'http://alice.github.io',
    ]);
  });

  it('reads IDN suffixes in either form', () => {
    const text = '见 例子.中国 and xn--fsqu00a.xn--fiqs8s';
    expect(
      extractAll(text, { iri: true, suffix: true, tlds: hasListedSuffix }).map((m) => m.uri),
    ).toEqual(['http://例子.中国', 'http://xn--fsqu00a.xn--fiqs8s']);
  });
});
