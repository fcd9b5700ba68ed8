// The code blocks of a page and their instrumentation: each ```ts (or ```js) block becomes the
// body of an async function, with its imports read through `load` and each
// `expression; // → value` line turned into a check that the expression equals the value
// (`// throws code` into a check of the thrown error's code). Other languages (sh, json, text)
// are shown, not run.

export interface CodeBlock {
  /** The line of the opening fence, 1-based, for the test's name. */
  readonly line: number;
  readonly lang: string;
  readonly code: string;
}

/** The fenced blocks of a Markdown page. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let open: { line: number; lang: string; lines: string[] } | undefined;
  markdown.split('\n').forEach((text, index) => {
    if (open === undefined) {
      if (text.startsWith('```')) {
        open = { line: index + 1, lang: text.slice(3).trim().split(/\s/)[0] ?? '', lines: [] };
      }
    } else if (text.trim() === '```') {
      blocks.push({ line: open.line, lang: open.lang, code: open.lines.join('\n') });
      open = undefined;
    } else {
      open.lines.push(text);
    }
  });
  return blocks;
}

export const RUNNABLE = new Set(['ts', 'js', 'typescript', 'javascript']);

const ARROW = ' // → ';
const THROWS = ' // throws ';

/** `{ a, b as c }` → `{ a, b: c }`, type-only names dropped. */
function destructuring(names: string): string {
  return names
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '))
    .map((name) => name.replace(/\s+as\s+/, ': '))
    .join(', ');
}

/**
 * The block as an async function body that takes `load` (a module loader) and `check` /
 * `checkThrows`. Imports may span lines; `import type` lines vanish.
 */
export function instrument(code: string): { body: string; checks: number } {
  let checks = 0;
  const out: string[] = [];
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (line.startsWith('import ')) {
      while (!/from\s+['"][^'"]+['"];?\s*$/.test(line) && i + 1 < lines.length) {
        line += ` ${lines[++i]!.trim()}`;
      }
      const specifier = /from\s+['"]([^'"]+)['"]/.exec(line)![1]!;
      const clause = line.slice('import '.length, line.lastIndexOf(' from ')).trim();
      if (clause.startsWith('type ')) continue;
      const module = `(await load(${JSON.stringify(specifier)}))`;
      if (clause.startsWith('{'))
        out.push(`const {${destructuring(clause.slice(1, -1))}} = ${module};`);
      else if (clause.startsWith('* as ')) out.push(`const ${clause.slice(5)} = ${module};`);
      else out.push(`const ${clause} = ${module}.default;`);
      continue;
    }
    const arrow = line.indexOf(ARROW);
    const throws = line.indexOf(THROWS);
    const indent = line.length - line.trimStart().length;
    if (arrow >= 0) {
      checks++;
      const expression = line.slice(indent, arrow).replace(/;$/, '');
      const expected = line.slice(arrow + ARROW.length);
      line = `${' '.repeat(indent)}await check(async () => (${expression}), ${expected}, ${JSON.stringify(line.trim())});`;
    } else if (throws >= 0) {
      checks++;
      const expression = line.slice(indent, throws).replace(/;$/, '');
      const code = line.slice(throws + THROWS.length).trim();
      line = `${' '.repeat(indent)}await checkThrows(async () => (${expression}), ${JSON.stringify(code)}, ${JSON.stringify(line.trim())});`;
    }
    out.push(line);
  }
  return { body: out.join('\n'), checks };
}

/** One `$ urikit …` command of a shell transcript, with what it prints. */
export interface TranscriptStep {
  readonly argv: string[];
  readonly stdin: string;
  readonly stdout: string;
}

/** The words of a command line: bare words and '…' single-quoted ones (no other quoting). */
function words(line: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < line.length) {
    if (line[i] === ' ') {
      i++;
    } else if (line[i] === "'") {
      const end = line.indexOf("'", i + 1);
      out.push(line.slice(i + 1, end));
      i = end + 1;
    } else {
      const end = line.indexOf(' ', i);
      out.push(line.slice(i, end < 0 ? line.length : end));
      i = end < 0 ? line.length : end;
    }
  }
  return out;
}

/**
 * The steps of a shell transcript: each `$ urikit args` or `$ printf 'text' | urikit args`
 * line, and the lines after it up to the next `$` as its standard output. `undefined` when the
 * block is not a transcript of the urikit command (an install line, a pipeline over files).
 */
export function transcript(code: string): TranscriptStep[] | undefined {
  const steps: { argv: string[]; stdin: string; out: string[] }[] = [];
  for (const line of code.split('\n')) {
    if (line.startsWith('$ ')) {
      let command = line.slice(2);
      let stdin = '';
      if (command.startsWith('printf ')) {
        const bar = command.indexOf(' | ');
        stdin = words(command.slice(7, bar))[0]!.replaceAll('\\n', '\n');
        command = command.slice(bar + 3);
      }
      const argv = words(command);
      if (argv[0] !== 'urikit') return undefined;
      steps.push({ argv: argv.slice(1), stdin, out: [] });
    } else if (steps.length === 0) {
      return undefined;
    } else {
      steps.at(-1)!.out.push(line);
    }
  }
  return steps.map((step) => ({
    argv: step.argv,
    stdin: step.stdin,
    stdout: step.out.map((line) => `${line}\n`).join(''),
  }));
}
