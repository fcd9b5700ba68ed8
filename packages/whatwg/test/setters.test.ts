// web-platform-tests url/resources/setters_tests.json (read from ../shared): every setter row.
import { readSharedJson } from '@urikit/test-support';
import { URL } from '@urikit/whatwg';
import { describe, expect, it } from 'vitest';

interface SetterRow {
  comment?: string;
  href: string;
  new_value: string;
  expected: Record<string, string>;
}

const data = readSharedJson<Record<string, SetterRow[] | string>>(
  'conformance/wpt/setters_tests.json',
);
const rows = Object.entries(data ?? {}).flatMap(([setter, list]) =>
  setter === 'comment' || typeof list === 'string' ? [] : list.map((row) => [setter, row] as const),
);

describe.skipIf(data === undefined)('WPT setters_tests.json', () => {
  it('has the 278 rows', () => {
    expect(rows.length).toBe(278);
  });

  it.each(rows.map(([setter, row], i) => [i, setter, row.href, row.new_value, row] as const))(
    'row %i: %s of %j = %j',
    (_i, setter, href, value, row) => {
      const url = new URL(href) as unknown as Record<string, string>;
      url[setter] = value;
      const actual = Object.fromEntries(Object.keys(row.expected).map((key) => [key, url[key]]));
      expect(actual).toEqual(row.expected);
    },
  );
});
