// `urikit inspect` and `urikit redact`: human and JSON output, batches over standard input, and
// their options.
import { describe, expect, it } from 'vitest';
import { urikit } from './fake-io.js';

describe('inspect', () => {
  it('prints each finding with carets under its characters', async () => {
    const result = await urikit(['inspect', '--no-whatwg', 'http://a/%2e%2e/x']);
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      '  http://a/%2e%2e/x',
      '           ^^^^^^',
      'danger[encoded-dot-segment] in the path (RFC 3986 §7.3; RFC 3986 §5.2.4):',
    ]);
  });

  it('prints JSON with the readings of a parser differential', async () => {
    const result = await urikit(['inspect', '--json', 'http:evil.example']);
    const { findings } = JSON.parse(result.stdout) as { findings: Array<Record<string, unknown>> };
    const host = findings.find(
      (f) => f['code'] === 'parser-differential' && f['component'] === 'host',
    );
    expect(host?.['readings']).toEqual({ whatwg: 'evil.example' });
    expect(findings.find((f) => f['code'] === 'slash-count')).toMatchObject({ start: 5, end: 5 });
  });

  it('inspects every line of standard input, one JSON line each', async () => {
    const result = await urikit(['inspect', '--json', '--no-whatwg'], {
      stdin: 'https://example.com/\nhttp://u:p@10.0.0.1/\n\u0000 not a uri \\\n',
    });
    expect(result.status).toBe(0);
    const lines = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { findings: Array<{ code: string }> });
    expect(lines.map((l) => l.findings.map((f) => f.code))).toEqual([
      [],
      ['password-in-userinfo', 'special-purpose-address'],
      ['not-rfc3986', 'whitespace-stripped'],
    ]);
  });

  it('says so when there is nothing to report', async () => {
    expect((await urikit(['inspect', 'https://example.com/a?b#c'])).stdout).toBe('no findings\n');
  });
});

describe('redact', () => {
  it('replaces passwords and secret parameters', async () => {
    const result = await urikit(['redact', 'https://u:pw@a.example/?sig=1&x=2']);
    expect(result.stdout).toBe('https://u:REDACTED@a.example/?sig=REDACTED&x=2\n');
  });

  it('takes more names and another marker, line by line', async () => {
    const result = await urikit(['redact', '--name', 'state,nonce', '--marker', '***'], {
      stdin: 'https://a/?state=1&nonce=2&q=3\nplain text\n',
    });
    expect(result.stdout).toBe('https://a/?state=***&nonce=***&q=3\nplain text\n');
  });

  it('refuses a marker that would add structure', async () => {
    const result = await urikit(['redact', '--marker', 'a&b', 'https://a/']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--marker');
  });
});
