// The subcommands that read a whole text (extract): from the operand, the file of --file, or all
// of standard input, decoded as UTF-8 (RFC 3629); the result is printed as the command made it.
import { type Command, type OptionValues, type Result, UsageError } from './command.js';
import { EXIT_OK } from './exit-status.js';
import { formatResult } from './format.js';
import type { InputStream, Io } from './io.js';
import { readTextFile, withoutBom } from './read-file.js';

/** All of `input` as one string; a byte order mark at the start is dropped. */
async function readAll(input: InputStream): Promise<string> {
  const decoder = new TextDecoder('utf-8');
  let text = '';
  for await (const chunk of input) {
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return withoutBom(text + decoder.decode());
}

export async function runText(
  command: Command,
  compute: (operands: readonly string[]) => Result,
  positionals: readonly string[],
  values: OptionValues,
  io: Io,
): Promise<number> {
  const file = values['file'];
  if (positionals.length > 1) {
    throw new UsageError(`too many operands (${positionals.length})`, command);
  }
  let text: string;
  if (positionals.length === 1) {
    if (typeof file === 'string') throw new UsageError('give <text> or --file, not both', command);
    text = positionals[0]!;
  } else if (typeof file === 'string') {
    text = await readTextFile(io, file, 'file', command);
  } else {
    if ((io.stdin as { isTTY?: boolean }).isTTY === true) {
      throw new UsageError(
        `missing operand <${command.operands[0]}> (or --file, or pipe a text into standard input)`,
        command,
      );
    }
    text = await readAll(io.stdin);
  }
  const output = formatResult(compute([text]), false, true);
  // A text that the command gives back (redact --text) keeps its own last line feed.
  if (output !== '') io.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  return EXIT_OK;
}
