// The boundary rule of CONTRIBUTING.md for run(argv, io): arguments of the wrong type are a plain
// TypeError naming run, the argument and what was expected, before anything is read or written.
import { argumentError, requireOptions, requireType } from '@urikit/percent-encoding';

const IO_TYPES = {
  stdin: 'object',
  stdout: 'object',
  stderr: 'object',
  env: 'object',
  isTTY: 'boolean',
  readFile: 'function',
} as const;

const STREAM_TYPES = {
  write: 'function',
  once: 'function',
  removeListener: 'function',
  isTTY: 'boolean',
} as const;

/**
 * Throws unless `argv` is an array of strings and `io` an Io (its streams' methods included);
 * answers `io` as read here, each property once (CONTRIBUTING.md), for run to use instead.
 */
export function checkRunArguments<T>(argv: unknown, io: T): T {
  requireType('run', 'argv', argv, 'array');
  for (const arg of argv as unknown[]) {
    if (typeof arg !== 'string') throw argumentError('run', 'argv', 'an array of strings', arg);
  }
  requireType('run', 'io', io, 'object');
  const read = requireOptions('run', io, IO_TYPES, 'io');
  const { stdin, stdout, stderr, isTTY } = read as Record<string, unknown>;
  for (const [name, value] of [
    ['stdin', stdin],
    ['stdout', stdout],
    ['stderr', stderr],
  ] as const) {
    requireType('run', `io.${name}`, value, 'object');
  }
  requireType('run', 'io.isTTY', isTTY, 'boolean');
  if (typeof (stdin as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] !== 'function') {
    throw argumentError('run', 'io.stdin', 'an async iterable', stdin);
  }
  const out = requireOptions('run', stdout, STREAM_TYPES, 'io.stdout') as { write?: unknown };
  const err = requireOptions('run', stderr, STREAM_TYPES, 'io.stderr') as { write?: unknown };
  requireType('run', 'io.stdout.write', out.write, 'function');
  requireType('run', 'io.stderr.write', err.write, 'function');
  return read;
}
