// web-platform-tests url/resources/urltestdata.json (read from ../shared): every row through
// the URL constructor (href, every component, origin), URL.canParse and URL.parse.
import { readSharedJson } from '@urikit/test-support';
import { URL } from '@urikit/whatwg';
import { describe, expect, it } from 'vitest';

interface Row {
  input: string;
  base: string | null;
  failure?: boolean;
  href?: string;
  origin?: string;
  protocol?: string;
  username?: string;
  password?: string;
  host?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
  search?: string;
  hash?: string;
}

const data = readSharedJson<(string | Row)[]>('conformance/wpt/urltestdata.json');
const rows = (data ?? []).filter((row): row is Row => typeof row === 'object');

describe.skipIf(data === undefined)('WPT urltestdata.json', () => {
  it('has the 891 rows', () => {
    expect(rows.length).toBe(891);
  });

  it.each(rows.map((row, i) => [i, row.input, row.base, row] as const))(
    'row %i: %j against %j',
    (_i, input, base, row) => {
      const args: [string, string?] = base === null ? [input] : [input, base];
      if (row.failure) {
        expect(() => new URL(...args)).toThrow(TypeError);
        expect(URL.canParse(...args)).toBe(false);
        expect(URL.parse(...args)).toBe(null);
        return;
      }
      const url = new URL(...args);
      expect({
        href: url.href,
        protocol: url.protocol,
        username: url.username,
        password: url.password,
        host: url.host,
        hostname: url.hostname,
        port: url.port,
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
      }).toEqual({
        href: row.href,
        protocol: row.protocol,
        username: row.username,
        password: row.password,
        host: row.host,
        hostname: row.hostname,
        port: row.port,
        pathname: row.pathname,
        search: row.search,
        hash: row.hash,
      });
      if (row.origin !== undefined) expect(url.origin).toBe(row.origin);
      expect(url.toJSON()).toBe(row.href);
      expect(String(url)).toBe(row.href);
      expect(URL.canParse(...args)).toBe(true);
      expect(URL.parse(...args)?.href).toBe(row.href);
    },
  );
});
