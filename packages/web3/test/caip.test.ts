// CAIP-2, CAIP-10, CAIP-19: every example of the three specifications and of the namespaces
// registry (../shared/conformance/caip), negative cases written from the grammars, errors at
// the offending offset, and agreement with the grammars written as anchored regular
// expressions (an oracle in the test only) on random strings near every length limit.
import { readShared } from '@urikit/test-support';
import {
  formatAccountId,
  formatAssetId,
  formatAssetType,
  formatChainId,
  isAccountId,
  isAssetId,
  isAssetType,
  isChainId,
  parseAccountId,
  parseAssetId,
  parseAssetType,
  parseChainId,
  tryParseChainId,
} from '@urikit/web3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throwsAt } from './throws-at.js';

/** The identifiers in the code blocks of a CAIP's "Test Cases" section. */
function specExamples(file: string): string[] {
  const text = readShared(`conformance/caip/${file}`);
  if (text === undefined) return [];
  const section = text.slice(text.indexOf('## Test Cases'));
  const block = section.slice(section.indexOf('```') + 3);
  return block
    .slice(0, block.indexOf('```'))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

// CAIP-2/10/19 §Syntax as anchored regular expressions: the oracle.
const CHAIN = '[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}';
const CHAIN_RE = new RegExp(`^${CHAIN}$`);
const ACCOUNT_RE = new RegExp(`^${CHAIN}:[-.%a-zA-Z0-9]{1,128}$`);
const ASSET_TYPE = `${CHAIN}/[-a-z0-9]{3,8}:[-.%a-zA-Z0-9]{1,128}`;
const ASSET_TYPE_RE = new RegExp(`^${ASSET_TYPE}$`);
const ASSET_ID_RE = new RegExp(`^${ASSET_TYPE}/[-.%a-zA-Z0-9]{1,78}$`);

describe('the specifications’ examples', () => {
  const caip2 = specExamples('caip-2.md');
  const caip10 = specExamples('caip-10.md');
  const caip19 = specExamples('caip-19.md');

  it('counts them', () => {
    if (caip2.length === 0) return;
    expect([caip2.length, caip10.length, caip19.length]).toEqual([11, 7, 11]);
  });

  it.each(caip2)('CAIP-2 %s', (id) => {
    expect(formatChainId(parseChainId(id))).toBe(id);
    expect(isChainId(id)).toBe(true);
  });
  it.each(caip10)('CAIP-10 %s', (id) => {
    expect(formatAccountId(parseAccountId(id))).toBe(id);
    expect(isAccountId(id)).toBe(true);
  });
  it.each(caip19)('CAIP-19 %s', (id) => {
    const slashes = id.split('/').length - 1;
    if (slashes === 1) {
      expect(formatAssetType(parseAssetType(id))).toBe(id);
      expect(isAssetId(id)).toBe(false);
    } else {
      expect(formatAssetId(parseAssetId(id))).toBe(id);
      expect(isAssetType(id)).toBe(false);
    }
  });

  it('the legacy CAIP-10 form is refused', () => {
    throwsAt(
      () => parseAccountId('0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb@eip155:1'),
      'invalid-length',
      8,
    );
  });
});

describe('namespace-examples.tsv', () => {
  const text = readShared('conformance/caip/namespace-examples.tsv');
  const rows = (text ?? '')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [file, id] = line.split('\t') as [string, string];
      // One row of the file (mvx caip10) ends with a space copied from its source document.
      return [file, id.trim()] as const;
    });

  it('has 234 rows, every one accepted', () => {
    if (text === undefined) return;
    expect(rows.length).toBe(234);
    let accepted = 0;
    for (const [file, id] of rows) {
      const kind = file.slice(file.indexOf('/') + 1);
      const ok =
        kind === 'caip2.md'
          ? isChainId(id)
          : kind === 'caip10.md'
            ? isAccountId(id)
            : isAssetType(id) || isAssetId(id);
      if (ok) accepted++;
      else expect.fail(`${file}: ${id}`);
    }
    expect(accepted).toBe(234);
  });

  it('the eip155 rows also pass the eip155 namespace rules', () => {
    for (const [file, id] of rows) {
      if (!file.startsWith('eip155/')) continue;
      if (file.endsWith('caip2.md')) expect(isChainId(id, { checkNamespace: true })).toBe(true);
      else expect(isAccountId(id, { checkNamespace: true })).toBe(true);
    }
  });
});

