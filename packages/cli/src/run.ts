// The command as a function: parses argv, dispatches to a subcommand, and runs it once on its
// operands or line by line over standard input. Returns the exit status instead of exiting.
import { parseArgs } from 'node:util';
import { runBatch } from './batch.js';
import { checkRunArguments } from './check-arguments.js';
import { palette } from './color.js';
import {
  type Command,
  type CommandContext,
  type OptionValues,
  type Result,
  RunContext,
  UsageError,
} from './command.js';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE } from './exit-status.js';
import { caretLines, toFailure } from './failure.js';
import { formatResult } from './format.js';
import { COMMON_OPTIONS, commandHelp, mainHelp, operandSynopsis } from './help.js';
import type { Io } from './io.js';
import { jobsOf } from './jobs.js';
import { readTextFile } from './read-file.js';
import { findCommand } from './registry.js';
import { runText } from './text.js';
import { VERSION } from './version.js';

/**
 * Runs the `urikit` command with `argv` (the arguments after the program name) against `io`
 * and resolves to the exit status: {@link EXIT_OK} when every input was valid,
 * {@link EXIT_INVALID} when one was not, {@link EXIT_USAGE} on misuse. It never throws for
 * bad input or a bad command line, and touches nothing but `io` (files, such as the one that
 * `expand --vars` names, are read through `io.readFile`).
 *
 * The subcommands cover RFC 3986 (parse and validate §3–4, split Appendix B, resolve §5.2,
 * relativize, normalize and equivalent §6.2), RFC 3987 §3.1–3.2 (iri-to-uri, uri-to-iri),
 * UTS #46 (to-ascii, to-unicode), percent-encoding §2.1 (encode, decode), IP addresses
 * §3.2.2 with RFC 5952 text (ip) and RFC 6570 URI Templates (expand, match). Without its
 * operand a subcommand reads lines of standard input and writes one result per line.
 *
 * @example
 * ```ts
 * import { nodeIo, run } from '@urikit/cli';
 *
 * // Writes 'http://example.com/b' and a line feed to standard output; resolves to 0.
 * const status = await run(['normalize', 'HTTP://Example.COM:80/a/../b'], nodeIo());
 * ```
 */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  io = checkRunArguments(argv, io);
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    const colors = palette(io);
    const hint =
      error.command === undefined
        ? "Run 'urikit --help' for the commands."
        : `Usage: urikit ${error.command.name} [options] ${operandSynopsis(error.command)}\nRun 'urikit ${error.command.name} --help' for more.`;
    io.stderr.write(`${colors.red('urikit:')} ${error.message}\n${hint}\n`);
    return EXIT_USAGE;
  }
}

async function dispatch(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) throw new UsageError('missing command');
  if (name === '--help' || name === '-h') return print(io, mainHelp());
  if (name === '--version' || name === '-v') return print(io, `${VERSION}\n`);
  if (name === 'help') {
    const topic = rest[0] === undefined ? undefined : findCommand(rest[0]);
    if (rest[0] !== undefined && topic === undefined) {
      throw new UsageError(`unknown command '${rest[0]}'`);
    }
    return print(io, topic === undefined ? mainHelp() : commandHelp(topic));
  }
  if (name.startsWith('-')) throw new UsageError(`unknown option '${name}'`);
  const command = findCommand(name);
  if (command === undefined) throw new UsageError(`unknown command '${name}'`);

  const { values, positionals } = parseCommandLine(command, rest);
  if (values['help'] === true) return print(io, commandHelp(command));
  const errors = values['errors'] ?? 'stdout';
  if (errors !== 'stdout' && errors !== 'stderr') {
    throw new UsageError(`--errors must be stdout or stderr; got '${errors}'`, command);
  }
  const jobs = jobsOf(values, command);
  if (positionals.length > command.operands.length) {
    throw new UsageError(`too many operands (${positionals.length})`, command);
  }
  const files: Record<string, string> = {};
  for (const option of command.fileOptions ?? []) {
    const path = values[option];
    if (typeof path === 'string') files[option] = await readTextFile(io, path, option, command);
  }
  const context = new RunContext();
  const compute = prepare(command, values, files, context);
  const json = values['json'] === true;
  const readsText =
    typeof command.readsText === 'function' ? command.readsText(values) : command.readsText;
  if (readsText === true) {
    const status = await runText(command, compute, positionals, values, io);
    writeWarnings(io, context.take(), '');
    return context.failed ? EXIT_INVALID : status;
  }

  if (positionals.length === command.operands.length) {
    return runOnce(compute, positionals, json, io, context);
  }
  if ((io.stdin as { isTTY?: boolean }).isTTY === true) {
    const missing = command.operands[positionals.length]!;
    throw new UsageError(
      `missing operand <${missing}> (or pipe lines into standard input)`,
      command,
    );
  }
  return runBatch({
    compute,
    fixed: positionals,
    arity: command.operands.length,
    json,
    errors,
    io,
    jobs,
    command: { name: command.name, values, files },
    context,
  });
}

/** Warnings of one input on standard error, each line after `prefix` (`line 3: ` in a batch). */
export function writeWarnings(io: Io, warnings: readonly string[], prefix: string): void {
  if (warnings.length === 0) return;
  const colors = palette(io);
  for (const warning of warnings) {
    io.stderr.write(`${prefix}${colors.yellow('warning')}: ${warning}\n`);
  }
}

function parseCommandLine(
  command: Command,
  args: readonly string[],
): { values: OptionValues; positionals: string[] } {
  const options = Object.fromEntries(
    Object.entries({ ...command.options, ...COMMON_OPTIONS }).map(([name, spec]) => [
      name,
      {
        type: spec.type,
        ...(spec.short === undefined ? {} : { short: spec.short }),
        ...(spec.multiple === true ? { multiple: true } : {}),
      },
    ]),
  );
  try {
    const parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
    return { values: parsed.values as OptionValues, positionals: parsed.positionals };
  } catch (error) {
    // util.parseArgs reports unknown options and missing option values as TypeErrors.
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    throw new UsageError(message, command);
  }
}

function prepare(
  command: Command,
  values: OptionValues,
  files: Readonly<Record<string, string>>,
  context: CommandContext,
): (operands: readonly string[]) => Result {
  try {
    return command.prepare(values, files, context);
  } catch (error) {
    if (error instanceof UsageError && error.command === undefined) {
      throw new UsageError(error.message, command);
    }
    throw error;
  }
}

function runOnce(
  compute: (operands: readonly string[]) => Result,
  operands: readonly string[],
  json: boolean,
  io: Io,
  context: RunContext,
): number {
  let result: Result;
  try {
    result = compute(operands);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const failure = toFailure(error, operands.at(-1) ?? '');
    const colors = palette(io);
    const [text, caret] = caretLines(failure.input, failure.index);
    io.stderr.write(
      `${text}\n${colors.red(colors.bold(caret))}\n` +
        `${colors.red(colors.bold(`error[${failure.code}]`))}: ${failure.message}\n`,
    );
    writeWarnings(io, context.take(), '');
    return EXIT_INVALID;
  }
  io.stdout.write(`${formatResult(result, json, true)}\n`);
  writeWarnings(io, context.take(), '');
  return context.failed ? EXIT_INVALID : EXIT_OK;
}

function print(io: Io, text: string): number {
  io.stdout.write(text);
  return EXIT_OK;
}
