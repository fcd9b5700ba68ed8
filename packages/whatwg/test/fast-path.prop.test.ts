// The fast path (fast-path.ts) agrees with the full parser: whenever it accepts an input, its
// href is the one the basic URL parser and the serializer give. Inputs are
// generated near the fast path's edges, and the corpus lines are read from ../shared.
import { readShared } from '@urikit/test-support';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecord, plainContext } from '../src/api-parser.js';
import { fastHref } from '../src/fast-path.js';
import { idnaToASCII } from '../src/idna.js';
import { serializeRecord } from '../src/serialize.js';

const ctx = plainContext(idnaToASCII);

function agrees(input: string): boolean {
  const fast = fastHref(input);
  if (fast === undefined) return false;
  const record = parseRecord(input, null, ctx);
  expect(record, input).not.toBe(null);
  expect(fast).toBe(serializeRecord(record!));
  return true;
}

const piece = fc.constantFrom(
  'http:',
  'https:',
  'ws:',
  'wss:',
  'ftp:',
  'file:',
  'sc:',
  'Http:',
  'httpx:',
  'htt:',
  'fil:',
  '//',
  '/',
  '///',
  '?',
  '#',
  ':',
  ':80',
  ':443',
  ':21',
  ':0',
  ':08',
  ':65535',
  ':65536',
  ':',
  'a',
  'b.c',
  'xn--a',
  'axn--b',
  'x.0x1',
  'a.1',
  '1.2.3.4',
  'a.b.',
  'localhost',
  'c:',
  'C|',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '.a',
  'a.',
  '%',
  '%4',
  '%41',
  '\\',
  '|',
  ' ',
  '^',
  '`',
  '{',
  "'",
  '"',
  '<',
  '>',
  '@',
  '[',
  ']',
  '\t',
  '\u0000',
  '\u007f',
  'é',
  'A',
  '-',
  '_',
  '~',
  '!',
  '&=',
);

describe('fast path', () => {
  it('refuses the failures it could mistake for serialized URLs', () => {
    for (const input of [
      'sc://:12/',
      'http://:80/',
      'file://:1/',
      'http://a:/',
      'sc://a:',
      'http:/a',
    ]) {
      expect(fastHref(input), input).toBe(undefined);
    }
  });

  it('agrees with the full parser on generated inputs', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 9 }), (parts) => {
        if (agrees(parts.join(''))) accepted++;
      }),
      { numRuns: 20000 },
    );
    expect(accepted).toBeGreaterThan(500);
  });

  const corpus = ['kasztp', 'userbait', 'node_files', 'isaacs_files'].flatMap((name) =>
    (readShared(`corpus/${name}.txt`) ?? '').split('\n').filter((line) => line !== ''),
  );
  it.skipIf(corpus.length === 0)(
    'agrees with the full parser on the corpus, and takes most of it',
    () => {
      let accepted = 0;
      for (let i = 0; i < corpus.length; i += 7) if (agrees(corpus[i]!)) accepted++;
      expect(accepted / Math.ceil(corpus.length / 7)).toBeGreaterThan(0.95);
    },
  );
});
