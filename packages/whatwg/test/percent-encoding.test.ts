// web-platform-tests percent-encoding.json (read from ../shared): the UTF-8 column, in the
// query and the fragment of a special URL, as percent-encoding.window.js reads them.
import { readSharedJson } from '@urikit/test-support';
import { URL } from '@urikit/whatwg';
import { describe, expect, it } from 'vitest';

interface Row {
  input: string;
  output: Record<string, string>;
}

const data = readSharedJson<(string | Row)[]>('conformance/wpt/percent-encoding.json');
const rows = (data ?? []).filter((row): row is Row => typeof row === 'object');

describe.skipIf(data === undefined)('WPT percent-encoding.json (utf-8)', () => {
  it('has the 7 rows, each with a utf-8 output', () => {
    expect(rows.filter((row) => row.output['utf-8'] !== undefined).length).toBe(7);
  });

  it.each(rows.map((row) => [row.input, row.output['utf-8']!] as const))(
    '%j → %j',
    (input, output) => {
      const url = new URL(`https://doesnotmatter.invalid/?${input}#${input}`);
      expect(url.search).toBe(`?${output}`);
      expect(url.hash).toBe(`#${output}`);
    },
  );
});
