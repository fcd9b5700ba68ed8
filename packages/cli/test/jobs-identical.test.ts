// --jobs N writes byte for byte what one thread writes, for every batch command: the same
// standard output (bytes from the workers, text from this thread), the same standard error with
// its line numbers and warnings, the same exit status, with lines of every kind — errors,
// warnings, empty lines, CRLF, non-ASCII, a byte order mark, ill-formed UTF-8, a last line
// without a line feed — over inputs of several pieces (batch-pieces.ts cuts at 256 KiB). The
// workers load dist/batch-worker.js: run the build first (jobs.test.ts says how).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuilt, Sink, TextSink } from './fake-io.js';

beforeAll(() => {
  const worker = fileURLToPath(new URL('../dist/batch-worker.js', import.meta.url));
  if (!existsSync(worker)) {
    throw new Error(`${worker} is missing: run 'pnpm --filter @urikit/cli... build' first`);
  }
});

/** Standard input in chunks of `chunk` bytes; standard output takes bytes unless `bytes` is false. */
function built(argv: readonly string[], input: Uint8Array, chunk = 65_536, bytes = true) {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < input.length; i += chunk) chunks.push(input.slice(i, i + chunk));
  return runBuilt(argv, chunks, bytes ? new Sink(false, 1 << 20) : new TextSink());
}

// One line of each kind, for commands of one operand; `pairs` makes them base-tab-reference.
const KINDS = [
  'HTTP://Example.COM:80/a/./b/../c?q=%7e#F',
  'https://example.org/path/x',
  'http://bad host/',
  '',
  'http://ÉXAMPLE.com/é/😀?ü=1',
  '../x/./y?a=b&c=%zz',
  'http://xn--nxasmq6b.com/',
  'mailto:Someone@Example.COM',
  'http://[2001:DB8::1]:8080/',
  '192.168.000.1',
  'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  'http://user:secret@example.com/?token=abc&x=1',
  'a=1&b=%20&c',
  'foo%2',
  'http://a/\u00a0',
  'urn:ISBN:0-395-36341-1',
];

function input(count: number, pairs: boolean, crlf: boolean): Uint8Array {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const line = `${KINDS[i % KINDS.length]!}${i % 3 === 0 ? '' : String(i)}`;
    lines.push(pairs && i % 11 !== 5 ? `http://a/b/c/d;p?q\t${line}` : line);
  }
  const eol = crlf ? '\r\n' : '\n';
  // A byte order mark first; a last line without a line feed.
  const head = new TextEncoder().encode(`\uFEFF${lines.join(eol)}${eol}http://last/line`);
  // Ill-formed UTF-8 in the middle (a lone continuation byte, a cut sequence) and at the end.
  const bad = Uint8Array.from([0x0a, 0x61, 0x80, 0x0a, 0xe2, 0x82, 0x0a, 0xef, 0xbb, 0xbf]);
  const all = new Uint8Array(head.length + bad.length);
  all.set(head);
  all.set(bad, head.length);
  return all;
}

// Every batch command, and the options that change what a line gives.
const ONE: string[][] = [
  ['parse'],
  ['parse', '--json'],
  ['validate', '--json'],
  ['split'],
  ['resolve', 'http://a/b/c/d;p?q'],
  ['normalize'],
  ['normalize', '--errors=stderr'],
  ['iri-to-uri'],
  ['uri-to-iri'],
  ['to-ascii'],
  ['to-unicode'],
  ['encode'],
  ['decode'],
  ['query'],
  ['ip'],
  ['domain'],
  ['expand', '--var', 'x=1'],
  ['match', 'http://a/{x}'],
  ['inspect', '--fail-on', 'warning'],
  ['inspect', '--json', '--errors=stderr'],
  ['redact'],
  ['web3'],
  ['whatwg', '--errors=stderr'],
];
const TWO: string[][] = [['resolve'], ['relativize'], ['equivalent', '--json']];

describe('--jobs 2 gives what one thread gives, for every batch command', () => {
  // Two pieces (276 kB), both computed by the worker; the larger input below, five pieces, has
  // this thread compute some of them too.
  const lf = input(10_000, false, false);
  const crlf = input(10_000, false, true);
  const pairs = input(9_000, true, false);
  const large = input(45_000, false, false);

  it.each(ONE.map((args) => [args.join(' '), args] as const))('%s', async (_, args) => {
    for (const text of [lf, crlf]) {
      const one = await built(args, text);
      expect(one.stdout.length).toBeGreaterThan(0);
      expect(await built([...args, '--jobs', '2'], text)).toEqual(one);
    }
  });

  it.each(TWO.map((args) => [args.join(' '), args] as const))('%s (pairs)', async (_, args) => {
    const one = await built(args, pairs);
    expect(await built([...args, '--jobs', '2'], pairs)).toEqual(one);
  });

  it('warnings and --fail-on: status 1, warnings after their line, numbered', async () => {
    const query = await built(['query', '--jobs', '2'], lf);
    expect(query.stderr).toMatch(/^line \d+: warning: /m);
    const inspect = await built(['inspect', '--fail-on', 'info', '--jobs', '3'], lf);
    expect(inspect.status).toBe(1);
    expect(inspect).toEqual(await built(['inspect', '--fail-on', 'info'], lf));
  });

  it('the same from odd chunk sizes, three threads, and a stream that takes only text', async () => {
    const one = await built(['normalize', '--errors=stderr'], large, 4093);
    expect(await built(['normalize', '--errors=stderr', '--jobs', '2'], large)).toEqual(one);
    expect(await built(['normalize', '--errors=stderr', '--jobs', '3'], large, 4093)).toEqual(one);
    expect(await built(['normalize', '--errors=stderr', '--jobs', '3'], large, 300_001)).toEqual(
      one,
    );
    expect(
      await built(['normalize', '--errors=stderr', '--jobs', '2'], large, 65_536, false),
    ).toEqual(one);
  });
});
