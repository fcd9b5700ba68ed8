// `urikit expand` and `urikit match` (RFC 6570): variables from --var and --vars, batches,
// and the errors of bad templates, bad variables and URIs that do not match.
import { describe, expect, it } from 'vitest';
import { urikit } from './fake-io.js';

async function out(...argv: string[]): Promise<string> {
  const result = await urikit(argv);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

describe('expand', () => {
  it('takes --var, a repeated name as a list', async () => {
    expect(
      await out('expand', '{/a*}{?b}', '--var', 'a=x', '--var', 'a=y z', '--var', 'b=1=2'),
    ).toBe('/x/y%20z?b=1%3D2\n');
  });

  it('takes --vars from a JSON file read through io.readFile, --var winning', async () => {
    const files = {
      'vars.json': '\ufeff{"keys": {"a": 1, "b": true}, "q": "x", "list": ["r", "g"]}',
    };
    const expand = async (...argv: string[]) => {
      const result = await urikit(['expand', ...argv], { files });
      expect(result.stderr).toBe('');
      return result.stdout;
    };
    expect(await expand('{?keys*,q}{#list}', '--vars', 'vars.json')).toBe('?a=1&b=true&q=x#r,g\n');
    expect(await expand('{q}', '--vars', 'vars.json', '--var', 'q=y')).toBe('y\n');
  });

  it('expands each line of standard input in a batch', async () => {
    const result = await urikit(['expand', '--var', 'x=1'], { stdin: '{x}\n/{x}/{x}\n{x\n' });
    expect(result.stdout.split('\n').slice(0, 2)).toEqual(['1', '/1/1']);
    expect(JSON.parse(result.stdout.split('\n')[2]!).error.code).toBe('unclosed-expression');
    expect(result.status).toBe(1);
  });

  it('reports a bad template with its code and a caret', async () => {
    const result = await urikit(['expand', '/a/{=b}']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('error[reserved-operator]');
    expect(result.stderr).toContain('  /a/{=b}\n      ^');
  });

  it('reports misuse of --var and --vars with status 2', async () => {
    expect((await urikit(['expand', '{x}', '--var', 'novalue'])).status).toBe(2);
    const files = { 'list.json': '[1]', 'broken.json': '{' };
    const vars = (path: string) => urikit(['expand', '{x}', '--vars', path], { files });
    const missing = await vars('nope.json');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("--vars: cannot read 'nope.json'");
    expect((await vars('list.json')).stderr).toContain('must hold a JSON object');
    expect((await vars('broken.json')).stderr).toContain('is not JSON');
    expect((await vars('list.json')).status).toBe(2);
    expect((await vars('broken.json')).status).toBe(2);
  });
});

describe('match', () => {
  it('prints the variables as JSON', async () => {
    expect(
      JSON.parse(await out('match', '/files{/path*}{.ext}{?k*}', '/files/a/b%20c.txt?x=1&y=2')),
    ).toEqual({
      path: ['a', 'b c'],
      ext: 'txt',
      k: { x: '1', y: '2' },
    });
  });

  it('matches each line of standard input in a batch', async () => {
    const result = await urikit(['match', '/u/{id}'], { stdin: '/u/1\n/v/2\n' });
    const [first, second] = result.stdout
      .split('\n')
      .map((line) => (line === '' ? undefined : JSON.parse(line)));
    expect(first).toEqual({ id: '1' });
    expect(second.error.code).toBe('no-match');
    expect(result.status).toBe(1);
  });

  it('reports a bad template against the template', async () => {
    const result = await urikit(['match', '{x', 'a']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('error[unclosed-expression]');
  });
});
