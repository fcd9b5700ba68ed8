// A worker thread of a batch run with --jobs (parallel-batch.ts): rebuilds the subcommand's work
// from its name, options and files, then answers each piece of input it is sent with the results
// of its lines, in the order the pieces come.
import { parentPort, workerData } from 'node:worker_threads';
import { lineProcessor } from './batch-lines.js';
import { colorPalette } from './color.js';
import { RunContext } from './command.js';
import { pieceText, splitLines } from './lines.js';
import type { Piece, WorkerSetup } from './parallel-batch.js';
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

port.on('message', (piece: Piece) => {
  port.postMessage(processLines(splitLines(pieceText(piece.parts, piece.first))));
});
