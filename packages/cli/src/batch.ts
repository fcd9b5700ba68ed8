// Batch mode: one result per line of standard input, streamed in constant memory. A bad line
// gives an error record (or a line on standard error) and the run goes on; the exit status
// says whether any line failed.
import { palette } from './color.js';
import type { Result, RunContext } from './command.js';
import { EXIT_INVALID, EXIT_OK } from './exit-status.js';
import { errorRecord, InputError, toFailure } from './failure.js';
import { formatResult } from './format.js';
import type { Io } from './io.js';
import { lineBatches } from './lines.js';
import { LineWriter } from './output.js';
import { Progress } from './progress.js';

export interface BatchOptions {
  compute: (operands: readonly string[]) => Result;
  /** The operands given on the command line; each line supplies the rest. */
  fixed: readonly string[];
  /** How many operands the subcommand takes. */
  arity: number;
  json: boolean;
  errors: 'stdout' | 'stderr';
  io: Io;
  /** What the lines report besides their results: warnings, and a failure of the run. */
  context?: RunContext;
}

export async function runBatch(options: BatchOptions): Promise<number> {
  const { compute, fixed, arity, json, errors, io, context } = options;
  const out = new LineWriter(io.stdout);
  const err = new LineWriter(io.stderr);
  const colors = palette(io);
  const progress =
    io.isTTY && io.stdout.isTTY !== true ? new Progress(io.stderr, colors) : undefined;
  const fromLine = arity - fixed.length;
  // One operands array for the whole run: the commands read it at once and never keep it.
  const operands = [...fixed, ''];
  const last = fixed.length;
  let count = 0;
  let failed = 0;
  for await (const lines of lineBatches(io.stdin)) {
    for (const line of lines) {
      count++;
      try {
        if (fromLine === 1) operands[last] = line;
        out.push(
          formatResult(compute(fromLine === 1 ? operands : splitPair(fixed, line)), json, false),
        );
      } catch (error) {
        failed++;
        const failure = toFailure(error, line);
        if (errors === 'stdout') {
          out.push(errorRecord(failure, line));
        } else {
          err.push(
            `line ${count}: ${colors.red(`error[${failure.code}]`)}: ${failure.message}: ${JSON.stringify(line)}`,
          );
        }
      }
      // A line's warnings follow it on standard error, numbered as its errors are.
      if (context !== undefined && context.warnings.length > 0) {
        for (const warning of context.take()) {
          err.push(`line ${count}: ${colors.yellow('warning')}: ${warning}`);
        }
      }
    }
    // Lines on stderr must not land in the middle of the progress line.
    if (progress !== undefined && err.pending) progress.clear();
    await Promise.all([out.flush(), err.flush()]);
    if (out.broken) break;
    progress?.update(count, failed);
  }
  progress?.finish(count, failed);
  return failed > 0 || context?.failed === true ? EXIT_INVALID : EXIT_OK;
}

// The operands of a line that holds two: its halves either side of the first tab.
function splitPair(fixed: readonly string[], line: string): readonly string[] {
  const tab = line.indexOf('\t');
  if (tab < 0) {
    throw new InputError(
      'missing-tab',
      line,
      line.length,
      'expected two operands separated by a tab',
    );
  }
  return [...fixed, line.slice(0, tab), line.slice(tab + 1)];
}
