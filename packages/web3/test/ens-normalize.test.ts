// ENSIP-15 by example: the specification's own examples, one name per rule that a label can
// break (its Web3Error code and the offset of the character to blame, through mapping, NFC
// and surrogate pairs), beautification, the explainer and tokenizer, and ENSIP-1's hashes.
import { readSharedJson } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';
import {
  ensBeautify,
  ensExplain,
  ensNormalize,
  ensTokenize,
  isEnsNormalized,
  labelhash,
  namehash,
  tryEnsNormalize,
  Web3Error,
} from '../src/index.js';

function failure(name: string): [string, number] | undefined {
  try {
    ensNormalize(name);
    return undefined;
  } catch (error) {
    if (!(error instanceof Web3Error)) throw error;
    return [error.code, error.index];
  }
}

describe('ENSIP-15 §Normalize and §Tokenize examples', () => {
  it.each([
    ['_$A', '_$a'],
    ['E\ufe0e\u0303', '\u1ebd'],
    ['\u{1318f}\u{1f438}', '\u{1318f}\u{1f438}'],
    ['xyz\u{1f468}\u{1f3fb}', 'xyz\u{1f468}\u{1f3fb}'],
    ['A\ufe0e\u{1f4a9}\ufe0e\ufe0eb', 'a\u{1f4a9}b'],
    ['a\u2122\ufe0f', 'atm'],
    ['\u{1f468}\u{1f3fb}\u200d\u{1f4bb}', '\u{1f468}\u{1f3fb}\u200d\u{1f4bb}'],
    ['\u{1f468}\u200d\u2764\u200d\u{1f468}', '\u{1f468}\u200d\u2764\u200d\u{1f468}'],
    ['\u2010\u039e1\ufe0f\u20e3', '-\u03be1\u20e3'],
    ['', ''],
  ])('%j → %j', (name, normalized) => {
    expect(ensNormalize(name)).toBe(normalized);
    expect(isEnsNormalized(normalized)).toBe(true);
  });

  it('refuses what the examples refuse', () => {
    expect(failure('n\u0131\u0307ck')).toEqual(['ens-disallowed', 1]);
    // An extra or a doubled FE0F ends the emoji: the ZWJ that follows is disallowed.
    expect(failure('\u{1f468}\ufe0f\u200d\u2764\ufe0f\u200d\u{1f468}')).toEqual([
      'ens-disallowed',
      3,
    ]);
    expect(failure('\u{1f468}\u200d\u2764\ufe0f\ufe0f\u200d\u{1f468}')).toEqual([
      'ens-disallowed',
      2,
    ]);
  });
});

