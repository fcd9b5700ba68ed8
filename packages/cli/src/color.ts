// Colour for diagnostics: ANSI SGR sequences on a terminal only, and never when NO_COLOR is set
// to a non-empty value (https://no-color.org).
import type { Io } from './io.js';

export interface Palette {
  red(text: string): string;
  yellow(text: string): string;
  bold(text: string): string;
  dim(text: string): string;
}

const plain: Palette = { red: (t) => t, yellow: (t) => t, bold: (t) => t, dim: (t) => t };

const ansi: Palette = {
  red: (t) => `\x1b[31m${t}\x1b[39m`,
  yellow: (t) => `\x1b[33m${t}\x1b[39m`,
  bold: (t) => `\x1b[1m${t}\x1b[22m`,
  dim: (t) => `\x1b[2m${t}\x1b[22m`,
};

/** Whether standard error gets colour under these streams and this environment. */
export function usesColor(io: Io): boolean {
  const noColor = io.env['NO_COLOR'];
  return io.isTTY && (noColor === undefined || noColor === '');
}

/** The palette for standard error under these streams and this environment. */
export function palette(io: Io): Palette {
  return colorPalette(usesColor(io));
}

/** The palette with colour or without (a worker thread has no streams to ask). */
export function colorPalette(color: boolean): Palette {
  return color ? ansi : plain;
}
