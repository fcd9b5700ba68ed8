// One reader for any Web3 identifier, for tools that take whatever a user pastes (the CLI's
// `urikit web3`, the playground): the kind identifierKinds finds, read by its reader; or, for a
// string of no kind, the Web3Error of the reader its shape calls for, which says why.
import { described, expectBooleanOption, expectOptions, expectString } from './arguments.js';
import { type ArUri, parseArUri } from './arweave.js';
import { type AccountId, parseAccountId } from './caip/account-id.js';
import { type AssetId, type AssetType, parseAssetId, parseAssetType } from './caip/asset.js';
import { type ChainId, parseChainId } from './caip/chain-id.js';
import { toChecksumAddress } from './eip55.js';
import { type EthereumUri, parseEthereumUri } from './eip681/ethereum-uri.js';
import { ensNormalize } from './ens/normalize.js';
import { type GatewayUrl, parseGatewayUrl } from './ipfs/gateway.js';
import { type IpfsUri, parseIpfsUri } from './ipfs/ipfs-uri.js';
import { identifierKinds, type Web3IdentifierKind } from './kinds.js';
import { type Cid, parseCid } from './multiformats/cid.js';
import { parseRss3Uri, type Rss3Uri } from './rss3.js';

/**
 * What {@link parseIdentifier} gives for each kind: the EIP-55 checksum form of an address, the
 * ENSIP-15 normal form of an ENS name, and the parsed value of every other kind.
 *
 * @example
 * ```ts
 * const chain: Web3IdentifierValues['chain-id'] = parseChainId('eip155:1');
 * chain.reference; // → '1'
 * ```
 */
export interface Web3IdentifierValues {
  address: string;
  'ens-name': string;
  'chain-id': ChainId;
  'account-id': AccountId;
  'asset-type': AssetType;
  'asset-id': AssetId;
  cid: Cid;
  'ipfs-uri': IpfsUri;
  'ipns-uri': IpfsUri;
  'ipfs-gateway-url': GatewayUrl;
  'ar-uri': ArUri;
  'rss3-uri': Rss3Uri;
  'ethereum-uri': EthereumUri;
}

/**
 * A Web3 identifier read by {@link parseIdentifier}: its kind, every kind it is (most strings
 * are one), and its value.
 *
 * @example
 * ```ts
 * const id: Web3Identifier = parseIdentifier('eip155:1');
 * id.kind; // → 'chain-id'
 * ```
 */
export type Web3Identifier = {
  [K in Web3IdentifierKind]: {
    kind: K;
    kinds: Web3IdentifierKind[];
    value: Web3IdentifierValues[K];
  };
}[Web3IdentifierKind];

/**
 * Options of {@link parseIdentifier}.
 *
 * @example
 * ```ts
 * const options: ParseIdentifierOptions = { kind: 'cid', strict: true };
 * ```
 */
export interface ParseIdentifierOptions {
  /** Read the string as this kind only (its reader's error when it is not). */
  kind?: Web3IdentifierKind | undefined;
  /**
   * EIP-55 checksums of `ethereum:` targets (EIP-681 `strict`) and the CAIP namespaces' own
   * rules (`checkNamespace`). Default `false`.
   */
  strict?: boolean | undefined;
}

/**
 * Every {@link Web3IdentifierKind}, in the order {@link identifierKinds} tries them.
 *
 * @example
 * ```ts
 * IDENTIFIER_KINDS.length; // → 13
 * IDENTIFIER_KINDS.includes('cid'); // → true
 * ```
 */
export const IDENTIFIER_KINDS: readonly Web3IdentifierKind[] = [
  'address',
  'ens-name',
  'chain-id',
  'account-id',
  'asset-type',
  'asset-id',
  'cid',
  'ipfs-uri',
  'ipns-uri',
  'ipfs-gateway-url',
  'ar-uri',
  'rss3-uri',
  'ethereum-uri',
];

