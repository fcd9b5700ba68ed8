// The parser-differential report on every input of the web-platform-tests' urltestdata.json: each
// finding's two readings are what @urikit/whatwg's `new URL()` and parse (or split) say; and
// checkFetchTarget reads the host of every special URL there exactly as the URL Standard's
// expected results do.
import { checkFetchTarget, type Finding, inspect } from '@urikit/security';
import { split, tryParse, type UriComponents } from '@urikit/syntax';
import { readSharedJson } from '@urikit/test-support';
import { URL } from '@urikit/whatwg';
import { describe, expect, it } from 'vitest';
import { readWhatwg } from '../src/url-standard.js';

interface Entry {
  input: string;
  base: string | null;
  failure?: boolean;
  protocol?: string;
  hostname?: string;
}

const data = readSharedJson<Array<Entry | string>>('conformance/wpt/urltestdata.json');
const entries = (data ?? []).filter((e): e is Entry => typeof e === 'object');

/** The seven components of `new URL(input)`, computed here independently of the package. */
function whatwgReading(input: string): UriComponents | undefined {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return undefined;
  }
  const rest = url.href.slice(url.protocol.length);
  const hash = url.href.indexOf('#');
  const beforeHash = hash < 0 ? url.href : url.href.slice(0, hash);
  const user = url.username;
  const password = url.password;
  return {
    scheme: url.protocol.slice(0, -1),
    userinfo:
      user === '' && password === '' ? undefined : password === '' ? user : `${user}:${password}`,
    host: rest.startsWith('//') ? url.hostname : undefined,
    port: url.port === '' ? undefined : url.port,
    path: url.pathname,
    query: url.search === '' ? (beforeHash.endsWith('?') ? '' : undefined) : url.search.slice(1),
    fragment: url.hash === '' ? (hash >= 0 ? '' : undefined) : url.hash.slice(1),
  };
}

