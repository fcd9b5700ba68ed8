// Public surface of @urikit/web3: the identifiers of the decentralized web, one module per kind.

export {
  type AddressOptions,
  isAddress,
  isChecksumAddress,
  toChecksumAddress,
} from './eip55.js';
export { Web3Error, type Web3ErrorCode } from './errors.js';
export { toHex } from './hex.js';
export { keccak256 } from './keccak.js';
export { utf8Bytes } from './utf8.js';
