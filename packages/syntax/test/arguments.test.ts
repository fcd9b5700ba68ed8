// checkInput makes requireOptions' messages without requireOptions (so that parse alone does not
// bundle its type machinery): the two must agree on every wrong ParseOptions, in the name of each
// function that takes them.
import { requireOptions } from '@urikit/percent-encoding';
import { describe, expect, it } from 'vitest';
import { isUri, parse, parseSpans, SPANS_LENGTH, tryParse } from '../src/index.js';

const WRONG_OPTIONS: readonly unknown[] = [
  null,
  42,
  'iri',
  true,
  () => {},
  { iri: 'yes' },
  { zoneId: 1 },
  { iri: null, zoneId: 'x' },
  { iri: true, zoneId: 0n },
];

function messageOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    return (error as TypeError).message;
  }
  return undefined;
}

describe('checkInput', () => {
  it('throws what requireOptions throws for ParseOptions of the wrong type', () => {
    const calls: Record<string, (options: never) => unknown> = {
      parse: (options) => parse('a', options),
      tryParse: (options) => tryParse('a', options),
      isUri: (options) => isUri('a', options),
      parseSpans: (options) => parseSpans('a', new Int32Array(SPANS_LENGTH), options),
    };
    for (const [fn, call] of Object.entries(calls)) {
      for (const options of WRONG_OPTIONS) {
        const expected = messageOf(() =>
          requireOptions(fn, options, { iri: 'boolean', zoneId: 'boolean' }),
        );
        expect(expected).toBeDefined();
        expect(messageOf(() => call(options as never))).toBe(expected);
      }
    }
  });

  it('accepts an array or a class instance as options, as requireOptions does', () => {
    expect(parse('a', [] as never).path).toBe('a');
    expect(parse('a', new Date(0) as never).path).toBe('a');
  });

  it('reads each option once', () => {
    let reads = 0;
    const options = {
      get iri() {
        reads++;
        return 'no';
      },
    };
    expect(messageOf(() => parse('a', options as never))).toBe(
      "parse: options.iri must be a boolean; got 'no'",
    );
    expect(reads).toBe(1);
  });
});
