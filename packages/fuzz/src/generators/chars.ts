// Character pools shared by the generators: the RFC 3986 §2 classes, the RFC 3987 ucschar and
// iprivate ranges, and the characters that break grammars (delimiters, controls, surrogates).
import type { Rng } from '../rng.js';

export const ALPHA = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const DIGIT = '0123456789';
export const HEXDIG = '0123456789ABCDEFabcdef';
export const UNRESERVED = `${ALPHA}${DIGIT}-._~`;
export const SUB_DELIMS = "!$&'()*+,;=";
export const GEN_DELIMS = ':/?#[]@';

/** Characters that sit just outside some production: what a one-character mutation inserts. */
export const TRICKY = [
  ' ',
  '"',
  '<',
  '>',
  '\\',
  '^',
  '`',
  '{',
  '|',
  '}',
  '%',
  '%2',
  '%G0',
  '%25',
  '%00',
  '%C3%A9',
  '%FF',
  '%E2%82',
  ':',
  '/',
  '?',
  '#',
  '[',
  ']',
  '@',
  '//',
  '..',
  '.',
  '\t',
  '\n',
  '\r',
  '\0',
  '\x7f',
  '\u00a0',
  '\u00e9',
  '\u200d',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\udc00',
  '\u{1f600}',
  '\u{e0001}',
  '\uffff',
  '\u{10fffd}',
  '\u3002',
  '\uff0e',
  '\u0130',
  'ß',
  'ς',
  'xn--',
  '-',
  '+',
  '=',
  '&',
  ';',
  '*',
  "'",
  '(',
  ')',
  '$',
  '!',
  ',',
  '~',
  '0',
  '1',
  '255',
  '256',
  '0x',
  '%%',
  '%2e',
  '%2E%2E',
  '%2F',
] as const;

export function charOf(rng: Rng, pool: string): string {
  return pool[rng.int(pool.length)]!;
}

/** `%XX` with either case of hex digits. */
export function pctEncoded(rng: Rng): string {
  return `%${charOf(rng, HEXDIG)}${charOf(rng, HEXDIG)}`;
}

/** A code point from RFC 3987 `ucschar`, mostly from the common planes. */
export function ucschar(rng: Rng): string {
  const ranges: readonly (readonly [number, number])[] = [
    [0xa0, 0xd7ff],
    [0xf900, 0xfdcf],
    [0xfdf0, 0xffef],
    [0x10000, 0x1fffd],
    [0x20000, 0x2fffd],
    [0xe1000, 0xefffd],
  ];
  const [lo, hi] = rng.chance(0.8) ? ranges[rng.int(3)]! : rng.pick(ranges);
  // Mostly Latin-1, Greek, Cyrillic, CJK and emoji: the scripts real IRIs use.
  if (rng.chance(0.6)) {
    return String.fromCodePoint(
      rng.pick([0xe9, 0xfc, 0x3b1, 0x43a, 0x4e2d, 0x30c6, 0x1f600, 0xac00, 0x5d0, 0x627, 0xdf]) +
        rng.int(8),
    );
  }
  return String.fromCodePoint(rng.range(lo, hi));
}

/** A code point from RFC 3987 `iprivate`. */
export function iprivate(rng: Rng): string {
  return String.fromCodePoint(
    rng.pick([
      () => rng.range(0xe000, 0xf8ff),
      () => rng.range(0xf0000, 0xffffd),
      () => rng.range(0x100000, 0x10fffd),
    ])(),
  );
}

/** Any code unit at all, surrogates and controls included. */
export function anyUnit(rng: Rng): string {
  return rng.weighted([
    [6, () => String.fromCharCode(rng.range(0x20, 0x7e))],
    [1, () => String.fromCharCode(rng.int(0x20))],
    [1, () => String.fromCharCode(rng.range(0x7f, 0xff))],
    [1, () => String.fromCharCode(rng.range(0x100, 0xffff))],
    [1, () => String.fromCodePoint(rng.range(0x10000, 0x10ffff))],
  ]);
}

/** A short string of anything, biased to the delimiters and the tricky pieces. */
export function noise(rng: Rng, max = 12): string {
  return rng.repeat(
    () =>
      rng.weighted([
        [3, () => rng.pick(TRICKY)],
        [2, () => charOf(rng, UNRESERVED)],
        [1, () => anyUnit(rng)],
      ]),
    max,
  );
}

/**
 * One mutation off the grammar: insert, delete, replace or duplicate at one place, with a piece
 * that breaks some production. Near-valid inputs find more than random ones: they reach the
 * parser's later states before they go wrong.
 */
export function mutateOnce(rng: Rng, text: string): string {
  const at = rng.int(text.length + 1);
  return rng.weighted([
    [4, () => text.slice(0, at) + rng.pick(TRICKY) + text.slice(at)],
    [2, () => text.slice(0, at) + text.slice(at + 1 + rng.int(3))],
    [3, () => text.slice(0, at) + rng.pick(TRICKY) + text.slice(at + 1)],
    [
      1,
      () => {
        const end = Math.min(text.length, at + 1 + rng.int(8));
        return text.slice(0, end) + text.slice(at, end) + text.slice(end);
      },
    ],
    [1, () => text.slice(0, at) + anyUnit(rng) + text.slice(at)],
  ]);
}
