// One ENSIP-15 label: §Tokenize (emoji, valid, mapped, ignored, disallowed), NFC of each text
// token, then §Validate and §Wholes. Every code point of the result remembers the offset of
// the input character it came from, so that a broken rule is reported where it is.
import { codePointName, LabelProblem } from './errors.js';
import { nfc, nfdFrom } from './nf.js';
import { NSM_MAX } from './tables.generated.js';
import { type EnsTables, ensTables, groupSetOf, mappingOf } from './tables.js';

const FE0F = 0xfe0f;
const HYPHEN = 0x2d;
const UNDERSCORE = 0x5f;
const XI = 0x3be;
const CAPITAL_XI = 0x39e;

/** ENSIP-15 Fenced: ’ ⁄ ・ (spec.json "fenced"; the generator checks the list). */
function fencedName(cp: number): string | undefined {
  return cp === 0x2019
    ? 'apostrophe'
    : cp === 0x2044
      ? 'fraction slash'
      : cp === 0x30fb
        ? 'middle dot'
        : undefined;
}

/** A token of a label: an emoji sequence or a run of text, by input offsets and output indexes. */
export interface LabelToken {
  emoji: boolean;
  /** Input offsets [start, end). */
  start: number;
  end: number;
  /** Output indexes [from, to). */
  from: number;
  to: number;
}

export interface LabelResult {
  /** The normalized (or beautified) code points. */
  cps: number[];
  /** The input offset each output code point came from. */
  sources: number[];
  tokens: LabelToken[];
  /** 'ASCII', 'Emoji' or the group's name. */
  type: string;
}

function quoted(cp: number): string {
  return `${codePointName(cp)} ${JSON.stringify(String.fromCodePoint(cp))}`;
}

/**
 * The longest emoji sequence at `at` (ENSIP-15 §Tokenize step 2: an FE0F of the sequence may
 * be missing from the input, an extra one ends it), as [input end, fully-qualified sequence].
 */
export function matchEmoji(
  t: EnsTables,
  name: string,
  at: number,
  end: number,
): [number, number[]] | undefined {
  let node = t.emoji;
  const seq: number[] = [];
  let bestEnd = -1;
  let bestLength = 0;
  while (at < end) {
    const cp = name.codePointAt(at)!;
    let child = node.next.get(cp);
    if (child === undefined && cp !== FE0F) {
      const skipped = node.next.get(FE0F)?.next.get(cp);
      if (skipped !== undefined) {
        seq.push(FE0F);
        child = skipped;
      }
    }
    if (child === undefined) break;
    seq.push(cp);
    at += cp > 0xffff ? 2 : 1;
    node = child;
    if (node.end) {
      bestEnd = at;
      bestLength = seq.length;
    } else if (node.next.get(FE0F)?.end) {
      bestEnd = at;
      bestLength = -seq.length; // the sequence goes on with an FE0F the input left out
    }
  }
  if (bestEnd < 0) return undefined;
  const sequence = seq.slice(0, Math.abs(bestLength));
  if (bestLength < 0) sequence.push(FE0F);
  return [bestEnd, sequence];
}

/**
 * Normalizes the label `name.slice(start, end)`; throws a LabelProblem. With `beautify`,
 * emoji keep their FE0F and ξ becomes Ξ outside Greek labels (ENSIP-15 Annex: Beautification).
 */
export function normalizeLabel(
  name: string,
  start: number,
  end: number,
  beautify: boolean,
): LabelResult {
  const t = ensTables();
  const cps: number[] = [];
  const sources: number[] = [];
  const tokens: LabelToken[] = [];
  let textFrom = -1;
  let textStart = 0;
  let i = start;
  const closeText = (): void => {
    if (textFrom < 0) return;
    if (cps.length > textFrom) {
      // ENSIP-15 §Normalize step 2: NFC of each Text token (nothing below U+0300 changes).
      for (let k = textFrom; k < cps.length; k++) {
        if (cps[k]! >= 0x300) {
          const from = sources.slice(textFrom);
          const composed = nfc(cps.slice(textFrom), from);
          cps.length = textFrom;
          sources.length = textFrom;
          for (let m = 0; m < composed.length; m++) {
            cps.push(composed[m]!);
            sources.push(from[m]!);
          }
          break;
        }
      }
      tokens.push({ emoji: false, start: textStart, end: i, from: textFrom, to: cps.length });
    }
    textFrom = -1;
  };
  while (i < end) {
    const cp = name.codePointAt(i)!;
    if (t.emoji.next.has(cp)) {
      const match = matchEmoji(t, name, i, end);
      if (match !== undefined) {
        closeText();
        const from = cps.length;
        for (const x of match[1]) {
          // ENSIP-15 §Normalize step 3: FE0F is stripped from emoji (kept to beautify).
          if (x !== FE0F || beautify) {
            cps.push(x);
            sources.push(i);
          }
        }
        tokens.push({ emoji: true, start: i, end: match[0], from, to: cps.length });
        i = match[0];
        continue;
      }
    }
    if (textFrom < 0) {
      textFrom = cps.length;
      textStart = i;
    }
    if (groupSetOf(t, cp) >= 0) {
      cps.push(cp);
      sources.push(i);
    } else {
      const target = mappingOf(t, cp);
      if (target !== undefined) {
        for (const x of target) {
          cps.push(x);
          sources.push(i);
        }
      } else if (!t.ignored.has(cp)) {
        throw new LabelProblem('ens-disallowed', i, cp, `disallowed character ${quoted(cp)}`);
      }
    }
    i += cp > 0xffff ? 2 : 1;
  }
  closeText();
  const type = validate(t, cps, sources, tokens, start);
  if (beautify && type !== 'Greek') {
    for (let k = 0; k < cps.length; k++) if (cps[k] === XI) cps[k] = CAPITAL_XI;
  }
  return { cps, sources, tokens, type };
}

