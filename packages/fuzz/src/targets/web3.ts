// @urikit/web3 against independent implementations: ENSIP-15 normalization with
// @adraffy/ens-normalize (the reference implementation), Keccak-256, labelhash and namehash
// (EIP-137, recomputed here) and the EIP-55 checksum with @noble/hashes, CIDs with multiformats
// (parse, version, codec, the v1 string), and the round trips of CAIP and EIP-681 formatting.
import { ens_normalize } from '@adraffy/ens-normalize';
import { keccak_256 } from '@noble/hashes/sha3.js';
import {
  type EthereumUri,
  type EthereumUriParts,
  formatAccountId,
  formatAssetId,
  formatAssetType,
  formatChainId,
  formatCid,
  formatEthereumUri,
  isAddress,
  isChecksumAddress,
  keccak256,
  namehash,
  parseAccountId,
  parseAssetId,
  parseAssetType,
  parseChainId,
  parseCid,
  parseEthereumUri,
  toChecksumAddress,
  toCidV1,
  tryEnsNormalize,
  Web3Error,
} from '@urikit/web3';
import { CID } from 'multiformats/cid';
import { attempt, registerTypedErrors } from '../engine/outcome.js';
import { defineTarget, fail, show } from '../engine/target.js';
import { address, caip, checksumOf, cid, ensName, ethereumUri } from '../generators/web3.js';

registerTypedErrors({ Web3Error });

export interface Web3Input {
  readonly name: string;
  readonly address: string;
  readonly caip: string;
  readonly cid: string;
  readonly ethereum: string;
}

/** What formatEthereumUri takes, from what parseEthereumUri gives. */
function partsOf(uri: EthereumUri): EthereumUriParts {
  return {
    prefix: uri.prefix,
    target: uri.address ?? uri.ensName ?? '',
    chainId: uri.chainId,
    functionName: uri.functionName,
    parameters: uri.parameters.map((p) => [p.key, p.value] as const),
  };
}

const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** EIP-137 namehash over labels, with @noble/hashes. */
function namehashOracle(name: string): string {
  let node = new Uint8Array(32);
  if (name !== '') {
    for (const label of name.split('.').reverse()) {
      const both = new Uint8Array(64);
      both.set(node, 0);
      both.set(keccak_256(new TextEncoder().encode(label)), 32);
      node = keccak_256(both);
    }
  }
  return `0x${hex(node)}`;
}

