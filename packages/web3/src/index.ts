// Public surface of @urikit/web3: the identifiers of the decentralized web, one module per kind.

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
export { keccak256 } from './keccak.js';
export { utf8Bytes } from './utf8.js';
