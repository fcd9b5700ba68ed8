// Panel: the Web3 identifier the reference is (@urikit/web3's parseIdentifier: an EIP-55 address,
// an ENS name, CAIP-2/10/19, a CID, ipfs:// and ipns:// URIs and gateway URLs, ar://, rss3://,
// EIP-681 ethereum:) and its parts, one row each; or why it is none, with a caret.
import { errorExcerpt } from '@urikit/percent-encoding';
import { parseIdentifier, toHex } from '@urikit/web3';
import { docsFor } from '../links.js';
import { errorRow, type Panel, type PanelRow } from './types.js';

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

function isWebUrl(input: string): boolean {
  const lower = input.slice(0, 8).toLowerCase();
  return lower.startsWith('http://') || lower.startsWith('https://');
}

export const web3Panel: Panel = {
  id: 'web3',
  title: 'Web3 identifier (ENS, EIP-55, CAIP, CID, ipfs:, ar:, rss3:, EIP-681)',
  docs: docsFor('@urikit/web3'),
  fields: [],
  example: { uri: 'ipfs://QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR/readme.md' },
  render(input) {
    if (input === '') return [{ kind: 'value', label: 'kind', value: 'none (empty)' }];
    try {
      const id = parseIdentifier(input);
      const rows: PanelRow[] = [{ kind: 'value', label: 'kind', value: id.kinds.join(', ') }];
      leafRows(id.value, 'value', rows);
      return rows;
    } catch (error) {
      const { code, index } = error as { code?: unknown; index?: unknown };
      // A web page's URL is no Web3 identifier, and no mistake either: only a gateway path
      // (/ipfs/, /ipns/) would have made it one.
      if (code === 'invalid-path' && isWebUrl(input)) {
        return [
          { kind: 'value', label: 'kind', value: 'none (an http(s) URL, no IPFS gateway path)' },
        ];
      }
      const rows = [errorRow('not a Web3 identifier', error)];
      // The caret under the offending character, as the library's errors print it.
      if (typeof index === 'number') {
        rows.push({ kind: 'value', label: 'where', value: errorExcerpt(input, index) });
      }
      return rows;
    }
  },
};
