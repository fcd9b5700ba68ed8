// The Io of the real process: Node's standard streams and environment.
import { readFile } from 'node:fs/promises';
import type { Io } from './io.js';

/**
 * The {@link Io} of the running process: its standard streams, its environment, and whether
 * standard error is a terminal. A closed pipe on standard output (`urikit normalize < big.txt |
 * head`) ends the process quietly, as with any Unix filter, instead of raising EPIPE.
 *
 * @example
 * ```ts
 * import { nodeIo, run } from '@urikit/cli';
 *
 * process.exitCode = await run(['resolve', 'http://a/b/c/d;p?q', '../g'], nodeIo()); // RFC 3986 §5.2
 * ```
 */
export function nodeIo(): Io {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    isTTY: process.stderr.isTTY === true,
    readFile: (path) => readFile(path),
  };
}
