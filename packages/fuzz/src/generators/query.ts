// Query strings: pairs with and without '=', empty pairs, form '+', percent-encoding (valid,
// broken, overlong UTF-8), semicolons, and PHP-style nesting (a[b][c]=, a[]=, a[0]=, __proto__).
import type { Rng } from '../rng.js';
import { charOf, mutateOnce, pctEncoded, TRICKY } from './chars.js';

const NAMES = [
  'a',
  'b',
  'q',
  'id',
  'x',
  'tags',
  'user',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  'a b',
  'é',
];

export function queryKey(rng: Rng, nested: boolean): string {
  let key = rng.pick(NAMES);
  if (nested && rng.chance(0.6)) {
    key += rng.repeat(
      () =>
        rng.weighted([
          [3, () => `[${rng.pick(NAMES)}]`],
          [2, () => '[]'],
          [2, () => `[${rng.int(rng.chance(0.9) ? 5 : 40)}]`],
          [1, () => rng.pick(['[', ']', '[[a]]', '%5B', '%5D', '%5Bb%5D', '.c'])],
        ]),
      4,
      1,
    );
  }
  return key;
}

export function queryValue(rng: Rng): string {
  return rng.repeat(
    () =>
      rng.weighted([
        [6, () => charOf(rng, 'abcxyz0123')],
        [2, () => pctEncoded(rng)],
        [
          1,
          () =>
            rng.pick([
              '%C3%A9',
              '%E2%82%AC',
              '%F0%9F%98%80',
              '%C0%AF',
              '%ED%A0%80',
              '%',
              '%2',
              '+',
              '=',
              '%26',
              '%3D',
              '%20',
            ]),
        ],
        [1, () => rng.pick(TRICKY)],
      ]),
    8,
  );
}

/** A query (without '?'), form and nested shapes included. */
export function queryString(rng: Rng, nested = rng.chance(0.4)): string {
  const separator = (): string => (rng.chance(0.9) ? '&' : rng.pick([';', '&&', '']));
  let out = '';
  const count = rng.range(0, 6);
  for (let i = 0; i < count; i++) {
    if (i > 0) out += separator();
    const key = queryKey(rng, nested);
    out += rng.chance(0.85) ? `${key}=${queryValue(rng)}` : key;
  }
  return rng.chance(0.15) ? mutateOnce(rng, out) : out;
}

/** A value for stringifyQuery: strings, numbers, booleans, null, arrays and nested objects. */
export function queryObject(rng: Rng, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const count = rng.range(0, 4);
  for (let i = 0; i < count; i++) {
    const key =
      rng.pick(NAMES.filter((name) => name !== '__proto__')) + (rng.chance(0.3) ? rng.int(9) : '');
    out[key] = rng.weighted<unknown>([
      [4, () => queryValue(rng)],
      [1, () => rng.int(1000)],
      [1, () => rng.chance(0.5)],
      [1, () => null],
      [depth < 2 ? 2 : 0, () => Array.from({ length: rng.range(0, 3) }, () => queryValue(rng))],
      [depth < 2 ? 2 : 0, () => queryObject(rng, depth + 1)],
    ]);
  }
  return out;
}
