// V8's precise block coverage read in-process through node:inspector: the call and block counts
// of every function of the packages under test. Two uses: the coverage-guided loop keeps an
// input that reaches a new block or a new hit-count bucket of one (AFL's buckets), and the
// linear-work property sums the counts for inputs of size n, 2n and 4n. The session posts are
// synchronous on the main thread, so taking coverage right after a call measures that call.
import { Session } from 'node:inspector';

interface Range {
  startOffset: number;
  endOffset: number;
  count: number;
}
interface FunctionCoverage {
  ranges: Range[];
}
interface ScriptCoverage {
  url: string;
  functions: FunctionCoverage[];
}

/** Scripts of the packages under test: sources (vitest) or dist (the CLI), never the fuzzer's own. */
export function isUnderTest(url: string): boolean {
  return (
    url.includes('/packages/') &&
    !url.includes('/packages/fuzz/') &&
    !url.includes('/node_modules/') &&
    !url.includes('/packages/test-support/')
  );
}

let session: Session | undefined;

function post<T>(method: string, params?: object): T {
  let result: T | undefined;
  let failure: Error | null = null;
  let done = false;
  session!.post(method, params ?? {}, (error, value) => {
    failure = error;
    result = value as T;
    done = true;
  });
  if (!done) throw new Error(`inspector: ${method} did not answer synchronously`);
  if (failure !== null) throw failure;
  return result!;
}

/** Starts precise block coverage with counts (idempotent). */
export function startCoverage(): void {
  if (session !== undefined) return;
  session = new Session();
  session.connect();
  post('Profiler.enable');
  post('Profiler.startPreciseCoverage', {
    callCount: true,
    detailed: true,
    allowTriggeredUpdates: false,
  });
}

export function stopCoverage(): void {
  if (session === undefined) return;
  post('Profiler.stopPreciseCoverage');
  post('Profiler.disable');
  session.disconnect();
  session = undefined;
}

/** The counts since the last take (taking resets them), for the scripts under test. */
function take(): ScriptCoverage[] {
  const { result } = post<{ result: ScriptCoverage[] }>('Profiler.takePreciseCoverage');
  return result.filter((script) => isUnderTest(script.url));
}

/** Forgets the counts so far (call before a measured call). */
export function resetCounts(): void {
  post('Profiler.takePreciseCoverage');
}

/** Blocks executed and their counts since the last take, summed: the work of a call. */
export function takeWork(): number {
  let total = 0;
  for (const script of take()) {
    for (const fn of script.functions) for (const range of fn.ranges) total += range.count;
  }
  return total;
}

function bucket(count: number): number {
  if (count <= 3) return count;
  if (count <= 7) return 4;
  if (count <= 15) return 5;
  if (count <= 31) return 6;
  if (count <= 127) return 7;
  return 8;
}

/** The (block, hit-count bucket) pairs seen so far: a new pair is new coverage. */
export class FeatureMap {
  private readonly ids = new Map<string, number>();
  private readonly seen = new Set<number>();
  /** Blocks ever executed. */
  blocks = 0;

  /**
   * Takes the counts since the last take; returns how many new features they hold. With
   * `commit: false` the features are not recorded as seen (a batch is checked first, then its
   * inputs one by one only when it holds something new).
   */
  takeNew(commit = true): number {
    let fresh = 0;
    for (const script of take()) {
      for (const fn of script.functions) {
        for (const range of fn.ranges) {
          if (range.count === 0) continue;
          const key = `${script.url}:${range.startOffset}:${range.endOffset}`;
          let id = this.ids.get(key);
          if (id === undefined) {
            id = this.ids.size;
            this.ids.set(key, id);
          }
          const feature = id * 16 + bucket(range.count);
          if (!this.seen.has(feature)) {
            if (!commit) {
              fresh++;
              continue;
            }
            if (!this.seen.has(id * 16 + 15)) {
              this.seen.add(id * 16 + 15);
              this.blocks++;
            }
            this.seen.add(feature);
            fresh++;
          }
        }
      }
    }
    return fresh;
  }

  get features(): number {
    return this.seen.size - this.blocks;
  }
}
