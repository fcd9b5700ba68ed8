// CIDs and multihashes: the multihash test vectors (../shared/conformance/multiformats), every
// base of the multibase table against multiformats (a development dependency: the oracle),
// padding, varints and errors at the offending offset.
import { sha1 } from '@noble/hashes/legacy.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { sha3_512 } from '@noble/hashes/sha3.js';
import { readShared } from '@urikit/test-support';
import {
  type Cid,
  formatCid,
  formatMultihash,
  isCid,
  type MultibaseName,
  parseCid,
  parseMultihash,
  toCidV1,
  toHex,
  tryParseCid,
  Web3Error,
} from '@urikit/web3';
import fc from 'fast-check';
import { bases } from 'multiformats/basics';
import { CID } from 'multiformats/cid';
import { describe, expect, it } from 'vitest';
import { throwsAt } from './throws-at.js';

const ALL_BASES = Object.keys(bases).filter((name) => name !== 'identity') as MultibaseName[];

function fromHex(hex: string): Uint8Array {
  return Uint8Array.from({ length: hex.length / 2 }, (_, i) =>
    Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16),
  );
}

/** A CIDv1's bytes: version 1, codec, multihash. */
function cidV1Bytes(codec: number, multihash: Uint8Array): Uint8Array {
  const head = codec < 128 ? [1, codec] : [1, (codec & 0x7f) | 0x80, codec >> 7];
  return Uint8Array.from([...head, ...multihash]);
}

describe('multihash test vectors', () => {
  const text = readShared('conformance/multiformats/multihash-test_cases.csv');
  const rows = (text ?? '')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(',') as [string, string, string, string]);
  const NAMES: Record<string, string> = {
    sha1: 'sha1',
    'sha2-256': 'sha2-256',
    'sha2-512': 'sha2-512',
    sha3: 'sha3-512',
  };
  const HASH: Record<string, (bytes: Uint8Array) => Uint8Array> = {
    sha1,
    'sha2-256': sha256,
    'sha2-512': sha512,
    sha3: sha3_512,
  };

  it('reads all 260, each digest the hash of its input truncated to its bits', () => {
    if (text === undefined) return;
    expect(rows.length).toBe(260);
    for (const [algorithm, bits, input, multihash] of rows) {
      const hash = parseMultihash(multihash);
      expect(hash.name).toBe(NAMES[algorithm]);
      expect(hash.digest.length * 8).toBe(Number(bits));
      // The input column is text: its UTF-8 bytes are hashed.
      const full = HASH[algorithm]!(new TextEncoder().encode(input));
      expect(toHex(hash.digest)).toBe(toHex(full.subarray(0, hash.digest.length)));
      expect(formatMultihash(hash)).toBe(multihash);
      // The length check: one byte short, one byte over.
      throwsAt(
        () => parseMultihash(multihash.slice(0, -2)),
        'invalid-length',
        multihash.length - 2,
      );
      throwsAt(() => parseMultihash(`${multihash}00`), 'trailing-bytes', multihash.length);
    }
  });

  it('every vector, as a CIDv1 in every base, reads as multiformats writes it', () => {
    if (text === undefined) return;
    let checked = 0;
    for (const [, , , multihash] of rows) {
      const bytes = cidV1Bytes(0x55, fromHex(multihash));
      const oracle = CID.decode(bytes);
      for (const name of ALL_BASES) {
        const written = oracle.toString(bases[name as keyof typeof bases]);
        const cid = parseCid(written);
        expect(toHex(cid.bytes)).toBe(toHex(bytes));
        expect(cid.base).toBe(name);
        expect(formatCid(cid, name)).toBe(written);
        checked++;
      }
    }
    expect(checked).toBe(260 * ALL_BASES.length);
  });
});