/** Reads `text` as `kind`; throws the reader's Web3Error when it is not one. */
function readAs(kind: Web3IdentifierKind, text: string, strict: boolean): unknown {
  const caip = { checkNamespace: strict };
  switch (kind) {
    case 'address':
      return toChecksumAddress(text);
    case 'ens-name':
      return ensNormalize(text);
    case 'chain-id':
      return parseChainId(text, caip);
    case 'account-id':
      return parseAccountId(text, caip);
    case 'asset-type':
      return parseAssetType(text, caip);
    case 'asset-id':
      return parseAssetId(text, caip);
    case 'cid':
      return parseCid(text);
    case 'ipfs-uri':
    case 'ipns-uri':
      return parseIpfsUri(text);
    case 'ipfs-gateway-url':
      return parseGatewayUrl(text);
    case 'ar-uri':
      return parseArUri(text);
    case 'rss3-uri':
      return parseRss3Uri(text);
    case 'ethereum-uri':
      return parseEthereumUri(text, { strict });
  }
}

/**
 * The kind whose reader best says why `text` is no identifier: its scheme (`ipfs:`, `ar:`,
 * `http:` for a gateway, …); else its shape: CAIP's `:` (and `/` for assets), `0x` for an
 * address, a dot for an ENS name; else a CID.
 */
function likelyKind(text: string): Web3IdentifierKind {
  const colon = text.indexOf(':');
  const scheme = colon > 0 ? text.slice(0, colon).toLowerCase() : '';
  if (scheme === 'ipfs') return 'ipfs-uri';
  if (scheme === 'ipns') return 'ipns-uri';
  if (scheme === 'ar') return 'ar-uri';
  if (scheme === 'rss3') return 'rss3-uri';
  if (scheme === 'ethereum') return 'ethereum-uri';
  if (scheme === 'http' || scheme === 'https') return 'ipfs-gateway-url';
  if (colon > 0) {
    const slash = text.indexOf('/');
    if (slash >= 0) return text.indexOf('/', slash + 1) >= 0 ? 'asset-id' : 'asset-type';
    return text.indexOf(':', colon + 1) >= 0 ? 'account-id' : 'chain-id';
  }
  if (text.charCodeAt(0) === 0x30 && (text.charCodeAt(1) | 0x20) === 0x78) return 'address';
  return text.includes('.') ? 'ens-name' : 'cid';
}

/**
 * Reads any Web3 identifier: the first kind {@link identifierKinds} finds, by its reader (an
 * address in its EIP-55 form, an ENS name ENSIP-15-normalized, every other kind parsed). A
 * string of no kind is read by the reader its shape calls for, which throws the Web3Error that
 * says why (a lower-cased CIDv0: `unknown-multibase` at 0); a name that normalizes to another
 * form (`Nick.ETH`) is an ENS name all the same. Imports every reader, ENS tables included.
 *
 * @example
 * ```ts
 * parseIdentifier('eip155:1/slip44:60').kind; // → 'asset-type'
 * parseIdentifier('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed').value; // → '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
 * parseIdentifier('Nick.ETH').value; // → 'nick.eth'
 * parseIdentifier('eip155:0x1', { strict: true }); // throws invalid-namespace-rule at 7
 * parseIdentifier('qmbwqxbekc3p8tqskc98xmwnzrzdtrlmimpl8wbutgsmnr'); // throws unknown-multibase at 0
 * parseIdentifier('ar://ardrive-'); // throws invalid-name at 12
 * ```
 */
export function parseIdentifier(text: string, options?: ParseIdentifierOptions): Web3Identifier {
  expectString('parseIdentifier', 'text', text);
  expectOptions('parseIdentifier', options);
  // Each option read once, checked, then used (CONTRIBUTING.md).
  const strictOption = options?.strict;
  expectBooleanOption('parseIdentifier', 'strict', strictOption);
  const forced = options?.kind;
  if (forced !== undefined && !IDENTIFIER_KINDS.includes(forced)) {
    throw new TypeError(
      `parseIdentifier: options.kind must be a Web3IdentifierKind; got ${described(forced)}`,
    );
  }
  const strict = strictOption === true;
  let kinds: Web3IdentifierKind[];
  if (forced !== undefined) kinds = [forced];
  else {
    kinds = identifierKinds(text);
    if (kinds.length === 0) kinds = [likelyKind(text)];
  }
  const kind = kinds[0]!;
  return { kind, kinds, value: readAs(kind, text, strict) } as Web3Identifier;
}
