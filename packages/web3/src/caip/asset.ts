// CAIP-19 asset types and asset ids: `chain_id "/" asset_namespace ":" asset_reference`
// [`"/" token_id`], asset_namespace `[-a-z0-9]{3,8}`, asset_reference `[-.%a-zA-Z0-9]{1,128}`,
// token_id `[-.%a-zA-Z0-9]{1,78}` (CAIP-19 §Syntax), anchored at both ends.
import { expectObject, expectString } from '../arguments.js';
import { attempt } from '../errors.js';
import { readCaipOptions, scanChainId } from './chain-id.js';
import { type CaipOptions, checkAssetRule } from './rules.js';
import { ADDRESS, NAMESPACE, scanPart } from './scan.js';

/**
 * A CAIP-19 asset type: the chain's two parts, the asset namespace and reference, as written.
 *
 * @example
 * ```ts
 * const asset: AssetType = parseAssetType('eip155:1/slip44:60');
 * asset.assetNamespace; // → 'slip44'
 * ```
 */
export interface AssetType {
  namespace: string;
  reference: string;
  assetNamespace: string;
  assetReference: string;
}

/**
 * A CAIP-19 asset id: an asset type and the token id of one asset of that type.
 *
 * @example
 * ```ts
 * const nft: AssetId = parseAssetId('hedera:mainnet/nft:0.0.55492/12');
 * nft.tokenId; // → '12'
 * ```
 */
export interface AssetId extends AssetType {
  tokenId: string;
}

/** Reads an asset type or, with `withToken`, an asset id; returns the parts. */
function readAsset(
  fn: string,
  input: string,
  options: CaipOptions | undefined,
  withToken: boolean,
) {
  expectString(fn, 'input', input);
  const check = readCaipOptions(fn, options);
  const ends = scanChainId(input, 0x2f, check);
  const refEnd = ends >> 4;
  const colon = ends & 15;
  const nsEnd = scanPart(input, refEnd + 1, NAMESPACE, 3, 8, 0x3a, 'asset_namespace');
  const assetRefEnd = scanPart(
    input,
    nsEnd + 1,
    ADDRESS,
    1,
    128,
    withToken ? 0x2f : -1,
    'asset_reference',
  );
  if (withToken) scanPart(input, assetRefEnd + 1, ADDRESS, 1, 78, -1, 'token_id');
  const assetNamespace = input.slice(refEnd + 1, nsEnd);
  if (check) checkAssetRule(input, colon, assetNamespace, nsEnd + 1, assetRefEnd);
  return {
    namespace: input.slice(0, colon),
    reference: input.slice(colon + 1, refEnd),
    assetNamespace,
    assetReference: input.slice(nsEnd + 1, assetRefEnd),
    assetRefEnd,
  };
}

/**
 * Parses a CAIP-19 asset type. Throws a Web3Error at the first character that breaks the
 * grammar (a token id after the asset reference included: that is an asset id), or, with
 * `checkNamespace`, the namespace's rules.
 *
 * @example
 * ```ts
 * parseAssetType('eip155:1/erc20:0x6b175474e89094c44da98b954eedeac495271d0f').assetReference; // → '0x6b175474e89094c44da98b954eedeac495271d0f'
 * parseAssetType('eip155:1/slip44:60'); // → { namespace: 'eip155', reference: '1', assetNamespace: 'slip44', assetReference: '60' }
 * parseAssetType('eip155:1/slip44'); // throws missing-separator at 15
 * parseAssetType('eip155:1/sl:60'); // throws invalid-length at 11
 * ```
 */
export function parseAssetType(input: string, options?: CaipOptions): AssetType {
  return assetType('parseAssetType', input, options);
}

function assetType(fn: string, input: string, options: CaipOptions | undefined): AssetType {
  const { namespace, reference, assetNamespace, assetReference } = readAsset(
    fn,
    input,
    options,
    false,
  );
  return { namespace, reference, assetNamespace, assetReference };
}

/**
 * Parses a CAIP-19 asset id: an asset type, `/` and a token id.
 *
 * @example
 * ```ts
 * parseAssetId('eip155:1/erc721:0x06012c8cf97BEaD5deAe237070F9587f8E7A266d/771769').tokenId; // → '771769'
 * parseAssetId('eip155:1/slip44:60'); // throws missing-separator at 18
 * ```
 */
