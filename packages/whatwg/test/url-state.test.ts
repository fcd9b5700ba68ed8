// A URL keeps only its href; url-state.ts reads the components back from it. Whatever the
// parser writes, the record read back from the serialization is the record the parser built:
// every row of urltestdata.json (against its base), generated inputs, and corpus lines.
import { readShared, readSharedJson } from '@urikit/test-support';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecord, plainContext } from '../src/api-parser.js';
import { idnaToASCII } from '../src/idna.js';
import { serializeRecord } from '../src/serialize.js';
import { HREF, PARAMS, PARTS, recordOf } from '../src/url-state.js';

const ctx = plainContext(idnaToASCII);

/** Parses `input` (against `base`) and checks the read-back record; false when it fails. */
function readsBack(input: string, base?: string): boolean {
  const baseRecord = base === undefined ? null : parseRecord(base, null, ctx);
  const record = parseRecord(input, baseRecord, ctx);
  if (record === null) return false;
  const state = { [HREF]: serializeRecord(record), [PARTS]: null, [PARAMS]: null };
  expect(recordOf(state), input).toEqual(record);
  return true;
}

const rows = (readSharedJson<unknown[]>('conformance/wpt/urltestdata.json') ?? []).filter(
  (row): row is { input: string; base: string | null } => typeof row === 'object',
);

describe('components read back from href', () => {
  it.skipIf(rows.length === 0)('agree with the parser on urltestdata.json', () => {
    let parsed = 0;
    for (const row of rows) if (readsBack(row.input, row.base ?? undefined)) parsed++;
    expect(parsed).toBeGreaterThan(600);
  });

  it('agree with the parser on generated inputs', () => {
    const piece = fc.constantFrom(
      'http:',
      'sc:',
      'file:',
      '//',
      '/',
      '?',
      '#',
      ':',
      ':8',
      '@',
      'u:p@',
      'a',
      '[::1]',
      '%40',
      '.',
      '..',
      '/./',
      '//x',
      '\\',
      'é',
      ' ',
      '%2e',
      'c:',
      '|',
      '=',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (parts) => {
        readsBack(parts.join(''));
        readsBack(parts.join(''), 'sc://h/a/b');
      }),
      { numRuns: 5000 },
    );
  });

  const corpus = (readShared('corpus/userbait.txt') ?? '').split('\n');
  it.skipIf(corpus.length < 2)('agree with the parser on corpus lines', () => {
    for (let i = 0; i < corpus.length; i += 5) readsBack(corpus[i]!.trim());
  });
});
