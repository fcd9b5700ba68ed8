// Splits an input stream into lines, one chunk of lines at a time, so that the caller handles
// input of any length in constant memory and pulls the next chunk only when it is ready.

/**
 * Yields the lines of `input` in batches (one batch per chunk read). Line feeds end lines and a
 * carriage return before one is dropped; a last line without a line feed still counts; a byte
 * order mark at the very start is dropped. Bytes are decoded as UTF-8, ill-formed sequences
 * becoming U+FFFD (which no URI grammar accepts, so such a line fails like any other bad line).
 */
export async function* lineBatches(
  input: AsyncIterable<string | Uint8Array>,
): AsyncGenerator<string[]> {
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  let started = false;
  for await (const chunk of input) {
    let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (text.length === 0) continue;
    if (!started) {
      started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    // Only the new text is searched, so that a long line arriving in many chunks costs time
    // linear in its length.
    let end = text.indexOf('\n');
    if (end < 0) {
      rest += text;
      continue;
    }
    const lines = [withoutCarriageReturn(rest + text.slice(0, end))];
    let start = end + 1;
    for (end = text.indexOf('\n', start); end >= 0; end = text.indexOf('\n', start)) {
      lines.push(withoutCarriageReturn(text.slice(start, end)));
      start = end + 1;
    }
    rest = text.slice(start);
    yield lines;
  }
  rest += decoder.decode();
  if (rest.length > 0) yield [withoutCarriageReturn(rest)];
}

/**
 * The lines of a text that holds whole lines only (a piece of input that ends after a line feed,
 * or the end of the input), read as lineBatches reads them: line feeds end lines, a carriage
 * return before one is dropped, and what follows the last one is a line when it is not empty.
 * They are added to `lines` when it is given.
 */
export function splitLines(text: string, lines: string[] = []): string[] {
  let start = 0;
  for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
    lines.push(withoutCarriageReturn(text.slice(start, end)));
    start = end + 1;
  }
  if (start < text.length) lines.push(withoutCarriageReturn(text.slice(start)));
  return lines;
}

function withoutCarriageReturn(line: string): string {
  return line.charCodeAt(line.length - 1) === 0x0d ? line.slice(0, -1) : line;
}
