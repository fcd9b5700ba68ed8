// `urikit web3`: recognises a Web3 identifier (@urikit/web3's identifierKinds: an EIP-55 address,
// an ENS name, CAIP-2/10/19, a CID, ipfs:// and ipns:// URIs and gateway URLs, ar://, rss3://,
// EIP-681 ethereum:) and prints it parsed, as JSON. JSON has no bigint and no bytes: bigints are
// printed as decimal strings, byte arrays as lower-case hex.
import {
  arSandbox,
  ensBeautify,
  formatCid,
  IDENTIFIER_KINDS,
  namehash,
  parseIdentifier,
  toCidV1,
  toHex,
  type Web3Identifier,
  type Web3IdentifierKind,
} from '@urikit/web3';
import { type Command, choice, flag, type JsonObject, type JsonValue } from '../command.js';

/** A value as JSON: bigints as decimal strings, bytes as hex, absent fields left out. */
export function toJson(value: unknown): JsonValue | undefined {
  if (value === undefined || value === null || typeof value === 'function') return undefined;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (value instanceof Uint8Array) return toHex(value);
  if (Array.isArray(value)) return value.map((item) => toJson(item) ?? null) as JsonValue;
  const out: Record<string, JsonValue> = {};
  for (const [key, field] of Object.entries(value)) {
    const json = toJson(field);
    if (json !== undefined) out[key] = json;
  }
  return out;
}

/** The value of an identifier, with the forms worth having beside it. */
function describe(id: Web3Identifier): object {
  switch (id.kind) {
    case 'address':
      return { checksumAddress: id.value };
    case 'ens-name':
      return {
        normalized: id.value,
        beautified: ensBeautify(id.value),
        namehash: namehash(id.value),
      };
    case 'cid':
      // The CIDv1 base32 form, the one subdomain gateways and most tools use.
      return { ...id.value, v1: formatCid(toCidV1(id.value)) };
    case 'ar-uri':
      return id.value.txId === undefined
        ? id.value
        : { ...id.value, sandbox: arSandbox(id.value.txId) };
    default:
      return id.value;
  }
}

/** The result for one identifier: its kind (and every kind, when it is several) and parts. */
function read(text: string, kind: Web3IdentifierKind | undefined, strict: boolean): JsonObject {
  // parseIdentifier throws the Web3Error (code, offset) of the reader the text calls for.
  const id = parseIdentifier(text, { kind, strict });
  // Under its own key: rss3 and ar results have a `kind` of their own (item-list, transaction).
  const parsed = toJson(describe(id)) as JsonObject;
  return id.kinds.length > 1
    ? { kind: id.kind, kinds: id.kinds, parsed }
    : { kind: id.kind, parsed };
}

export const web3: Command = {
  name: 'web3',
  summary: 'recognise a Web3 identifier (ENS, EIP-55, CAIP, CID, ipfs:, ar:, rss3:, ethereum:)',
  operands: ['identifier'],
  description:
    'Recognises <identifier> and prints its kind and, under "parsed", its parts as JSON. The\n' +
    'kinds: address (EIP-55), ens-name (ENSIP-15: normalized, beautified, namehash), chain-id,\n' +
    'account-id, asset-type, asset-id (CAIP-2, -10, -19), cid (CIDv0 or v1: codec, multihash,\n' +
    'base, CIDv1 base32), ipfs-uri, ipns-uri, ipfs-gateway-url (path or subdomain), ar-uri,\n' +
    'rss3-uri, ethereum-uri (EIP-681). Bigints (chain ids, amounts) are printed as decimal\n' +
    'strings and bytes (CID bytes, digests) as hex, since JSON has neither. An identifier of\n' +
    'no kind fails with the error of the reader its shape calls for (or of --kind), a caret\n' +
    'under the offending character. A string of several kinds lists them all in "kinds".',
  options: {
    kind: {
      type: 'string',
      value: 'kind',
      help: `read it as this kind only: ${IDENTIFIER_KINDS.join(', ')}`,
    },
    strict: {
      type: 'boolean',
      help: 'EIP-55 checksums of ethereum: targets, and the CAIP namespaces’ own rules (eip155)',
    },
  },
  examples: [
    "$ urikit web3 'eip155:1/slip44:60'\n" +
      '{\n  "kind": "asset-type",\n  "parsed": {\n    "namespace": "eip155",\n' +
      '    "reference": "1",\n    "assetNamespace": "slip44",\n    "assetReference": "60"\n  }\n}',
    "$ urikit web3 'ethereum:pay-vitalik.eth@1?value=2.014e18'\n" +
      '{\n  "kind": "ethereum-uri",\n  "parsed": {\n    "prefix": "pay",\n' +
      '    "ensName": "vitalik.eth",\n    "chainId": "1",\n    "value": "2014000000000000000",\n' +
      '    "parameters": [\n      {\n        "key": "value",\n        "raw": "2.014e18",\n' +
      '        "value": "2014000000000000000"\n      }\n    ]\n  }\n}',
    "$ printf 'cosmos:cosmoshub-3\\nar://ardrive\\n' | urikit web3\n" +
      '{"kind":"chain-id","parsed":{"namespace":"cosmos","reference":"cosmoshub-3"}}\n' +
      '{"kind":"ar-uri","parsed":{"kind":"arns","name":"ardrive","path":""}}',
    "$ urikit web3 'ar://ardrive-'\n" +
      '  ar://ardrive-\n              ^\n' +
      'error[invalid-name]: invalid-name (an ArNS name) at index 12',
  ],
  prepare(values) {
    const forced = choice(values, 'kind', IDENTIFIER_KINDS);
    const strict = flag(values, 'strict');
    return ([text]) => read(text!, forced, strict);
  },
};
