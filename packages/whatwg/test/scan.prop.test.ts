// The scan (scan.ts) agrees with the state machine (parser.ts) and the serializer: the same
// href, or failure for both, with no base and against bases of every kind. Inputs are generated
// from pieces near the edges of each component, and the corpus lines are read from ../shared.
import { readShared } from '@urikit/test-support';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecord, plainContext } from '../src/api-parser.js';
import { idnaToASCII } from '../src/idna.js';
import { scanURL } from '../src/scan.js';
import { serializeRecord } from '../src/serialize.js';
import { readParts } from '../src/url-state.js';

const ctx = plainContext(idnaToASCII);

const bases = [
  'http://u:p@example.com:81/a/b/c?q#f',
  'https://example.com/',
  'http://h',
  'file:///C:/a/b?q',
  'file://host/a/b',
  'file:///',
  'sc://h/a/b?q',
  'sc:/a/b',
  'sc:/.//a/b',
  'sc:opaque?q#f',
  'sc:opaque',
  'sc://h',
  'sc:',
];

/** Whether the scan and the state machine agree on `input` against `base`; true when it parses. */
function agrees(input: string, base?: string): boolean {
  const baseRecord = base === undefined ? null : parseRecord(base, null, ctx);
  const record = parseRecord(input, baseRecord, ctx);
  const href = scanURL(
    input,
    base === undefined ? null : readParts(scanURL(base, null, ctx)!),
    ctx,
  );
  expect(href, JSON.stringify([input, base])).toBe(
    record === null ? null : serializeRecord(record),
  );
  return href === input;
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

describe('scan', () => {
  it('fails where the state machine fails', () => {
    for (const input of [
      'sc://:12/',
      'http://:80/',
      'file://:1/',
      'sc://a:x',
      'http://u@/',
      'http://a:99999/',
      'http:',
    ]) {
      expect(agrees(input), input).toBe(false);
    }
  });

  it('agrees with the state machine on generated inputs', () => {
    let same = 0;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 9 }), (parts) => {
        if (agrees(parts.join(''))) same++;
      }),
      { numRuns: 20000 },
    );
    // Inputs already in serialized form are their own href.
    expect(same).toBeGreaterThan(500);
  });

  it('agrees with the state machine on generated inputs against a base', () => {
    fc.assert(
      fc.property(fc.constantFrom(...bases), fc.array(piece, { maxLength: 7 }), (base, parts) => {
        agrees(parts.join(''), base);
      }),
      { numRuns: 20000 },
    );
  });

  const corpus = ['kasztp', 'userbait', 'node_files', 'isaacs_files'].flatMap((name) =>
    (readShared(`corpus/${name}.txt`) ?? '').split('\n').filter((line) => line !== ''),
  );
  it.skipIf(corpus.length === 0)(
    'agrees with the state machine on the corpus, with and without a base',
    () => {
      let same = 0;
      for (let i = 0; i < corpus.length; i += 7) {
        if (agrees(corpus[i]!)) same++;
        agrees(corpus[i]!, bases[i % bases.length]);
      }
      expect(same / Math.ceil(corpus.length / 7)).toBeGreaterThan(0.95);
    },
  );
});
