// ENSIP-15 §Algorithm: split a name into labels at '.', normalize each, join them again.
// Names of lower-case ASCII letters, digits, '-', '$' and '_' take a fast path that reads each
// character once and copies nothing.
import { attempt, Web3Error } from '../errors.js';
import { stringOf } from './code-points.js';
import { checkName, LabelProblem } from './errors.js';
import { normalizeLabel } from './label.js';

const STOP = 0x2e;

/**
 * ASCII classes: 1 valid ($ - 0-9 a-z), 2 upper case (mapped to lower case), 3 '_', 4 '.';
 * 0 for everything else ("'" is mapped to U+2019, the rest is disallowed): the full path.
 */
const ASCII = new Uint8Array(128);
ASCII[0x24] = ASCII[0x2d] = 1;
ASCII.fill(1, 0x30, 0x3a);
ASCII.fill(1, 0x61, 0x7b);
ASCII.fill(2, 0x41, 0x5b);
ASCII[0x5f] = 3;
ASCII[STOP] = 4;

/**
 * The fast path: the normalized name when every character is ASCII of classes 1–4, `undefined`
 * when the full path must decide. It applies the ASCII rules of ENSIP-15 §Validate itself:
 * no empty label, `_` only at the start, no `--` at the 3rd and 4th characters. It skips
 * emoji matching, NFC and the group checks, which cannot apply to these characters (no
 * emoji starts with one alone, none changes under NFC, and ENSIP-15 gives such a label the
 * type ASCII); test/ens-properties.test.ts checks it against the full path.
 */
function asciiName(name: string): string | undefined {
  let upper = false;
  let labelStart = 0;
  let letters = false;
  let underscore = -1;
  for (let i = 0; i <= name.length; i++) {
    const c = i < name.length ? name.charCodeAt(i) : STOP;
    const kind = c < 0x80 ? ASCII[c]! : 0;
    if (kind === 0) return undefined;
    if (kind === 4) {
      // The label is whole and ASCII: its rules in ENSIP-15 order.
      if (i === labelStart) throw new LabelProblem('ens-empty-label', i, undefined, 'empty label');
      if (underscore >= 0) {
        throw new LabelProblem(
          'ens-underscore',
          underscore,
          0x5f,
          'underscore allowed only at the start',
        );
      }
      if (
        i - labelStart >= 4 &&
        name.charCodeAt(labelStart + 2) === 0x2d &&
        name.charCodeAt(labelStart + 3) === 0x2d
      ) {
        throw new LabelProblem(
          'ens-label-extension',
          labelStart + 2,
          0x2d,
          'invalid label extension "--" at 3–4',
        );
      }
      labelStart = i + 1;
      letters = false;
    } else if (kind === 3) {
      if (letters && underscore < 0) underscore = i;
    } else {
      letters = true;
      if (kind === 2) upper = true;
    }
  }
  return upper ? name.toLowerCase() : name;
}

function run(name: string, beautify: boolean): string {
  if (name === '') return '';
  try {
    const fast = asciiName(name);
    if (fast !== undefined) return fast;
    let out = '';
    let start = 0;
    for (let i = 0; i <= name.length; i++) {
      if (i < name.length && name.charCodeAt(i) !== STOP) continue;
      const label = normalizeLabel(name, start, i, beautify);
      out += (start === 0 ? '' : '.') + stringOf(label.cps);
      start = i + 1;
    }
    return out;
  } catch (error) {
    if (error instanceof LabelProblem) {
      throw new Web3Error(error.code, name, error.index, error.detail);
    }
    throw error;
  }
}

/**
 * ENSIP-15 normalization of an ENS name: every label mapped (upper case to lower case, and so
 * on), ignored characters dropped, NFC, emoji without FE0F, and every rule of §Validate
 * checked. The empty name normalizes to itself.
 *
 * Throws a {@link Web3Error} whose code says which rule the name breaks (see
 * {@link EnsErrorCode}) and whose `index` is the offset of the offending character; a
 * non-string throws a `TypeError`. {@link ensExplain} tells the same without throwing.
 *
 * @example
 * ```ts
 * ensNormalize('Nick.ETH'); // → 'nick.eth'
 * ensNormalize('💩︎.eth'); // → '💩.eth'
 * ensNormalize('a_b.eth'); // throws ens-underscore at 1
 * ```
 */
export function ensNormalize(name: string): string {
  checkName(name, 'ensNormalize');
  return run(name, false);
}

/**
 * {@link ensNormalize}, or `undefined` for a name that does not normalize.
 *
 * @example
 * ```ts
 * tryEnsNormalize('RaFFY🚴‍♂️.eTh'); // → 'raffy🚴‍♂.eth'
 * tryEnsNormalize('a..eth'); // → undefined
 * ```
 */
export function tryEnsNormalize(name: string): string | undefined {
  checkName(name, 'tryEnsNormalize');
  return attempt(() => run(name, false));
}

/**
 * Whether `name` is already normalized: ENSIP-15 normalization returns it unchanged.
 *
 * @example
 * ```ts
 * isEnsNormalized('vitalik.eth'); // → true
 * isEnsNormalized('Vitalik.eth'); // → false
 * ```
 */
export function isEnsNormalized(name: string): boolean {
  checkName(name, 'isEnsNormalized');
  return attempt(() => run(name, false)) === name;
}

/**
 * The name as ENSIP-15's Annex (Beautification) shows it: normalized, but emoji keep their
 * FE0F (emoji presentation) and ξ is written Ξ in labels that are not Greek. Not for hashing:
 * hash {@link ensNormalize}'s result.
 *
 * @example
 * ```ts
 * ensBeautify('1⃣2⃣.eth'); // → '1️⃣2️⃣.eth'
 * ensBeautify('‐ξ.eth'); // → '-Ξ.eth'
 * ```
 */
export function ensBeautify(name: string): string {
  checkName(name, 'ensBeautify');
  return run(name, true);
}
