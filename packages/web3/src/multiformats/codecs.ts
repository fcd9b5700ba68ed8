// Names of the common multicodec codes (the multicodec table, multiformats/multicodec
// table.csv): the content codecs a CID names and the hash functions a multihash names. Codes
// not listed here are still read; they just have no name.

import { expectNumber } from '../arguments.js';

/** Code → name, for the codecs a CID commonly carries (tag ipld or serialization). */
const CODECS: ReadonlyArray<readonly [number, string]> = [
  [0x51, 'cbor'],
  [0x55, 'raw'],
  [0x70, 'dag-pb'],
  [0x71, 'dag-cbor'],
  [0x72, 'libp2p-key'],
  [0x78, 'git-raw'],
  [0x7b, 'torrent-info'],
  [0x7c, 'torrent-file'],
  [0x85, 'dag-jose'],
  [0x86, 'dag-cose'],
  [0x90, 'eth-block'],
  [0x91, 'eth-block-list'],
  [0x92, 'eth-tx-trie'],
  [0x93, 'eth-tx'],
  [0x94, 'eth-tx-receipt-trie'],
  [0x95, 'eth-tx-receipt'],
  [0x96, 'eth-state-trie'],
  [0x97, 'eth-account-snapshot'],
  [0x98, 'eth-storage-trie'],
  [0xb0, 'bitcoin-block'],
  [0xb1, 'bitcoin-tx'],
  [0xc0, 'zcash-block'],
  [0xc1, 'zcash-tx'],
  [0x0129, 'dag-json'],
  [0x0200, 'json'],
  [0x0202, 'car'],
  [0xf101, 'fil-commitment-unsealed'],
  [0xf102, 'fil-commitment-sealed'],
];

/** Code → name, for the hash functions a multihash commonly carries (tag multihash). */
const HASHES: ReadonlyArray<readonly [number, string]> = [
  [0x00, 'identity'],
  [0x11, 'sha1'],
  [0x12, 'sha2-256'],
  [0x13, 'sha2-512'],
  [0x14, 'sha3-512'],
  [0x15, 'sha3-384'],
  [0x16, 'sha3-256'],
  [0x17, 'sha3-224'],
  [0x18, 'shake-128'],
  [0x19, 'shake-256'],
  [0x1a, 'keccak-224'],
  [0x1b, 'keccak-256'],
  [0x1c, 'keccak-384'],
  [0x1d, 'keccak-512'],
  [0x1e, 'blake3'],
  [0x20, 'sha2-384'],
  [0x22, 'murmur3-x64-64'],
  [0x23, 'murmur3-32'],
  [0x56, 'dbl-sha2-256'],
  [0xd5, 'md5'],
  [0x1012, 'sha2-256-trunc254-padded'],
  [0x1013, 'sha2-224'],
  [0x1014, 'sha2-512-224'],
  [0x1015, 'sha2-512-256'],
  [0x1053, 'ripemd-160'],
  [0xb220, 'blake2b-256'],
  [0xb240, 'blake2b-512'],
  [0xb260, 'blake2s-256'],
  [0xb401, 'poseidon-bls12_381-a2-fc1'],
];

function find(table: ReadonlyArray<readonly [number, string]>, code: number): string | undefined {
  for (const [c, name] of table) if (c === code) return name;
  return undefined;
}

function findCode(table: ReadonlyArray<readonly [number, string]>, name: string): number {
  for (const [c, n] of table) if (n === name) return c;
  return -1;
}

/**
 * The multicodec name of a content codec code, or `undefined` when it is not a common one.
 *
 * @example
 * ```ts
 * codecName(0x70); // → 'dag-pb'
 * codecName(0x12345); // → undefined
 * ```
 */
export function codecName(code: number): string | undefined {
  expectNumber('codecName', 'code', code);
  return find(CODECS, code);
}

/**
 * The multicodec name of a multihash function code, or `undefined` when it is not a common one.
 *
 * @example
 * ```ts
 * hashName(0x12); // → 'sha2-256'
 * hashName(0xb220); // → 'blake2b-256'
 * ```
 */
export function hashName(code: number): string | undefined {
  expectNumber('hashName', 'code', code);
  return find(HASHES, code);
}

/** The code of a content codec name of the table above, or -1. */
export function codecCode(name: string): number {
  return findCode(CODECS, name);
}
