// Long expansions: expandVarSpec joins a long list's members 1,024 at a time, and encodeValue
// copies runs between the characters it encodes. These properties cross the chunk ends many
// times and compare with the text built member by member (and with compile, which builds its
// own); a template of thousands of parts is compared the same way.
import { percentEncode } from '@urikit/percent-encoding';
import { compile, expand } from '@urikit/template';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// Members of every length, so that the chunk ends fall inside and between them; whole code
// points only (a lone surrogate expands as U+FFFD, which percentEncode refuses).
const member = fc.string({ unit: 'grapheme', maxLength: 30 });
const list = fc.array(member, { minLength: 200, maxLength: 2_500 });
const enc = (s: string) => percentEncode(s);

describe('expand on long lists and long templates (the text is built in chunks)', () => {
  it('{?list*} and {list} equal the member-by-member text', () => {
    fc.assert(
      fc.property(list, (values) => {
        const exploded = `?${values.map((v) => (v === '' ? 'list=' : `list=${enc(v)}`)).join('&')}`;
        expect(expand('{?list*}', { list: values })).toBe(exploded);
        expect(compile('{?list*}')({ list: values })).toBe(exploded);
        expect(expand('{list}', { list: values })).toBe(values.map(enc).join(','));
      }),
      { numRuns: 40 },
    );
  });

  it('{?keys*} and {keys} of a long Map equal the pair-by-pair text', () => {
    fc.assert(
      fc.property(fc.uniqueArray(member, { minLength: 200, maxLength: 2_000 }), (keys) => {
        const keysMap = new Map(keys.map((k, i) => [k, `v${i}`]));
        const pairs = [...keysMap];
        expect(expand('{?keys*}', { keys: keysMap })).toBe(
          `?${pairs.map(([k, v]) => `${enc(k)}=${v}`).join('&')}`,
        );
        expect(expand('{keys}', { keys: keysMap })).toBe(
          pairs.map(([k, v]) => `${enc(k)},${v}`).join(','),
        );
      }),
      { numRuns: 30 },
    );
  });

  it('a template of thousands of parts equals its parts expanded one by one', () => {
    fc.assert(
      fc.property(fc.array(member, { minLength: 300, maxLength: 3_000 }), (values) => {
        const variables = Object.fromEntries(values.map((v, i) => [`v${i}`, v]));
        const template = values.map((_, i) => `/{v${i}}x`).join('');
        const text = values.map((v) => `/${enc(v)}x`).join('');
        expect(expand(template, variables)).toBe(text);
        expect(compile(template)(variables)).toBe(text);
      }),
      { numRuns: 20 },
    );
  });
});
