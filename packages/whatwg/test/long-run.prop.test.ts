// The byte scans of long runs (long-run.ts) agree with the full parser: long paths, queries,
// fragments and hosts with every kind of stop (dot segments, "%2e", "?", "#", "\", a space,
// non-ASCII, upper case) placed around the first chunk ends (16,384 code points).
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecord, plainContext } from '../src/api-parser.js';
import { fastHref } from '../src/fast-path.js';
import { idnaToASCII } from '../src/idna.js';
import { serializeRecord } from '../src/serialize.js';

const ctx = plainContext(idnaToASCII);
const CHUNK = 16_384;

function check(input: string): void {
  const fast = fastHref(input);
  const record = parseRecord(input, null, ctx);
  if (fast === undefined) return;
  expect(record, input.slice(0, 80)).not.toBe(null);
  expect(fast).toBe(serializeRecord(record!));
}

const stops = [
  '/./',
  '/../',
  '/%2e/',
  '/.%2E/',
  '/.a/',
  '/a./',
  '/%41/',
  '?',
  '#',
  '\\',
  ' ',
  'é',
  'A',
  '|',
  '%',
  '..',
  '/.',
  '/',
];

describe('long runs read as bytes', () => {
  it('agree with the full parser around the chunk ends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'http://example.com/',
          'http://example.com/?',
          'http://example.com/#',
          'sc://h/',
          'sc:/',
          'http://',
        ),
        fc.integer({ min: CHUNK - 12, max: CHUNK + 12 }),
        fc.constantFrom(...stops),
        fc.constantFrom('seg/', 'ab', 'a.b/', 'x=1&'),
        (head, at, stop, unit) => {
          let body = '';
          while (body.length < at) body += unit;
          check(`${head}${body.slice(0, at)}${stop}${body.slice(0, 2000)}x`);
          if (head === 'http://') check(`${head}${'label.'.repeat(3000)}com${stop}/x`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('take the fast path for long plain inputs', () => {
    for (const input of [
      `http://example.com/${'segment/'.repeat(5000)}`,
      `http://example.com/?${'key=value&'.repeat(5000)}end`,
      `http://${'label.'.repeat(5000)}com/`,
      `http://example.com/#${'frag'.repeat(5000)}`,
      // Dots everywhere but at a segment's start, and segments that start with one: each dot
      // costs one search, each segment start one search for its end.
      `http://example.com/${'a.'.repeat(200_000)}`,
      `http://example.com/${'.a/'.repeat(100_000)}`,
      `http://example.com/${'%41%2/'.repeat(50_000)}`,
    ]) {
      expect(fastHref(input), input.slice(0, 30)).not.toBe(undefined);
      check(input);
    }
    expect(fastHref(`http://example.com/${'segment/'.repeat(5000)}../x`)).toBe(undefined);
  });
});
