// Buffered, backpressure-aware writing of result lines: the lines of one input chunk are written
// together, and the writer waits for 'drain' whenever the stream's buffer is full, so that memory
// stays constant however many lines a batch produces.
import type { OutputStream } from './io.js';

export class LineWriter {
  readonly #stream: OutputStream;
  #buffer = '';
  /** Text and UTF-8 bytes gathered before `#buffer`, in order (bytes come from --jobs workers). */
  readonly #chunks: (string | Uint8Array)[] = [];
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
    return this.#buffer !== '' || this.#chunks.length > 0;
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

  /**
   * Adds lines as UTF-8 bytes, which a byte stream takes without encoding them again: only for a
   * stream that {@link acceptsBytes}.
   */
  pushBytes(bytes: Uint8Array): void {
    if (this.#buffer !== '') this.#chunks.push(this.#buffer);
    this.#buffer = '';
    this.#chunks.push(bytes);
  }

  /** Writes what has been gathered and, when the stream asks for it, waits until it drains. */
  async flush(): Promise<void> {
    if (this.#broken || !this.pending) return;
    let written = true;
    if (this.#chunks.length > 0) {
      if (this.#buffer !== '') this.#chunks.push(this.#buffer);
      this.#buffer = '';
      const stream = this.#stream as OutputStream & { write(chunk: string | Uint8Array): boolean };
      // Node's streams buffer what comes after a `false`; the wait for 'drain' follows them all.
      for (const chunk of this.#chunks.splice(0)) written = stream.write(chunk) && written;
    } else {
      written = this.#stream.write(this.#buffer);
      this.#buffer = '';
    }
    if (written) return;
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

/**
 * Whether `stream` takes bytes as well as strings: a Node Writable that is not in object mode
 * (process.stdout, a file, a pipe) writes a Uint8Array as it is. Any other OutputStream is given
 * strings only.
 */
export function acceptsBytes(stream: OutputStream): boolean {
  return (stream as { writableObjectMode?: unknown }).writableObjectMode === false;
}
