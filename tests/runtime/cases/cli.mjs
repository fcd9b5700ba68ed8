// Runtime-matrix cases for @urikit/cli: the command run in-process on in-memory streams.
// Node-only by design (it reads process streams through node:util), so it runs where
// node: built-ins exist: Node, Bun and Deno.
export const name = '@urikit/cli';
export const runtimes = ['node', 'bun', 'deno'];

/** A minimal OutputStream: keeps what is written, never asks to wait for 'drain'. */
function sink() {
  const chunks = [];
  return {
    chunks,
    write(chunk) {
      chunks.push(chunk);
      return true;
    },
    once() {},
    removeListener() {},
  };
}

async function urikit(api, argv, lines = []) {
  const stdout = sink();
  const stderr = sink();
  const stdin = (async function* () {
    yield* lines;
  })();
  const status = await api.run(argv, { stdin, stdout, stderr, env: {}, isTTY: false });
  return { status, stdout: stdout.chunks.join(''), stderr: stderr.chunks.join('') };
}

const commands = [
  [['resolve', 'http://a/b/c/d;p?q', '../g'], 'http://a/b/g\n'],
  [['normalize', 'HTTP://www.EXAMPLE.com:80'], 'http://www.example.com/\n'],
  [['encode', 'a b'], 'a%20b\n'],
];

export async function run(t, api) {
  t.is('exit statuses', () => [api.EXIT_OK, api.EXIT_INVALID, api.EXIT_USAGE], [0, 1, 2]);
  for (const [argv, expected] of commands) {
    const result = await urikit(api, argv);
    t.check(
      `urikit ${argv.join(' ')}`,
      result.status === 0 && result.stdout === expected,
      JSON.stringify(result),
    );
  }
  const parsed = await urikit(api, ['parse', 'HTTP://user@[::1]:8080/a/../b?q#f']);
  t.check(
    'urikit parse',
    parsed.status === 0 && JSON.parse(parsed.stdout).hostKind === 'ipv6',
    JSON.stringify(parsed),
  );
  const batch = await urikit(api, ['normalize'], ['HTTP://A/./b\n', 'http://a:80/\n']);
  t.check('batch from stdin', batch.stdout === 'http://a/b\nhttp://a/\n', JSON.stringify(batch));
  const invalid = await urikit(api, ['parse', 'http://a b/']);
  t.check(
    'invalid input',
    invalid.status === 1 && invalid.stderr.includes('invalid-host-char'),
    JSON.stringify(invalid),
  );
  const misuse = await urikit(api, ['frobnicate']);
  t.check('misuse', misuse.status === 2, JSON.stringify(misuse));
}
