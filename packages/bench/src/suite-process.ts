// Runs one throughput suite in a fresh Node process, so that no suite inherits the JIT
// state (type feedback, optimized code, heap) that an earlier suite left behind. The
// child loads the same corpus sample, runs the suite and sends its result back.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadCorpus } from './corpus.js';
import { describeError, runSuite, type SuiteResult, type TimingOptions } from './harness.js';
import { suites } from './suites/index.js';

interface Request {
  id: string;
  /** The caller's working folder (relative corpus paths are resolved from it). */
  cwd?: string;
  corpus: string | undefined;
  limit: number;
  timing: TimingOptions;
}

/** Runs the suite `request.id` in a child process and returns its result. */
export function runSuiteInChild(request: Request): Promise<SuiteResult> {
  return new Promise((resolveResult, reject) => {
    // Started in this package's folder so that `--import tsx` resolves from here.
    const child = fork(fileURLToPath(import.meta.url), ['--child'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      execArgv: ['--expose-gc', '--import', 'tsx'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let settled = false;
    child.once('message', (message) => {
      settled = true;
      resolveResult(message as SuiteResult);
    });
    child.once('error', (error) => {
      if (!settled) reject(error);
      settled = true;
    });
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`suite process exited with code ${code}`));
      settled = true;
    });
    child.send({ cwd: process.cwd(), ...request });
  });
}

if (process.argv.includes('--child') && process.send !== undefined) {
  process.once('message', async (message) => {
    const request = message as Request;
    if (request.cwd !== undefined) process.chdir(request.cwd);
    const suite = suites.find((s) => s.id === request.id);
    try {
      if (suite === undefined) throw new Error(`unknown suite ${request.id}`);
      const corpus = loadCorpus(request.corpus, request.limit);
      const result = await runSuite(suite, corpus.lines, request.timing);
      process.send!(result, () => process.exit(0));
    } catch (error) {
      console.error(`suite ${request.id}: ${describeError(error)}`);
      process.exit(1);
    }
  });
}
