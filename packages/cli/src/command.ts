// What a subcommand is: its help, its options for util.parseArgs, its operands, and the function
// that turns the operands of one input into one result.

/** One option as util.parseArgs takes it, plus the line of help that documents it. */
export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** `--level <level>` style name of the value, for string options. */
  value?: string;
  /** Whether the option may be given more than once (its value is then a list). */
  multiple?: boolean;
  help: string;
}

/** The option values util.parseArgs returns. */
export type OptionValues = Readonly<Record<string, string | boolean | string[] | undefined>>;

/** A JSON object result (printed as one JSON line in a batch). */
export type JsonObject = { readonly [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | JsonObject;

/** What one input gives: a string (printed plain, or as JSON with --json), a boolean or an object. */
export type Result = string | boolean | JsonObject;

export interface Command {
  readonly name: string;
  /** One line for the list of subcommands. */
  readonly summary: string;
  /** The operands one run takes, in order; a batch reads the missing trailing ones from lines. */
  readonly operands: readonly string[];
  /** Paragraphs of help after the usage line. */
  readonly description: string;
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** Example invocations with their output, for --help. */
  readonly examples: readonly string[];
  /**
   * The operand is a whole text rather than a line (extract; redact with --text): without it,
   * the command reads all of standard input (or the file of `--file`) as one text, and prints
   * the result it computes as it is (its own lines), not as a batch. A function decides from
   * the option values.
   */
  readonly readsText?: boolean | ((values: OptionValues) => boolean);
  /**
   * String options whose value names a file (`expand --vars`): before `prepare`, the command
   * line reads each one given through the Io's `readFile`, as UTF-8 text.
   */
  readonly fileOptions?: readonly string[];
  /**
   * Checks the option values (throwing UsageError for a bad one) and returns the function that
   * computes the result for the operands of one input; that function throws the libraries'
   * typed errors for bad input. `files` holds the text of each file that a `fileOptions`
   * option named, under the option's name; `context` takes what an input gives besides its
   * result.
   */
  prepare(
    values: OptionValues,
    files: Readonly<Record<string, string>>,
    context: CommandContext,
  ): (operands: readonly string[]) => Result;
}

/**
 * What the computation of one input may report besides its result, to the command line that
 * runs it: a warning for standard error (printed after the input's result, with its line number
 * in a batch), and that the run must end with exit status 1 although the input is no error
 * (`inspect --fail-on`).
 */
export interface CommandContext {
  warn(message: string): void;
  fail(): void;
}

/** The CommandContext of one run: the warnings of the input at hand, and whether any failed. */
export class RunContext implements CommandContext {
  readonly warnings: string[] = [];
  failed = false;

  warn(message: string): void {
    this.warnings.push(message);
  }

  fail(): void {
    this.failed = true;
  }

  /** The warnings of the last input, taken. */
  take(): string[] {
    return this.warnings.splice(0, this.warnings.length);
  }
}

/** Misuse of the command line: an unknown subcommand or option, a missing operand. Exit status 2. */
export class UsageError extends Error {
  readonly command: Command | undefined;

  constructor(message: string, command?: Command) {
    super(message);
    this.name = 'UsageError';
    this.command = command;
  }
}

/** The value of a string option that must be one of `choices`, or `fallback` when absent. */
export function choice<T extends string>(
  values: OptionValues,
  name: string,
  choices: readonly T[],
): T | undefined {
  const value = values[name];
  if (typeof value !== 'string') return undefined;
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${name} must be one of ${choices.join(', ')}; got '${value}'`);
}

/** Whether a boolean option was given. */
export function flag(values: OptionValues, name: string): boolean {
  return values[name] === true;
}

/** The options every subcommand shares, for the IRI and zone ID switches of the parser. */
export const IRI_OPTION: OptionSpec = {
  type: 'boolean',
  help: 'accept RFC 3987 IRIs, not only RFC 3986 URIs',
};

export const ZONE_ID_OPTION: OptionSpec = {
  type: 'boolean',
  help: 'accept RFC 6874 zone IDs in IPv6 literals ([fe80::1%25eth0])',
};
