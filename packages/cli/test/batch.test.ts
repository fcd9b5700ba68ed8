// Batch mode: one result per line of standard input, error records for bad lines, streaming
// with backpressure, and the exit status of the whole run.
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { run } from '../src/index.js';
import { lineBatches } from '../src/lines.js';
import { Sink, urikit } from './fake-io.js';

describe('batch mode', () => {
  it('writes one result per line and an error record for a bad line, then goes on', async () => {
    const stdin = 'HTTP://A/./b\nhttp://a b/\n/x/../y\n';
    const result = await urikit(['normalize'], { stdin });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toEqual([
      'http://a/b',
      '{"error":{"code":"invalid-host-char","index":8,"message":"invalid host char at index 8"},"input":"http://a b/"}',
      '/y',
      '',
    ]);
  });

  it('exits with status 0 when every line is valid', async () => {
    const result = await urikit(['parse'], { stdin: 'a:b\n//h\n' });
    expect(result.status).toBe(0);
    expect(
      result.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([
      { scheme: 'a', path: 'b' },
      { host: 'h', path: '', hostKind: 'reg-name' },
    ]);
  });

  it('writes bad lines to stderr with --errors=stderr, and only results to stdout', async () => {
    const stdin = 'a\n%\nb\n';
    const result = await urikit(['decode', '--errors=stderr'], { stdin });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('a\nb\n');
    expect(result.stderr).toBe(
      'line 2: error[invalid-percent-encoding]: "%" not followed by two hex digits at index 0: "%"\n',
    );
  });

  it('names the argument at fault in records of two-operand commands', async () => {
    const result = await urikit(['resolve', 'http://a/b'], { stdin: 'c\nd e\n' });
    expect(result.stdout.split('\n')[1]).toBe(
      '{"error":{"code":"invalid-path-char","index":1,"message":"reference: invalid path char at index 1","argument":"reference"},"input":"d e"}',
    );
  });

  it('reads tab-separated pairs when both operands are missing', async () => {
    const stdin = 'http://a/b/c\t../d\nhttp://x/\t?q\nno-tab\n';
    const result = await urikit(['resolve'], { stdin });
    expect(result.status).toBe(1);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual(['http://a/d', 'http://x/?q']);
    expect(JSON.parse(lines[2]!)).toEqual({
      error: {
        code: 'missing-tab',
        index: 6,
        message: 'expected two operands separated by a tab',
      },
      input: 'no-tab',
    });
  });

  it('treats CRLF, a byte order mark, empty lines and a last line without a line feed', async () => {
    const stdin = '\uFEFFHTTP://A\r\n\r\n\nhttp://B';
    const result = await urikit(['normalize', '--json'], { stdin });
    expect(result.stdout).toBe('"http://a/"\n""\n""\n"http://b/"\n');
  });

  it('decodes UTF-8 split across chunks, and reports ill-formed bytes as bad lines', async () => {
    const bytes = new TextEncoder().encode('http://a/é\n');
    const stdin = [bytes.slice(0, 10), bytes.slice(10), new Uint8Array([0x61, 0xff, 0x0a])];
    const result = await urikit(['parse', '--iri'], { stdin });
    const [first, second] = result.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(first.path).toBe('/é');
    expect(second.error.code).toBe('invalid-path-char');
    expect(second.input).toBe('a\uFFFD');
    expect(result.status).toBe(1);
  });

  it('keeps the order of many lines through a slow, small-buffered stdout', async () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `HTTP://Host${i % 97}/a/../${i}`);
    const stdout = new Sink(false, 256);
    let writes = 0;
    const write = stdout.write.bind(stdout);
    stdout.write = ((chunk: string) => {
      writes++;
      return write(chunk);
    }) as typeof stdout.write;
    const io = {
      stdin: Readable.from([lines.join('\n')]),
      stdout,
      stderr: new Sink(),
      env: {},
      isTTY: false,
    };
    expect(await run(['normalize'], io)).toBe(0);
    await stdout.close();
    expect(stdout.text).toBe(lines.map((_, i) => `http://host${i % 97}/${i}\n`).join(''));
    expect(writes).toBeLessThan(20);
  }, 30_000);

  it('stops reading when stdout breaks, instead of hanging', async () => {
    const stdout = new Sink(false, 16);
    stdout.write = (() => {
      setImmediate(() => stdout.emit('error', new Error('EPIPE')));
      return false;
    }) as typeof stdout.write;
    stdout.on('error', () => {});
    let pulled = 0;
    async function* endless(): AsyncGenerator<string> {
      for (;;) {
        pulled++;
        yield 'http://a/\n'.repeat(1000);
      }
    }
    const io = { stdin: endless(), stdout, stderr: new Sink(), env: {}, isTTY: false };
    expect(await run(['normalize'], io)).toBe(0);
    expect(pulled).toBeLessThan(3);
  });

  it('shows progress and a summary on a terminal', async () => {
    const result = await urikit(['validate'], { stdin: 'a\nb c\nd\n', isTTY: true });
    expect(result.stderr).toMatch(/3 lines, 1 failed, \d+\.\d s/);
    expect(result.stderr.startsWith('\r\x1b[2K')).toBe(true);
    const quiet = await urikit(['validate'], { stdin: 'a\nb c\nd\n' });
    expect(quiet.stderr).toBe('');
  });

  it('gives each line the result a single run would give', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: 'grapheme-ascii', maxLength: 12 })),
        async (inputs) => {
          const clean = inputs.map((s) => s.split('\n').join('').split('\r').join(''));
          const batch = await urikit(['validate', '--json'], {
            stdin: clean.map((l) => `${l}\n`).join(''),
          });
          const lines = batch.stdout.split('\n');
          for (const [i, input] of clean.entries()) {
            const single = await urikit(['validate', '--json', '--', input]);
            if (single.status === 0) expect(lines[i]).toBe(single.stdout.trimEnd());
            else expect(JSON.parse(lines[i]!).input).toBe(input);
          }
        },
      ),
      { numRuns: 50 },
    );
  }, 30_000);
});

describe('lineBatches', () => {
  it('yields the same lines however the input is cut into chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: 'binary', maxLength: 8 }), { maxLength: 20 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (lines, cuts) => {
          const clean = lines.map((l) => l.split('\n').join('').split('\r').join(''));
          const text = clean.map((l) => `${l}\n`).join('');
          const bytes = new TextEncoder().encode(text);
          const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort(
            (a, b) => a - b,
          );
          const chunks: Uint8Array[] = [];
          let from = 0;
          for (const p of [...points, bytes.length]) {
            chunks.push(bytes.slice(from, p));
            from = p;
          }
          const got: string[] = [];
          for await (const batch of lineBatches(Readable.from(chunks))) got.push(...batch);
          const expected = clean[0]?.startsWith('\uFEFF')
            ? [clean[0].slice(1), ...clean.slice(1)]
            : clean;
          expect(got).toEqual(expected);
        },
      ),
    );
  }, 30_000);
});
