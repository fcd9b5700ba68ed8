// The built command run as a user runs it: `node packages/cli/dist/bin.js …` in a child process,
// with real pipes. Needs the build (`pnpm --filter @urikit/cli... build`), as CI does first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normalize } from '@urikit/normalize';
import { sharedPath } from '@urikit/test-support';
import { beforeAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

beforeAll(() => {
  if (!existsSync(bin)) {
    throw new Error(`${bin} is missing: run 'pnpm --filter @urikit/cli... build' first`);
  }
});

function urikit(args: readonly string[], input = '', env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    input,
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '', ...env },
    maxBuffer: 1 << 28,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function tryNormalize(line: string): string | undefined {
  try {
    return normalize(line);
  } catch {
    return undefined;
  }
}

describe('the urikit executable', () => {
  it('parses the URI of the quick start', () => {
    const result = urikit(['parse', 'HTTP://user@[::1]:8080/a/../b?q#f']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      scheme: 'HTTP',
      userinfo: 'user',
      host: '[::1]',
      port: '8080',
      path: '/a/../b',
      query: 'q',
      fragment: 'f',
      hostKind: 'ipv6',
    });
  });

  it('prints the version of its package.json', () => {
    const { version } = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    );
    expect(urikit(['--version'])).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('streams a batch with a bad line in the middle: records, and status 1', () => {
    const result = urikit(['normalize'], 'HTTP://A:80/b/../c\nhttp://a b/\nhttp://x/%7e\n');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('');
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('http://a/c');
    expect(JSON.parse(lines[1]!)).toEqual({
      error: { code: 'invalid-host-char', index: 8, message: 'invalid host char at index 8' },
      input: 'http://a b/',
    });
    expect(lines[2]).toBe('http://x/~');
  });

  it('reports a bad operand with a caret and status 1, and misuse with status 2', () => {
    const bad = urikit(['parse', 'http://a/b c'], '', { NO_COLOR: '1' });
    expect(bad).toEqual({
      status: 1,
      stdout: '',
      stderr:
        '  http://a/b c\n            ^\nerror[invalid-path-char]: invalid path char at index 10\n',
    });
    const misuse = urikit(['parse', '--strict', 'a']);
    expect(misuse.status).toBe(2);
    expect(misuse.stderr).toContain("'--strict'");
    expect(urikit(['pasre', 'a']).status).toBe(2);
    expect(urikit([]).status).toBe(2);
  });

  it('normalizes a 100 000-line corpus batch in one pass', () => {
    const path = sharedPath('corpus/kasztp.txt');
    if (path === undefined) return;
    const corpus = readFileSync(path, 'utf8')
      .split('\n')
      .filter((l) => l !== '');
    const lines = Array.from({ length: 100_000 }, (_, i) => corpus[i % corpus.length]!);
    const result = urikit(['normalize'], `${lines.join('\n')}\n`);
    const out = result.stdout.trimEnd().split('\n');
    expect(out).toHaveLength(100_000);
    let failed = 0;
    const expected = lines.map((line, i) => {
      // The byte order mark that starts the corpus is dropped at the start of the input only.
      const normal = tryNormalize(i === 0 && line.startsWith('\uFEFF') ? line.slice(1) : line);
      if (normal !== undefined) return normal;
      failed++;
      return JSON.parse(out[i]!).input === line ? out[i] : `an error record for ${line}`;
    });
    expect(out).toEqual(expected);
    expect(failed).toBeGreaterThan(0);
    expect(result.status).toBe(1);
  }, 60_000);

  it('ends quietly when the reader of its output goes away', async () => {
    const child = spawn(process.execPath, [bin, 'normalize'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.stdout.once('data', () => child.stdout.destroy());
    child.stdin.on('error', () => {});
    const line = 'HTTP://Example.COM/a/../b\n'.repeat(4096);
    const feed = (): void => {
      while (child.stdin.writable && child.stdin.write(line));
      if (child.stdin.writable) child.stdin.once('drain', feed);
    };
    feed();
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(status).toBe(0);
  }, 30_000);
});