describe('negative cases from the grammars', () => {
  it.each([
    // CAIP-2
    ['', 'invalid-length', 0],
    [':1', 'invalid-length', 0],
    ['ab:1', 'invalid-length', 2],
    ['abcdefghi:1', 'invalid-length', 8],
    ['EIP155:1', 'invalid-char', 0],
    ['eip_155:1', 'invalid-char', 3],
    ['eip155', 'missing-separator', 6],
    ['eip155:', 'invalid-length', 7],
    ['eip155:a.b', 'invalid-char', 8],
    ['eip155:1:', 'invalid-char', 8],
    ['eip155:1/', 'invalid-char', 8],
    ['eip155:é', 'invalid-char', 7],
    [`eip155:${'a'.repeat(33)}`, 'invalid-length', 39],
    ['eip155:1 ', 'invalid-char', 8],
  ])('parseChainId(%j) throws %s at %d', (input, code, index) => {
    throwsAt(() => parseChainId(input), code, index);
    expect(tryParseChainId(input)).toBeUndefined();
  });

  it.each([
    ['eip155:1', 'missing-separator', 8],
    ['eip155:1:', 'invalid-length', 9],
    ['eip155:1:0x_1', 'invalid-char', 11],
    ['eip155:1:a:b', 'invalid-char', 10],
    ['eip155:1:a/b', 'invalid-char', 10],
    [`eip155:1:${'a'.repeat(129)}`, 'invalid-length', 137],
  ])('parseAccountId(%j) throws %s at %d', (input, code, index) => {
    throwsAt(() => parseAccountId(input), code, index);
  });

  it.each([
    ['eip155:1', 'missing-separator', 8],
    ['eip155:1/', 'invalid-length', 9],
    ['eip155:1/SLIP44:60', 'invalid-char', 9],
    ['eip155:1/slip44', 'missing-separator', 15],
    ['eip155:1/slip44:', 'invalid-length', 16],
    ['eip155:1/slip44:60/1', 'invalid-char', 18],
    ['eip155:1/slip44:6_0', 'invalid-char', 17],
  ])('parseAssetType(%j) throws %s at %d', (input, code, index) => {
    throwsAt(() => parseAssetType(input), code, index);
  });

  it.each([
    ['eip155:1/slip44:60', 'missing-separator', 18],
    ['eip155:1/slip44:60/', 'invalid-length', 19],
    ['eip155:1/slip44:60/1/2', 'invalid-char', 20],
    [`eip155:1/erc721:0x1/${'9'.repeat(79)}`, 'invalid-length', 98],
  ])('parseAssetId(%j) throws %s at %d', (input, code, index) => {
    throwsAt(() => parseAssetId(input), code, index);
  });

  it('the longest parts are accepted', () => {
    expect(isChainId(`abcdefgh:${'A'.repeat(32)}`)).toBe(true);
    expect(isAccountId(`abc:d:${'%'.repeat(128)}`)).toBe(true);
    expect(isAssetId(`abc:d/efghijkl:${'.'.repeat(128)}/${'-'.repeat(78)}`)).toBe(true);
  });
});

