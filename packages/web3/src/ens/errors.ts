// The Web3Error codes of ENSIP-15 name normalization, one per rule a label can break.

/**
 * Why an ENS name does not normalize (ENSIP-15 §Tokenize and §Validate):
 * - `'ens-disallowed'`: a character that is neither valid, mapped, ignored nor part of an
 *   emoji sequence, or a valid sequence whose NFC is not valid;
 * - `'ens-empty-label'`: a label with no character left (`a..b`, `.eth`, only ignored ones);
 * - `'ens-underscore'`: `_` after the first character that is not `_`;
 * - `'ens-label-extension'`: an ASCII label with `--` as its 3rd and 4th characters;
 * - `'ens-fenced-leading'`, `'ens-fenced-trailing'`, `'ens-fenced-adjacent'`: a fenced
 *   character (’ ⁄ ・) first, last, or next to another;
 * - `'ens-cm-leading'`, `'ens-cm-after-emoji'`: a combining mark first in a label or right
 *   after an emoji;
 * - `'ens-nsm-excessive'`, `'ens-nsm-duplicate'`: more than four non-spacing marks in a row
 *   (after NFD), or the same one twice in such a run;
 * - `'ens-mixture'`: characters that no one group has together (illegal mixture of scripts);
 * - `'ens-whole-confusable'`: a label that looks like one made wholly of another group's
 *   characters.
 *
 * @example
 * ```ts
 * const code: EnsErrorCode = 'ens-mixture';
 * ```
 */
export type EnsErrorCode =
  | 'ens-disallowed'
  | 'ens-empty-label'
  | 'ens-underscore'
  | 'ens-label-extension'
  | 'ens-fenced-leading'
  | 'ens-fenced-trailing'
  | 'ens-fenced-adjacent'
  | 'ens-cm-leading'
  | 'ens-cm-after-emoji'
  | 'ens-nsm-excessive'
  | 'ens-nsm-duplicate'
  | 'ens-mixture'
  | 'ens-whole-confusable';

/** A broken rule inside the normalizer: the code, the input offset, the code point. */
export class LabelProblem {
  constructor(
    readonly code: EnsErrorCode,
    readonly index: number,
    readonly codePoint: number | undefined,
    readonly detail: string,
  ) {}
}

/** `U+1F4A9` */
export function codePointName(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The project's TypeError for a non-string name: `ensNormalize: name must be a string; got number`. */
export function checkName(name: unknown, caller: string): asserts name is string {
  if (typeof name !== 'string') {
    throw new TypeError(
      `${caller}: name must be a string; got ${name === null ? 'null' : typeof name}`,
    );
  }
}
