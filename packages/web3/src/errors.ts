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
 * @example
 * ```ts
 * const code: Web3ErrorCode = new Web3Error('invalid-hex', '0xZZ', 2).code;
 * code; // → 'invalid-hex'
 * ```
 */
export type Web3ErrorCode =
  | 'invalid-hex'
  | 'invalid-length'
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
