import { readSharedJson } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';
import { type PercentEncodeSet, percentDecode, percentEncode } from '../src/index.js';

// web-platform-tests url/resources/percent-encoding.json: each row is an input and
// the expected percent-encoding per document encoding. The rows exercise WHATWG URL
// query encoding: the input is put in a URL's query and the serialized query is
// compared. We use only the `utf-8` outputs (RFC 3986 §2.5 prescribes UTF-8).
//
// What corresponds to our functions, honestly:
// - Non-ASCII characters and C0 controls are encoded by every set, WHATWG's and
//   ours, as the same UTF-8 octets; unreserved characters are left by both. On rows
//   made only of such characters, percentEncode must give the expected output for
//   every set.
// - The WHATWG query set leaves `\` and `|` alone; RFC 3986 allows neither anywhere
//   (they are in no class of Appendix A), so we encode them. On those rows the
//   expected output is the WPT output with exactly those characters encoded.
// - The expected outputs are well-formed percent-encodings of the inputs (a `\` or
//   `|` left alone decodes to itself), so percentDecode of the output must give the
//   input back, on every row.
type Row = { input: string; output: Record<string, string> };
const data = readSharedJson<Array<string | Row>>('conformance/wpt/percent-encoding.json');
const rows = (data ?? []).filter((row): row is Row => typeof row === 'object');
const sets: PercentEncodeSet[] = [
  'component',
  'userinfo',
  'host',
  'path',
  'path-segment',
  'query',
  'fragment',
];

const unreserved = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
function treatedAlike(input: string): boolean {
  for (const ch of input) {
    const c = ch.codePointAt(0)!;
    if (c >= 0x80 || c < 0x20 || c === 0x7f || unreserved.includes(ch)) continue;
    return false;
  }
  return true;
}

describe.skipIf(data === undefined)('web-platform-tests percent-encoding.json (utf-8)', () => {
  it('has the rows this test was written for', () => {
    expect(rows.length).toBe(7);
    expect(rows.every((row) => typeof row.output['utf-8'] === 'string')).toBe(true);
  });

  for (const row of rows) {
    const expected = row.output['utf-8']!;
    const name = JSON.stringify(row.input);
    if (treatedAlike(row.input)) {
      it(`percentEncode ${name} gives ${expected} in every set`, () => {
        for (const set of sets) expect(percentEncode(row.input, set)).toBe(expected);
      });
    } else {
      it(`percentEncode ${name} gives ${expected} with \\ and | encoded`, () => {
        const rfc3986 = expected.split('\\').join('%5C').split('|').join('%7C');
        for (const set of sets) expect(percentEncode(row.input, set)).toBe(rfc3986);
      });
    }
    it(`percentDecode ${expected} gives ${name}`, () => {
      expect(percentDecode(expected)).toBe(row.input);
    });
  }

  it('uses both kinds of rows', () => {
    const alike = rows.filter((row) => treatedAlike(row.input)).length;
    expect(alike).toBe(5);
    expect(rows.length - alike).toBe(2);
  });
});
