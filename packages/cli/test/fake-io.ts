// In-memory standard streams for running the command in-process, as a user's shell would.
import { Readable, Writable } from 'node:stream';
import { type Io, type OutputStream, run } from '../src/index.js';

/** A writable stream that keeps what it is given, with a small buffer to exercise 'drain'. */
export class Sink extends Writable {
  readonly chunks: string[] = [];
  isTTY: boolean;

  constructor(isTTY = false, highWaterMark = 1024) {
    super({ highWaterMark, decodeStrings: false });
    this.isTTY = isTTY;
  }

  override _write(chunk: string | Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.chunks.push(String(chunk));
    setImmediate(done);
  }

  /** Ends the stream once everything written has been taken in. */
  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.end(resolve));
  }

  get text(): string {
    return this.chunks.join('');
  }
}

export interface RunResult {
  status: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Standard input: a string, or chunks (strings or bytes) delivered one by one. */
  stdin?: string | readonly (string | Uint8Array)[];
  env?: Record<string, string>;
  /** Whether standard error is a terminal. */
  isTTY?: boolean;
  /** The files that `readFile` serves, by path; any other path fails as a missing file. */
  files?: Record<string, string | Uint8Array>;
}

/** Runs `urikit …argv` in-process and gathers its output. */
export async function urikit(
  argv: readonly string[],
  options: RunOptions = {},
): Promise<RunResult> {
  const input = options.stdin ?? [];
  const stdout = new Sink();
  const stderr = new Sink(options.isTTY ?? false);
  const io: Io = {
    stdin: Readable.from(typeof input === 'string' ? [input] : input, { objectMode: true }),
    stdout,
    stderr,
    env: options.env ?? {},
    isTTY: options.isTTY ?? false,
    readFile: async (path) => {
      const content = options.files?.[path];
      if (content === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
      return content;
    },
  };
  const status = await run(argv, io);
  await Promise.all([stdout.close(), stderr.close()]);
  return { status, stdout: stdout.text, stderr: stderr.text };
}

/** A stream that takes strings only (no `writableObjectMode`), as an embedder's may. */
export class TextSink implements OutputStream {
  readonly chunks: string[] = [];

  write(chunk: string): boolean {
    if (typeof chunk !== 'string') throw new TypeError('TextSink takes strings only');
    this.chunks.push(chunk);
    return true;
  }

  once(): this {
    return this;
  }

  removeListener(): this {
    return this;
  }

  async close(): Promise<void> {}

  get text(): string {
    return this.chunks.join('');
  }
}

/**
 * The built `run` (dist/index.js, whose --jobs workers load dist/batch-worker.js), in-process,
 * on chunks of standard input delivered one by one; standard output a {@link Sink} unless given.
 */
export async function runBuilt(
  argv: readonly string[],
  chunks: readonly (string | Uint8Array)[],
  stdout: Sink | TextSink = new Sink(),
): Promise<RunResult> {
  const entry = new URL('../dist/index.js', import.meta.url).href;
  const built = (await import(entry)) as typeof import('../src/index.js');
  const stderr = new Sink();
  const io: Io = {
    stdin: Readable.from(chunks, { objectMode: true }),
    stdout,
    stderr,
    env: {},
    isTTY: false,
  };
  const status = await built.run(argv, io);
  await Promise.all([stdout.close(), stderr.close()]);
  return { status, stdout: stdout.text, stderr: stderr.text };
}
