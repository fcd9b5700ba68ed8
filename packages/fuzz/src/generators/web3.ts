// Web3 identifiers: ENS names (emoji, confusables, fenced characters, combining marks, joiners),
// EIP-55 addresses (checksummed, lower, upper, mixed wrong), CAIP-2/10/19 ids, EIP-681
// ethereum: URIs, CIDs (v0 and v1 in several bases, made from random digests with multiformats),
// ipfs/ipns URIs and gateway URLs, ar:// and rss3:// URIs; each valid or one mutation off.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base32 } from 'multiformats/bases/base32';
import { base36 } from 'multiformats/bases/base36';
import { base58btc } from 'multiformats/bases/base58';
import { base64url } from 'multiformats/bases/base64';
import { CID } from 'multiformats/cid';
import * as Digest from 'multiformats/hashes/digest';
import type { Rng } from '../rng.js';
import { charOf, DIGIT, mutateOnce } from './chars.js';

const HEX = '0123456789abcdef';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const B64URL = `${LOWER}${LOWER.toUpperCase()}${DIGIT}-_`;

const ENS_PIECES = [
  'a',
  'b',
  'eth',
  'nick',
  'vitalik',
  '0',
  '1',
  '-',
  '_',
  "'",
  '’',
  '·',
  'é',
  'É',
  'ß',
  'ξ',
  'Ξ',
  'а',
  'х',
  'о',
  'ԁ',
  '💩',
  '🚴‍♂️',
  '👍🏽',
  '1️⃣',
  '#️⃣',
  '\u200d',
  '\u200c',
  '\ufe0f',
  '\u0301',
  '\u0303',
  'ب',
  'ؐ',
  'ا',
  'א',
  '中',
  'Ⅵ',
  'ｆ',
  'xn--',
  '𓆏',
  '🐸',
  '.',
  '..',
  '‐',
];

export function ensName(rng: Rng): string {
  const label = (): string =>
    rng.repeat(() => (rng.chance(0.5) ? rng.pick(ENS_PIECES) : charOf(rng, LOWER)), 6, 1);
  let name = rng.repeat(() => `${label()}.`, 2) + rng.pick(['eth', 'ETH', 'xyz', label()]);
  if (rng.chance(0.05)) name = '';
  return rng.chance(0.2) ? mutateOnce(rng, name) : name;
}