export function parseAssetId(input: string, options?: CaipOptions): AssetId {
  return assetId('parseAssetId', input, options);
}

function assetId(fn: string, input: string, options: CaipOptions | undefined): AssetId {
  const { namespace, reference, assetNamespace, assetReference, assetRefEnd } = readAsset(
    fn,
    input,
    options,
    true,
  );
  return {
    namespace,
    reference,
    assetNamespace,
    assetReference,
    tokenId: input.slice(assetRefEnd + 1),
  };
}

/**
 * {@link parseAssetType} that returns `undefined` instead of throwing a Web3Error.
 *
 * @example
 * ```ts
 * tryParseAssetType('eip155:1/slip44:60/1'); // → undefined
 * ```
 */
export function tryParseAssetType(input: string, options?: CaipOptions): AssetType | undefined {
  return attempt(() => assetType('tryParseAssetType', input, options));
}

/**
 * {@link parseAssetId} that returns `undefined` instead of throwing a Web3Error.
 *
 * @example
 * ```ts
 * tryParseAssetId('eip155:1/slip44:60'); // → undefined
 * ```
 */
export function tryParseAssetId(input: string, options?: CaipOptions): AssetId | undefined {
  return attempt(() => assetId('tryParseAssetId', input, options));
}

/**
 * Whether `input` is a CAIP-19 asset type.
 *
 * @example
 * ```ts
 * isAssetType('cosmos:cosmoshub-3/slip44:118'); // → true
 * ```
 */
export function isAssetType(input: string, options?: CaipOptions): boolean {
  return attempt(() => readAsset('isAssetType', input, options, false)) !== undefined;
}

/**
 * Whether `input` is a CAIP-19 asset id.
 *
 * @example
 * ```ts
 * isAssetId('hedera:mainnet/nft:0.0.55492/12'); // → true
 * isAssetId('hedera:mainnet/nft:0.0.55492'); // → false
 * ```
 */
export function isAssetId(input: string, options?: CaipOptions): boolean {
  return attempt(() => readAsset('isAssetId', input, options, true)) !== undefined;
}

function assetText(fn: string, asset: AssetType): string {
  expectObject(fn, 'asset', asset);
  // Each part read once, checked, then used (CONTRIBUTING.md).
  const { namespace, reference, assetNamespace, assetReference } = asset;
  expectString(fn, 'asset.namespace', namespace);
  expectString(fn, 'asset.reference', reference);
  expectString(fn, 'asset.assetNamespace', assetNamespace);
  expectString(fn, 'asset.assetReference', assetReference);
  return `${namespace}:${reference}/${assetNamespace}:${assetReference}`;
}

/**
 * The text of an asset type, checked against the grammar as {@link parseAssetType} reads it.
 *
 * @example
 * ```ts
 * formatAssetType({ namespace: 'eip155', reference: '1', assetNamespace: 'slip44', assetReference: '60' }); // → 'eip155:1/slip44:60'
 * ```
 */
export function formatAssetType(asset: AssetType, options?: CaipOptions): string {
  const text = assetText('formatAssetType', asset);
  assetType('formatAssetType', text, options);
  return text;
}

/**
 * The text of an asset id, checked against the grammar as {@link parseAssetId} reads it.
 *
 * @example
 * ```ts
 * formatAssetId({ namespace: 'hedera', reference: 'mainnet', assetNamespace: 'nft', assetReference: '0.0.55492', tokenId: '12' }); // → 'hedera:mainnet/nft:0.0.55492/12'
 * formatAssetId({ namespace: 'hedera', reference: 'mainnet', assetNamespace: 'nft', assetReference: '0.0.55492', tokenId: '' }); // throws invalid-length at 29
 * ```
 */
export function formatAssetId(asset: AssetId, options?: CaipOptions): string {
  const text = assetText('formatAssetId', asset);
  const { tokenId } = asset;
  expectString('formatAssetId', 'asset.tokenId', tokenId);
  const whole = `${text}/${tokenId}`;
  assetId('formatAssetId', whole, options);
  return whole;
}
