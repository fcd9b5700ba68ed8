// The command line as a whole: help, version, misuse (exit status 2), diagnostics and colour.
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { run } from '../src/index.js';
import { COMMANDS } from '../src/registry.js';
import { Sink, urikit } from './fake-io.js';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

describe('help and version', () => {
  it('prints the version of package.json', async () => {
    for (const flag of ['--version', '-v']) {
      expect(await urikit([flag])).toEqual({
        status: 0,
        stdout: `${manifest.version}\n`,
        stderr: '',
      });
    }
  });

  it('lists every subcommand in --help', async () => {
    const { status, stdout } = await urikit(['--help']);
    expect(status).toBe(0);
    for (const command of COMMANDS) expect(stdout).toContain(`\n  ${command.name} `);
    expect((await urikit(['-h'])).stdout).toBe(stdout);
    expect((await urikit(['help'])).stdout).toBe(stdout);
  });

  it.each(COMMANDS.map((c) => [c.name, c] as const))(
    '%s --help shows its usage and every option, within 100 columns',
    async (name, command) => {
      const { status, stdout } = await urikit([name, '--help']);
      expect(status).toBe(0);
      expect(stdout.startsWith(`Usage: urikit ${name} [options] [<${command.operands[0]}>`)).toBe(
        true,
      );
      for (const option of Object.keys(command.options)) expect(stdout).toContain(`--${option}`);
      for (const line of stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
      expect((await urikit(['help', name])).stdout).toBe(stdout);
      expect((await urikit([name, '-h', 'ignored'])).stdout).toBe(stdout);
    },
  );
});

describe('misuse exits with status 2', () => {
  it.each([
    [[], 'missing command'],
    [['frobnicate'], "unknown command 'frobnicate'"],
    [['--frobnicate'], "unknown option '--frobnicate'"],
    [['help', 'frobnicate'], "unknown command 'frobnicate'"],
    [['parse', '--frobnicate', 'a'], "'--frobnicate'"],
    [['parse', 'a', 'b'], 'too many operands'],
    [['resolve', 'a:', 'b', 'c'], 'too many operands'],
    [['normalize', '--host', 'greek', 'a'], '--host must be one of preserve, ascii, unicode'],
    [['normalize', '--host'], "'--host <value>' argument missing"],
    [['equivalent', '--level', 'x', 'a', 'b'], '--level must be one of'],
    [['encode', '--set', 'x', 'a'], '--set must be one of'],
    [['decode', '--invalid', 'x', 'a'], '--invalid must be one of'],
    [['validate', '--form', 'x', 'a'], '--form must be one of'],
    [['parse', '--errors', 'x'], '--errors must be stdout or stderr'],
    [['parse', '--json=1', 'a'], "'--json'"],
  ] as const)('urikit %j', async (argv, message) => {
    const result = await urikit(argv);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('--help');
  });

  it('refuses to wait for lines typed at a terminal when an operand is missing', async () => {
    const stdin = Object.assign(Readable.from([]), { isTTY: true });
    const stderr = new Sink();
    const io = { stdin, stdout: new Sink(), stderr, env: {}, isTTY: false };
    expect(await run(['resolve', 'http://a/'], io)).toBe(2);
    await stderr.close();
    expect(stderr.text).toContain('missing operand <ref>');
  });

  it('takes operands that look like options after --', async () => {
    expect(await urikit(['normalize', '--', '-a/./b'])).toEqual({
      status: 0,
      stdout: '-a/b\n',
      stderr: '',
    });
  });
});

describe('diagnostics', () => {
  it('show the input, a caret, the code and the message on stderr, with status 1', async () => {
    const result = await urikit(['normalize', 'http://[::1/']);
    expect(result).toEqual({
      status: 1,
      stdout: '',
      stderr:
        '  http://[::1/\n' +
        '             ^\n' +
        'error[unclosed-ip-literal]: unclosed ip literal at index 11\n',
    });
  });

  it('keep the caret under the character after astral characters and controls', async () => {
    const { stderr } = await urikit(['parse', '--iri', 'http://a/💩💩\u0001']);
    const [text, caret] = stderr.split('\n');
    expect(text).toBe('  http://a/💩💩\uFFFD');
    expect(caret).toBe(`  ${' '.repeat(11)}^`);
  });

  it('show a window of a long input around the fault', async () => {
    const input = `http://a/${'x'.repeat(5000)} ${'y'.repeat(5000)}`;
    const { status, stderr } = await urikit(['parse', input]);
    expect(status).toBe(1);
    const [text, caret] = stderr.split('\n');
    expect(text!.length).toBeLessThan(140);
    expect(text!.startsWith('  …x')).toBe(true);
    expect(text!.endsWith('y…')).toBe(true);
    expect(text![caret!.length - 1]).toBe(' ');
  });

  it('are coloured on a terminal only, and never with NO_COLOR', async () => {
    const argv = ['parse', 'http://a b/'];
    expect((await urikit(argv, { isTTY: true })).stderr).toContain('\x1b[31m');
    expect((await urikit(argv, { isTTY: true, env: { NO_COLOR: '1' } })).stderr).not.toContain(
      '\x1b[',
    );
    expect((await urikit(argv, { isTTY: true, env: { NO_COLOR: '' } })).stderr).toContain('\x1b[');
    expect((await urikit(argv)).stderr).not.toContain('\x1b[');
    expect((await urikit(['frobnicate'], { isTTY: true })).stderr).toContain('\x1b[31m');
  });
});
