// `urikit query`: pairs from a query or a URI, bare names, form encoding, the nested mode,
// and errors with the offset in the query.
import { describe, expect, it } from 'vitest';
import { urikit } from './fake-io.js';

async function out(...argv: string[]): Promise<unknown> {
  const result = await urikit(argv);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout);
}

describe('query', () => {
  it('prints the pairs of a query, a bare name as [name]', async () => {
    expect(await out('query', 'a=1&b=&c&d=%C3%A9')).toEqual({
      pairs: [['a', '1'], ['b', ''], ['c'], ['d', 'é']],
    });
    expect(await out('query', '?x=1')).toEqual({ pairs: [['x', '1']] });
    expect(await out('query', '')).toEqual({ pairs: [] });
  });

  it('takes the query of a URI (none: no pairs)', async () => {
    expect(await out('query', 'http://a/p?x=%7e#y=2')).toEqual({ pairs: [['x', '~']] });
    expect(await out('query', 'mailto:a@b')).toEqual({ pairs: [] });
    expect(await out('query', 'http://例え/?ü=1')).toEqual({ pairs: [['ü', '1']] });
  });

  it('--form, --semicolons, --invalid', async () => {
    expect(await out('query', 'a=b+c')).toEqual({ pairs: [['a', 'b+c']] });
    expect(await out('query', '--form', 'a=b+c&d=%FF')).toEqual({
      pairs: [
        ['a', 'b c'],
        ['d', '\uFFFD'],
      ],
    });
    expect(await out('query', '--semicolons', 'a=1;b')).toEqual({ pairs: [['a', '1'], ['b']] });
    expect(await out('query', '--invalid', 'keep', 'a=%FF')).toEqual({ pairs: [['a', '%FF']] });
  });

  it('--nested builds prototype-free objects within the limits', async () => {
    expect(await out('query', '--nested', '__proto__[x]=1&a[]=2&a[]=3')).toEqual({
      ['__proto__']: { x: '1' },
      a: ['2', '3'],
    });
    const deep = await urikit(['query', '--nested', 'a[b][c][d][e][f][g]=1']);
    expect(deep.status).toBe(1);
    expect(deep.stderr).toContain('error[depth-limit]');
  });

  it('reports a bad encoding with a caret under it, and a bad line in a batch', async () => {
    const result = await urikit(['query', 'http://a/?x=1&y=%zz']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`  http://a/?x=1&y=%zz\n${' '.repeat(18)}^`);
    expect(result.stderr).toContain('error[invalid-percent-encoding]');
    const batch = await urikit(['query'], { stdin: 'a=1\nb=%\n' });
    const lines = batch.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toEqual({ pairs: [['a', '1']] });
    expect(lines[1].error.code).toBe('invalid-percent-encoding');
    expect(lines[1].error.index).toBe(2);
  });

  it('refuses an unknown --invalid', async () => {
    const result = await urikit(['query', '--invalid', 'drop', 'a']);
    expect(result.status).toBe(2);
  });
});

describe('query on a URI that does not validate (issue 29: decided by the scheme)', () => {
  it('takes the query through the Appendix B split and warns about the characters', async () => {
    const result = await urikit(['query', 'https://a.example/?q=caf%C3%A9&tags[]=x']);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      pairs: [
        ['q', 'café'],
        ['tags[]', 'x'],
      ],
    });
    expect(result.stderr).toBe(
      'warning: RFC 3986 allows no "[" (35), "]" (36) in a query (§3.4): read by the Appendix B split\n' +
        '  https://a.example/?q=caf%C3%A9&tags[]=x\n' +
        '                                     ^^\n',
    );
  });

  it('names the fault when it is not in the query, and reads the query all the same', async () => {
    const result = await urikit(['query', 'http://a b/?x=1']);
    expect(JSON.parse(result.stdout)).toEqual({ pairs: [['x', '1']] });
    expect(result.stderr).toBe(
      'warning: not an RFC 3986 URI (invalid-host-char at 8): its query is read by the Appendix B split\n' +
        '  http://a b/?x=1\n' +
        '          ^\n',
    );
  });

  it('marks a "%" that starts no triplet, and stops the query at "#"', async () => {
    const result = await urikit(['query', '--invalid', 'keep', 'http://a/?x=50%&y=[1]#f[']);
    expect(JSON.parse(result.stdout)).toEqual({
      pairs: [
        ['x', '50%'],
        ['y', '[1]'],
      ],
    });
    expect(result.stderr.split('\n')[0]).toBe(
      'warning: RFC 3986 allows no "%" (14), "[" (18), "]" (20) in a query (§3.4): read by the Appendix B split',
    );
  });

  it('gives no pairs for a URI without a query, with the warning', async () => {
    const result = await urikit(['query', 'http://a b/#x']);
    expect(JSON.parse(result.stdout)).toEqual({ pairs: [] });
    expect(result.stderr).toContain('warning: not an RFC 3986 URI');
  });

  it('reads an operand without a scheme as a query string, with no warning', async () => {
    expect(await out('query', 'tags[]=x&a:b=1')).toEqual({
      pairs: [
        ['tags[]', 'x'],
        ['a:b', '1'],
      ],
    });
  });

  it('numbers the warnings of a batch by line, on standard error', async () => {
    const result = await urikit(['query'], {
      stdin: 'http://a/?x=1\nhttp://a/?t[]=2\n',
    });
    expect(result.status).toBe(0);
    expect(
      result.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([{ pairs: [['x', '1']] }, { pairs: [['t[]', '2']] }]);
    expect(result.stderr.split('\n')[0]).toBe(
      'line 2: warning: RFC 3986 allows no "[" (11), "]" (12) in a query (§3.4): read by the Appendix B split',
    );
  });
});
