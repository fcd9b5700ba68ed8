// Locates the third-party data in ../shared beside the checkout (conformance
// files and the URL corpus). Tests read it from there and never copy it. When the
// folder is missing, a test fails loudly under CI (CI=true) and skips elsewhere.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

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
export { type IdnaTestLine, parseIdnaTestV2 } from './idna-test-v2.js';
export { type TsdocExamples, tsdocExamples } from './tsdoc.js';
export { charactersRead } from './work.js';

/**
 * Runs a Python snippet that prints JSON with each `python3` on PATH in turn and returns
 * the first answer `accept` takes (or the first answer at all, as a fallback), or
 * `undefined` when no interpreter answers. Cross-checks use it to read independent
 * encodings of Unicode data from Python's `idna` package. Under a package manager's script
 * runner the first `python3` can be the system one while another (pyenv's, a venv's) has
 * the package, hence every candidate.
 */
export function pythonJson<T>(script: string, accept: (value: T) => boolean): T | undefined {
  const dirs = (process.env['PATH'] ?? '').split(delimiter).filter((dir) => dir !== '');
  const found = dirs.map((dir) => join(dir, 'python3')).filter((path) => existsSync(path));
  let fallback: T | undefined;
  for (const python of [...new Set(found), 'python3']) {
    const result = spawnSync(python, ['-c', script], {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
      timeout: 30_000,
    });
    if (result.status !== 0 || typeof result.stdout !== 'string') continue;
    try {
      const value = JSON.parse(result.stdout) as T;
      if (accept(value)) return value;
      fallback ??= value;
    } catch {}
  }
  return fallback;
}

/** The example lines of a README and a check that runs one of them. */
export interface ReadmeExamples {
  /**
   * Every `call; // → value`, `call; // throws code at index` or `call; // throws Kind 'message'`
   * line, as `[call, outcome]`.
   */
  readonly examples: readonly (readonly [call: string, outcome: string])[];
  /**
   * Runs one example with every export of the package in scope: `→ value` compares with
   * `toEqual`; `throws code at index` expects an instance of the package's error class
   * with that `code` and `index`; `throws Kind 'message'` (a drop-in's errors, which have no
   * code) an error of that class name and message.
   */
  readonly check: (call: string, outcome: string) => void;
}

/**
 * The runnable examples of a package's README, so that a test can run every one and the
 * README cannot drift from the code. Lines starting with `console.` are prose and skipped.
 */
export function readmeExamples(
  readmePath: string,
  api: Record<string, unknown>,
  errorClass?: abstract new (...args: never[]) => Error,
): ReadmeExamples {
  const examples = readFileSync(readmePath, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => / \/\/ (→|throws) /.test(line) && !line.startsWith('console.'))
    .map((line) => {
      const at = line.indexOf('; // ');
      return [line.slice(0, at), line.slice(at + 5)] as const;
    });
  const names = Object.keys(api);
  const values = Object.values(api);
  const evaluate = (expression: string): unknown =>
    new Function(...names, `return (${expression});`)(...values);
  const check = (call: string, outcome: string): void => {
    if (outcome.startsWith('→ ')) {
      expect(evaluate(call)).toEqual(evaluate(outcome.slice(2)));
      return;
    }
    const kindAndMessage = /^throws (\w+) '(.*)'$/.exec(outcome);
    if (kindAndMessage !== null) {
      let error: unknown;
      try {
        evaluate(call);
      } catch (caught) {
        error = caught;
      }
      expect((error as Error | undefined)?.constructor.name).toBe(kindAndMessage[1]);
      expect((error as Error).message).toBe(kindAndMessage[2]);
      return;
    }
    const [, code, index] = /^throws (\S+) at (\d+)$/.exec(outcome) ?? [];
    expect(
      code,
      `"${outcome}" is not "throws <code> at <index>" nor "throws <Kind> '<message>'"`,
    ).toBeDefined();
    let thrown: unknown;
    try {
      evaluate(call);
    } catch (error) {
      thrown = error;
    }
    if (errorClass !== undefined) expect(thrown).toBeInstanceOf(errorClass);
    expect((thrown as { code?: unknown }).code).toBe(code);
    expect((thrown as { index?: unknown }).index).toBe(Number(index));
  };
  return { examples, check };
}
