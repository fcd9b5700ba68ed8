// A worker thread of a batch run with --jobs (parallel-batch.ts): rebuilds the subcommand's work
// from its name, options and files, then answers each piece of input it is sent with the results
// of its lines, in the order the pieces come: the output as UTF-8 bytes in a buffer of its own,
// which the answer transfers, when standard output takes bytes.
import { parentPort, workerData } from 'node:worker_threads';
import { lineProcessor } from './batch-lines.js';
import { type Piece, pieceLines } from './batch-pieces.js';
import { colorPalette } from './color.js';
import { RunContext } from './command.js';
import type { WorkerSetup } from './parallel-batch.js';
import { findCommand } from './registry.js';

const setup = workerData as WorkerSetup;
const command = findCommand(setup.name);
if (command === undefined || parentPort === null) {
  throw new Error(`batch-worker.js runs as a worker of a urikit batch, not for '${setup.name}'`);
}
const port = parentPort;
// This thread's lines report their warnings and --fail-on here; the main thread prints them.
const context = new RunContext();
const processLines = lineProcessor({
  // The main thread ran the same prepare with the same values, so it does not throw here.
  compute: command.prepare(setup.values, setup.files, context),
  fixed: setup.fixed,
  arity: setup.arity,
  json: setup.json,
  errors: setup.errors,
  colors: colorPalette(setup.color),
  context,
});
const encoder = new TextEncoder();

port.on('message', (piece: Piece) => {
  const result = processLines(pieceLines(piece.parts, piece.first));
  if (!setup.bytes || result.out === '') {
    port.postMessage(result);
    return;
  }
  // TextEncoder gives a Uint8Array over an ArrayBuffer of its own, free to move.
  const bytes = encoder.encode(result.out as string);
  result.out = bytes;
  port.postMessage(result, [bytes.buffer]);
});