export const web3Oracles = defineTarget<Web3Input>({
  name: 'web3/vs-references',
  description:
    'ENS normalization vs @adraffy/ens-normalize, Keccak-256, namehash and EIP-55 vs @noble/hashes, CIDs vs multiformats, CAIP and EIP-681 format/parse round trips',
  generate(rng) {
    return {
      name: ensName(rng),
      address: address(rng),
      caip: caip(rng),
      cid: cid(rng),
      ethereum: ethereumUri(rng),
    };
  },
  check({ name, address: addr, caip: id, cid: text, ethereum }) {
    // ENSIP-15: the same normalized name, or both refuse.
    let expected: string | undefined;
    try {
      expected = ens_normalize(name);
    } catch {
      expected = undefined;
    }
    const ours = attempt('tryEnsNormalize', () => tryEnsNormalize(name));
    if (ours.ok && ours.value !== expected)
      fail(
        'ensNormalize agrees with @adraffy/ens-normalize',
        `${show(name)}: ours ${show(ours.value)}, reference ${show(expected)}`,
      );
    if (expected !== undefined) {
      const hash = attempt('namehash', () => namehash(expected));
      if (hash.ok && hash.value !== namehashOracle(expected))
        fail('namehash is EIP-137', `${show(expected)}: ${hash.value}`);
    }
    const bytes = new TextEncoder().encode(name);
    if (hex(keccak256(bytes)) !== hex(keccak_256(bytes)))
      fail('keccak256 agrees with @noble/hashes', show(name));
    // EIP-55.
    const shape = /^0[xX][0-9a-fA-F]{40}$/.test(addr);
    const check = attempt('toChecksumAddress', () => toChecksumAddress(addr));
    if (shape) {
      const lower = addr.slice(2).toLowerCase();
      const sum = checksumOf(lower);
      const mixed = addr.slice(2) !== lower && addr.slice(2) !== lower.toUpperCase();
      if (isChecksumAddress(addr) !== (addr === sum))
        fail('isChecksumAddress is EIP-55', show(addr));
      if (isAddress(addr) !== (!mixed || addr === sum))
        fail('isAddress (strict) is EIP-55', show(addr));
      if (check.ok && check.value !== sum)
        fail(
          'toChecksumAddress is EIP-55',
          `${show(addr)} → ${show(check.value)}, EIP-55 ${show(sum)}`,
        );
      if (!check.ok && (!mixed || addr === sum))
        fail('toChecksumAddress takes a valid address', show(addr));
    } else if (check.ok)
      fail('toChecksumAddress refuses what is not 0x + 40 hex digits', show(addr));
    // CIDs: multiformats' verdict and v1 string.
    // Only over the bases' ASCII alphabets: multiformats 14.0.5 reads a v0 string with a
    // non-ASCII character in it (U+202E) as if the character were not there, and writes it back.
    // And only v0 strings of the CID spec's shape ("Qm", 46 characters) or multibase 'b': it
    // reads any other string starting with 'Q' as base58btc bytes of a CIDv1, which the spec
    // does not (no multibase prefix).
    let reference: CID | undefined;
    try {
      reference = /^[A-Za-z0-9_-]+$/.test(text) ? CID.parse(text) : undefined;
    } catch {
      reference = undefined;
    }
    const parsed = attempt('parseCid', () => parseCid(text));
    if (
      reference !== undefined &&
      !parsed.ok &&
      (text.startsWith('b') || (text.startsWith('Qm') && text.length === 46))
    ) {
      fail(
        'parseCid takes what multiformats takes',
        `${show(text)}: ${(parsed as { error: Web3Error }).error.code}`,
      );
    }
    if (parsed.ok && reference !== undefined) {
      if (parsed.value.version !== reference.version)
        fail('CID version as multiformats', show(text));
      const v1 = attempt('toCidV1', () => formatCid(toCidV1(text)));
      if (v1.ok && v1.value !== reference.toV1().toString())
        fail(
          'toCidV1 as multiformats',
          `${show(text)} → ${show(v1.value)}, multiformats ${reference.toV1().toString()}`,
        );
    }
    // CAIP and EIP-681: what parses formats back to the same text.
    for (const [parse, format] of [
      [parseAssetId, formatAssetId],
      [parseAssetType, formatAssetType],
      [parseAccountId, formatAccountId],
      [parseChainId, formatChainId],
    ] as const) {
      const value = attempt('parse CAIP', () => (parse as (t: string) => unknown)(id));
      if (!value.ok) continue;
      const back = attempt('format CAIP', () => (format as (v: unknown) => string)(value.value));
      if (!back.ok || back.value !== id)
        fail(
          'CAIP format(parse(x)) === x',
          `${show(id)} → ${back.ok ? show(back.value) : (back.error as Web3Error).code}`,
        );
      break;
    }
    const uri = attempt('parseEthereumUri', () => parseEthereumUri(ethereum));
    if (uri.ok) {
      const text2 = attempt('formatEthereumUri', () => formatEthereumUri(partsOf(uri.value)));
      if (!text2.ok)
        fail(
          'formatEthereumUri takes what parseEthereumUri gives',
          `${show(ethereum)}: ${(text2.error as Web3Error).code}`,
        );
      const again = attempt('parseEthereumUri', () => parseEthereumUri(text2.value));
      if (!again.ok || formatEthereumUri(partsOf(again.value)) !== text2.value)
        fail('EIP-681 format is a fixed point', `${show(ethereum)} → ${show(text2.value)}`);
    }
  },
  work({ name, caip: id, ethereum }) {
    tryEnsNormalize(name);
    try {
      parseAssetId(id);
    } catch {}
    try {
      parseEthereumUri(ethereum);
    } catch {}
  },
});
