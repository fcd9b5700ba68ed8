// Batch mode: one result per line of standard input, streamed in constant memory. A bad line
// gives an error record (or a line on standard error) and the run goes on; the exit status
// says whether any line failed. With --jobs N the lines are computed in N threads, this one and
// N - 1 workers (parallel-batch.ts), and written here in their order, as one thread writes them.

import { type LinesResult, lineProcessor } from './batch-lines.js';
import { type Palette, palette, usesColor } from './color.js';
import type { OptionValues, Result, RunContext } from './command.js';
import { EXIT_INVALID, EXIT_OK } from './exit-status.js';
import type { Io } from './io.js';
import { lineBatches } from './lines.js';
import { acceptsBytes, LineWriter } from './output.js';
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
  /** Threads to compute in (--jobs): this one and `jobs - 1` workers; 1 is this one alone. */
  jobs?: number;
  /** For the workers, which rebuild `compute`: the subcommand, its options and files. */
  command?: { name: string; values: OptionValues; files: Readonly<Record<string, string>> };
  /** What the lines report besides their results: warnings, and a failure of the run. */
  context?: RunContext;
}

/**
 * Writes the results of runs of lines in the order it is given them, with the line numbers of
 * the diagnostics on standard error, the progress on a terminal, and the drain of both streams.
 */
export class BatchWriter {
  readonly #out: LineWriter;
  readonly #err: LineWriter;
  readonly #progress: Progress | undefined;
  #count = 0;
  #failed = 0;
  /** Whether a line's computation asked for exit status 1 (`inspect --fail-on`). */
  #runFailed = false;

  constructor(io: Io, colors: Palette) {
    this.#out = new LineWriter(io.stdout);
    this.#err = new LineWriter(io.stderr);
    this.#progress =
      io.isTTY && io.stdout.isTTY !== true ? new Progress(io.stderr, colors) : undefined;
  }

  /** Whether standard output failed or closed: the batch stops reading then. */
  get broken(): boolean {
    return this.#out.broken;
  }

  /** Writes the next run's results and waits while a stream asks to. */
  async write(result: LinesResult): Promise<void> {
    if (typeof result.out === 'string') this.#out.pushText(result.out);
    else this.#out.pushBytes(result.out);
    for (let i = 0; i < result.errors.length; i++) {
      this.#err.push(`line ${this.#count + result.errorLines[i]! + 1}: ${result.errors[i]}`);
    }
    this.#count += result.count;
    this.#failed += result.failed;
    if (result.runFailed) this.#runFailed = true;
    // Lines on stderr must not land in the middle of the progress line.
    if (this.#progress !== undefined && this.#err.pending) this.#progress.clear();
    await Promise.all([this.#out.flush(), this.#err.flush()]);
    this.#progress?.update(this.#count, this.#failed);
  }

  /** The progress summary, and the exit status of the batch. */
  finish(): number {
    this.#progress?.finish(this.#count, this.#failed);
    return this.#failed > 0 || this.#runFailed ? EXIT_INVALID : EXIT_OK;
  }
}

export async function runBatch(options: BatchOptions): Promise<number> {
  const { compute, fixed, arity, json, errors, io, jobs = 1, command, context } = options;
  const colors = palette(io);
  const writer = new BatchWriter(io, colors);
  const processLines = lineProcessor({ compute, fixed, arity, json, errors, colors, context });
  if (jobs > 1 && command !== undefined) {
    // Loaded only when asked for: node:worker_threads is not there in every runtime.
    const { runParallel } = await import('./parallel-batch.js');
    const setup = {
      ...command,
      fixed,
      arity,
      json,
      errors,
      color: usesColor(io),
      bytes: acceptsBytes(io.stdout),
    };
    await runParallel(io.stdin, writer, jobs, setup, processLines);
    return writer.finish();
  }
  for await (const lines of lineBatches(io.stdin)) {
    await writer.write(processLines(lines));
    if (writer.broken) break;
  }
  return writer.finish();
}
