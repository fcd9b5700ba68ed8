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

describe('inspect --fail-on (issue 29: a CI gate)', () => {
  // http://10.0.0.1/ has a danger finding; http://a/?x=%41 an info one at most.
  it('exits with 1 when a finding of that severity or a higher one appears', async () => {
    const danger = await urikit([
      'inspect',
      '--no-whatwg',
      '--fail-on',
      'danger',
      'http://10.0.0.1/',
    ]);
    expect(danger.status).toBe(1);
    expect(danger.stdout).toContain('danger[special-purpose-address]');
    expect(danger.stderr).toBe('');
    for (const level of ['info', 'warning', 'danger']) {
      const result = await urikit([
        'inspect',
        '--no-whatwg',
        '--fail-on',
        level,
        'http://10.0.0.1/',
      ]);
      expect(result.status).toBe(1);
    }
    const clean = await urikit(['inspect', '--fail-on', 'info', 'https://example.com/']);
    expect(clean).toMatchObject({ status: 0, stdout: 'no findings\n' });
  });

  it('ranks info below warning below danger', async () => {
    const findings = JSON.parse(
      (await urikit(['inspect', '--no-whatwg', '--json', 'http://a.example:80/'])).stdout,
    ) as { findings: { severity: string }[] };
    const severities = new Set(findings.findings.map((f) => f.severity));
    const status = async (level: string): Promise<number> =>
      (await urikit(['inspect', '--no-whatwg', '--fail-on', level, 'http://a.example:80/'])).status;
    expect(await status('info')).toBe(severities.size > 0 ? 1 : 0);
    expect(await status('danger')).toBe(severities.has('danger') ? 1 : 0);
    expect(await status('warning')).toBe(
      severities.has('danger') || severities.has('warning') ? 1 : 0,
    );
  });

  it('fails a batch when any line has such a finding, and prints every line', async () => {
    const stdin = 'https://example.com/\nhttp://u:p@10.0.0.1/\nhttps://example.org/\n';
    const failing = await urikit(['inspect', '--json', '--no-whatwg', '--fail-on', 'danger'], {
      stdin,
    });
    expect(failing.status).toBe(1);
    expect(failing.stdout.trimEnd().split('\n')).toHaveLength(3);
    const passing = await urikit(['inspect', '--json', '--no-whatwg', '--fail-on', 'danger'], {
      stdin: 'https://example.com/\nhttps://example.org/\n',
    });
    expect(passing.status).toBe(0);
  });

  it('refuses an unknown severity as a usage error', async () => {
    const result = await urikit(['inspect', '--fail-on', 'high', 'http://a/']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--fail-on must be one of info, warning, danger');
  });
});

describe('redact --text (issue 29: logs)', () => {
  it('redacts every URI of a text given as the operand, keeping every other byte', async () => {
    const result = await urikit([
      'redact',
      '--text',
      '2026-11-26T10:00:00Z GET http://u:pw@h/?token=abc 200',
    ]);
    expect(result).toMatchObject({
      status: 0,
      stdout: '2026-11-26T10:00:00Z GET http://u:REDACTED@h/?token=REDACTED 200\n',
      stderr: '',
    });
  });

  it('reads all of standard input as one text, line ends and all', async () => {
    const log = 'a https://u:p@x/ b\r\n\r\nc <https://x/?sig=1> d\n';
    const result = await urikit(['redact', '--text'], { stdin: log });
    expect(result.stdout).toBe('a https://u:REDACTED@x/ b\r\n\r\nc <https://x/?sig=REDACTED> d\n');
  });

  it('reads the file of --file, with the options of redact', async () => {
    const result = await urikit(['redact', '--text', '--all-userinfo', '--file', 'app.log'], {
      files: { 'app.log': 'x=postgres://app:pw@db/main' },
    });
    expect(result.stdout).toBe('x=postgres://REDACTED@db/main\n');
  });

  it('needs --text for --file', async () => {
    const result = await urikit(['redact', '--file', 'app.log', 'http://a/']);
    expect(result.status).toBe(2);
  });
});
