// The work of a batch on a run of lines, the same in the main thread and in a worker thread
// (--jobs): one result or error record per line for standard output, and the diagnostics of
// --errors=stderr, whose line numbers the main thread adds since only it knows where a run starts.
import type { Palette } from './color.js';
import type { Result, RunContext } from './command.js';
import { errorRecord, InputError, toFailure } from './failure.js';
import { formatResult } from './format.js';

/** What a batch does with each line. */
export interface LineJob {
  compute: (operands: readonly string[]) => Result;
  /** The operands given on the command line; each line supplies the rest. */
  fixed: readonly string[];
  /** How many operands the subcommand takes. */
  arity: number;
  json: boolean;
  errors: 'stdout' | 'stderr';
  colors: Palette;
  /** Where `compute` reports a line's warnings and a failure of the run (`inspect --fail-on`). */
  context?: RunContext | undefined;
}

/** What a run of lines gave. */
export interface LinesResult {
  /**
   * For standard output: one result or error record per line, each ended by a line feed; as
   * UTF-8 bytes when a worker thread of --jobs sends them (parallel-batch.ts).
   */
  out: string | Uint8Array;
  /**
   * For standard error: each bad line's diagnostic (--errors=stderr) and each line's warnings,
   * without `line N: `.
   */
  errors: string[];
  /** For each diagnostic, the offset of its line in the run (0 for the first). */
  errorLines: number[];
  /** How many lines the run had, and how many failed. */
  count: number;
  failed: number;
  /** Whether a line asked for exit status 1 although it is no error (`inspect --fail-on`). */
  runFailed: boolean;
}

/** A function that runs `job` over a run of lines. */
export function lineProcessor(job: LineJob): (lines: readonly string[]) => LinesResult {
  const { compute, fixed, arity, json, errors, colors, context } = job;
  const fromLine = arity - fixed.length;
  // One operands array for the whole batch: the commands read it at once and never keep it.
  const operands = [...fixed, ''];
  const last = fixed.length;
  return (lines) => {
    const result: LinesResult = {
      out: '',
      errors: [],
      errorLines: [],
      count: 0,
      failed: 0,
      runFailed: false,
    };
    // Concatenation builds a rope that V8 flattens once, at the write: cheaper than an array.
    let out = '';
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      try {
        if (fromLine === 1) operands[last] = line;
        const value = compute(fromLine === 1 ? operands : splitPair(fixed, line));
        out += `${formatResult(value, json, false)}\n`;
      } catch (error) {
        result.failed++;
        const failure = toFailure(error, line);
        if (errors === 'stdout') {
          out += `${errorRecord(failure, line)}\n`;
        } else {
          result.errors.push(
            `${colors.red(`error[${failure.code}]`)}: ${failure.message}: ${JSON.stringify(line)}`,
          );
          result.errorLines.push(i);
        }
      }
      // A line's warnings follow it on standard error, numbered as its errors are.
      if (context !== undefined && context.warnings.length > 0) {
        for (const warning of context.take()) {
          result.errors.push(`${colors.yellow('warning')}: ${warning}`);
          result.errorLines.push(i);
        }
      }
    }
    if (context?.failed === true) result.runFailed = true;
    result.out = out;
    result.count = lines.length;
    return result;
  };
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