describe.skipIf(data === undefined)('WPT urltestdata.json', () => {
  it('every differential finding carries the readings of new URL() and parse', () => {
    let findings = 0;
    let inputs = 0;
    for (const { input } of entries) {
      const found = inspect(input);
      for (const f of found) {
        expect(
          0 <= f.start && f.start <= f.end && f.end <= input.length,
          `${input} ${f.code}`,
        ).toBe(true);
      }
      const differential = found.filter((f: Finding) => f.code === 'parser-differential');
      if (differential.length === 0) continue;
      inputs++;
      const whatwg = whatwgReading(input)!;
      const rfc = tryParse(input) ?? split(input);
      for (const f of differential) {
        const component = f.component as keyof UriComponents;
        expect(f.readings, input).toEqual({ rfc3986: rfc[component], whatwg: whatwg[component] });
        findings++;
      }
    }
    console.log(`WPT differential: ${findings} findings on ${inputs} of ${entries.length} inputs`);
    expect(findings).toBeGreaterThan(150);
  });

  it('reports a host differential wherever the two readings reach different hosts', () => {
    let checked = 0;
    for (const { input } of entries) {
      const whatwg = whatwgReading(input);
      const rfc = tryParse(input);
      if (
        whatwg === undefined ||
        rfc === undefined ||
        rfc.host === undefined ||
        whatwg.host === undefined
      )
        continue;
      if (whatwg.scheme !== 'http' && whatwg.scheme !== 'https') continue;
      checked++;
      const differs = rfc.host.toLowerCase() !== whatwg.host && !rfc.host.startsWith('[');
      const reported = inspect(input).some(
        (f) => f.code === 'parser-differential' && f.component === 'host',
      );
      if (differs) expect(reported, input).toBe(true);
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('checkFetchTarget reads every special URL host as the URL Standard expects', () => {
    const special = ['http:', 'https:', 'ws:', 'wss:', 'ftp:'];
    const policy = { schemes: ['http', 'https', 'ws', 'wss', 'ftp'], allowUserinfo: true };
    let same = 0;
    for (const entry of entries) {
      if (entry.base !== null || entry.failure === true || !special.includes(entry.protocol ?? ''))
        continue;
      expect(checkFetchTarget(entry.input, policy).host, entry.input).toBe(entry.hostname);
      same++;
    }
    console.log(`WPT hosts read as expected: ${same}`);
    expect(same).toBeGreaterThan(100);
  });

  it('checkFetchTarget refuses every special URL the URL Standard cannot parse for its host', () => {
    let refused = 0;
    for (const entry of entries) {
      if (entry.base !== null || entry.failure !== true) continue;
      const scheme = entry.input.trim().slice(0, 6).toLowerCase();
      if (!scheme.startsWith('http:') && !scheme.startsWith('https:')) continue;
      let ok = true;
      try {
        new URL(entry.input);
      } catch {
        ok = false;
      }
      if (ok) continue;
      expect(checkFetchTarget(entry.input, { allowUserinfo: true }).allowed, entry.input).toBe(
        false,
      );
      refused++;
    }
    expect(refused).toBeGreaterThan(20);
  });
});

/** The host `new URL()` gives a file: URL, or undefined when it refuses the input. */
function runtimeFileHost(input: string): string | undefined {
  try {
    return new URL(input).hostname;
  } catch {
    return undefined;
  }
}

/**
 * Asserts that the reading of `input` reaches the host `new URL()` reaches. Returns whether the
 * parser accepted the input.
 */
function expectFileHost(input: string): boolean {
  const expected = runtimeFileHost(input);
  if (expected === undefined) return false;
  // URL Standard §4.4 file state: the host is always set, empty without an authority.
  const host = (reading: ReturnType<typeof readWhatwg>): string | undefined =>
    reading.failure !== undefined ? undefined : (reading.host?.host ?? '');
  expect(host(readWhatwg(input)), input).toBe(expected);
  return true;
}

describe('the file: host (URL Standard §4.4 file, file slash and file host states)', () => {
  it('is what new URL() reads: two slashes lead to the host, a third starts the path', () => {
    const inputs = [
      'file:///home/x',
      'file:////home/x',
      'file://host/x',
      'file://host',
      'file://host?q',
      'file://host#f',
      'file:/x',
      'file:x',
      'file:',
      'file://',
      'file:///',
      'file://C:/x',
      'file://c|/x',
      'file://C:',
      'file://localhost/x',
      'file://LOCALHOST/x',
      'file://%6Cocalhost/x',
      'file://localhost./x',
      'file:\\\\host\\x',
      'file:/\\host/x',
      'file:\\\\\\x',
      'file:///127.1/x',
      'file://127.1/x',
      'file://0x7f.1/x',
      'file:///0x7f.1/x',
      'FILE:///Users/x',
      'file://a-b.example/x',
      'file://xn--bcher-kva/x',
      'file://b\u00fccher/x',
      '  file:///home/x ',
      'file:/\t//home/x',
      'file://ho\nst/x',
    ];
    for (const input of inputs) expect(expectFileHost(input), input).toBe(true);
    // A file host holds no port or userinfo: new URL() refuses these, the reading fails on them.
    for (const input of ['file://ab:/x', 'file://a:b@c/x', 'file://a b/x']) {
      expect(runtimeFileHost(input), input).toBeUndefined();
      expect(readWhatwg(input).failure, input).toBeDefined();
    }
  });

  it.skipIf(data === undefined)('is what new URL() reads for every file: row of WPT', () => {
    let checked = 0;
    for (const entry of entries) {
      if (entry.base !== null) continue;
      const input = entry.input;
      let start = 0;
      while (start < input.length && input.charCodeAt(start) <= 0x20) start++;
      if (input.slice(start, start + 5).toLowerCase() !== 'file:') continue;
      if (!expectFileHost(input)) continue;
      if (entry.failure !== true && entry.hostname !== undefined) {
        expect(runtimeFileHost(input), input).toBe(entry.hostname);
      }
      checked++;
    }
    console.log(`WPT file: hosts read as new URL() reads them: ${checked}`);
    expect(checked).toBeGreaterThan(20);
  });

  it('judges the host new URL() reaches, not the first path segment', () => {
    const codes = (input: string) => inspect(input, { whatwg: false }).map((f) => f.code);
    // file:///127.1/x has an empty host: 127.1 is a path segment.
    expect(codes('file:///127.1/x')).toEqual([]);
    expect(codes('file://127.1/x')).toEqual(['ipv4-rare-form', 'special-purpose-address']);
    expect(codes('file:///169.254.169.254/x')).toEqual([]);
    expect(codes('file://169.254.169.254/x')).toContain('cloud-metadata');
    expect(codes('file:///localhost.internal/x')).toEqual([]);
  });

  it('reports no host differential where both readings reach the same (empty) host', () => {
    for (const input of ['file:///home/x', 'file:///Users/x?q#f', 'file://host/x', 'file:////x']) {
      const found = inspect(input).filter((f) => f.code === 'parser-differential');
      for (const f of found) {
        const whatwg = whatwgReading(input)!;
        const rfc = tryParse(input) ?? split(input);
        const component = f.component as keyof UriComponents;
        expect(f.readings, input).toEqual({ rfc3986: rfc[component], whatwg: whatwg[component] });
      }
      expect(
        found.some((f) => f.component === 'host'),
        input,
      ).toBe(false);
    }
  });
});