function hasGroup(t: EnsTables, set: number, g: number): boolean {
  return set >= 0 && (t.masks[set * t.words + (g >> 5)]! & (1 << (g & 31))) !== 0;
}

/** The lowest group of a mask, or -1 when it is empty. */
function firstGroup(mask: Int32Array): number {
  for (let w = 0; w < mask.length; w++) {
    const bits = mask[w]!;
    if (bits !== 0) return w * 32 + 31 - Math.clz32(bits & -bits);
  }
  return -1;
}

/** ENSIP-15 §Validate: the label's type, or a LabelProblem. */
function validate(
  t: EnsTables,
  cps: number[],
  sources: number[],
  tokens: LabelToken[],
  start: number,
): string {
  if (tokens.length === 0)
    throw new LabelProblem('ens-empty-label', start, undefined, 'empty label');
  const n = cps.length;
  // "5F (_) LOW LINE can only occur at the start."
  let k = 0;
  while (k < n && cps[k] === UNDERSCORE) k++;
  for (; k < n; k++) {
    if (cps[k] === UNDERSCORE) {
      throw new LabelProblem(
        'ens-underscore',
        sources[k]!,
        UNDERSCORE,
        'underscore allowed only at the start',
      );
    }
  }
  if (tokens.length === 1 && !tokens[0]!.emoji) {
    let ascii = true;
    for (k = 0; k < n && ascii; k++) ascii = cps[k]! < 0x80;
    if (ascii) {
      // "The 3rd and 4th characters must not both be 2D (-) HYPHEN-MINUS."
      if (n >= 4 && cps[2] === HYPHEN && cps[3] === HYPHEN) {
        throw new LabelProblem(
          'ens-label-extension',
          sources[2]!,
          HYPHEN,
          'invalid label extension "--" at 3–4',
        );
      }
      return 'ASCII';
    }
  }
  // The text of the label: every Text token, concatenated, with output indexes.
  const text: number[] = [];
  const at: number[] = [];
  for (const token of tokens) {
    if (token.emoji) continue;
    for (k = token.from; k < token.to; k++) {
      text.push(cps[k]!);
      at.push(k);
    }
  }
  if (text.length === 0) return 'Emoji';
  if (t.cm.has(cps[0]!)) {
    throw new LabelProblem(
      'ens-cm-leading',
      sources[0]!,
      cps[0],
      `leading combining mark ${quoted(cps[0]!)}`,
    );
  }
  for (k = 1; k < tokens.length; k++) {
    const token = tokens[k]!;
    if (!token.emoji && t.cm.has(cps[token.from]!)) {
      const cp = cps[token.from]!;
      throw new LabelProblem(
        'ens-cm-after-emoji',
        sources[token.from]!,
        cp,
        `combining mark ${quoted(cp)} after an emoji`,
      );
    }
  }
  checkFenced(cps, sources);

  // The first group that has every character (in the order they first appear).
  const seen = new Set<number>();
  const unique: number[] = [];
  const uniqueAt: number[] = [];
  for (k = 0; k < text.length; k++) {
    if (seen.has(text[k]!)) continue;
    seen.add(text[k]!);
    unique.push(text[k]!);
    uniqueAt.push(at[k]!);
  }
  const words = t.words;
  const mask = new Int32Array(words).fill(-1);
  for (k = 0; k < unique.length; k++) {
    const cp = unique[k]!;
    const set = groupSetOf(t, cp);
    let any = 0;
    let left = 0;
    for (let w = 0; w < words; w++) {
      const bits = set < 0 ? 0 : t.masks[set * words + w]!;
      any |= bits;
      left |= mask[w]! & bits;
    }
    if (any === 0) {
      // Valid parts whose composition is not valid.
      throw new LabelProblem(
        'ens-disallowed',
        sources[uniqueAt[k]!]!,
        cp,
        `disallowed character ${quoted(cp)}`,
      );
    }
    if (left === 0) throw mixture(t, firstGroup(mask), cp, sources[uniqueAt[k]!]!);
    let count = 0;
    for (let w = 0; w < words; w++) {
      mask[w]! &= set < 0 ? 0 : t.masks[set * words + w]!;
      let bits = mask[w]!;
      while (bits !== 0 && count < 2) {
        bits &= bits - 1;
        count++;
      }
    }
    if (count === 1) break;
  }
  const g = firstGroup(mask);
  for (k = 0; k < text.length; k++) {
    if (!hasGroup(t, groupSetOf(t, text[k]!), g)) throw mixture(t, g, text[k]!, sources[at[k]!]!);
  }
  if (!t.whitelisted[g])
    checkMarks(
      t,
      text,
      at.map((x) => sources[x]!),
    );
  checkWhole(
    t,
    g,
    unique,
    uniqueAt.map((x) => sources[x]!),
  );
  return t.names[g]!;
}

