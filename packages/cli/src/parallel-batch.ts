// --jobs N: a batch computed in N threads, this one and N - 1 worker threads (node:worker_threads).
// This thread cuts standard input into pieces of whole lines and sends each to the least busy
// worker, which decodes, splits and computes it (batch-worker.ts); when every worker already holds
// two pieces, it computes the piece itself. It writes the results piece by piece in input order.
// At most 4N pieces are in flight, so memory stays bounded and a slow reader of standard output
// holds the batch back as it does with one thread.
import type { BatchWriter } from './batch.js';
import type { LinesResult } from './batch-lines.js';
import type { OptionValues } from './command.js';
import type { InputStream } from './io.js';
import { pieceText, splitLines } from './lines.js';

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
}

/**
 * Whole lines of input, as the chunks that held them (bytes are UTF-8, decoded by the worker);
 * `first` for the piece at the start of the input, where a byte order mark is dropped.
 */
export interface Piece {
  parts: (string | Uint8Array)[];
  first: boolean;
}

// A piece is cut at the last line feed of the chunk that brings it to this size: a chunk of a
// file or a pipe (64 KiB) makes one piece, about a thousand lines of URLs, so that messages cost
// little beside the work they carry.
const PIECE_SIZE = 32 * 1024;

/** The chunks of `input` gathered into pieces of whole lines; bytes copied out of their chunk. */
export async function* pieces(input: InputStream): AsyncGenerator<(string | Uint8Array)[]> {
  let parts: (string | Uint8Array)[] = [];
  let size = 0;
  for await (const chunk of input) {
    if (chunk.length === 0) continue;
    // 0x0a never occurs inside a multi-byte UTF-8 sequence, so a cut after it splits none.
    const cut = typeof chunk === 'string' ? chunk.lastIndexOf('\n') : chunk.lastIndexOf(0x0a);
    if (cut < 0 || size + cut + 1 < PIECE_SIZE) {
      parts.push(own(chunk, 0, chunk.length));
      size += chunk.length;
      continue;
    }
    parts.push(own(chunk, 0, cut + 1));
    yield parts;
    parts = cut + 1 < chunk.length ? [own(chunk, cut + 1, chunk.length)] : [];
    size = chunk.length - cut - 1;
  }
  if (parts.length > 0) yield parts;
}

// A string as it is; bytes copied into an array of their own, which the message then transfers
// (a Buffer chunk can be a view into a larger pooled buffer, which must not move).
function own(chunk: string | Uint8Array, start: number, end: number): string | Uint8Array {
  if (typeof chunk === 'string')
    return start === 0 && end === chunk.length ? chunk : chunk.slice(start, end);
  return Uint8Array.prototype.slice.call(chunk, start, end);
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

/** Up to `size` workers, started as the pieces need them. */
class WorkerPool {
  readonly #workers: PoolWorker[] = [];
  readonly #size: number;
  readonly #setup: WorkerSetup;
  readonly #Worker: typeof import('node:worker_threads').Worker;

  constructor(
    size: number,
    setup: WorkerSetup,
    worker: typeof import('node:worker_threads').Worker,
  ) {
    this.#size = size;
    this.#setup = setup;
    this.#Worker = worker;
  }

  /**
   * The results of a piece's lines from the least busy worker, or from a new one when every
   * worker is busy and there is room; undefined when every worker already holds QUEUE pieces.
   */
  offer(piece: Piece): Promise<LinesResult> | undefined {
    let target: PoolWorker | undefined;
    for (const entry of this.#workers) {
      if (target === undefined || entry.waiting.length < target.waiting.length) target = entry;
    }
    if ((target === undefined || target.waiting.length > 0) && this.#workers.length < this.#size) {
      target = this.#start();
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

  #start(): PoolWorker {
    const worker = new this.#Worker(new URL('./batch-worker.js', import.meta.url), {
      workerData: this.#setup,
    });
    const entry: PoolWorker = { worker, waiting: [] };
    worker.on('message', (result: LinesResult) => entry.waiting.shift()?.resolve(result));
    const fail = (error: unknown) => {
      for (const waiter of entry.waiting.splice(0)) waiter.reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a worker thread of the batch stopped (${code})`)));
    this.#workers.push(entry);
    return entry;
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
 * holds two, so that on two cores two threads compute and none waits.
 */
export async function runParallel(
  input: InputStream,
  writer: BatchWriter,
  jobs: number,
  setup: WorkerSetup,
  processLines: (lines: readonly string[]) => LinesResult,
): Promise<void> {
  const { Worker } = await import('node:worker_threads');
  const pool = new WorkerPool(jobs - 1, setup, Worker);
  const pending: Pending[] = [];
  // Pieces in flight at most, so that memory stays bounded whatever the input's length.
  const window = 4 * jobs;
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
    for await (const parts of pieces(input)) {
      const piece: Piece = { parts, first };
      const entry: Pending = { done: Promise.resolve() };
      // The first piece is computed here: an input of one piece starts no worker.
      const sent = first ? undefined : pool.offer(piece);
      first = false;
      if (sent === undefined) {
        entry.result = processLines(splitLines(pieceText(parts, piece.first)));
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
    await pool.close();
  }
}
