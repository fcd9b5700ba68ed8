// ENSIP-1 §Namehash algorithm: a name's node is the Keccak-256 of its parent's node followed
// by its first label's Keccak-256, from the root (32 zero bytes) down.

import { expectString } from '../arguments.js';
import { toHex } from '../hex.js';
import { keccak256 } from '../keccak.js';
import { utf8Bytes } from '../utf8.js';
import { checkName } from './errors.js';

/**
 * The ENSIP-1 labelhash of one label: `0x` and the lower-case hexadecimal Keccak-256 of its
 * UTF-8 bytes. The label is hashed as given, not normalized: pass a label of
 * {@link ensNormalize}'s result.
 *
 * @example
 * ```ts
 * labelhash('eth'); // → '0x4f5b812789fc606be1b3b16908db13fc7a9adf7ca72641f84d75b47069d3d7f0'
 * ```
 */
export function labelhash(label: string): string {
  expectString('labelhash', 'label', label);
  return `0x${toHex(keccak256(utf8Bytes(label)))}`;
}

/**
 * The ENSIP-1 namehash of a name: `0x` and 64 lower-case hexadecimal digits; the empty name is
 * the root, 32 zero bytes. Like the contracts and most libraries (viem, ethers' `namehash` of
 * a normalized name), it hashes the labels as given and does **not** normalize: ENSIP-1 says a
 * name is normalized before it is hashed, so hash `namehash(ensNormalize(name))` for user input
 * (`namehash('Nick.eth')` is another node than `namehash('nick.eth')`).
 *
 * @example
 * ```ts
 * namehash(''); // → '0x0000000000000000000000000000000000000000000000000000000000000000'
 * namehash('eth'); // → '0x93cdeb708b7545dc668eb9280176169d1c33cfd8ed6f04690a0bcc88a93fc4ae'
 * namehash(ensNormalize('Nick.ETH')); // → '0x05a67c0ee82964c4f7394cdd47fee7f4d9503a23c09c38341779ea012afe6e00'
 * ```
 */
export function namehash(name: string): string {
  checkName(name, 'namehash');
  let node: Uint8Array = new Uint8Array(32);
  if (name !== '') {
    const buffer = new Uint8Array(64);
    let end = name.length;
    for (let i = name.length - 1; i >= -1; i--) {
      if (i >= 0 && name.charCodeAt(i) !== 0x2e) continue;
      buffer.set(node, 0);
      buffer.set(keccak256(utf8Bytes(name.slice(i + 1, end))), 32);
      node = keccak256(buffer);
      end = i;
    }
  }
  return `0x${toHex(node)}`;
}
