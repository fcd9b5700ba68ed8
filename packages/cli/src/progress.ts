// Batch progress on a terminal: a line on standard error, rewritten in place a few times a
// second, then replaced by a summary when the batch ends.
import type { Palette } from './color.js';
import type { OutputStream } from './io.js';

const INTERVAL_MS = 200;

export class Progress {
  readonly #stream: OutputStream;
  readonly #colors: Palette;
  readonly #start = Date.now();
  #last = this.#start;
  #shown = false;

  constructor(stream: OutputStream, colors: Palette) {
    this.#stream = stream;
    this.#colors = colors;
  }

  /** Shows the counts if the last update is old enough; cheap enough to call after every chunk. */
  update(lines: number, failed: number): void {
    const now = Date.now();
    if (now - this.#last < INTERVAL_MS) return;
    this.#last = now;
    this.#shown = true;
    this.#stream.write(`\r\x1b[2K${this.#colors.dim(describe(lines, failed, now - this.#start))}`);
  }

  /** Erases the progress line, if one is shown, so that other output starts on a clean line. */
  clear(): void {
    if (!this.#shown) return;
    this.#shown = false;
    this.#stream.write('\r\x1b[2K');
  }

  /** Replaces the progress line with the final counts. */
  finish(lines: number, failed: number): void {
    const text = describe(lines, failed, Date.now() - this.#start);
    this.#stream.write(`\r\x1b[2K${failed > 0 ? this.#colors.red(text) : text}\n`);
  }
}

function describe(lines: number, failed: number, ms: number): string {
  const plural = lines === 1 ? 'line' : 'lines';
  return `${lines} ${plural}, ${failed} failed, ${(ms / 1000).toFixed(1)} s`;
}
