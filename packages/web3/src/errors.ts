// Web3Error: the one error of @urikit/web3, for every identifier it reads (ENSIP-15 names,
// EIP-55 addresses, CAIP-2/10/19, EIP-681, CIDs, ipfs/ipns/ar/rss3 URIs), with the offset of
// the character that breaks the identifier's grammar.
import { errorExcerpt } from '@urikit/percent-encoding';
import type { EnsErrorCode } from './ens/errors.js';

/**
 * Why an identifier was refused. Never renamed once released; the README lists which reader
 * raises which code. Each module of the package adds its codes to this union.
 * - `'invalid-hex'`: a character that is not a hexadecimal digit where one is required;
 * - `'invalid-length'`: a value shorter or longer than its grammar allows;
 * - `'ens-…'`: an ENS name that does not normalize ({@link EnsErrorCode}).
 *
 * Addresses, CAIP, CIDs and the URI readers (see the README's table for which raises which):
 * - `'missing-prefix'`: a required prefix (`0x`, a multibase code, a scheme) is absent;
 * - `'invalid-checksum'`: a mixed-case address whose case is not its EIP-55 checksum;
 * - `'invalid-char'`: a character the identifier's grammar does not allow there;
 * - `'missing-separator'`: the input ends where a `:` or `/` of the grammar is required;
 * - `'invalid-namespace-rule'`: breaks an opt-in CAIP namespace rule (eip155: decimal chain
 *   ids, EIP-55 addresses);
 * - `'unknown-multibase'`: a multibase prefix this package does not decode;
 * - `'invalid-padding'`: `=` padding where a base has none, or in the wrong amount;
 * - `'invalid-varint'`: an unsigned varint that is truncated, too long or not minimal;
 * - `'unsupported-cid'`: a CID version other than 0 and 1, or a CIDv0 that is not sha2-256;
 * - `'trailing-bytes'`: bytes left over after a complete CID;
 * - `'invalid-uri'`: the text is not an RFC 3986 URI of the expected shape;
 * - `'wrong-scheme'`: the URI's scheme is not the one this reader handles;
 * - `'invalid-name'`: an IPNS, DNSLink, ArNS or RSS3 name that breaks its naming rules;
 * - `'label-too-long'`: a DNS label over 63 characters (RFC 1035 §2.3.4);
 * - `'invalid-path'`: a path that the identifier's grammar does not define;
 * - `'invalid-gateway'`: a gateway that is not a host (with an optional `http(s)://` and port);
 * - `'invalid-number'`: an EIP-681 number that breaks its syntax, is not an integer after its
 *   exponent, or does not fit its type (uint256 for amounts);
 * - `'invalid-parameter'`: an EIP-681 parameter without `=`, with a key that is neither an
 *   amount nor an ABI type, or with a value its type does not allow;
 * - `'duplicate-parameter'`: `value`, `gas`/`gasLimit` or `gasPrice` given twice.
 *
 * @example
 * ```ts
 * const code: Web3ErrorCode = new Web3Error('invalid-hex', '0xZZ', 2).code;
 * code; // → 'invalid-hex'
 * ```
 */
export type Web3ErrorCode =
  | 'invalid-hex'
  | 'invalid-length'
  | 'missing-prefix'
  | 'invalid-checksum'
  | 'invalid-char'
  | 'missing-separator'
  | 'invalid-namespace-rule'
  | 'unknown-multibase'
  | 'invalid-padding'
  | 'invalid-varint'
  | 'unsupported-cid'
  | 'trailing-bytes'
  | 'invalid-uri'
  | 'wrong-scheme'
  | 'invalid-name'
  | 'label-too-long'
  | 'invalid-path'
  | 'invalid-gateway'
  | 'invalid-number'
  | 'invalid-parameter'
  | 'duplicate-parameter'
  // ENSIP-15 names: src/ens/errors.ts
  | EnsErrorCode;

/**
 * Thrown by every reader and writer of this package. `index` is the offset in `input` of the
 * first character that breaks the identifier's grammar; the message ends with
 * {@link errorExcerpt}'s caret under it.
 *
 * @example
 * ```ts
 * const error = new Web3Error('invalid-hex', '0xZZ', 2);
 * error.index; // → 2
 * ```
 */
export class Web3Error extends Error {
  // Declared, not emitted as class fields: the constructor assigns them (and in this order).
  declare readonly code: Web3ErrorCode;
  declare readonly input: string;
  declare readonly index: number;

  constructor(code: Web3ErrorCode, input: string, index: number, detail?: string) {
    super(
      `${code}${detail === undefined ? '' : ` (${detail})`} at index ${index}\n${errorExcerpt(input, index)}`,
    );
    this.code = code;
    this.input = input;
    this.index = index;
    this.name = 'Web3Error';
  }
}

/** Runs `run` and turns a Web3Error into `undefined`: the body of every `try…` twin. */
export function attempt<R>(run: () => R): R | undefined {
  try {
    return run();
  } catch (error) {
    if (error instanceof Web3Error) return undefined;
    throw error;
  }
}
