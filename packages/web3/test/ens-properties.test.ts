// Properties of ENSIP-15 normalization on random names: agreement with @adraffy/ens-normalize
// (the reference implementation, a development dependency only: the oracle, not the code),
// idempotence, beautification, and the ASCII fast path against the full path.
import { ens_normalize } from '@adraffy/ens-normalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringOf } from '../src/ens/code-points.js';
import { LabelProblem } from '../src/ens/errors.js';
import { normalizeLabel } from '../src/ens/label.js';
import { ensBeautify, ensNormalize, tryEnsNormalize, Web3Error } from '../src/index.js';

/** Pieces that meet the rules: letters of several scripts, marks, emoji parts, fenced ones. */
const pieces = [
  'a',
  'B',
  'z',
  '0',
  '9',
  '-',
  '_',
  '$',
  '.',
  "'",
  '@',
  ' ',
  'é',
  'E',
  '\u0301',
  '\u0300',
  '\u0323',
  '\u0327',
  'ı',
  'ß',
  'ς',
  'Σ',
  'ξ',
  'Ξ',
  'а',
  'х',
  'о',
  'р',
  'Ⅵ',
  'ﬁ',
  '½',
  '２',
  'Ａ',
  '’',
  '⁄',
  '・',
  '\u00ad',
  '\u200b',
  'ا',
  'ب',
  '\u0610',
  '\u0611',
  '\u0655',
  'ع',
  'ह',
  '\u093c',
  'क',
  '\u094d',
  '中',
  '文',
  'あ',
  'ア',
  '한',
  '\u1100',
  '\u1161',
  '\u11a8',
  'ᄀ',
  '\u{1f4a9}',
  '\u{1f468}',
  '\u{1f3fb}',
  '\u200d',
  '\u2764',
  '\ufe0f',
  '\ufe0e',
  '\u20e3',
  '#',
  '\u{1f1fa}',
  '\u{1f1f8}',
  '\u{1f3f4}',
  '\u{e0067}',
  '\u{e007f}',
  '\u{16d63}',
  '\u{16d67}',
  '\u{1e4ee}',
  '\u{1318f}',
  'Ꭺ',
  'ꓖ',
];
const names = fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((list) => list.join(''));

function reference(name: string): string | undefined {
  try {
    return ens_normalize(name);
  } catch {
    return undefined;
  }
}

/** The full path for every label, without the ASCII fast path of ensNormalize. */
function fullPath(name: string): string | [string, number] {
  if (name === '') return '';
  const labels: string[] = [];
  let start = 0;
  try {
    for (let i = 0; i <= name.length; i++) {
      if (i < name.length && name.charCodeAt(i) !== 0x2e) continue;
      labels.push(stringOf(normalizeLabel(name, start, i, false).cps));
      start = i + 1;
    }
  } catch (error) {
    if (!(error instanceof LabelProblem)) throw error;
    return [error.code, error.index];
  }
  return labels.join('.');
}

function outcome(name: string): string | [string, number] {
  try {
    return ensNormalize(name);
  } catch (error) {
    if (!(error instanceof Web3Error)) throw error;
    return [error.code, error.index];
  }
}

describe('ensNormalize on random names', () => {
  it('agrees with @adraffy/ens-normalize', () => {
    fc.assert(
      fc.property(names, (name) => {
        expect(tryEnsNormalize(name)).toBe(reference(name));
      }),
      { numRuns: 3000 },
    );
  });

  it('is idempotent, and beautified names normalize alike', () => {
    fc.assert(
      fc.property(names, (name) => {
        const normalized = tryEnsNormalize(name);
        if (normalized === undefined) return;
        expect(ensNormalize(normalized)).toBe(normalized);
        expect(ensNormalize(ensBeautify(name))).toBe(normalized);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes the ASCII fast path to the same result and the same error as the full path', () => {
    const ascii = fc
      .array(fc.constantFrom('a', 'Z', '0', '-', '_', '$', '.', "'", '@', 'x'), { maxLength: 10 })
      .map((list) => list.join(''));
    fc.assert(
      fc.property(ascii, (name) => {
        expect(outcome(name)).toEqual(fullPath(name));
      }),
      { numRuns: 3000 },
    );
  });
});
