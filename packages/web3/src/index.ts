// Public surface of @urikit/web3: the identifiers of the decentralized web, one module per kind.

export { type ArUri, arSandbox, parseArUri, toArGatewayUrl, tryParseArUri } from './arweave.js';
export {
  type AccountId,
  formatAccountId,
  isAccountId,
  parseAccountId,
  tryParseAccountId,
} from './caip/account-id.js';
export {
  type AssetId,
  type AssetType,
  formatAssetId,
  formatAssetType,
  isAssetId,
  isAssetType,
  parseAssetId,
  parseAssetType,
  tryParseAssetId,
  tryParseAssetType,
} from './caip/asset.js';
export {
  type ChainId,
  formatChainId,
  isChainId,
  parseChainId,
  tryParseChainId,
} from './caip/chain-id.js';
export type { CaipOptions } from './caip/rules.js';
export {
  type AddressOptions,
  isAddress,
  isChecksumAddress,
  toChecksumAddress,
} from './eip55.js';
export {
  type EthereumParameter,
  type EthereumUri,
  type EthereumUriOptions,
  type EthereumUriParts,
  formatEthereumUri,
  parseEthereumUri,
  tryParseEthereumUri,
} from './eip681/ethereum-uri.js';
export type { EnsErrorCode } from './ens/errors.js';
export {
  type EnsCharacter,
  type EnsExplanation,
  type EnsLabel,
  type EnsProblem,
  type EnsToken,
  ensExplain,
  ensTokenize,
} from './ens/explain.js';
export { labelhash, namehash } from './ens/namehash.js';
export {
  ensBeautify,
  ensNormalize,
  isEnsNormalized,
  tryEnsNormalize,
} from './ens/normalize.js';
export { Web3Error, type Web3ErrorCode } from './errors.js';
export { toHex } from './hex.js';
export type { IpfsNamespace, IpfsRootKind } from './ipfs/content-root.js';
export { inlineDnslinkName, uninlineDnslinkName } from './ipfs/dnslink.js';
export {
  type GatewayUrl,
  parseGatewayUrl,
  toNativeUri,
  toPathGatewayUrl,
  toSubdomainGatewayUrl,
  tryParseGatewayUrl,
} from './ipfs/gateway.js';
export { type IpfsUri, parseIpfsUri, tryParseIpfsUri } from './ipfs/ipfs-uri.js';
export { keccak256 } from './keccak.js';
export { identifierKinds, isCaseSensitiveHostScheme, type Web3IdentifierKind } from './kinds.js';
export { type Cid, formatCid, isCid, parseCid, toCidV1, tryParseCid } from './multiformats/cid.js';
export { codecName, hashName } from './multiformats/codecs.js';
export type { MultibaseName } from './multiformats/multibase.js';
export { formatMultihash, type Multihash, parseMultihash } from './multiformats/multihash.js';
export { parseRss3Uri, type Rss3Instance, type Rss3Uri, tryParseRss3Uri } from './rss3.js';
export { utf8Bytes } from './utf8.js';
