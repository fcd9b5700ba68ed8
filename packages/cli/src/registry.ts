// Every subcommand, in the order --help lists them.
import type { Command } from './command.js';
import { decode } from './commands/decode.js';
import { domain } from './commands/domain.js';
import { encode } from './commands/encode.js';
import { equivalent } from './commands/equivalent.js';
import { expand } from './commands/expand.js';
import { extract } from './commands/extract.js';
import { inspect } from './commands/inspect.js';
import { ip } from './commands/ip.js';
import { iriToUriCommand } from './commands/iri-to-uri.js';
import { match } from './commands/match.js';
import { normalize } from './commands/normalize.js';
import { parse } from './commands/parse.js';
import { query } from './commands/query.js';
import { redact } from './commands/redact.js';
import { relativize } from './commands/relativize.js';
import { resolve } from './commands/resolve.js';
import { split } from './commands/split.js';
import { toAscii } from './commands/to-ascii.js';
import { toUnicode } from './commands/to-unicode.js';
import { uriToIriCommand } from './commands/uri-to-iri.js';
import { validate } from './commands/validate.js';
import { web3 } from './commands/web3.js';
import { whatwg } from './commands/whatwg.js';

export const COMMANDS: readonly Command[] = [
  parse,
  validate,
  split,
  resolve,
  relativize,
  normalize,
  equivalent,
  iriToUriCommand,
  uriToIriCommand,
  toAscii,
  toUnicode,
  encode,
  decode,
  query,
  ip,
  domain,
  expand,
  match,
  extract,
  inspect,
  redact,
  web3,
  whatwg,
];

export function findCommand(name: string): Command | undefined {
  return COMMANDS.find((command) => command.name === name);
}
