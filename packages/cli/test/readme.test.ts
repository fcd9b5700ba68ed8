// Every `$ urikit …` example of the README, run in-process: the documented output is the output.
import { readFileSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { run } from '../src/index.js';
import { readmeExamples, shown } from './examples.js';
import { Sink, urikit } from './fake-io.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const examples = readmeExamples(readme);

describe('README examples', () => {
  it('documents every subcommand', async () => {
    const { COMMANDS } = await import('../src/registry.js');
    const documented = new Set(examples.map((e) => e.argv[0]));
    for (const command of COMMANDS) expect(documented).toContain(command.name);
  });

  it.each(examples.map((e) => [`urikit ${e.argv.join(' ')}`, e] as const))('%s', async (_, e) => {
    const result = await urikit(e.argv, { stdin: e.stdin ?? '' });
    expect(shown(e, result)).toBe(e.output);
  });

  it('runs the library example', async () => {
    let output = '';
    const stdout = new Writable({
      write(chunk, _encoding, done) {
        output += chunk;
        done();
      },
    });
    const status = await run(['normalize'], {
      stdin: Readable.from(['HTTP://A/./b\n']),
      stdout,
      stderr: new Sink(),
      env: {},
      isTTY: false,
    });
    expect(status).toBe(0);
    expect(output).toBe('http://a/b\n');
  });
});
