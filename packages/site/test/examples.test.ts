// Every code block of every page of the site (docs/, the generated API reference aside: its
// examples are the TSDoc @example blocks each package's own tests run) runs here, as the
// READMEs' examples do: a `// →` comment states each result and is checked. Blocks that need
// a server start one on 127.0.0.1 themselves; none reaches the network.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { run } from '@urikit/cli';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { codeBlocks, instrument, RUNNABLE, transcript } from './code-blocks.js';

const docs = join(import.meta.dirname, '..', 'docs');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return name === 'api' || name === 'public' || name.startsWith('.') ? [] : markdownFiles(path);
    }
    return name.endsWith('.md') ? [path] : [];
  });
}

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...args: unknown[]) => Promise<void>;

/** Imports of a block: the workspace packages resolve to their sources (vitest's aliases). */
const load = (specifier: string): Promise<unknown> => import(/* @vite-ignore */ specifier);

async function check(actual: () => Promise<unknown>, expected: unknown, line: string) {
  // soft: a block reports every wrong line, not only the first
  expect.soft(await actual(), line).toEqual(expected);
}

/**
 * `// throws <code or error name>`, optionally ` at <index>` or a quoted message:
 * `throws invalid-host-char at 10`, `throws TypeError 'URI scheme is malformed.'`.
 */
async function checkThrows(run: () => Promise<unknown>, outcome: string, line: string) {
  let thrown: unknown;
  try {
    await run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, `${line}: did not throw`).toBeDefined();
  const space = outcome.indexOf(' ');
  const name = space < 0 ? outcome : outcome.slice(0, space);
  const rest = space < 0 ? '' : outcome.slice(space + 1).trim();
  const error = thrown as { code?: unknown; name?: unknown; index?: unknown; message?: unknown };
  expect([error.code, error.name], line).toContain(name);
  if (rest.startsWith('at ')) expect(error.index, line).toBe(Number(rest.slice(3)));
  else if (rest !== '') expect(error.message, line).toBe(rest.slice(1, -1));
}

/** Runs the urikit command in-process on in-memory streams: its standard output. */
async function urikit(argv: string[], stdin: string): Promise<string> {
  let stdout = '';
  const sink = (write: (chunk: string) => void) => ({
    write: (chunk: string) => {
      write(chunk);
      return true;
    },
    once() {},
    removeListener() {},
  });
  const io = {
    stdin: Readable.from([stdin]),
    stdout: sink((chunk) => {
      stdout += chunk;
    }),
    stderr: sink(() => {}),
    env: { NO_COLOR: '1' },
    isTTY: false,
  };
  await run(argv, io);
  return stdout;
}

const pages = markdownFiles(docs).map((path) => [relative(docs, path), path] as const);

describe('the code blocks of the site', () => {
  it('finds the guides and the migration pages', () => {
    expect(pages.filter(([page]) => page.startsWith('guide/')).length).toBeGreaterThan(0);
    expect(pages.filter(([page]) => page.startsWith('migrate/')).length).toBeGreaterThan(0);
  });

  for (const [page, path] of pages) {
    const all = codeBlocks(readFileSync(path, 'utf8'));
    const blocks = all.filter((block) => RUNNABLE.has(block.lang));
    // JSON blocks (package.json overrides) must parse; shell transcripts of the urikit command
    // (`$ urikit …` and the lines it prints) run in-process. Other shell blocks (installs,
    // pipelines over files) are shown, not run.
    const json = all.filter((block) => block.lang === 'json');
    const shells = all.flatMap((block) =>
      block.lang === 'sh' ? [[block.line, transcript(block.code)] as const] : [],
    );
    const transcripts = shells.filter(([, steps]) => steps !== undefined);
    if (blocks.length + json.length + transcripts.length === 0) continue;
    describe(page, () => {
      it.each(blocks.map((block) => [block.line, block] as const))(
        'block at line %i',
        async (_, block) => {
          const { body, checks } = instrument(block.code);
          expect(checks, 'a block states at least one result with // →').toBeGreaterThan(0);
          // Type annotations go; the rest runs as written.
          const js = transformSync(body, { loader: 'ts' }).code;
          await new AsyncFunction('load', 'check', 'checkThrows', js)(load, check, checkThrows);
        },
      );
      it.each(json.map((block) => [block.line, block] as const))(
        'JSON block at line %i parses',
        (_, block) => {
          expect(() => JSON.parse(block.code)).not.toThrow();
        },
      );
      it.each(transcripts.map(([line, steps]) => [line, steps!] as const))(
        'shell transcript at line %i prints what it shows',
        async (_, steps) => {
          for (const step of steps) {
            expect
              .soft(await urikit(step.argv, step.stdin), `urikit ${step.argv.join(' ')}`)
              .toBe(step.stdout);
          }
        },
      );
    });
  }
});
