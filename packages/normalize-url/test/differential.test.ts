// The drop-in against normalize-url 10 itself: every corpus line, corpus lines under generated
// option sets, and generated URLs under generated option sets give the same string or the same
// error (class and message) as normalize-url 10 run on @urikit/whatwg's URL (see oracle.ts). And
// against normalize-url as installed, on Node's own URL: where the two differ, Node's URL is
// the one behind the URL Standard.
import { normalizeUrl } from '@urikit/normalize-url';
import { readShared } from '@urikit/test-support';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataUrlText, optionSet, urlText } from './arbitraries.js';
import { installed, oracle, outcome } from './oracle.js';

const FILES = ['kasztp', 'userbait', 'node_files', 'isaacs_files'];
const texts = FILES.map((name) => readShared(`corpus/${name}.txt`));
const lines = texts.flatMap((text) => (text === undefined ? [] : text.split('\n'))).filter(Boolean);
const corpus = texts.every((text) => text !== undefined) ? describe : describe.skip;

const ours = normalizeUrl as (url: unknown, options?: unknown) => string;

/** The inputs (with their options) where `a` and `b` disagree, at most `limit` of them. */
function mismatches(
  inputs: readonly string[],
  options: unknown,
  a: typeof ours,
  b: typeof ours,
  limit = 20,
): string[] {
  const found: string[] = [];
  for (const input of inputs) {
    const x = outcome(a, input, options);
    const y = outcome(b, input, options);
    if (x !== y && found.push(`${JSON.stringify(input)} → ${y}, not ${x}`) >= limit) break;
  }
  return found;
}

corpus('the corpus (../shared/corpus)', () => {
  it(`gives normalize-url 10's answer for every line (${lines.length}), default options`, () => {
    expect(lines.length).toBeGreaterThan(100_000);
    expect(mismatches(lines, undefined, oracle, ours)).toEqual([]);
  }, 300_000);

  it('gives its answers under generated option sets', () => {
    fc.assert(
      fc.property(fc.nat(lines.length - 1), optionSet, (index, options) => {
        const input = lines[index]!;
        expect(outcome(ours, input, options)).toBe(outcome(oracle, input, options));
      }),
      { numRuns: 4000 },
    );
  }, 300_000);

  it("differs from normalize-url on the runtime's URL only where that URL is behind the standard", () => {
    // Node 20's URL (ada 2.9) leaves "^" unescaped in a path, where the URL Standard escapes it
    // since 2024 (path percent-encode set); no other corpus line differs.
    const found = mismatches(lines, undefined, installed, ours, 1000);
    for (const line of found) expect(line.toLowerCase()).toMatch(/\^|%5e/);
    expect(found.length).toBeLessThan(10);
  }, 300_000);
});

describe('generated URLs', () => {
  it("give normalize-url 10's answers under generated option sets", () => {
    fc.assert(
      fc.property(
        fc.oneof({ weight: 4, arbitrary: urlText }, { weight: 1, arbitrary: dataUrlText }),
        optionSet,
        (input, options) => {
          expect(outcome(ours, input, options)).toBe(outcome(oracle, input, options));
        },
      ),
      { numRuns: 10_000 },
    );
  }, 300_000);
});
