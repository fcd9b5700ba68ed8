// @urikit/web3: parseCid against multiformats' CID.parse (CIDv0, CIDv1 in base32 and base36:
// the three bases CID.parse decodes by default), CAIP-10 and CAIP-19 parsing against
// @metamask/utils, and EIP-681 parseEthereumUri against eth-url-parser. Inputs are generated
// from a seeded generator, so every run sees the same identifiers.
import { bases } from 'multiformats/basics';
import { CID } from 'multiformats/cid';
import { prng } from '../corpus.js';
import type { Contender, Suite } from '../harness.js';
import { cjs } from './peers.js';

const web3 = () => import('@urikit/web3');
const metamask = async () => cjs(await import('@metamask/utils'));
const ethUrlParser = async () => cjs(await import('eth-url-parser'));

function bytesOf(random: () => number, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = Math.floor(random() * 256);
  return bytes;
}

function hexOf(random: () => number, digits: number): string {
  let text = '';
  for (let i = 0; i < digits; i++) text += '0123456789abcdef'[Math.floor(random() * 16)];
  return text;
}

function count(lines: readonly string[]): number {
  return Math.min(4000, Math.max(40, lines.length));
}

/** CIDv0, CIDv1 dag-pb and raw in base32, libp2p-key in base36: as IPFS tools write them. */
export function cidInputs(lines: readonly string[]): string[] {
  const random = prng(0xc1d);
  const out: string[] = [];
  for (let i = 0; i < count(lines); i++) {
    const digest = bytesOf(random, 32);
    const multihash = Uint8Array.from([0x12, 32, ...digest]);
    const kind = i % 4;
    if (kind === 0) out.push(CID.decode(multihash).toString());
    else if (kind === 3) {
      const key = Uint8Array.from([1, 0x72, 0x00, 36, 8, 1, 18, 32, ...digest]);
      out.push(CID.decode(key).toString(bases.base36));
    } else
      out.push(CID.decode(Uint8Array.from([1, kind === 1 ? 0x70 : 0x55, ...multihash])).toString());
  }
  return out;
}

const CHAINS = [
  'eip155:1',
  'eip155:137',
  'eip155:42161',
  'cosmos:cosmoshub-4',
  'bip122:000000000019d6689c085ae165831e93',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
];

/** CAIP-10 account ids on common chains: 0x addresses, bech32-like and base58-like ones. */
export function caipAccountInputs(lines: readonly string[]): string[] {
  const random = prng(0xca1);
  const out: string[] = [];
  for (let i = 0; i < count(lines); i++) {
    const chain = CHAINS[i % CHAINS.length]!;
    const address = chain.startsWith('eip155')
      ? `0x${hexOf(random, 40)}`
      : `addr${hexOf(random, 38)}`;
    out.push(`${chain}:${address}`);
  }
  return out;
}

/** CAIP-19 asset types and asset ids: slip44 coins, erc20 tokens, erc721 NFTs. */
export function caipAssetInputs(lines: readonly string[]): string[] {
  const random = prng(0xca5);
  const out: string[] = [];
  for (let i = 0; i < count(lines); i++) {
    const chain = CHAINS[i % CHAINS.length]!;
    const kind = i % 3;
    out.push(
      kind === 0
        ? `${chain}/slip44:${Math.floor(random() * 1000)}`
        : kind === 1
          ? `${chain}/erc20:0x${hexOf(random, 40)}`
          : `${chain}/erc721:0x${hexOf(random, 40)}/${Math.floor(random() * 1e9)}`,
    );
  }
  return out;
}

