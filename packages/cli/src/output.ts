// Buffered, backpressure-aware writing of result lines: the lines of one input chunk are written
// together, and the writer waits for 'drain' whenever the stream's buffer is full, so that memory
// stays constant however many lines a batch produces.
import type { OutputStream } from './io.js';

export class LineWriter {
  readonly #stream: OutputStream;
  #buffer = '';
  #broken = false;

  constructor(stream: OutputStream) {
    this.#stream = stream;
  }

  /** Whether the stream failed or closed; a batch stops reading then. */
  get broken(): boolean {
    return this.#broken;
  }

  /** Whether lines wait to be written. */
  get pending(): boolean {
    return this.#buffer !== '';
  }

  /** Adds one line (without its line feed). */
  push(line: string): void {
    // Concatenation builds a rope that V8 flattens once, at the write: cheaper than an array.
    this.#buffer += `${line}\n`;
  }

  /** Adds lines that already end with their line feeds. */
  pushText(text: string): void {
    this.#buffer += text;
  }

  /** Writes what has been gathered and, when the stream asks for it, waits until it drains. */
  async flush(): Promise<void> {
    if (this.#buffer === '' || this.#broken) return;
    const text = this.#buffer;
    this.#buffer = '';
    if (this.#stream.write(text)) return;
    await new Promise<void>((resolve) => {
      const stream = this.#stream;
      const drained = (): void => {
        stream.removeListener('drain', drained);
        stream.removeListener('error', failed);
        stream.removeListener('close', failed);
        resolve();
      };
      const failed = (): void => {
        this.#broken = true;
        drained();
      };
      stream.once('drain', drained);
      stream.once('error', failed);
      stream.once('close', failed);
    });
  }
}
