// The two-line excerpt that every urikit error message ends with: a window of the
// input around the offending offset and a caret under it. Shared so that each
// package's error class says only what went wrong, not how to draw it.

import { argumentError, requireString } from './arguments.js';

// A window of 40 characters either side of the offset keeps a megabyte-long input from making a
// megabyte-long message (written in place: a const of a module that imports stays a variable in bundles).

/**
 * The input around `index` on one line and a caret under the character at `index`
 * on the next, each indented by two spaces. Characters that take no column
 * (C0 controls, DEL, surrogates) are shown as U+FFFD so that the caret stays
 * under the right character.
 *
 * @example
 * ```ts
 * errorExcerpt('http://a b/', 8);
 * // → '  http://a b/\n          ^'
 * ```
 */
export function errorExcerpt(input: string, index: number): string {
  requireString('errorExcerpt', 'input', input);
  if (typeof index !== 'number') throw argumentError('errorExcerpt', 'index', 'a number', index);
  return excerpt(input, index);
}

/** {@link errorExcerpt} without the checks of its arguments, for this package's own error. */
export function excerpt(input: string, index: number): string {
  const from = Math.max(index - 40, 0);
  const to = Math.min(index + 40, input.length);
  let text = from > 0 ? '…' : '';
  const caret = text.length + index - from;
  for (let i = from; i < to; i++) {
    const c = input.charCodeAt(i);
    text += c < 0x20 || c === 0x7f || (c & 0xf800) === 0xd800 ? '\ufffd' : input[i];
  }
  if (to < input.length) text += '…';
  // padStart, not repeat: an offset before the input makes a negative width, which repeat()
  // refuses with a RangeError and padStart reads as none (the caret goes first).
  return `  ${text}\n  ${'^'.padStart(caret + 1)}`;
}
