// --jobs N: a batch computed in worker threads gives exactly what one thread gives — the same
// lines in the same order, the same diagnostics on standard error with their line numbers, the
// same exit status — however the input is cut into chunks. The workers load dist/batch-worker.js,
// so the tests that start them run the build (`pnpm --filter @urikit/cli... build`, as CI does
// first): the executable in a child process, and the built entry in-process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { pieces, pieceText } from '../src/batch-pieces.js';
import { runBuilt, urikit } from './fake-io.js';

const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

beforeAll(() => {
  if (!existsSync(bin)) {
    throw new Error(`${bin} is missing: run 'pnpm --filter @urikit/cli... build' first`);
  }
});

function executable(args: readonly string[], input: string) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    input,
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '' },
    maxBuffer: 1 << 28,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Lines of every kind: normal forms, lines that change, bad lines, empty lines, non-ASCII.
function lines(count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    switch (i % 7) {
      case 0:
        out.push(`HTTP://Example.COM:80/a/./b/${i}?q=%7e`);
        break;
      case 1:
        out.push(`https://example.org/path/${i}`);
        break;
      case 2:
        out.push(`http://bad host/${i}`);
        break;
      case 3:
        out.push('');
        break;
      case 4:
        out.push(`file:///home/user/${i}.txt`);
        break;
      case 5:
        out.push(`http://a/é${i}`);
        break;
      default:
        out.push(`../x/${i}/./y`);
    }
  }
  return out;
}

describe('--jobs', () => {
  const text = `${lines(30_000).join('\n')}\n`;

  it('keeps the order of the lines and the exit status (three pieces over 3 threads)', () => {
    const one = executable(['normalize'], text);
    expect(one.status).toBe(1);
    expect(one.stdout.split('\n')).toHaveLength(30_001);
    const three = executable(['normalize', '--jobs', '3'], text);
    expect(three).toEqual(one);
  });

  it('writes the diagnostics of --errors=stderr in order, with their line numbers', () => {
    const one = executable(['normalize', '--errors=stderr'], text);
    const two = executable(['normalize', '--errors=stderr', '--jobs=2'], text);
    expect(two).toEqual(one);
    const numbers = two.stderr
      .trimEnd()
      .split('\n')
      .map((line) => Number(line.slice(5, line.indexOf(':'))));
    // The bad lines are those of kinds 2 (a space in the host) and 5 (a non-ASCII character).
    const bad = lines(30_000).flatMap((_, i) => (i % 7 === 2 || i % 7 === 5 ? [i + 1] : []));
    expect(numbers).toEqual(bad);
  });

  it('exits with status 0 when every line is valid', () => {
    const good = `${lines(3000)
      .filter((_, i) => i % 7 !== 2 && i % 7 !== 5)
      .join('\n')}\n`;
    const result = executable(['normalize', '--jobs', '2'], good);
    expect(result.status).toBe(0);
    expect(result).toEqual(executable(['normalize'], good));
  });

  it('gives with --jobs 1 what it gives without the flag', async () => {
    const stdin = 'HTTP://A/./b\nhttp://a b/\n/x/../y';
    const plain = await urikit(['normalize'], { stdin });
    expect(await urikit(['normalize', '--jobs', '1'], { stdin })).toEqual(plain);
    expect(executable(['normalize', '--jobs', '1'], stdin)).toEqual(
      executable(['normalize'], stdin),
    );
  });

  it('handles more workers than lines, and no lines at all', () => {
    const three = 'HTTP://A\nb c\n//x/./y\n';
    expect(executable(['normalize', '--jobs', '8'], three)).toEqual(
      executable(['normalize'], three),
    );
    expect(executable(['normalize', '--jobs', '8'], '')).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
    });
  });

  it('works for every batch form: objects, a fixed operand, tab-separated pairs', () => {
    const refs = Array.from({ length: 4000 }, (_, i) => (i % 5 === 0 ? 'a b' : `../g${i}?q`));
    const input = `${refs.join('\n')}\n`;
    for (const args of [['parse'], ['resolve', 'http://a/b/c/d;p?q'], ['validate', '--json']]) {
      expect(executable([...args, '--jobs', '2'], input)).toEqual(executable(args, input));
    }
    const pairs = `${refs.map((r, i) => (i % 9 === 0 ? r : `http://a/b/${i}\t${r}`)).join('\n')}\n`;
    expect(executable(['resolve', '--jobs', '2'], pairs)).toEqual(executable(['resolve'], pairs));
  });

  it('reads chunks as one thread does: a byte order mark, UTF-8 and CRLF across chunk ends', async () => {
    const body = new TextEncoder().encode(
      `\uFEFF${lines(5000).join('\r\n')}\r\nhttp://a/é\u{1F600}\nlast`,
    );
    // Cuts inside the byte order mark, inside multi-byte characters, between CR and LF.
    const cuts = [0, 1, 2, 5, 40_000, 40_001, 40_002, 70_000, 100_003, body.length - 3];
    const chunks: Uint8Array[] = [];
    for (let k = 0; k + 1 < cuts.length; k++) chunks.push(body.slice(cuts[k], cuts[k + 1]));
    chunks.push(body.slice(cuts.at(-1)), new Uint8Array([0x61, 0xff, 0x0a, 0xe2, 0x82]));
    const one = await runBuilt(['normalize', '--errors=stderr'], chunks);
    const many = await runBuilt(['normalize', '--errors=stderr', '--jobs', '3'], chunks);
    expect(many).toEqual(one);
    expect(one.stdout.startsWith('http://example.com/a/b/0?q=~\n')).toBe(true);
    // Strings, as an embedder's Io may give them, the same.
    const strings = ['HTTP://A/\n', 'x\ny', 'z\n\n', 'http://b'];
    expect(await runBuilt(['normalize', '--jobs', '2'], strings)).toEqual(
      await runBuilt(['normalize'], strings),
    );
  });

  it('refuses a count that is not a whole number from 1 to 256', async () => {
    for (const value of ['0', '-1', 'x', '2.5', '', '257', '1e2', ' 2']) {
      const result = await urikit(['normalize', `--jobs=${value}`], { stdin: 'http://a/\n' });
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(
        `--jobs must be a whole number from 1 to 256; got '${value}'`,
      );
    }
    const many = await urikit(['normalize', '--jobs=256', 'HTTP://A']);
    expect(many).toEqual({ status: 0, stdout: 'http://a/\n', stderr: '' });
  });

  it('is in the help of every command', async () => {
    const result = await urikit(['normalize', '--help']);
    expect(result.stdout).toMatch(
      /--jobs <n> +compute a batch in <n> threads, this one and <n> - 1/,
    );
    expect((await urikit(['--help'])).stdout).toContain('--jobs <n>');
  });
});

