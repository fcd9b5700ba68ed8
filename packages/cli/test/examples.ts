// Reads documented examples (`$ urikit …` followed by the expected output) so that tests can run
// every example of the help texts and the README exactly as written.

export interface Example {
  /** The arguments after `urikit`. */
  argv: string[];
  /** What `printf '…' |` feeds to standard input, if anything. */
  stdin: string | undefined;
  /**
   * The expected output: standard output, then standard error, then (when the command line
   * ends with `; echo "status $?"`) a line `status <exit status>`.
   */
  output: string;
  /** Whether the exit status is printed after the output. */
  echoStatus: boolean;
}

const ECHO_STATUS = '; echo "status $?"';

/** What a run printed, as an example shows it: `status <n>` last when it echoes the status. */
export function shown(
  example: Example,
  result: { status: number; stdout: string; stderr: string },
): string {
  return result.stdout + result.stderr + (example.echoStatus ? `status ${result.status}\n` : '');
}

// Splits a shell command line of bare words and single-quoted strings.
function words(line: string): string[] {
  const out: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === ' ') {
      if (word !== undefined) out.push(word);
      word = undefined;
    } else {
      word = (word ?? '') + c;
    }
  }
  if (word !== undefined) out.push(word);
  return out;
}

/** Parses one example: its first line is the command, the rest its output. */
export function parseExample(text: string): Example {
  const [command = '', ...output] = text.split('\n');
  let line = command.slice(2);
  const echoStatus = line.endsWith(ECHO_STATUS);
  if (echoStatus) line = line.slice(0, -ECHO_STATUS.length);
  let stdin: string | undefined;
  if (line.startsWith('printf ')) {
    const pipe = line.indexOf(' | ');
    stdin = words(line.slice(7, pipe))[0]!.split('\\n').join('\n').split('\\t').join('\t');
    line = line.slice(pipe + 3);
  }
  const argv = words(line);
  if (argv.shift() !== 'urikit') throw new Error(`not a urikit example: ${command}`);
  return { argv, stdin, output: output.map((l) => `${l}\n`).join(''), echoStatus };
}

/** The examples in the ```sh blocks of a README. */
export function readmeExamples(markdown: string): Example[] {
  const examples: Example[] = [];
  let block: string[] | undefined;
  for (const line of markdown.split('\n')) {
    if (block === undefined) {
      if (line === '```sh') block = [];
    } else if (line === '```') {
      let current: string[] = [];
      for (const l of block) {
        if (l.startsWith('$ ') && current.length > 0) {
          examples.push(parseExample(current.join('\n')));
          current = [];
        }
        current.push(l);
      }
      if (current.length > 0) examples.push(parseExample(current.join('\n')));
      block = undefined;
    } else {
      block.push(line);
    }
  }
  return examples;
}
