// What a string is, among the identifiers of this package, and which URI schemes carry a
// case-sensitive identifier in their host: what @urikit/normalize, the scheme registry, the
// CLI and extract need to tell Web3 identifiers apart without knowing each grammar.
import { expectString } from './arguments.js';
import { parseArUri } from './arweave.js';
import { parseAccountId } from './caip/account-id.js';
import { parseAssetId, parseAssetType } from './caip/asset.js';
import { parseChainId } from './caip/chain-id.js';
import { isAddress } from './eip55.js';
import { parseEthereumUri } from './eip681/ethereum-uri.js';
import { ensNormalize } from './ens/normalize.js';
import { attempt } from './errors.js';
import { parseGatewayUrl } from './ipfs/gateway.js';
import { parseIpfsUri } from './ipfs/ipfs-uri.js';
import { parseCid } from './multiformats/cid.js';
import { parseRss3Uri } from './rss3.js';

/**
 * The kinds of identifier {@link identifierKinds} recognizes.
 *
 * @example
 * ```ts
 * const kinds: Web3IdentifierKind[] = identifierKinds('eip155:1/slip44:60');
 * kinds; // → ['asset-type']
 * ```
 */
export type Web3IdentifierKind =
  | 'address'
  | 'ens-name'
  | 'chain-id'
  | 'account-id'
  | 'asset-type'
  | 'asset-id'
  | 'cid'
  | 'ipfs-uri'
  | 'ipns-uri'
  | 'ipfs-gateway-url'
  | 'ar-uri'
  | 'rss3-uri'
  | 'ethereum-uri';

const CHECKS: ReadonlyArray<readonly [Web3IdentifierKind, (text: string) => unknown]> = [
  ['address', (text) => (isAddress(text) ? true : undefined)],
  // A name with a dot that normalizes to itself: a bare word is not taken for an ENS name.
  ['ens-name', (text) => (text.includes('.') && ensNormalize(text) === text ? true : undefined)],
  ['chain-id', parseChainId],
  ['account-id', parseAccountId],
  ['asset-type', parseAssetType],
  ['asset-id', parseAssetId],
  ['cid', parseCid],
  ['ipfs-uri', (text) => (parseIpfsUri(text).namespace === 'ipfs' ? true : undefined)],
  ['ipns-uri', (text) => (parseIpfsUri(text).namespace === 'ipns' ? true : undefined)],
  ['ipfs-gateway-url', parseGatewayUrl],
  ['ar-uri', parseArUri],
  ['rss3-uri', parseRss3Uri],
  ['ethereum-uri', parseEthereumUri],
];

/**
 * Every kind of Web3 identifier `text` is, in the order of {@link Web3IdentifierKind} (most
 * strings are one kind or none; an address is also an ENS-shaped string only when it has a
 * dot, so they do not overlap). It imports every reader of the package, ENS tables included:
 * for one kind, call its reader instead.
 *
 * @example
 * ```ts
 * identifierKinds('QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR'); // → ['cid']
 * identifierKinds('vitalik.eth'); // → ['ens-name']
 * identifierKinds('rss3://account:DIYgod@twitter'); // → ['rss3-uri']
 * identifierKinds('hello'); // → []
 * ```
 */
export function identifierKinds(text: string): Web3IdentifierKind[] {
  expectString('identifierKinds', 'text', text);
  const kinds: Web3IdentifierKind[] = [];
  for (const [kind, read] of CHECKS) {
    const result = attempt(() => read(text));
    if (result !== undefined) kinds.push(kind);
  }
  return kinds;
}

/**
 * Whether URIs of `scheme` carry a case-sensitive identifier in their host, so that RFC 3986
 * §6.2.2.1's lower-casing of the host would change what they identify: `ipfs` (CIDv0 and
 * base58/base64 CIDs), `ipns` (base58 peer ids) and `ar` (base64url transaction ids). The
 * scheme is compared ASCII case-insensitively.
 *
 * @example
 * ```ts
 * isCaseSensitiveHostScheme('ipfs'); // → true
 * isCaseSensitiveHostScheme('AR'); // → true
 * isCaseSensitiveHostScheme('https'); // → false
 * ```
 */
export function isCaseSensitiveHostScheme(scheme: string): boolean {
  expectString('isCaseSensitiveHostScheme', 'scheme', scheme);
  const lower = scheme.toLowerCase();
  return lower === 'ipfs' || lower === 'ipns' || lower === 'ar';
}
