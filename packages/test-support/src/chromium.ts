// Locates a system Chromium for the browser tests (the runtime matrix, the playground):
// Debian's `chromium` or CHROMIUM_PATH. Like the shared data, a test without it skips with
// a message outside CI and fails under CI (CI=true).
import { existsSync } from 'node:fs';

/**
 * The flags every Chromium launch of the tests uses: headless, no sandbox (root in CI),
 * no GPU, and none of the background traffic (updates, sync, QUIC) a test has no use for.
 *
 * @example
 * ```ts
 * await chromium.launch({ executablePath: findChromium()!, args: [...CHROMIUM_ARGS] });
 * ```
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The first Chromium found: CHROMIUM_PATH, then the usual Debian and Chrome paths, or
 * `undefined` (the caller skips outside CI and fails under CI).
 *
 * @example
 * ```ts
 * findChromium(); // → '/usr/bin/chromium' on Debian with the chromium package
 * ```
 */
export function findChromium(): string | undefined {
  const candidates = [
    process.env['CHROMIUM_PATH'],
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((path) => path !== undefined && path !== '' && existsSync(path));
}
