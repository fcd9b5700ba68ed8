// `urikit whatwg`: the URL Standard's record, href and validation errors (carets, --json), the
// base, failures with the error the parser fails on, and batch mode.
import { describe, expect, it } from 'vitest';
import { urikit } from './fake-io.js';

describe('urikit whatwg', () => {
  it('prints the record, href and validation errors as JSON', async () => {
    const result = await urikit(['whatwg', '--json', 'http://u@0x7f.1:80/a/%2e%2e/b']);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      href: 'http://u@127.0.0.1/b',
      record: {
        scheme: 'http',
        username: 'u',
        password: '',
        host: '127.0.0.1',
        port: null,
        path: ['b'],
        query: null,
        fragment: null,
      },
      validationErrors: [
        { type: 'invalid-credentials', index: 8 },
        { type: 'IPv4-too-few-parts', index: 9 },
        { type: 'IPv4-non-decimal-part', index: 9 },
      ],
    });
  });

  it('puts a caret under each validation error, counting code points', async () => {
    const result = await urikit(['whatwg', 'https://😀.example/ x']);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.at(-1)).toBe('validation error invalid-URL-unit at index 19');
    // 😀 is two code units and one column.
    expect(lines.at(-2)).toBe(`  ${' '.repeat(18)}^`);
    expect(result.stdout).toContain('host: "xn--e28h.example"');
  });

  it('reads an opaque path and the IPv6 host as the standard serializes them', async () => {
    const out = JSON.parse((await urikit(['whatwg', '--json', 'sc:a b?c'])).stdout);
    expect(out.record.path).toBe('a b');
    expect(out.record.host).toBeNull();
    const v6 = JSON.parse((await urikit(['whatwg', '--json', 'http://[0::1]/'])).stdout);
    expect(v6.record.host).toBe('[::1]');
  });

  it('resolves against --base, and refuses a --base that is no URL', async () => {
    const out = JSON.parse(
      (await urikit(['whatwg', '--json', '--base', 'https://a.example/x/y', '../z'])).stdout,
    );
    expect(out.href).toBe('https://a.example/z');
    const bad = await urikit(['whatwg', '--base', 'nope', 'x']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--base is not a valid URL: 'nope'");
  });

  it('fails with the validation error the parser fails on', async () => {
    const result = await urikit(['whatwg', 'http://a:99999/']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "error[port-out-of-range]: the URL Standard's parser fails: port-out-of-range at index 9",
    );
    expect((await urikit(['whatwg', '/relative'])).stderr).toContain(
      'missing-scheme-non-relative-URL',
    );
  });

  it('reads one URL a line in a batch, an error record for each failure', async () => {
    const result = await urikit(['whatwg', '--json'], {
      stdin: 'HTTP://A/\nhttp://a b/\n',
    });
    const lines = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0].href).toBe('http://a/');
    expect(lines[1].error.code).toBe('domain-to-ASCII');
    expect(result.status).toBe(1);
  });
});