describe('pieces', () => {
  it('cuts the input after line feeds only, and loses nothing', async () => {
    const text = lines(20_000).join('\n');
    const bytes = new TextEncoder().encode(text);
    const chunks: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 5000) chunks.push(bytes.subarray(i, i + 5000));
    const got: Uint8Array[][] = [];
    for await (const { parts } of pieces(Readable.from(chunks, { objectMode: true }), 32_768)) {
      got.push(parts as Uint8Array[]);
    }
    expect(got.length).toBeGreaterThan(10);
    const joined = got.map((parts) => Buffer.concat(parts));
    for (const piece of joined.slice(0, -1)) expect(piece.at(-1)).toBe(0x0a);
    expect(Buffer.concat(joined).toString('utf8')).toBe(text);
    // Each piece is one part that owns its memory, so that a message can transfer it.
    for (const parts of got) {
      expect(parts).toHaveLength(1);
      expect(parts[0]!.byteOffset).toBe(0);
    }
  });

  it('keeps strings as strings, and whole lines in each piece', async () => {
    const chunks = ['a\nb', 'c\nd\n', 'e'];
    const got: unknown[] = [];
    for await (const piece of pieces(Readable.from(chunks, { objectMode: true }), 2)) {
      got.push(piece);
    }
    expect(got).toEqual([
      { parts: ['a\n'], end: false },
      { parts: ['b', 'c\nd\n'], end: false },
      { parts: ['e'], end: true },
    ]);
  });
});

describe('pieceText', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('drops a byte order mark at the start of the input only, as one thread does', () => {
    expect(pieceText([bytes('\uFEFFa\n')], true)).toBe('a\n');
    // The decoder's and then the text's, as lineBatches drops them.
    expect(pieceText([bytes('\uFEFF\uFEFFa\n')], true)).toBe('a\n');
    expect(pieceText([bytes('\uFEFFa\n')], false)).toBe('\uFEFFa\n');
    expect(pieceText(['\uFEFFa\n'], true)).toBe('a\n');
    expect(pieceText(['\uFEFFa\n'], false)).toBe('\uFEFFa\n');
  });

  it('decodes ill-formed UTF-8 as TextDecoder does, and mixed parts as one stream', () => {
    const bad = Uint8Array.from([0x61, 0x80, 0xe2, 0x82, 0x0a, 0xf0, 0x9f, 0x98, 0x0a, 0xff]);
    const expected = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bad);
    expect(pieceText([bad], false)).toBe(expected);
    expect(
      pieceText([bytes('x\n'), 'y', Uint8Array.from([0xc3]), Uint8Array.from([0xa9])], false),
    ).toBe('x\nyé');
  });
});
