import { readShared } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';
import {
  parse,
  recompose,
  split,
  tryParse,
  type UriComponents,
  UriError,
  type UriReference,
} from '../src/index.js';

// Nothing but UriError ever leaves parse, and large inputs finish (the scanner is linear).
function outcome(input: string, iri = false): string {
  try {
    parse(input, { iri });
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(UriError);
    return `${(error as UriError).code}@${(error as UriError).index}`;
  }
}

const MB = 1 << 20;

describe('robustness', () => {
  it('rejects lone surrogates and NUL at their offsets', () => {
    expect(outcome('\ud800', true)).toBe('invalid-path-char@0');
    expect(outcome('a\udc00', true)).toBe('invalid-path-char@1');
    expect(outcome('http://a/\ud83d', true)).toBe('invalid-path-char@9');
    expect(outcome('http://a/?\ud83d#', true)).toBe('invalid-query-char@10');
    expect(outcome('http://a/#\ud83d\ud83d\ude00', true)).toBe('invalid-fragment-char@10');
    expect(outcome('http://\ud83d\ude00/', true)).toBe('ok');
    expect(outcome('http://a\u0000/')).toBe('invalid-host-char@8');
    expect(outcome('\u0000')).toBe('invalid-path-char@0');
  });

  it('parses 10 MB inputs, valid or not', () => {
    const long = 'a'.repeat(10 * MB);
    expect(parse(`http://h/${long}`).path.length).toBe(10 * MB + 1);
    expect(parse(`?${long}`).query!.length).toBe(10 * MB);
    expect(parse(`http://${long}`).host!.length).toBe(10 * MB);
    expect(parse(`http://${long}@h`).userinfo!.length).toBe(10 * MB);
    expect(parse(`${long}:`).scheme!.length).toBe(10 * MB);
    expect(parse(`#${'%41'.repeat(3 * MB)}`).fragment!.length).toBe(9 * MB);
    expect(parse(`/${'é'.repeat(10 * MB)}`, { iri: true }).path.length).toBe(10 * MB + 1);
    expect(outcome(`http://h/${long}\u0000`)).toBe(`invalid-path-char@${10 * MB + 9}`);
    expect(outcome(`${long}:`.replace(/^a/, '1'))).toBe(`colon-in-first-segment@${10 * MB}`);
    expect(outcome('%'.repeat(10 * MB))).toBe('invalid-percent-encoding@0');
    expect(outcome('\ud800'.repeat(10 * MB), true)).toBe('invalid-path-char@0');
    expect(outcome(`http://${'@'.repeat(10 * MB)}`)).toBe(`invalid-host-char@${8}`);
    expect(outcome(`http://[${':'.repeat(10 * MB)}]`)).toMatch(/^invalid-ipv6@/);
    expect(outcome(`http://[${'1'.repeat(10 * MB)}`)).toMatch(/^invalid-ipv6@/);
    expect(outcome(`http://${'a:'.repeat(5 * MB)}`)).toBe('invalid-port-char@9');
    expect(split(`${long}#`).path.length).toBe(10 * MB);
    expect(tryParse(`${'/'.repeat(10 * MB)}?#`)?.path.length).toBe(10 * MB - 2);
  }, 120_000);
});

// The real URLs of ../shared/corpus: every line parses or is refused with a UriError; every line
// that parses recomposes to itself and splits to the same components.
const corpora = ['kasztp.txt', 'userbait.txt', 'node_files.txt', 'isaacs_files.txt'].map(
  (file): [string, string | undefined] => [file, readShared(`corpus/${file}`)],
);

function sameComponents(a: UriComponents, b: UriComponents): boolean {
  return (
    a.scheme === b.scheme &&
    a.userinfo === b.userinfo &&
    a.host === b.host &&
    a.port === b.port &&
    a.path === b.path &&
    a.query === b.query &&
    a.fragment === b.fragment
  );
}

describe.each(corpora)('corpus %s', (_file, text) => {
  it.skipIf(text === undefined)(
    'parses or refuses every line, and round-trips the valid ones',
    () => {
      const lines = text!
        .replace(/^\ufeff/, '')
        .split('\n')
        .filter((line) => line !== '');
      const wrong: string[] = [];
      let valid = 0;
      for (const line of lines) {
        for (const iri of [false, true]) {
          let result: UriReference;
          try {
            result = parse(line, { iri });
          } catch (error) {
            if (!(error instanceof UriError) || tryParse(line, { iri }) !== undefined)
              wrong.push(line);
            continue;
          }
          if (!iri) valid++;
          if (recompose(result, { iri }) !== line || !sameComponents(split(line), result)) {
            wrong.push(line);
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(valid).toBeGreaterThan(0);
    },
    120_000,
  );
});
