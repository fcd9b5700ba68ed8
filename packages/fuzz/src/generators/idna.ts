// IDNA labels and domains: ASCII LDH, Punycode (valid and broken), mixed scripts, joiners (ZWJ,
// ZWNJ after a virama), bidi (Hebrew, Arabic digits next to Latin), mapped characters (full-width,
// capitals, ß, ς), dots of other scripts, and one-off mutations.
import type { Rng } from '../rng.js';
import { charOf, DIGIT, mutateOnce } from './chars.js';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

// Pieces by script and purpose; each a handful of real code points.
const PIECES: readonly string[] = [
  'ü',
  'é',
  'ß',
  'ς',
  'σ',
  'Σ',
  'ı',
  'İ',
  'æ',
  'ø', // Latin and Greek with mappings
  '例',
  'え',
  'テ',
  'ス',
  'ト',
  '中',
  '国',
  'ㄱ',
  '한', // CJK
  'а',
  'р',
  'е',
  'о',
  'с',
  'ԁ', // Cyrillic confusables
  'א',
  'ב',
  'ש',
  'ל',
  'ו',
  'م',
  'ث',
  'ا',
  '٣',
  '۳',
  '\u05be', // Hebrew, Arabic, digits of both
  'क',
  '्',
  '\u200c',
  '\u200d',
  'ि', // Devanagari virama and joiners
  '\u0301',
  '\u0308',
  '\u00ad',
  '\u034f',
  '\u180b',
  '\ufe0f', // combining marks, ignored
  'Ａ',
  'ｂ',
  '１',
  '\uff0e',
  '\u3002',
  '\uff61', // full-width, ideographic dots
  '😀',
  '👍\u{1f3fd}',
  '\u{1d400}',
  '℡',
  'ﬁ',
  'Ⅻ',
  '\u2488', // emoji, math, compatibility
  '-',
  '_',
  '.',
  '\u0000',
  ' ',
  '\ud800',
  '\u{e0041}',
  '\u{10ffff}',
];

/** A label: ASCII LDH, Unicode of some script(s), or Punycode. */
export function label(rng: Rng): string {
  return rng.weighted([
    [3, () => rng.repeat(() => charOf(rng, `${LETTERS}${DIGIT}-`), 10, 1)],
    [4, () => rng.repeat(() => (rng.chance(0.5) ? rng.pick(PIECES) : charOf(rng, LETTERS)), 8, 1)],
    [2, () => `xn--${rng.repeat(() => charOf(rng, `${LETTERS}${DIGIT}-`), 10, 1)}`],
    [
      1,
      () =>
        rng.pick([
          'xn--bcher-kva',
          'xn--ls8h',
          'xn--nxasmq6b',
          'xn--zca',
          'xn--',
          'xn--a',
          'xn--ab--',
          'xn--0ca',
          'xn--55qx5d',
          'XN--MGBH0FB',
        ]),
    ],
    [1, () => rng.pick(['a', '1', '0x', 'com', 'localhost', '-a', 'a-', 'ab--c', '123'])],
  ]);
}

/** A domain of one to five labels, sometimes with a trailing dot or an empty label. */
export function domain(rng: Rng): string {
  const count = rng.range(1, 5);
  const labels: string[] = [];
  for (let i = 0; i < count; i++) labels.push(label(rng));
  const separator = (): string =>
    rng.chance(0.9) ? '.' : rng.pick(['\u3002', '\uff0e', '\uff61', '..']);
  let out = labels[0]!;
  for (let i = 1; i < labels.length; i++) out += separator() + labels[i]!;
  if (rng.chance(0.1)) out += '.';
  if (rng.chance(0.05)) out = out.repeat(rng.range(2, 20));
  return rng.chance(0.2) ? mutateOnce(rng, out) : out;
}
