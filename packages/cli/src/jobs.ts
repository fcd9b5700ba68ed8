// --jobs: how many threads compute a batch, this one and the workers of parallel-batch.ts.
import { type Command, type OptionValues, UsageError } from './command.js';

/** The most --jobs accepts: far more threads than cores only costs memory. */
export const MAX_JOBS = 256;

/**
 * The number of threads that --jobs asks for: 1 (this thread alone) without it; a whole number
 * from 1 to {@link MAX_JOBS}, written in decimal digits, else a UsageError.
 */
export function jobsOf(values: OptionValues, command: Command): number {
  const text = values['jobs'];
  if (text === undefined) return 1;
  let n = 0;
  const digits = typeof text === 'string' ? text : '';
  for (let i = 0; i < digits.length && n <= MAX_JOBS; i++) {
    const c = digits.charCodeAt(i);
    if (c < 0x30 || c > 0x39) {
      n = 0;
      break;
    }
    n = n * 10 + (c - 0x30);
  }
  if (n < 1 || n > MAX_JOBS) {
    throw new UsageError(
      `--jobs must be a whole number from 1 to ${MAX_JOBS}; got '${String(text)}'`,
      command,
    );
  }
  return n;
}
