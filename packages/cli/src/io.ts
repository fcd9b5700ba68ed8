// The streams and environment the command runs against, as the narrowest interfaces that Node's
// process streams satisfy, so that tests can pass in-memory streams instead.

/**
 * Where the command reads its lines: `process.stdin`, or any async iterable of chunks (bytes
 * are decoded as UTF-8, RFC 3629).
 *
 * @example
 * ```ts
 * const stdin: InputStream = Readable.from(['http://a/\n', 'http://b/\n']);
 * ```
 */
export type InputStream = AsyncIterable<string | Uint8Array>;

/**
 * What the command writes to: `process.stdout` and `process.stderr` fit, as does any Node
 * `Writable` stream. Results are UTF-8 text, one per line; objects are JSON texts (RFC 8259),
 * one per line in a batch (JSON Lines). The command waits for `'drain'` when `write` returns
 * `false`, so that a slow reader holds the batch back instead of filling memory. A Node
 * `Writable` that is not in object mode may also be given `Uint8Array` chunks of UTF-8 text:
 * the output of the worker threads of `--jobs`, written as they send it.
 *
 * @example
 * ```ts
 * const stdout: OutputStream = process.stdout;
 * ```
 */
export interface OutputStream {
  /** Writes a chunk; `false` asks the caller to wait for `'drain'` before writing more. */
  write(chunk: string): boolean;
  once(event: 'drain' | 'error' | 'close', listener: () => void): unknown;
  removeListener(event: 'drain' | 'error' | 'close', listener: () => void): unknown;
  /** Whether the stream is a terminal (Node's `tty.WriteStream` sets it). */
  readonly isTTY?: boolean | undefined;
}

/**
 * Everything {@link run} touches outside itself, so that tests and embedders can run the
 * command on in-memory streams.
 *
 * @example
 * ```ts
 * const io: Io = { stdin: Readable.from([]), stdout: process.stdout, stderr: process.stderr, env: {}, isTTY: false };
 * await run(['encode', 'a b'], io); // writes 'a%20b' (RFC 3986 §2.1)
 * ```
 */
export interface Io {
  /** Standard input, read line by line when a subcommand gets no operand. */
  stdin: InputStream;
  /** Standard output: results, one per line in a batch. */
  stdout: OutputStream;
  /** Standard error: diagnostics, and progress on a terminal. */
  stderr: OutputStream;
  /** The environment: `NO_COLOR` switches colour off. */
  env: Readonly<Record<string, string | undefined>>;
  /** Whether standard error is a terminal: colour and batch progress appear only then. */
  isTTY: boolean;
  /** Reads a file whole (`--file` of the subcommands that read a text); absent: no files. */
  readFile?: ((path: string) => Promise<string | Uint8Array>) | undefined;
}
