import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { split, type UriComponents } from '../src/index.js';

const _ = undefined;

// The regular expression of RFC 3986 Appendix B, as the test's oracle ('.' read as any
// character, as POSIX does); the library itself computes the same answer without it.
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#([\s\S]*))?/;

function authorityOf(c: UriComponents): string | undefined {
  if (c.host === undefined) return undefined;
  return `${c.userinfo === undefined ? '' : `${c.userinfo}@`}${c.host}${c.port === undefined ? '' : `:${c.port}`}`;
}

function expectAppendixB(input: string): void {
  const m = APPENDIX_B.exec(input)!;
  const c = split(input);
  expect(c.scheme).toBe(m[2]);
  expect(authorityOf(c)).toBe(m[4]);
  expect(c.path).toBe(m[5]);
  expect(c.query).toBe(m[7]);
  expect(c.fragment).toBe(m[9]);
}

describe('split (Appendix B)', () => {
  it('gives the RFC example its five components', () => {
    expect(split('http://www.ics.uci.edu/pub/ietf/uri/#Related')).toStrictEqual({
      scheme: 'http',
      userinfo: _,
      host: 'www.ics.uci.edu',
      port: _,
      path: '/pub/ietf/uri/',
      query: _,
      fragment: 'Related',
    });
  });

  const cases: [input: string, expected: UriComponents][] = [
    ['', { scheme: _, userinfo: _, host: _, port: _, path: '', query: _, fragment: _ }],
    [':', { scheme: _, userinfo: _, host: _, port: _, path: ':', query: _, fragment: _ }],
    [
      'a b:c d',
      { scheme: 'a b', userinfo: _, host: _, port: _, path: 'c d', query: _, fragment: _ },
    ],
    ['1a:b', { scheme: '1a', userinfo: _, host: _, port: _, path: 'b', query: _, fragment: _ }],
    ['/a:b', { scheme: _, userinfo: _, host: _, port: _, path: '/a:b', query: _, fragment: _ }],
    [
      'http://a@b@c:d:80/x',
      {
        scheme: 'http',
        userinfo: 'a@b',
        host: 'c:d',
        port: '80',
        path: '/x',
        query: _,
        fragment: _,
      },
    ],
    [
      'http://[::1',
      { scheme: 'http', userinfo: _, host: '[::1', port: _, path: '', query: _, fragment: _ },
    ],
    [
      'http://[::1]:8',
      { scheme: 'http', userinfo: _, host: '[::1]', port: '8', path: '', query: _, fragment: _ },
    ],
    [
      'http://[::1]x:8',
      { scheme: 'http', userinfo: _, host: '[::1]x', port: '8', path: '', query: _, fragment: _ },
    ],
    [
      'http://[::1]',
      { scheme: 'http', userinfo: _, host: '[::1]', port: _, path: '', query: _, fragment: _ },
    ],
    ['//:', { scheme: _, userinfo: _, host: '', port: '', path: '', query: _, fragment: _ }],
    [
      '//a:b c',
      { scheme: _, userinfo: _, host: 'a', port: 'b c', path: '', query: _, fragment: _ },
    ],
    [
      '\\\\server\\share',
      {
        scheme: _,
        userinfo: _,
        host: _,
        port: _,
        path: '\\\\server\\share',
        query: _,
        fragment: _,
      },
    ],
    [
      ' http://x ',
      { scheme: ' http', userinfo: _, host: 'x ', port: _, path: '', query: _, fragment: _ },
    ],
    [
      '?a?b#c#d\ne',
      { scheme: _, userinfo: _, host: _, port: _, path: '', query: 'a?b', fragment: 'c#d\ne' },
    ],
  ];
  it.each(cases)('%j', (input, expected) => {
    expect(split(input)).toStrictEqual(expected);
    expectAppendixB(input);
  });

  it('agrees with the Appendix B regular expression on any string', () => {
    const delimiters = fc.constantFrom(
      ':',
      '/',
      '?',
      '#',
      '@',
      '[',
      ']',
      'a',
      '1',
      ' ',
      '\n',
      'é',
      '\ud800',
    );
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.array(delimiters, { maxLength: 30 }).map((a) => a.join('')),
    );
    fc.assert(
      fc.property(text, (input) => {
        expectAppendixB(input);
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses only non-strings, with a TypeError', () => {
    expect(() => split(42 as unknown as string)).toThrow(
      new TypeError('split: input must be a string; got number'),
    );
  });
});
