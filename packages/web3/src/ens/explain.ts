// The ENSIP-15 explainer: what each label of a name becomes, its type, its tokens, and for a
// label that does not normalize, which rule it breaks, at which character.
import type { EnsErrorCode } from './errors.js';
import { LabelProblem } from './errors.js';
import { normalizeLabel } from './label.js';
import { checkName, stringOf } from './normalize.js';

/** A token of a label: an emoji sequence or a run of text, located in the input. */
export interface EnsToken {
  kind: 'emoji' | 'text';
  /** Offsets of the token in the input name: `[start, end)`. */
  start: number;
  end: number;
  /** The input text of the token. */
  input: string;
  /** What it normalizes to (emoji without FE0F; text mapped, without ignored, NFC). */
  output: string;
}

/** Why a label does not normalize. */
export interface EnsProblem {
  code: EnsErrorCode;
  /** Offset in the input name of the character that breaks the rule. */
  index: number;
  /** The offending code point (after mapping and NFC), when one character is to blame. */
  codePoint: number | undefined;
  message: string;
}

/** One label of a name. */
export interface EnsLabel {
  /** Offsets of the label in the input name: `[start, end)`. */
  start: number;
  end: number;
  input: string;
  /** The normalized label, or `undefined` when it does not normalize. */
  output: string | undefined;
  /** `'ASCII'`, `'Emoji'`, a group such as `'Latin'` or `'Restricted[Egyp]'`; `undefined` on a problem. */
  type: string | undefined;
  /** The tokens (empty when the label fails before they are all known). */
  tokens: EnsToken[];
  problem: EnsProblem | undefined;
}

/** The explanation of a whole name. */
export interface EnsExplanation {
  input: string;
  /** The normalized name, or `undefined` when a label does not normalize. */
  normalized: string | undefined;
  labels: EnsLabel[];
}

/**
 * Explains how ENSIP-15 reads `name`, label by label: the tokens (emoji and text, with their
 * input offsets), the label type (the group, such as Latin or `Restricted[Egyp]`), and for each
 * label that does not normalize the rule it breaks, the code point and its offset in `name`.
 * Never throws for a string: the empty name has no labels.
 *
 * @example
 * ```ts
 * ensExplain('a.Ⅵ').labels[1].output; // → 'vi'
 * ensExplain('ab.аb').labels[1].problem.code; // → 'ens-mixture'
 * ensExplain('ab.аb').labels[1].problem.index; // → 4
 * ```
 */
export function ensExplain(name: string): EnsExplanation {
  checkName(name, 'ensExplain');
  const labels: EnsLabel[] = [];
  let failed = name === '' ? undefined : false;
  let start = 0;
  for (let i = 0; name !== '' && i <= name.length; i++) {
    if (i < name.length && name.charCodeAt(i) !== 0x2e) continue;
    const label: EnsLabel = {
      start,
      end: i,
      input: name.slice(start, i),
      output: undefined,
      type: undefined,
      tokens: [],
      problem: undefined,
    };
    try {
      const result = normalizeLabel(name, start, i, false);
      label.output = stringOf(result.cps);
      label.type = result.type;
      label.tokens = result.tokens.map((token) => ({
        kind: token.emoji ? 'emoji' : 'text',
        start: token.start,
        end: token.end,
        input: name.slice(token.start, token.end),
        output: stringOf(result.cps.slice(token.from, token.to)),
      }));
    } catch (error) {
      if (!(error instanceof LabelProblem)) throw error;
      failed = true;
      label.problem = {
        code: error.code,
        index: error.index,
        codePoint: error.codePoint,
        message: error.detail,
      };
    }
    labels.push(label);
    start = i + 1;
  }
  return {
    input: name,
    normalized:
      failed === false
        ? labels.map((l) => l.output).join('.')
        : failed === undefined
          ? ''
          : undefined,
    labels,
  };
}
