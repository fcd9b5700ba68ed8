// --jobs N: a batch computed in N threads, this one and N - 1 worker threads (node:worker_threads).
// This thread cuts standard input into pieces of whole lines (batch-pieces.ts), each the bytes
// of its lines in an ArrayBuffer that the message transfers, and sends each to the least busy
// worker, which decodes, splits and computes it and answers with its output as UTF-8 bytes, also
// transferred (batch-worker.ts): no line crosses threads as a string, so neither thread copies
// one into the other's heap, and this thread writes the bytes without encoding them. When every
// worker already holds two pieces, this thread computes the next piece itself. It writes the
// results piece by piece in input order. At most 16N pieces are in flight, so memory stays
// bounded and a slow reader of standard output holds the batch back as it does with one thread.
import type { BatchWriter } from './batch.js';
import type { LinesResult } from './batch-lines.js';
import { type Piece, pieceLines, pieces } from './batch-pieces.js';
import type { OptionValues } from './command.js';
import type { InputStream } from './io.js';

/** What a worker needs to rebuild the batch's work: the subcommand, its options and files. */
export interface WorkerSetup {
  name: string;
  values: OptionValues;
  files: Readonly<Record<string, string>>;
  fixed: readonly string[];
  arity: number;
  json: boolean;
  errors: 'stdout' | 'stderr';
  color: boolean;
  /** Whether standard output takes bytes, so that a worker answers with UTF-8 bytes. */
  bytes: boolean;
}

interface Waiter {
  resolve(result: LinesResult): void;
  reject(error: unknown): void;
}

interface PoolWorker {
  worker: import('node:worker_threads').Worker;
  /** The pieces sent and not yet answered, in order (a worker answers in order). */
  waiting: Waiter[];
}

// Pieces a worker may hold (one being computed, one waiting) before this thread computes the
// next piece itself rather than queue it.
const QUEUE = 2;

/** `size` workers, all started at once, before the input is read further. */
class WorkerPool {
  readonly #workers: PoolWorker[] = [];

  constructor(
    size: number,
    setup: WorkerSetup,
    Worker: typeof import('node:worker_threads').Worker,
  ) {
    const url = new URL('./batch-worker.js', import.meta.url);
    for (let i = 0; i < size; i++) {
      const worker = new Worker(url, { workerData: setup });
      const entry: PoolWorker = { worker, waiting: [] };
      worker.on('message', (result: LinesResult) => entry.waiting.shift()?.resolve(result));
      const fail = (error: unknown) => {
        for (const waiter of entry.waiting.splice(0)) waiter.reject(error);
      };
      worker.on('error', fail);
      worker.on('exit', (code) =>
        fail(new Error(`a worker thread of the batch stopped (${code})`)),
      );
      this.#workers.push(entry);
    }
  }

  /**
   * The results of a piece's lines from the least busy worker; undefined when every worker
   * already holds QUEUE pieces. The piece's bytes move to the worker (transfer, not copy).
   */
  offer(piece: Piece): Promise<LinesResult> | undefined {
    let target: PoolWorker | undefined;
    for (const entry of this.#workers) {
      if (target === undefined || entry.waiting.length < target.waiting.length) target = entry;
    }
    if (target === undefined || target.waiting.length >= QUEUE) return undefined;
    const transfer: ArrayBuffer[] = [];
    for (const part of piece.parts) {
      if (typeof part !== 'string') transfer.push(part.buffer as ArrayBuffer);
    }
    const { worker, waiting } = target;
    return new Promise<LinesResult>((resolve, reject) => {
      waiting.push({ resolve, reject });
      worker.postMessage(piece, transfer);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map((entry) => entry.worker.terminate()));
  }
}

/** A piece in flight: its results once they are in. */
interface Pending {
  done: Promise<void>;
  result?: LinesResult;
}

/**
 * Runs a batch over `input` in `jobs` threads — this one and `jobs - 1` workers — and writes the
 * results with `writer` in input order: the same output, diagnostics and counts as one thread
 * gives. This thread reads and writes, and computes a piece itself whenever every worker already
 * holds two, so that on two cores two threads compute and none waits. The workers start with the
 * first whole piece: an input of one piece is computed here alone.
 */
export async function runParallel(
  input: InputStream,
  writer: BatchWriter,
  jobs: number,
  setup: WorkerSetup,
  processLines: (lines: readonly string[]) => LinesResult,
): Promise<void> {
  const { Worker } = await import('node:worker_threads');
  const encoder = setup.bytes ? new TextEncoder() : undefined;
  let pool: WorkerPool | undefined;
  const pending: Pending[] = [];
  // Pieces in flight at most, so that memory stays bounded whatever the input's length (a few
  // MB per thread). Room for this thread to run well ahead of a worker that is still starting
  // (its first piece waits until it has loaded the commands), instead of waiting for it.
  const window = 16 * jobs;
  // Writes the results at the head of the line that are in; with `wait`, waits for the first.
  const drain = async (wait: boolean): Promise<void> => {
    if (wait) await pending[0]!.done;
    while (pending[0]?.result !== undefined) {
      await writer.write(pending.shift()!.result!);
      if (writer.broken) return;
    }
  };
  try {
    let first = true;
    for await (const { parts, end } of pieces(input)) {
      const piece: Piece = { parts, first };
      first = false;
      if (pool === undefined && !end) pool = new WorkerPool(jobs - 1, setup, Worker);
      const entry: Pending = { done: Promise.resolve() };
      const sent = pool?.offer(piece);
      if (sent === undefined) {
        const result = processLines(pieceLines(parts, piece.first));
        // A result that must wait for a worker's is kept as bytes, off V8's heap: kept as a
        // string (a rope of thousands of pieces) it would outlive two collections of the young
        // generation and be copied into the old one, whose collection then costs more than
        // the encoding, which the write does anyway.
        if (encoder !== undefined && pending.length > 0 && result.out !== '') {
          result.out = encoder.encode(result.out as string);
        }
        entry.result = result;
      } else {
        entry.done = sent.then((result) => {
          entry.result = result;
        });
        // Awaited in its turn; a batch that stops early must not leave it unhandled.
        entry.done.catch(() => {});
      }
      pending.push(entry);
      await drain(pending.length >= window);
      if (writer.broken) return;
    }
    while (pending.length > 0 && !writer.broken) await drain(true);
  } finally {
    await pool?.close();
  }
}
