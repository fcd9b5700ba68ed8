// The ENSIP-15 explainer: what each label of a name becomes, its type, its tokens, and for a
// label that does not normalize, which rule it breaks, at which character.

import { stringOf } from './code-points.js';
import type { EnsErrorCode } from './errors.js';
import { checkName, LabelProblem } from './errors.js';
import { matchEmoji, normalizeLabel } from './label.js';
import { ensTables, groupSetOf, mappingOf } from './tables.js';

/**
 * A token of a label: an emoji sequence or a run of text, located in the input.
 *
 * @example
 * ```ts
 * const [text, emoji] = ensExplain('Ab💩').labels[0].tokens;
 * text; // → { kind: 'text', start: 0, end: 2, input: 'Ab', output: 'ab' }
 * emoji.kind; // → 'emoji'
 * ```
 */
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

/**
 * Why a label does not normalize: the rule's code, the offset in the input, the code point.
 *
 * @example
 * ```ts
 * const problem = ensExplain('a.b_c').labels[1].problem;
 * problem; // → { code: 'ens-underscore', index: 3, codePoint: 0x5f, message: 'underscore allowed only at the start' }
 * ```
 */
export interface EnsProblem {
  code: EnsErrorCode;
  /** Offset in the input name of the character that breaks the rule. */
  index: number;
  /** The offending code point (after mapping and NFC), when one character is to blame. */
  codePoint: number | undefined;
  message: string;
}

/**
 * One label of a name, with its offsets in the input.
 *
 * @example
 * ```ts
 * const label = ensExplain('nick.ETH').labels[1];
 * [label.start, label.end, label.output, label.type]; // → [5, 8, 'eth', 'ASCII']
 * ```
 */
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

/**
 * The explanation of a whole name: its labels, and the normalized name when all of them
 * normalize.
 *
 * @example
 * ```ts
 * ensExplain('Nick.eth').normalized; // → 'nick.eth'
 * ensExplain('a..eth').normalized; // → undefined
 * ```
 */
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

/**
 * What ENSIP-15 §Tokenize makes of one piece of the input.
 *
 * @example
 * ```ts
 * ensTokenize('Ⅵ')[0]; // → { kind: 'mapped', start: 0, end: 1, input: [0x2165], output: [0x76, 0x69] }
 * ```
 */
export interface EnsCharacter {
  /**
   * `'valid'` (kept), `'mapped'` (replaced by `output`), `'ignored'` (dropped),
   * `'disallowed'` (the name cannot normalize), `'emoji'` (a whole emoji sequence, `output`
   * without FE0F), `'stop'` (the label separator `.`).
   */
  kind: 'valid' | 'mapped' | 'ignored' | 'disallowed' | 'emoji' | 'stop';
  /** Offsets in the input: `[start, end)`. */
  start: number;
  end: number;
  /** The code points of the input piece. */
  input: number[];
  /** What it becomes before NFC (empty when ignored or disallowed). */
  output: number[];
}

/**
 * ENSIP-15 §Tokenize, character by character over the whole name, without stopping at the
 * first problem: every code point is valid, mapped, ignored or disallowed, except those of an
 * emoji sequence (one piece) and the `.` between labels. NFC and §Validate come after this
 * step; {@link ensExplain} reports them.
 *
 * @example
 * ```ts
 * ensTokenize('A!').map((c) => c.kind); // → ['mapped', 'disallowed']
 * ensTokenize('💩︎.a')[1].kind; // → 'ignored'
 * ```
 */
export function ensTokenize(name: string): EnsCharacter[] {
  checkName(name, 'ensTokenize');
  const t = ensTables();
  const out: EnsCharacter[] = [];
  let end = -1;
  for (let i = 0; i < name.length; ) {
    const cp = name.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    if (cp === 0x2e) {
      out.push({ kind: 'stop', start: i, end: i + 1, input: [cp], output: [cp] });
      i++;
      continue;
    }
    // The end of this label: an emoji never runs past it.
    if (end < i) {
      end = name.indexOf('.', i);
      if (end < 0) end = name.length;
    }
    const emoji = t.emoji.next.has(cp) ? matchEmoji(t, name, i, end) : undefined;
    if (emoji !== undefined) {
      const input: number[] = [];
      for (let k = i; k < emoji[0]; k += input.at(-1)! > 0xffff ? 2 : 1)
        input.push(name.codePointAt(k)!);
      out.push({
        kind: 'emoji',
        start: i,
        end: emoji[0],
        input,
        output: emoji[1].filter((x) => x !== 0xfe0f),
      });
      i = emoji[0];
      continue;
    }
    const target = groupSetOf(t, cp) >= 0 ? [cp] : mappingOf(t, cp);
    const kind =
      target === undefined
        ? t.ignored.has(cp)
          ? 'ignored'
          : 'disallowed'
        : target.length === 1 && target[0] === cp
          ? 'valid'
          : 'mapped';
    out.push({
      kind,
      start: i,
      end: i + width,
      input: [cp],
      output: target === undefined ? [] : target.slice(),
    });
    i += width;
  }
  return out;
}