/** EIP-681 requests: payments in wei, ERC-20 transfers, chain ids (hex targets: eth-url-parser reads no ENS names). */
export function ethereumInputs(lines: readonly string[]): string[] {
  const random = prng(0xe681);
  const out: string[] = [];
  for (let i = 0; i < count(lines); i++) {
    const target = `0x${hexOf(random, 40)}`;
    const kind = i % 3;
    out.push(
      kind === 0
        ? `ethereum:${target}?value=${Math.floor(random() * 1000)}e15`
        : kind === 1
          ? `ethereum:${target}@${1 + Math.floor(random() * 200)}/transfer?address=0x${hexOf(random, 40)}&uint256=${Math.floor(random() * 1e6)}e6`
          : `ethereum:pay-${target}@1?value=${Math.floor(random() * 1e6)}&gasLimit=21000&gasPrice=${Math.floor(random() * 100)}e9`,
    );
  }
  return out;
}

const cidContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { parseCid } = await web3();
      return (x) => parseCid(x);
    },
  },
  {
    name: 'multiformats',
    note: 'CID.parse() (base58btc, base32 and base36 with the base given for base36)',
    setup: async () => {
      const { CID: Parser } = await import('multiformats/cid');
      const { base36 } = await import('multiformats/bases/base36');
      return (x) => (x.charCodeAt(0) === 0x6b ? Parser.parse(x, base36) : Parser.parse(x));
    },
  },
];

const accountContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { parseAccountId } = await web3();
      return (x) => parseAccountId(x);
    },
  },
  {
    name: '@metamask/utils',
    note: 'parseCaipAccountId()',
    setup: async () => {
      const { parseCaipAccountId } = await metamask();
      return (x) => parseCaipAccountId(x as `${string}:${string}:${string}`);
    },
  },
];

const assetContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { parseAssetId, parseAssetType } = await web3();
      // An asset id has a third "/"; which reader to call is the caller's knowledge, as with
      // @metamask/utils.
      return (x) => (x.indexOf('/', x.indexOf('/') + 1) < 0 ? parseAssetType(x) : parseAssetId(x));
    },
  },
  {
    name: '@metamask/utils',
    note: 'parseCaipAssetType() / parseCaipAssetId()',
    setup: async () => {
      const { parseCaipAssetId, parseCaipAssetType } = await metamask();
      return (x) =>
        x.indexOf('/', x.indexOf('/') + 1) < 0
          ? parseCaipAssetType(x as `${string}:${string}/${string}:${string}`)
          : parseCaipAssetId(x as `${string}:${string}/${string}:${string}/${string}`);
    },
  },
];

const ethereumContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { parseEthereumUri } = await web3();
      return (x) => parseEthereumUri(x);
    },
  },
  {
    name: 'eth-url-parser',
    note: 'parse() (numbers as decimal strings through bignumber.js)',
    setup: async () => {
      const { parse } = await ethUrlParser();
      return (x) => parse(x);
    },
  },
];

export const web3Suites: Suite<string>[] = [
  {
    id: 'web3-cid',
    group: 'web3',
    title: 'parseCid (CIDv0, CIDv1 base32 and base36)',
    inputs: cidInputs,
    equalWork: true,
    contenders: cidContenders,
    goals: [{ peer: 'multiformats', atLeast: 1 }],
  },
  {
    id: 'web3-caip-account',
    group: 'web3',
    title: 'CAIP-10 parseAccountId',
    inputs: caipAccountInputs,
    equalWork: true,
    contenders: accountContenders,
    goals: [{ peer: '@metamask/utils', atLeast: 1 }],
  },
  {
    id: 'web3-caip-asset',
    group: 'web3',
    title: 'CAIP-19 parseAssetType / parseAssetId',
    inputs: caipAssetInputs,
    equalWork: true,
    contenders: assetContenders,
    goals: [{ peer: '@metamask/utils', atLeast: 1 }],
  },
  {
    id: 'web3-eip681',
    group: 'web3',
    title: 'EIP-681 parseEthereumUri',
    inputs: ethereumInputs,
    equalWork: true,
    contenders: ethereumContenders,
    goals: [{ peer: 'eth-url-parser', atLeast: 1 }],
  },
];
