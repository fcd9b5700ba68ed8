// Keccak-256 against published digests and, on random inputs of every length around the
// rate, against @noble/hashes (a development dependency only: the oracle, not the code).
import { keccak_256 } from '@noble/hashes/sha3.js';
import { keccak256, toHex, utf8Bytes } from '@urikit/web3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('keccak256', () => {
  it.each([
    ['', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
    ['abc', '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'],
    [
      'The quick brown fox jumps over the lazy dog',
      '4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15',
    ],
    // ENS's labelhash('eth'), ENSIP-1
    ['eth', '4f5b812789fc606be1b3b16908db13fc7a9adf7ca72641f84d75b47069d3d7f0'],
  ])('keccak256(%j)', (text, digest) => {
    expect(toHex(keccak256(utf8Bytes(text)))).toBe(digest);
  });

  it('agrees with @noble/hashes at every length from 0 to 3 blocks', () => {
    for (let length = 0; length <= 3 * 136 + 1; length++) {
      const bytes = new Uint8Array(length);
      for (let i = 0; i < length; i++) bytes[i] = (i * 131 + length * 7) & 0xff;
      expect(toHex(keccak256(bytes))).toBe(toHex(keccak_256(bytes)));
    }
  });

  it('agrees with @noble/hashes on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 700 }), (bytes) => {
        expect(toHex(keccak256(bytes))).toBe(toHex(keccak_256(bytes)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('utf8Bytes', () => {
  it('encodes like TextEncoder, lone surrogates as U+FFFD', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect([...utf8Bytes(text)]).toEqual([...new TextEncoder().encode(text)]);
      }),
      { numRuns: 500 },
    );
    expect([...utf8Bytes('\ud800x\udc00')]).toEqual([...new TextEncoder().encode('\ud800x\udc00')]);
  });
});
