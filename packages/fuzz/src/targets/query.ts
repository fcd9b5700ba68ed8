// @urikit/query round trips: the pairs of QueryParams.parse(q).toString() are those of q; a
// pair set with `with` is what `get` reads; parseNestedQuery(stringifyQuery(o)) gives back o
// (strings, nested objects and arrays); QueryParams.from(pairs) writes text that parses back to
// the pairs, in form mode and not.

import { isDeepStrictEqual } from 'node:util';
import {
  parseNestedQuery,
  parseQuery,
  QueryError,
  QueryParams,
  stringifyQuery,
} from '@urikit/query';
import { attempt, registerTypedErrors } from '../engine/outcome.js';
import { defineTarget, fail, show } from '../engine/target.js';
import { noise } from '../generators/chars.js';
import { queryString } from '../generators/query.js';
import type { Rng } from '../rng.js';

registerTypedErrors({ QueryError });

type Nested = { [key: string]: string | string[] | Nested };

export interface QueryInput {
  readonly query: string;
  readonly form: boolean;
  readonly name: string;
  readonly value: string;
  readonly nested: Nested;
}

const KEYS = ['a', 'b', 'q', 'x y', 'é', 'k=v', 'a&b', '%', 'toString', 'constructor', '0a', 'z'];

function leaf(rng: Rng): string {
  return rng.weighted([
    [3, () => noise(rng, 6)],
    [1, () => rng.pick(['', '=', '&', '[', ']', '+', ' ', '%20', 'é'])],
  ]);
}

function nested(rng: Rng, depth: number): Nested {
  const out: Nested = {};
  for (let i = rng.range(1, 3); i > 0; i--) {
    out[rng.pick(KEYS)] = rng.weighted<string | string[] | Nested>([
      [3, () => leaf(rng) || 'v'],
      [depth < 3 ? 1 : 0, () => Array.from({ length: rng.range(1, 3) }, () => leaf(rng) || 'w')],
      [depth < 3 ? 1 : 0, () => nested(rng, depth + 1)],
    ]);
  }
  return out;
}

export const queryRoundTrip = defineTarget<QueryInput>({
  name: 'query/round-trip',
  description:
    'QueryParams parse/toString keep the pairs, with/get agree, parseNestedQuery(stringifyQuery(o)) === o, from(pairs) parses back',
  generate(rng) {
    return {
      query: queryString(rng),
      form: rng.chance(0.4),
      name: rng.pick(KEYS),
      value: leaf(rng),
      nested: nested(rng, 0),
    };
  },
  check({ query, form, name, value, nested: object }) {
    const pairs = attempt('parseQuery', () => parseQuery(query, { form, invalid: 'keep' }));
    const params = attempt('QueryParams.parse', () => QueryParams.parse(query, { form }));
    if (params.ok) {
      const text = params.value.toString();
      const back = attempt('parseQuery', () => parseQuery(text, { form, invalid: 'keep' }));
      if (pairs.ok && (!back.ok || !isDeepStrictEqual(back.value, pairs.value))) {
        fail('QueryParams keeps the pairs', `${show(query)} → ${show(text)}`);
      }
      const edited = attempt('QueryParams.with', () => params.value.with(name, value));
      const editedText = edited.ok
        ? attempt('QueryParams.toString', () => edited.value.toString())
        : undefined;
      if (edited.ok && editedText?.ok) {
        if (edited.value.get(name) !== value)
          fail(
            'with then get',
            `${show(query)} with(${show(name)}, ${show(value)}) get ${show(edited.value.get(name))}`,
          );
        const reread = attempt('QueryParams.parse', () =>
          QueryParams.parse(editedText.value, { form }),
        );
        if (!reread.ok || reread.value.get(name) !== value) {
          fail(
            'an edited query parses back',
            `${show(query)} with(${show(name)}, ${show(value)}) → ${show(editedText.value)}`,
          );
        }
      }
    }
    const text = attempt('stringifyQuery', () => stringifyQuery(object, { form }));
    if (text.ok) {
      const back = attempt('parseNestedQuery', () => parseNestedQuery(text.value, { form }));
      if (!back.ok || JSON.stringify(back.value) !== JSON.stringify(object)) {
        fail(
          'parseNestedQuery(stringifyQuery(o)) === o',
          `${show(object)} → ${show(text.value)} → ${back.ok ? show(back.value) : (back.error as QueryError).code}`,
        );
      }
    }
    const from = attempt('QueryParams.from', () =>
      QueryParams.from(
        [
          [name, value],
          [value, name],
        ],
        { form },
      ),
    );
    const fromText = from.ok
      ? attempt('QueryParams.toString', () => from.value.toString())
      : undefined;
    if (fromText?.ok) {
      const back = attempt('parseQuery', () => parseQuery(fromText.value, { form }));
      const expected = [
        [name, value],
        [value, name],
      ];
      if (!back.ok || !isDeepStrictEqual(back.value, expected)) {
        fail(
          'QueryParams.from(pairs) parses back',
          `${show(expected)} → ${show(fromText.value)} → ${back.ok ? show(back.value) : 'error'}`,
        );
      }
    }
  },
  work({ query, form }) {
    try {
      QueryParams.parse(query, { form }).toString();
      parseNestedQuery(query, { form });
    } catch {}
  },
});