function mixture(t: EnsTables, g: number, cp: number, index: number): LabelProblem {
  let other = '';
  for (let h = 0; h < t.names.length; h++) {
    if (hasGroup(t, groupSetOf(t, cp), h)) {
      other = `${t.names[h]} `;
      break;
    }
  }
  return new LabelProblem(
    'ens-mixture',
    index,
    cp,
    `illegal mixture: ${t.names[g]} + ${other}${quoted(cp)}`,
  );
}

/** ENSIP-15 §Validate: fenced characters are not first, last or next to each other. */
function checkFenced(cps: number[], sources: number[]): void {
  const n = cps.length;
  let name = fencedName(cps[0]!);
  if (name !== undefined) {
    throw new LabelProblem('ens-fenced-leading', sources[0]!, cps[0], `leading ${name}`);
  }
  let after = -1;
  for (let k = 1; k < n; k++) {
    const here = fencedName(cps[k]!);
    if (here === undefined) continue;
    if (after === k) {
      throw new LabelProblem('ens-fenced-adjacent', sources[k]!, cps[k], `${name} next to ${here}`);
    }
    after = k + 1;
    name = here;
  }
  if (after === n)
    throw new LabelProblem('ens-fenced-trailing', sources[n - 1]!, cps[n - 1], `trailing ${name}`);
}

/**
 * ENSIP-15 §Validate for groups without a combining-mark whitelist: in the NFD of the text,
 * no run of non-spacing marks repeats one or is longer than NSM_MAX (UTS #39 §5.5).
 */
function checkMarks(t: EnsTables, text: number[], sources: number[]): void {
  const [decomposed, from] = nfdFrom(text, sources);
  const e = decomposed.length;
  for (let i = 1; i < e; i++) {
    if (!t.nsm.has(decomposed[i]!)) continue;
    // A Set per run keeps this linear however long the run (ENSIP-15 scans it to its end).
    const seen = new Set<number>([decomposed[i]!]);
    let j = i + 1;
    for (; j < e && t.nsm.has(decomposed[j]!); j++) {
      const cp = decomposed[j]!;
      if (seen.has(cp)) {
        throw new LabelProblem(
          'ens-nsm-duplicate',
          from[j]!,
          cp,
          `duplicate non-spacing mark ${quoted(cp)}`,
        );
      }
      seen.add(cp);
    }
    if (j - i > NSM_MAX) {
      const cp = decomposed[i + NSM_MAX]!;
      throw new LabelProblem(
        'ens-nsm-excessive',
        from[i + NSM_MAX]!,
        cp,
        `${j - i} non-spacing marks in a row (at most ${NSM_MAX})`,
      );
    }
    i = j;
  }
}

/**
 * ENSIP-15 §Wholes: the label is confusable when another group could spell a look-alike of
 * it, one confused character swapped for a character outside its confusable extent.
 */
function checkWhole(t: EnsTables, group: number, unique: number[], sources: number[]): void {
  const words = t.words;
  let maker: Int32Array | undefined;
  let index = -1;
  let confusedCp = -1;
  const shared: number[] = [];
  for (let k = 0; k < unique.length; k++) {
    const cp = unique[k]!;
    const complement = t.confused.get(cp);
    if (complement === undefined) {
      const set = groupSetOf(t, cp);
      let count = 0;
      for (let w = 0; w < words; w++) {
        let bits = t.masks[set * words + w]!;
        while (bits !== 0 && count < 2) {
          bits &= bits - 1;
          count++;
        }
      }
      // A character of one group only, and not confused: nothing else spells this label.
      if (count === 1) return;
      shared.push(cp);
      continue;
    }
    if (maker === undefined) {
      maker = complement.slice();
      index = sources[k]!;
      confusedCp = cp;
    } else {
      for (let w = 0; w < words; w++) maker[w]! &= complement[w]!;
    }
    if (firstGroup(maker) < 0) return;
  }
  if (maker === undefined) return;
  for (let g = 0; g < t.names.length; g++) {
    if ((maker[g >> 5]! & (1 << (g & 31))) === 0) continue;
    if (shared.every((cp) => hasGroup(t, groupSetOf(t, cp), g))) {
      throw new LabelProblem(
        'ens-whole-confusable',
        index,
        confusedCp,
        `whole-script confusable: ${t.names[group]}/${t.names[g]} (${quoted(confusedCp)})`,
      );
    }
  }
}