/** EIP-55 checksum by the EIP's own description, with @noble/hashes' Keccak-256. */
export function checksumOf(lowerHex40: string): string {
  const hash = keccak_256(new TextEncoder().encode(lowerHex40));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    const c = lowerHex40[i]!;
    out += nibble >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

export function address(rng: Rng): string {
  const hex = rng.chance(0.1) ? '0'.repeat(40) : rng.repeat(() => charOf(rng, HEX), 40, 40);
  const valid = rng.weighted([
    [3, () => checksumOf(hex)],
    [2, () => `0x${hex}`],
    [1, () => `0x${hex.toUpperCase()}`],
    [1, () => `0X${hex}`],
    [1, () => `0x${[...hex].map((c) => (rng.chance(0.5) ? c.toUpperCase() : c)).join('')}`],
  ]);
  return rng.chance(0.15) ? mutateOnce(rng, valid) : valid;
}

function chainId(rng: Rng): string {
  return rng.weighted([
    [3, () => `eip155:${rng.pick(['1', '137', '10', '0', '01', String(rng.next())])}`],
    [
      1,
      () =>
        `${rng.pick(['bip122', 'cosmos', 'polkadot', 'solana', 'hedera', 'starknet'])}:${rng.repeat(() => charOf(rng, `${B64URL}`), 32, 1)}`,
    ],
    [
      1,
      () =>
        `${rng.repeat(() => charOf(rng, `${LOWER}${DIGIT}-`), 8, 3)}:${rng.repeat(() => charOf(rng, B64URL), 32, 1)}`,
    ],
  ]);
}

export function caip(rng: Rng): string {
  const valid = rng.weighted([
    [2, () => chainId(rng)],
    [
      2,
      () =>
        `${chainId(rng)}:${rng.chance(0.5) ? address(rng) : rng.repeat(() => charOf(rng, `${B64URL}.%`), 20, 1)}`,
    ],
    [
      2,
      () =>
        `${chainId(rng)}/${rng.pick(['slip44', 'erc20', 'erc721', 'nft', 'x'])}:${rng.chance(0.5) ? address(rng) : rng.repeat(() => charOf(rng, `${B64URL}.%`), 20, 1)}`,
    ],
    [
      1,
      () =>
        `${chainId(rng)}/${rng.pick(['erc721', 'erc1155'])}:${address(rng)}/${rng.repeat(() => charOf(rng, `${B64URL}.%`), 12, 1)}`,
    ],
  ]);
  return rng.chance(0.2) ? mutateOnce(rng, valid) : valid;
}

function number(rng: Rng): string {
  return rng.pick([
    '1',
    '0',
    '2.014e18',
    '1e6',
    '1.5',
    '1e-3',
    '0x10',
    '-1',
    '1e78',
    '115792089237316195423570985008687907853269984665640564039457584007913129639935',
    '1E6',
    '.5',
    '5.',
  ]);
}

export function ethereumUri(rng: Rng): string {
  const target = rng.chance(0.7) ? address(rng) : ensName(rng);
  const chain = rng.chance(0.3) ? `@${rng.pick(['1', '137', '0', '01', '0x1'])}` : '';
  const fn = rng.chance(0.3) ? `/${rng.pick(['transfer', 'approve', 'a', '0'])}` : '';
  const params = rng.chance(0.5)
    ? `?${rng.repeat(() => `${rng.pick(['value', 'gas', 'gasLimit', 'gasPrice', 'address', 'uint256', 'bytes32', 'string', 'x'])}=${rng.chance(0.5) ? number(rng) : address(rng)}&`, 3, 1).slice(0, -1)}`
    : '';
  const valid = `ethereum:${rng.chance(0.2) ? 'pay-' : ''}${target}${chain}${fn}${params}`;
  return rng.chance(0.2) ? mutateOnce(rng, valid) : valid;
}

/** A CID made by multiformats from a random digest: v0 (base58btc) or v1 in some base. */
export function cid(rng: Rng): string {
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = rng.int(256);
  const digest = Digest.create(0x12, bytes);
  let text: string;
  if (rng.chance(0.3)) text = CID.createV0(digest).toString();
  else {
    const v1 = CID.createV1(rng.pick([0x70, 0x55, 0x71, 0x0129, 0x72]), digest);
    text = rng.weighted([
      [4, () => v1.toString()],
      [1, () => v1.toString(base36)],
      [1, () => v1.toString(base58btc)],
      [1, () => v1.toString(base64url)],
      [1, () => v1.toString(base32).toUpperCase()],
    ]);
  }
  return rng.chance(0.2) ? mutateOnce(rng, text) : text;
}

export function ipfsUri(rng: Rng): string {
  const path = rng.chance(0.5) ? rng.pick(['/readme.md', '/a/b%20c', '/', '/wiki/', '/%']) : '';
  const tail = rng.chance(0.2) ? rng.pick(['?a=b', '#x', '?filename=a.txt']) : '';
  const valid = rng.weighted([
    [3, () => `ipfs://${cid(rng)}${path}${tail}`],
    [
      1,
      () =>
        `ipns://${rng.pick(['en.wikipedia-on-ipfs.org', 'docs.ipfs.tech', 'k51qzi5uqu5dlvj2baxnqndepeb86cbk3ng7n3i46uzyxzyqj2xjonzllnv0v8', 'a..b', 'a_b.c'])}${path}${tail}`,
    ],
    [
      2,
      () =>
        `${rng.pick(['https://dweb.link', 'http://127.0.0.1:8080', 'https://ipfs.io'])}/${rng.pick(['ipfs', 'ipns'])}/${cid(rng)}${path}${tail}`,
    ],
    [
      1,
      () =>
        `https://${cid(rng).toLowerCase()}.ipfs.${rng.pick(['dweb.link', 'localhost:8080', 'cf-ipfs.com'])}${path}${tail}`,
    ],
    [
      1,
      () =>
        `https://${rng.pick(['en-wikipedia--on--ipfs-org', 'a-b', '--'])}.ipns.dweb.link${path}`,
    ],
  ]);
  return rng.chance(0.2) ? mutateOnce(rng, valid) : valid;
}

export function arUri(rng: Rng): string {
  const valid = rng.weighted([
    [
      2,
      () =>
        `ar://${rng.repeat(() => charOf(rng, B64URL), 43, 43)}${rng.pick(['', '/index.html', '/a?b#c'])}`,
    ],
    [
      2,
      () =>
        `ar://${rng.pick(['', 'docs_'])}${rng.repeat(() => charOf(rng, `${LOWER}${DIGIT}-`), 12, 1)}${rng.pick(['', '/about', '/'])}`,
    ],
  ]);
  return rng.chance(0.2) ? mutateOnce(rng, valid) : valid;
}

export function rss3Uri(rng: Rng): string {
  const who = rng.chance(0.5) ? address(rng) : rng.pick(['DIYgod', '0xtest', 'a.eth', 'x']);
  const list = rng.pick([
    '',
    '/list/notes',
    '/list/notes/1',
    '/list/links/following/1',
    '/list/assets',
    '/list/notes/0',
    '/profile',
    '/list',
  ]);
  const valid = `rss3://${rng.pick(['account', 'asset', 'note'])}:${who}@${rng.pick(['ethereum', 'twitter', 'solana', 'crossbell', 'x'])}${list}${rng.pick(['', '?limit=5', '?limit=0', '?a'])}`;
  return rng.chance(0.2) ? mutateOnce(rng, valid) : valid;
}

/** Any Web3 identifier. */
export function web3Identifier(rng: Rng): string {
  return rng.weighted([
    [2, () => ensName(rng)],
    [2, () => address(rng)],
    [2, () => caip(rng)],
    [2, () => ethereumUri(rng)],
    [2, () => cid(rng)],
    [2, () => ipfsUri(rng)],
    [1, () => arUri(rng)],
    [1, () => rss3Uri(rng)],
  ]);
}
