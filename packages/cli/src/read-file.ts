// Files that options name (`--file`, `--vars`), read through the Io the command runs against,
// decoded as UTF-8 (RFC 3629) without a byte order mark, so that no command touches node:fs.
import { type Command, UsageError } from './command.js';
import type { Io } from './io.js';

/** The text of a UTF-8 file; a byte order mark at the start is dropped. */
export async function readTextFile(
  io: Io,
  path: string,
  option: string,
  command: Command,
): Promise<string> {
  if (io.readFile === undefined) throw new UsageError('files cannot be read here', command);
  let content: string | Uint8Array;
  try {
    content = await io.readFile(path);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UsageError(`--${option}: cannot read '${path}': ${reason}`, command);
  }
  return withoutBom(typeof content === 'string' ? content : new TextDecoder().decode(content));
}

/** `text` without the byte order mark (U+FEFF) that some editors put at the start. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
