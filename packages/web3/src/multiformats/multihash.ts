// Multihash (multiformats/multihash): `<hash function code varint> <digest length varint>
// <digest>`, where the digest must be exactly as long as it says.
import { described, expectNumber, expectObject, expectString } from '../arguments.js';
import { Web3Error } from '../errors.js';
import { toHex } from '../hex.js';
import { hashName } from './codecs.js';
import { readVarint, varintLength, writeVarint } from './varint.js';

/**
 * A multihash: the hash function's multicodec code and name (when it is a common one), and
 * the digest.
 *
 * @example
 * ```ts
 * const hash: Multihash = parseMultihash('1114e861e452cfd84dca9a176258c3d06e020a0c93d8');
 * hash.name; // → 'sha1'
 * ```
 */
export interface Multihash {
  code: number;
  name: string | undefined;
  digest: Uint8Array;
}

/**
 * Reads the multihash of `bytes` from `at`, which must end at `end`. Errors point into `text`
 * through `offsetOf` (a byte offset to a character offset).
 */
export function readMultihash(
  bytes: Uint8Array,
  at: number,
  end: number,
  text: string,
  offsetOf: (byte: number) => number,
): Multihash {
  const code = readVarint(bytes, at);
  if (code < 0) throw new Web3Error('invalid-varint', text, offsetOf(at), 'hash function code');
  const lengthAt = at + varintLength(code);
  const length = readVarint(bytes, lengthAt);
  if (length < 0) throw new Web3Error('invalid-varint', text, offsetOf(lengthAt), 'digest length');
  const digestAt = lengthAt + varintLength(length);
  if (digestAt + length > end) {
    throw new Web3Error('invalid-length', text, offsetOf(end), `a digest of ${length} bytes`);
  }
  if (digestAt + length < end) {
    throw new Web3Error('trailing-bytes', text, offsetOf(digestAt + length));
  }
  return { code, name: hashName(code), digest: bytes.subarray(digestAt, end) };
}

/**
 * Reads a multihash written as hexadecimal digits (the form of the multihash test vectors and
 * of most tools): the code, the length and exactly that many digest bytes.
 *
 * @example
 * ```ts
 * parseMultihash('1220' + 'ab'.repeat(32)).digest.length; // → 32
 * parseMultihash('1214ffb31f07aa15348368c9'); // throws invalid-length at 24
 * parseMultihash('12'); // throws invalid-varint at 2
 * ```
 */
export function parseMultihash(hex: string): Multihash {
  expectString('parseMultihash', 'hex', hex);
  const bytes = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < hex.length; i++) {
    const c = hex.charCodeAt(i);
    const v =
      c >= 0x30 && c <= 0x39
        ? c - 0x30
        : (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66
          ? (c | 0x20) - 0x57
          : -1;
    if (v < 0) throw new Web3Error('invalid-hex', hex, i);
    if (i >> 1 < bytes.length) bytes[i >> 1] = bytes[i >> 1]! | (v << (i & 1 ? 0 : 4));
  }
  if (hex.length % 2 !== 0) throw new Web3Error('invalid-length', hex, hex.length, 'whole bytes');
  return readMultihash(bytes, 0, bytes.length, hex, (byte) => byte * 2);
}

/**
 * The multihash as hexadecimal text: code, length and digest.
 *
 * @example
 * ```ts
 * formatMultihash(parseMultihash('110ae861e452cfd84dca9a17')); // → '110ae861e452cfd84dca9a17'
 * ```
 */
export function formatMultihash(hash: Multihash): string {
  const fn = 'formatMultihash';
  expectObject(fn, 'hash', hash);
  const { code, name, digest } = hash;
  expectNumber(fn, 'hash.code', code);
  if (name !== undefined) expectString(fn, 'hash.name', name);
  if (!(digest instanceof Uint8Array)) {
    throw new TypeError(`${fn}: hash.digest must be a Uint8Array; got ${described(digest)}`);
  }
  const head = new Uint8Array(varintLength(code) + varintLength(digest.length));
  writeVarint(digest.length, head, writeVarint(code, head, 0));
  return toHex(head) + toHex(digest);
}
