// `urikit extract`: a text from the operand, standard input or --file; one URI per line or JSON
// lines with offsets; the options of @urikit/extract.
import { describe, expect, it } from 'vitest';
import { urikit } from './fake-io.js';

const appendixC = [
  'Yes, Jim, I found it under "http://www.w3.org/Addressing/",',
  'but you can probably pick it up from <ftp://foo.example.',
  'com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/',
  'ietf/uri/historical.html#WARNING>.',
].join('\n');

describe('extract', () => {
  it('reads the whole of standard input as one text (angle brackets across lines)', async () => {
    const result = await urikit(['extract'], {
      stdin: [appendixC.slice(0, 90), appendixC.slice(90)],
    });
    expect(result).toEqual({
      status: 0,
      stdout:
        'http://www.w3.org/Addressing/\nftp://foo.example.com/rfc/\n' +
        'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING\n',
      stderr: '',
    });
  });

  it('prints JSON lines with the offsets of the spans', async () => {
    const result = await urikit(['extract', '--json', appendixC]);
    const lines = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((m) => [m.form, appendixC.slice(m.start, m.end).charAt(0)])).toEqual([
      ['quoted', '"'],
      ['angle', '<'],
      ['angle', '<'],
    ]);
  });

  it('decodes UTF-8 bytes split across chunks, and drops a byte order mark', async () => {
    const bytes = new TextEncoder().encode('\ufeff见 https://例子.中国/路径。');
    const result = await urikit(['extract', '--iri'], {
      stdin: [bytes.slice(0, 9), bytes.slice(9, 20), bytes.slice(20)],
    });
    expect(result.stdout).toBe('https://例子.中国/路径\n');
  });

  it('prints nothing and exits 0 when there is no URI', async () => {
    expect(await urikit(['extract', 'no links here: none.'])).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
    });
    expect((await urikit(['extract'], { stdin: '' })).stdout).toBe('');
  });

  it('passes the options through', async () => {
    const text = 'gopher://a.example/ www.b.example c@d.example example.org/x';
    expect((await urikit(['extract', text])).stdout).toBe('');
    expect((await urikit(['extract', '--schemes', 'gopher,http', text])).stdout).toBe(
      'gopher://a.example/\n',
    );
    expect((await urikit(['extract', '--suffix', '--tlds', 'org', '--email', text])).stdout).toBe(
      'http://www.b.example\nmailto:c@d.example\nhttp://example.org/x\n',
    );
  });

  it('reads a file with --file', async () => {
    const result = await urikit(['extract', '--file', 'notes.txt'], {
      files: { 'notes.txt': new TextEncoder().encode('see <http://a.example/\n  x>') },
    });
    expect(result).toEqual({ status: 0, stdout: 'http://a.example/x\n', stderr: '' });
  });

  it('is misuse to name a missing file, to give a text and a file, or two texts', async () => {
    const missing = await urikit(['extract', '--file', 'nope.txt'], { files: {} });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("--file: cannot read 'nope.txt'");
    expect((await urikit(['extract', '--file', 'a', 'text'])).status).toBe(2);
    expect((await urikit(['extract', 'a', 'b'])).status).toBe(2);
    expect((await urikit(['extract', '--file', 'a'])).status).toBe(2);
  });

  it('documents the whole-text input in its help', async () => {
    const { stdout } = await urikit(['extract', '--help']);
    expect(stdout).toContain('reads the whole of standard input');
    expect(stdout).toContain('--file <path>');
  });
});
