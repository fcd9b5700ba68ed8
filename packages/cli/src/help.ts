// The text of --help: for the command as a whole and for each subcommand.
import type { Command, OptionSpec } from './command.js';
import { COMMANDS } from './registry.js';

/** The options every subcommand accepts, after its own. */
export const COMMON_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  json: { type: 'boolean', help: 'print string results as JSON strings' },
  errors: {
    type: 'string',
    value: 'stdout|stderr',
    help: 'where a batch reports bad lines: JSON records on stdout (default), or lines on stderr',
  },
  jobs: {
    type: 'string',
    value: 'n',
    help: 'compute a batch in <n> threads, this one and <n> - 1 workers (default 1); the output is the same, in the same order',
  },
  help: { type: 'boolean', short: 'h', help: 'show this help' },
};

/** `[<base> [<ref>]]`: the operands, each optional since a batch reads the rest from lines. */
export function operandSynopsis(command: Command): string {
  let text = '';
  for (let i = command.operands.length - 1; i >= 0; i--) {
    text = `[<${command.operands[i]}>${text === '' ? '' : ` ${text}`}]`;
  }
  return text;
}

// Help lines stay within 100 columns: a long description goes on its own lines under the option.
const WIDTH = 100;

function optionLines(options: Readonly<Record<string, OptionSpec>>): string[] {
  const rows = Object.entries(options).map(([name, spec]) => {
    const short = spec.short === undefined ? '    ' : `-${spec.short}, `;
    const value = spec.value === undefined ? '' : ` <${spec.value}>`;
    return [`  ${short}--${name}${value}`, spec.help] as const;
  });
  // Descriptions start in one column; an option too long for it has its description below.
  const column = Math.min(Math.max(...rows.map(([left]) => left.length)) + 2, 30);
  const indent = ' '.repeat(column);
  return rows.flatMap(([left, help]) => {
    const [first = '', ...rest] = wrap(help, WIDTH - column);
    const head =
      left.length + 2 <= column ? [`${left.padEnd(column)}${first}`] : [left, indent + first];
    return [...head, ...rest.map((line) => indent + line)];
  });
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  lines.push(line);
  return lines;
}

export function commandHelp(command: Command): string {
  const lines = [
    `Usage: urikit ${command.name} [options] ${operandSynopsis(command)}`,
    '',
    command.description,
    '',
    batchNote(command),
    '',
    'Options:',
    ...optionLines({ ...command.options, ...COMMON_OPTIONS }),
    '',
    'Examples:',
    ...command.examples.map((example) => `  ${example.split('\n').join('\n  ')}`),
  ];
  return `${lines.join('\n')}\n`;
}

function batchNote(command: Command): string {
  const [first, second] = command.operands;
  if (command.readsText === true) {
    return wrap(
      `Without <${first}>, reads the whole of standard input (or the file of --file) as one ` +
        `<${first}>.`,
      WIDTH - 10,
    ).join('\n');
  }
  const text =
    second === undefined
      ? `Without <${first}>, reads one <${first}> per line from standard input and writes one ` +
        'result per line.'
      : `Without <${second}>, reads one <${second}> per line from standard input; without ` +
        `either, reads lines of <${first}>, a tab, and <${second}>. Writes one result per line.`;
  return wrap(text, WIDTH - 10).join('\n');
}

export function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length)) + 2;
  const lines = [
    'Usage: urikit <command> [options] [operands]',
    '',
    'The RFC 3986 URI toolkit on the command line.',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    '',
    'Options:',
    '  -h, --help     show this help (urikit <command> --help for a command)',
    '  -v, --version  print the version',
    '',
    'Without its operand, a command reads standard input line by line and writes one result',
    'per line (JSON lines for objects); a bad line gives {"error": {code, index, message},',
    '"input": line} and the run goes on. --jobs <n> computes a batch in <n> threads, with the',
    'same output in the same order.',
    '',
    'Exit status: 0 when every input was valid, 1 when one was not, 2 on misuse.',
  ];
  return `${lines.join('\n')}\n`;
}
