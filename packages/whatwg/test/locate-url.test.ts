// locateURL: the record is parseURL's, the errors validateURL's, and each span points at the
// component in the input as given, whatever was stripped or removed around it.
import { readSharedJson } from '@urikit/test-support';
import { locateURL, locateURLHost, parseURL, serializeHost, validateURL } from '@urikit/whatwg';
import { describe, expect, it } from 'vitest';

interface Row {
  input: string;
  base: string | null;
  failure?: boolean;
}

const rows = (readSharedJson<(Row | string)[]>('conformance/wpt/urltestdata.json') ?? []).filter(
  (row): row is Row => typeof row === 'object',
);

/** The input between two offsets without the tabs and newlines the parser removes. */
function read(input: string, start: number, end: number): string {
  let out = '';
  for (let i = start; i < end; i++) if (!'\t\n\r'.includes(input[i]!)) out += input[i];
  return out;
}

/** The code unit before `at` that the parser saw (tabs and newlines skipped). */
function before(input: string, at: number): string {
  let i = at - 1;
  while (i >= 0 && '\t\n\r'.includes(input[i]!)) i--;
  return input[i] ?? '';
}

describe('locateURL', () => {
  it('gives each component read from the input with its place', () => {
    const where = locateURL('HTTPS://u:p@Example.org:8080/p?q=1#f');
    expect(where.url?.host).toBe('example.org');
    expect(where.errors).toEqual([{ type: 'invalid-credentials', index: 11 }]);
    expect(where.scheme).toEqual({ start: 0, end: 5 });
    expect(where.userinfo).toEqual({ start: 8, end: 11 });
    expect(where.host).toEqual({ start: 12, end: 23 });
    expect(where.port).toEqual({ start: 24, end: 28 });
    expect(where.query).toEqual({ start: 31, end: 34 });
    expect(where.fragment).toEqual({ start: 35, end: 36 });
  });

  it('maps offsets back through the strip and the removal of tabs and newlines', () => {
    const quick = locateURL('  http://example.org/?a#b', undefined, { errors: false });
    expect(quick.host).toEqual({ start: 9, end: 20 });
    const where = locateURL('  ht\ttp://ex\nample.org/?a#b  ');
    expect(where.scheme).toEqual({ start: 2, end: 7 });
    expect(where.host).toEqual({ start: 10, end: 22 });
    expect(where.query).toEqual({ start: 24, end: 25 });
    expect(where.fragment).toEqual({ start: 26, end: 27 });
  });

  it('reports the host span of a host that fails, and what precedes a failure', () => {
    const where = locateURL('http://user@[::1/');
    expect(where.url).toBeNull();
    expect(where.userinfo).toEqual({ start: 7, end: 11 });
    expect(where.host).toEqual({ start: 12, end: 16 });
    expect(where.port).toBeUndefined();
    expect(locateURL('http://a:9x/').port).toBeUndefined();
    expect(locateURL('http://a:99999/').port).toEqual({ start: 9, end: 14 });
  });

  it('gives file hosts, empty hosts and opaque paths as the file host and path states read them', () => {
    expect(locateURL('file:///x').host).toEqual({ start: 7, end: 7 });
    expect(locateURL('file://host/x').host).toEqual({ start: 7, end: 11 });
    expect(locateURL('file:/x').host).toBeUndefined();
    expect(locateURL('file://C|/x').host).toBeUndefined();
    expect(locateURL('mailto:a@b?subject=x').host).toBeUndefined();
    expect(locateURL('mailto:a@b?subject=x').query).toEqual({ start: 11, end: 20 });
    expect(locateURL('http://a/x?').query).toEqual({ start: 11, end: 11 });
    expect(locateURL('http://a/x#').fragment).toEqual({ start: 11, end: 11 });
  });

  it('leaves out what comes from the base', () => {
    const where = locateURL('?x', 'https://a.example/p');
    expect(where.url?.host).toBe('a.example');
    expect(where.host).toBeUndefined();
    expect(where.query).toEqual({ start: 1, end: 2 });
  });

  it('throws TypeError for wrong-typed arguments and an invalid base', () => {
    expect(() => locateURL(1 as never)).toThrow('locateURL: input must be a string; got number');
    expect(() => locateURL('x', 2 as never)).toThrow(
      'locateURL: base must be a string; got number',
    );
    expect(() => locateURL('x', 'nope')).toThrow('locateURL: base is not a valid URL: "nope"');
    expect(() => locateURL('x', undefined, 1 as never)).toThrow(
      'locateURL: options must be an object; got number',
    );
    expect(() => locateURL('x', undefined, { errors: 'no' as never })).toThrow(
      'locateURL: options.errors must be a boolean; got string',
    );
  });

  it('locateURLHost: the spans of locateURL, the scheme and the serialized host, its TypeErrors', () => {
    expect(locateURLHost('HTTP://0x7f.1/').url).toEqual({ scheme: 'http', host: '127.0.0.1' });
    expect(locateURLHost('http://[0:0::1]:8080/').url).toEqual({ scheme: 'http', host: '[::1]' });
    expect(locateURLHost('mailto:a@b').url).toEqual({ scheme: 'mailto', host: null });
    expect(locateURLHost('file:///x').url).toEqual({ scheme: 'file', host: '' });
    expect(locateURLHost('b', 'http://a/x').url).toEqual({ scheme: 'http', host: 'a' });
    expect(() => locateURLHost(1 as never)).toThrow(
      'locateURLHost: input must be a string; got number',
    );
    expect(() => locateURLHost('x', 'nope')).toThrow(
      'locateURLHost: base is not a valid URL: "nope"',
    );
  });

  it.skipIf(rows.length === 0)('agrees with parseURL and validateURL on every WPT row', () => {
    let spans = 0;
    for (const { input, base } of rows) {
      const where = locateURL(input, base ?? undefined);
      const baseURL = base === null ? null : parseURL(base);
      expect(where.url, input).toEqual(parseURL(input, { baseURL }));
      expect(where.errors, input).toEqual(validateURL(input, base ?? undefined));
      // Without the validation errors, the same record and spans.
      const quick = locateURL(input, base ?? undefined, { errors: false });
      expect({ ...quick, errors: where.errors }, input).toEqual(where);
      expect(quick.errors).toEqual([]);
      // locateURLHost: the same spans, and of the record the scheme and the serialized host.
      const { url: record, ...located } = quick;
      expect(locateURLHost(input, base ?? undefined), input).toStrictEqual({
        ...located,
        url: record && {
          scheme: record.scheme,
          host: record.host === null ? null : serializeHost(record.host),
        },
      });
      for (const key of ['scheme', 'userinfo', 'host', 'port', 'query', 'fragment'] as const) {
        const span = where[key];
        if (span === undefined) continue;
        expect(0 <= span.start && span.start <= span.end && span.end <= input.length, input).toBe(
          true,
        );
        spans++;
      }
      if (where.url === null) continue;
      const { url } = where;
      if (where.scheme !== undefined) {
        expect(read(input, where.scheme.start, where.scheme.end).toLowerCase(), input).toBe(
          url.scheme,
        );
        expect(input[where.scheme.end], input).toBe(':');
      }
      if (where.userinfo !== undefined) expect(input[where.userinfo.end], input).toBe('@');
      if (where.port !== undefined && url.port !== null) {
        expect(Number(read(input, where.port.start, where.port.end)), input).toBe(url.port);
      }
      if (where.query !== undefined) expect(before(input, where.query.start), input).toBe('?');
      if (where.fragment !== undefined) {
        expect(before(input, where.fragment.start), input).toBe('#');
      }
      // An ASCII domain with nothing to decode is read as written, lower-cased.
      if (where.host !== undefined && typeof url.host === 'string' && url.host !== '') {
        const written = read(input, where.host.start, where.host.end);
        if (/^[\w.-]*$/.test(written)) expect(written.toLowerCase(), input).toBe(url.host);
      }
    }
    expect(spans).toBeGreaterThan(1500);
  });
});