describe('parseCid', () => {
  const v0 = 'QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR';
  const v1 = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';

  it('reads CIDv0 and converts it to the CIDv1 multiformats gives', () => {
    const cid = parseCid(v0);
    expect([cid.version, cid.codecName, cid.multihash.name, cid.base]).toEqual([
      0,
      'dag-pb',
      'sha2-256',
      'base58btc',
    ]);
    expect(formatCid(cid)).toBe(v0);
    expect(formatCid(toCidV1(cid))).toBe(CID.parse(v0).toV1().toString());
    expect(formatCid(toCidV1(v0))).toBe(v1);
    expect(toHex(toCidV1(v0).multihash.digest)).toBe(toHex(cid.multihash.digest));
    expect(formatCid(toCidV1(v1), 'base36')).toBe(CID.parse(v1).toString(bases.base36));
  });

  it('reads a CIDv1 in upper or lower case for the caseless bases', () => {
    expect(toHex(parseCid(`B${v1.slice(1).toUpperCase()}`).bytes)).toBe(toHex(parseCid(v1).bytes));
    expect(toHex(parseCid(`b${v1.slice(1).toUpperCase()}`).bytes)).toBe(toHex(parseCid(v1).bytes));
    expect(parseCid(`B${v1.slice(1).toUpperCase()}`).base).toBe('base32upper');
  });

  it('refuses, at the offending offset', () => {
    throwsAt(() => parseCid(''), 'invalid-length', 0);
    throwsAt(() => parseCid('Qm'), 'invalid-length', 2);
    throwsAt(() => parseCid(`${v0}x`), 'invalid-length', 46);
    throwsAt(() => parseCid(`${v0.slice(0, 10)}0${v0.slice(11)}`), 'invalid-char', 10);
    throwsAt(() => parseCid('!abc'), 'unknown-multibase', 0);
    throwsAt(() => parseCid(`${v1.slice(0, 5)}1${v1.slice(6)}`), 'invalid-char', 5);
    throwsAt(() => parseCid(`${v1}a`), 'invalid-length', 60);
    // Version 2 (reserved) and a non-minimal version varint.
    throwsAt(() => parseCid(`f0270${'12'.repeat(1)}20${'ab'.repeat(32)}`), 'unsupported-cid', 1);
    throwsAt(() => parseCid(`f8100${'12'.repeat(1)}20${'ab'.repeat(32)}`), 'invalid-varint', 1);
    // The multihash says 32 bytes and has 31; one byte too many.
    throwsAt(() => parseCid(`f01551220${'ab'.repeat(31)}`), 'invalid-length', 71);
    throwsAt(() => parseCid(`f01551220${'ab'.repeat(33)}`), 'trailing-bytes', 73);
    // A 0x12 0x20 multihash that is not 34 bytes is not a CIDv0.
    throwsAt(() => parseCid(`f1220${'ab'.repeat(31)}`), 'invalid-length', 67);
    expect(tryParseCid('bafy')).toBeUndefined();
    expect(isCid(v1)).toBe(true);
  });

  it('checks padding in the padded bases', () => {
    const bytes = parseCid(v1).bytes;
    const padded = CID.decode(bytes).toString(bases.base32pad);
    expect(padded.endsWith('=')).toBe(true);
    throwsAt(() => parseCid(padded.slice(0, -1)), 'invalid-padding', padded.length - 1);
    throwsAt(() => parseCid(`${padded}========`), 'invalid-padding', padded.length);
    // 25 bytes: base64 needs two pads.
    const b64 = CID.decode(
      Uint8Array.from([1, 0x55, 0x12, 21, ...new Uint8Array(21).fill(7)]),
    ).toString(bases.base64pad);
    expect(b64.endsWith('==')).toBe(true);
    throwsAt(() => parseCid(`${b64.replaceAll('=', '')}`), 'invalid-padding', b64.length - 2);
    throwsAt(() => parseCid(`u${b64.slice(1)}`), 'invalid-padding', b64.indexOf('='));
  });

  it('agrees with multiformats on random CIDs in random bases', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0x55, 0x70, 0x71, 0x0129, 0x12345),
        fc.constantFrom(0x12, 0x13, 0x00, 0xb220),
        fc.uint8Array({ maxLength: 70 }),
        fc.constantFrom(...ALL_BASES),
        (codec, hash, digest, name) => {
          const mh = [
            ...(hash < 128 ? [hash] : [(hash & 0x7f) | 0x80, hash >> 7]),
            digest.length,
            ...digest,
          ];
          if (digest.length >= 128) return;
          const bytes = cidV1Bytes(codec > 0x3fff ? 0x55 : codec, Uint8Array.from(mh));
          const written = CID.decode(bytes).toString(bases[name as keyof typeof bases]);
          const cid: Cid = parseCid(written);
          expect(toHex(cid.bytes)).toBe(toHex(bytes));
          expect(formatCid(cid, name)).toBe(written);
          expect(cid.multihash.digest.length).toBe(digest.length);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never throws anything but a Web3Error', () => {
    const v1Chars = fc.constantFrom(...'bBfFkKzZmMuU019=-_+/Qm🚀 é'.split(''), ...v1.split(''));
    fc.assert(
      fc.property(fc.string({ unit: v1Chars, maxLength: 80 }), (text) => {
        try {
          parseCid(text);
        } catch (error) {
          expect(error).toBeInstanceOf(Web3Error);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses long big-number texts instead of spending quadratic time', () => {
    throwsAt(() => parseCid(`z${'2'.repeat(5000)}`), 'invalid-length', 1025);
  });

  it('throws TypeErrors for wrong types', () => {
    expect(() => parseCid(null as unknown as string)).toThrow(
      new TypeError('parseCid: input must be a string; got null'),
    );
    expect(() => formatCid(v1, 'base99' as MultibaseName)).toThrow(
      "formatCid: base must be a multibase name; got 'base99'",
    );
    expect(() => toCidV1(3 as unknown as string)).toThrow(
      'toCidV1: cid must be a CID or a string; got number',
    );
  });
});
