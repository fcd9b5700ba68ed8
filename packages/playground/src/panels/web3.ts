// Panel: the Web3 identifier the reference is (@urikit/web3's identifierKinds: an EIP-55 address,
// an ENS name, CAIP-2/10/19, a CID, ipfs:// and ipns:// URIs and gateway URLs, ar://, rss3://,
// EIP-681 ethereum:) and its parts, one row each; or why it is none, with a caret.
import { errorExcerpt } from '@urikit/percent-encoding';
import {
  ensNormalize,
  identifierKinds,
  parseAccountId,
  parseArUri,
  parseAssetId,
  parseAssetType,
  parseChainId,
  parseCid,
  parseEthereumUri,
  parseGatewayUrl,
  parseIpfsUri,
  parseRss3Uri,
  toChecksumAddress,
  toHex,
  type Web3IdentifierKind,
} from '@urikit/web3';
import { docsFor } from '../links.js';
import { errorRow, type Panel, type PanelRow } from './types.js';

// The reader of each kind; a reader throws the Web3Error (code, index) that says why not.
const READERS: Record<Web3IdentifierKind, (text: string) => unknown> = {
  address: (text) => ({ checksumAddress: toChecksumAddress(text) }),
  'ens-name': (text) => ({ normalized: ensNormalize(text) }),
  'chain-id': parseChainId,
  'account-id': parseAccountId,
  'asset-type': parseAssetType,
  'asset-id': parseAssetId,
  cid: parseCid,
  'ipfs-uri': parseIpfsUri,
  'ipns-uri': parseIpfsUri,
  'ipfs-gateway-url': parseGatewayUrl,
  'ar-uri': parseArUri,
  'rss3-uri': parseRss3Uri,
  'ethereum-uri': parseEthereumUri,
};

/** The kind whose reader explains best why `text` is none: its scheme, else its shape. */
function likelyKind(text: string): Web3IdentifierKind {
  const colon = text.indexOf(':');
  const scheme = colon > 0 ? text.slice(0, colon).toLowerCase() : '';
  if (scheme === 'ipfs' || scheme === 'ipns') return 'ipfs-uri';
  if (scheme === 'ar') return 'ar-uri';
  if (scheme === 'rss3') return 'rss3-uri';
  if (scheme === 'ethereum') return 'ethereum-uri';
  if (scheme === 'http' || scheme === 'https') return 'ipfs-gateway-url';
  if (colon > 0) return text.includes('/') ? 'asset-type' : 'account-id';
  if (text.charCodeAt(0) === 0x30 && (text.charCodeAt(1) | 0x20) === 0x78) return 'address';
  return text.includes('.') ? 'ens-name' : 'cid';
}

/** One row per leaf of a parsed value, labelled by its path: bigints in decimal, bytes in hex. */
function leafRows(value: unknown, path: string, rows: PanelRow[]): void {
  if (value === undefined) return;
  if (value instanceof Uint8Array) {
    rows.push({ kind: 'value', label: path, value: toHex(value) });
  } else if (typeof value === 'object' && value !== null) {
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
    for (const [key, item] of entries)
      leafRows(item, path === '' ? `${key}` : `${path}.${key}`, rows);
  } else {
    rows.push({ kind: 'value', label: path, value: String(value) });
  }
}

export const web3Panel: Panel = {
  id: 'web3',
  title: 'Web3 identifier (ENS, EIP-55, CAIP, CID, ipfs:, ar:, rss3:, EIP-681)',
  docs: docsFor('@urikit/web3'),
  fields: [],
  example: 'ipfs://QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR/readme.md',
  render(input) {
    if (input === '') return [{ kind: 'value', label: 'kind', value: 'none (empty)' }];
    const kinds = identifierKinds(input);
    const kind = kinds[0] ?? likelyKind(input);
    const label = kinds.length === 0 ? `not a Web3 identifier (read as ${kind})` : 'parsed';
    try {
      const parsed = READERS[kind](input);
      const rows: PanelRow[] = [{ kind: 'value', label: 'kind', value: kinds.join(', ') }];
      leafRows(parsed, '', rows);
      return rows;
    } catch (error) {
      const { index } = error as { index?: unknown };
      const rows = [errorRow(label, error)];
      // The caret under the offending character, as the library's errors print it.
      if (typeof index === 'number') {
        rows.push({ kind: 'value', label: 'where', value: errorExcerpt(input, index) });
      }
      return rows;
    }
  },
};
