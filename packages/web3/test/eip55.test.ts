// EIP-55: ERC-55's own test vectors, the readers' errors, and checksums against an
// independent computation with @noble/hashes' keccak_256.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { isAddress, isChecksumAddress, toChecksumAddress } from '@urikit/web3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throwsAt } from './throws-at.js';

// ERC-55 §Specification, the test() lines of its reference code.
const ERC55_VECTORS = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

// ERC-55 in its own words, with noble's keccak: upper-case a letter when the matching
// nibble of the hash of the lower-case hex text is 8 or more.
function oracle(lower: string): string {
  const hash = keccak_256(new TextEncoder().encode(lower));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 15;
    out += nibble > 7 ? lower[i]!.toUpperCase() : lower[i]!;
  }
  return out;
}

describe('ERC-55 test vectors', () => {
  it.each(ERC55_VECTORS)('%s', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(toChecksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address);
    expect(toChecksumAddress(address)).toBe(address);
    expect(isChecksumAddress(address)).toBe(true);
    expect(isAddress(address)).toBe(true);
    expect(isChecksumAddress(address.toLowerCase())).toBe(false);
  });
});

describe('toChecksumAddress', () => {
  it('agrees with an independent computation on random addresses', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const lower = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
        const expected = oracle(lower);
        expect(toChecksumAddress(`0x${lower}`)).toBe(expected);
        expect(isChecksumAddress(expected)).toBe(true);
        expect(isAddress(expected)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses what is not an address, at the offending offset', () => {
    throwsAt(() => toChecksumAddress(''), 'missing-prefix', 0);
    throwsAt(
      () => toChecksumAddress('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'),
      'missing-prefix',
      0,
    );
    throwsAt(
      () => toChecksumAddress('0xZZaeb6053f3e94c9b9a09f33669435e7ef1beaed'),
      'invalid-hex',
      2,
    );
    throwsAt(
      () => toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae'),
      'invalid-length',
      41,
    );
    throwsAt(
      () => toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed0'),
      'invalid-length',
      42,
    );
    // One letter flipped: the checksum catches it at that letter.
    throwsAt(
      () => toChecksumAddress('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'),
      'invalid-checksum',
      3,
    );
  });

  it('throws a TypeError for a non-string', () => {
    expect(() => toChecksumAddress(42 as unknown as string)).toThrow(
      new TypeError('toChecksumAddress: address must be a string; got number'),
    );
    expect(() => isAddress('0x', null as unknown as undefined)).toThrow(TypeError);
    expect(() => isAddress('0x', { strict: 'yes' as unknown as boolean })).toThrow(
      'isAddress: options.strict must be a boolean; got string',
    );
  });
});

describe('isAddress', () => {
  it('strict by default, any case with strict: false', () => {
    const wrong = '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    expect(isAddress(wrong)).toBe(false);
    expect(isAddress(wrong, { strict: true })).toBe(false);
    expect(isAddress(wrong, { strict: false })).toBe(true);
    expect(isAddress('0X5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg')).toBe(false);
    expect(isAddress('vitalik.eth')).toBe(false);
  });
});