describe('namespace rules (opt-in)', () => {
  const on = { checkNamespace: true };
  it('eip155 chain ids are decimal', () => {
    expect(isChainId('eip155:0x1')).toBe(true);
    throwsAt(() => parseChainId('eip155:0x1', on), 'invalid-namespace-rule', 7);
    throwsAt(() => parseChainId('eip155:01', on), 'invalid-namespace-rule', 7);
    expect(parseChainId('eip155:0', on).reference).toBe('0');
    expect(isChainId('cosmos:0x1', on)).toBe(true);
  });
  it('eip155 accounts are EIP-55 addresses', () => {
    throwsAt(() => parseAccountId('eip155:1:0x1234', on), 'invalid-namespace-rule', 15);
    throwsAt(() => parseAccountId('eip155:1:1234', on), 'invalid-namespace-rule', 9);
    throwsAt(
      () => parseAccountId('eip155:1:0x22227A31dd842196A246d8f3b775998560eAa61D', on),
      'invalid-namespace-rule',
      50,
    );
  });
  it('eip155 token contracts are addresses, slip44 coin types decimal', () => {
    expect(isAssetType('eip155:1/erc20:0x6b175474e89094c44da98b954eedeac495271d0f', on)).toBe(true);
    throwsAt(() => parseAssetType('eip155:1/erc20:dai', on), 'invalid-namespace-rule', 15);
    throwsAt(() => parseAssetType('bip122:x/slip44:btc', on), 'invalid-namespace-rule', 16);
    expect(isAssetId('eip155:1/erc721:0x06012c8cf97BEaD5deAe237070F9587f8E7A266d/771769', on)).toBe(
      true,
    );
  });
});

describe('agreement with the grammars', () => {
  const chars = '-_.%:/aZ09x ';
  const part = (max: number) =>
    fc
      .oneof(
        fc.string({ unit: fc.constantFrom(...'abz09-'), maxLength: max + 1 }),
        fc.string({ unit: fc.constantFrom(...chars), maxLength: max + 1 }),
      )
      .map((s) => s);
  const candidate = fc.tuple(part(8), part(32), part(8), part(128), part(78), fc.nat(7));

  it('accepts exactly what the anchored grammars accept', () => {
    fc.assert(
      fc.property(candidate, ([ns, ref, assetNs, assetRef, token, shape]) => {
        const chain = `${ns}:${ref}`;
        const inputs = [
          chain,
          `${chain}:${assetRef}`,
          `${chain}/${assetNs}:${assetRef}`,
          `${chain}/${assetNs}:${assetRef}/${token}`,
          shape === 0 ? ns : `${chain}${'/:'[shape & 1]}${token}`,
        ];
        for (const input of inputs) {
          expect(isChainId(input)).toBe(CHAIN_RE.test(input));
          expect(isAccountId(input)).toBe(ACCOUNT_RE.test(input));
          expect(isAssetType(input)).toBe(ASSET_TYPE_RE.test(input));
          expect(isAssetId(input)).toBe(ASSET_ID_RE.test(input));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('format inverts parse', () => {
    const valid = fc.tuple(
      fc.string({ unit: fc.constantFrom(...'abc-09'), minLength: 3, maxLength: 8 }),
      fc.string({ unit: fc.constantFrom(...'aZ_-9'), minLength: 1, maxLength: 32 }),
      fc.string({ unit: fc.constantFrom(...'aZ.%-9'), minLength: 1, maxLength: 78 }),
    );
    fc.assert(
      fc.property(valid, ([ns, ref, rest]) => {
        const asset = `${ns}:${ref}/${ns}:${rest}/${rest}`;
        expect(formatAssetId(parseAssetId(asset))).toBe(asset);
        expect(formatAccountId(parseAccountId(`${ns}:${ref}:${rest}`))).toBe(
          `${ns}:${ref}:${rest}`,
        );
      }),
    );
  });
});

describe('wrong-typed arguments', () => {
  it('throws TypeErrors naming the function', () => {
    expect(() => parseChainId(1 as unknown as string)).toThrow(
      new TypeError('parseChainId: input must be a string; got number'),
    );
    expect(() => isAssetId('a', 'x' as unknown as undefined)).toThrow(
      'isAssetId: options must be an object or undefined; got string',
    );
    expect(() => parseChainId('eip155:1', { checkNamespace: 1 as unknown as boolean })).toThrow(
      'parseChainId: options.checkNamespace must be a boolean; got number',
    );
    expect(() => formatChainId({ namespace: 'eip155' } as never)).toThrow(
      'formatChainId: chain.reference must be a string; got undefined',
    );
  });
});
