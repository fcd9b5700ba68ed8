// web-platform-tests toascii.json and IdnaTestV2.json (read from ../shared): domain to ASCII
// through the URL constructor and both host setters, as WPT's toascii.window.js and
// IdnaTestV2.window.js run them. IDNA is @urikit/idn's, on Unicode UNICODE_VERSION.
import { UNICODE_VERSION } from '@urikit/idn';
import { readSharedJson } from '@urikit/test-support';
import { URL } from '@urikit/whatwg';
import { describe, expect, it } from 'vitest';

interface HostRow {
  input: string;
  output: string | null;
}

const toascii = readSharedJson<(string | HostRow)[]>('conformance/wpt/toascii.json');
const asciiRows = (toascii ?? []).filter((row): row is HostRow => typeof row === 'object');
const idna = readSharedJson<(string | HostRow)[]>('conformance/wpt/IdnaTestV2.json');
const idnaRows = (idna ?? []).filter((row): row is HostRow => typeof row === 'object');

function throughConstructor({ input, output }: HostRow): void {
  if (output === null) {
    expect(() => new URL(`https://${input}/x`)).toThrow(TypeError);
    return;
  }
  const url = new URL(`https://${input}/x`);
  expect([url.host, url.hostname, url.pathname, url.href]).toEqual([
    output,
    output,
    '/x',
    `https://${output}/x`,
  ]);
}

describe.skipIf(toascii === undefined)('WPT toascii.json', () => {
  it('has the 87 rows', () => {
    expect(asciiRows.length).toBe(87);
  });

  it.each(asciiRows.map((row, i) => [i, row.input, row] as const))(
    'row %i: %j (constructor)',
    (_i, _input, row) => throughConstructor(row),
  );

  it.each(asciiRows.map((row, i) => [i, row.input, row] as const))(
    'row %i: %j (host and hostname setters)',
    (_i, input, { output }) => {
      for (const setter of ['host', 'hostname'] as const) {
        const url = new URL('https://x/x');
        url[setter] = input;
        expect(url[setter]).toBe(output ?? 'x');
      }
    },
  );
});

describe.skipIf(idna === undefined)(`WPT IdnaTestV2.json (Unicode ${UNICODE_VERSION})`, () => {
  it('has the 2,670 rows a URL can carry (plus the empty input) and the header', () => {
    expect(idnaRows.filter((row) => row.input !== '').length).toBe(2670);
    expect(idnaRows.length).toBe(2671);
    expect(typeof idna?.[1]).toBe('string');
  });

  it('passes every row but the empty input, which a URL cannot carry', () => {
    const failures: string[] = [];
    for (const row of idnaRows) {
      if (row.input === '') continue;
      try {
        throughConstructor(row);
      } catch (error) {
        failures.push(`${JSON.stringify(row)}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
