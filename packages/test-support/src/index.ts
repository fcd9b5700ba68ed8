// Locates the third-party data in ../shared beside the checkout (conformance
// files and the URL corpus). Tests read it from there and never copy it. When the
// folder is missing, a test fails loudly under CI (CI=true) and skips elsewhere.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: two levels above this package. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** `../shared` beside the repository (override with URIKIT_SHARED_DIR). */
export const sharedDir = process.env['URIKIT_SHARED_DIR'] ?? resolve(repoRoot, '..', 'shared');

const inCI = process.env['CI'] === 'true' || process.env['CI'] === '1';

/**
 * The absolute path of a file under ../shared (for example
 * `conformance/unicode/IdnaTestV2.txt`), or `undefined` when it is missing outside
 * CI. Under CI a missing file throws, so that a conformance suite never passes by
 * silently running nothing.
 */
export function sharedPath(relative: string): string | undefined {
  const path = join(sharedDir, relative);
  if (existsSync(path)) return path;
  const message = `shared data not found: ${path} (expected ../shared beside the checkout)`;
  if (inCI) throw new Error(message);
  console.warn(`skipped: ${message}`);
  return undefined;
}

/** The text of a file under ../shared, or `undefined` (see {@link sharedPath}). */
export function readShared(relative: string): string | undefined {
  const path = sharedPath(relative);
  return path === undefined ? undefined : readFileSync(path, 'utf8');
}

/** The parsed JSON of a file under ../shared, or `undefined` (see {@link sharedPath}). */
export function readSharedJson<T>(relative: string): T | undefined {
  const text = readShared(relative);
  return text === undefined ? undefined : (JSON.parse(text) as T);
}
export { CHROMIUM_ARGS, findChromium } from './chromium.js';