describe('every rule has its code and the offset of the character to blame', () => {
  it.each([
    ['a@b.eth', 'ens-disallowed', 1],
    ['\u{1f4a9}@', 'ens-disallowed', 2],
    ['\uff21\uff22@', 'ens-disallowed', 2],
    ['a..eth', 'ens-empty-label', 2],
    ['.eth', 'ens-empty-label', 0],
    ['eth.', 'ens-empty-label', 4],
    ['a.\ufe0f.eth', 'ens-empty-label', 2],
    ['a_b', 'ens-underscore', 1],
    ['Ab_C', 'ens-underscore', 2],
    ['\u00e9_', 'ens-underscore', 1],
    ['xn--a', 'ens-label-extension', 2],
    ['eth.ab--', 'ens-label-extension', 6],
    ["'85", 'ens-fenced-leading', 0],
    ['joneses\u2019', 'ens-fenced-trailing', 7],
    ['6\u20190\u2019\u2019', 'ens-fenced-adjacent', 4],
    ['a\u30fb\u30fba', 'ens-fenced-adjacent', 2],
    ['\u0303a', 'ens-cm-leading', 0],
    ['\u{1f4a9}\u0303', 'ens-cm-after-emoji', 2],
    // NFD: U+0627 U+0655 and five more marks; the fifth in the run (U+0613) is one too many.
    ['\u0625\u0610\u0611\u0612\u0613\u0614', 'ens-nsm-excessive', 4],
    ['\u0628\u0610\u0610', 'ens-nsm-duplicate', 2],
    ['a\u0430', 'ens-mixture', 1],
    ['ab.\u0430b', 'ens-mixture', 4],
    ['0\u0445', 'ens-whole-confusable', 1],
  ])('%j: %s at %i', (name, code, index) => {
    expect(failure(name)).toEqual([code, index]);
    expect(tryEnsNormalize(name)).toBeUndefined();
    expect(isEnsNormalized(name)).toBe(false);
  });

  it('ends its message with the input and a caret under the offending character', () => {
    let error: unknown;
    try {
      ensNormalize('vitalik@eth');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(Web3Error);
    expect((error as Error).message).toContain('disallowed character U+0040');
    expect((error as Error).message.endsWith('at index 7\n  vitalik@eth\n         ^')).toBe(true);
  });

  it('throws a TypeError for a non-string', () => {
    for (const call of [
      ensNormalize,
      tryEnsNormalize,
      isEnsNormalized,
      ensBeautify,
      ensExplain,
      ensTokenize,
    ]) {
      expect(() => (call as (x: unknown) => unknown)(42)).toThrow(TypeError);
    }
    expect(() => ensNormalize(null as never)).toThrow(
      'ensNormalize: name must be a string; got null',
    );
  });
});

describe('ensBeautify (ENSIP-15 Annex)', () => {
  it.each([
    ['-\u03be1\u20e3', '-\u039e1\ufe0f\u20e3'],
    ['1\u20e32\u20e3.eth', '1\ufe0f\u20e32\ufe0f\u20e3.eth'],
    ['\u03bb\u03be', '\u03bb\u03be'], // Greek keeps ξ
    ['\u03be', '\u039e'], // alone, ξ is Latin (ENSIP-15: the Ethereum symbol is Common)
    ['\u{1f4a9}.eth', '\u{1f4a9}\ufe0f.eth'],
  ])('%j → %j', (name, beautiful) => {
    expect(ensBeautify(name)).toBe(beautiful);
    expect(ensNormalize(beautiful)).toBe(ensNormalize(name));
  });
});

describe('ensExplain and ensTokenize', () => {
  it('explains each label: tokens, type, output', () => {
    const explained = ensExplain('Raffy\u{1f6b4}\u200d\u2642\ufe0f.eTh');
    expect(explained.normalized).toBe('raffy\u{1f6b4}\u200d\u2642.eth');
    expect(explained.labels.map((l) => l.type)).toEqual(['Latin', 'ASCII']);
    expect(explained.labels[0]!.tokens).toEqual([
      { kind: 'text', start: 0, end: 5, input: 'Raffy', output: 'raffy' },
      {
        kind: 'emoji',
        start: 5,
        end: 10,
        input: '\u{1f6b4}\u200d\u2642\ufe0f',
        output: '\u{1f6b4}\u200d\u2642',
      },
    ]);
    expect(ensExplain('').labels).toEqual([]);
    expect(ensExplain('').normalized).toBe('');
  });

  it('says which label breaks which rule, and goes on with the others', () => {
    const explained = ensExplain('a\u0430.ok.x_y');
    expect(explained.normalized).toBeUndefined();
    expect(explained.labels.map((l) => l.problem?.code)).toEqual([
      'ens-mixture',
      undefined,
      'ens-underscore',
    ]);
    expect(explained.labels[0]!.problem).toMatchObject({ index: 1, codePoint: 0x430 });
    expect(explained.labels[1]!.output).toBe('ok');
  });

  it('tokenizes every character, past a disallowed one', () => {
    expect(ensTokenize('A!\u00ad\u{1f4a9}.b').map((c) => [c.kind, c.start, c.end])).toEqual([
      ['mapped', 0, 1],
      ['disallowed', 1, 2],
      ['ignored', 2, 3],
      ['emoji', 3, 5],
      ['stop', 5, 6],
      ['valid', 6, 7],
    ]);
  });

  const tests = readSharedJson<{ name: string; error?: boolean }[]>('conformance/ens/tests.json');
  it.skipIf(tests === undefined)('agrees with ensNormalize on every name of tests.json', () => {
    const disagreements: string[] = [];
    for (const { name } of tests!.slice(1)) {
      const explained = ensExplain(name);
      let normalized: string | undefined;
      let code: string | undefined;
      let index: number | undefined;
      try {
        normalized = ensNormalize(name);
      } catch (error) {
        ({ code, index } = error as Web3Error);
      }
      const first = explained.labels.find((l) => l.problem !== undefined)?.problem;
      if (explained.normalized !== normalized || first?.code !== code || first?.index !== index) {
        disagreements.push(name);
      }
      // Normalization is idempotent.
      if (normalized !== undefined && ensNormalize(normalized) !== normalized)
        disagreements.push(name);
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
  });
});

describe('ENSIP-1 namehash and labelhash', () => {
  it.each([
    ['', '0x0000000000000000000000000000000000000000000000000000000000000000'],
    ['eth', '0x93cdeb708b7545dc668eb9280176169d1c33cfd8ed6f04690a0bcc88a93fc4ae'],
    ['foo.eth', '0xde9b09fd7c5f901e23a3f19fecc54828e9c848539801e86591bd9801b019f84f'],
  ])('namehash(%j)', (name, node) => {
    expect(namehash(name)).toBe(node);
  });

  it('hashes the labels as given (normalize first)', () => {
    expect(namehash('Foo.eth')).not.toBe(namehash('foo.eth'));
    expect(namehash(ensNormalize('Foo.ETH'))).toBe(namehash('foo.eth'));
    expect(labelhash('eth')).toBe(
      '0x4f5b812789fc606be1b3b16908db13fc7a9adf7ca72641f84d75b47069d3d7f0',
    );
    expect(labelhash('')).toBe(
      '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
  });
});

describe('long and hostile input', () => {
  it('reads long names without overflowing the stack', () => {
    expect(ensNormalize('A'.repeat(200_000))).toBe('a'.repeat(200_000));
    expect(ensNormalize('\u00e9'.repeat(100_000))).toBe('\u00e9'.repeat(100_000));
    expect(ensNormalize('e\u0301'.repeat(50_000))).toBe('\u00e9'.repeat(50_000));
    expect(ensNormalize('\u{1f4a9}'.repeat(50_000))).toBe('\u{1f4a9}'.repeat(50_000));
    expect(ensNormalize('a.'.repeat(50_000) + 'eth')).toBe('a.'.repeat(50_000) + 'eth');
  });

  it('refuses long runs of marks with the rule they break', () => {
    expect(failure(`\u0628${'\u0610\u0611\u0612\u0613\u0614'.repeat(20_000)}`)).toEqual([
      'ens-nsm-duplicate',
      6,
    ]);
    expect(failure(`a${'\u0301'.repeat(100_000)}`)).toEqual(['ens-mixture', 2]);
    expect(failure(`\u{1f4a9}${'\ufe0f'.repeat(100_000)}\u200d`)).toEqual([
      'ens-disallowed',
      100_002,
    ]);
  });
});
