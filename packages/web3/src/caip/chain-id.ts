// CAIP-2 chain ids: `namespace ":" reference`, namespace `[-a-z0-9]{3,8}`, reference
// `[-_a-zA-Z0-9]{1,32}` (CAIP-2 §Syntax), anchored at both ends.
import { expectBooleanOption, expectObject, expectOptions, expectString } from '../arguments.js';
import { attempt } from '../errors.js';
import { type CaipOptions, checkChainRule } from './rules.js';
import { NAMESPACE, REFERENCE, scanPart } from './scan.js';

/**
 * A CAIP-2 chain id, in its two parts as written (CAIP identifiers are case-sensitive).
 *
 * @example
 * ```ts
 * const chain: ChainId = parseChainId('cosmos:cosmoshub-3');
 * chain.reference; // → 'cosmoshub-3'
 * ```
 */
export interface ChainId {
  namespace: string;
  reference: string;
}

/** Reads the options of the reader `fn` (the one option `checkNamespace`). */
export function readCaipOptions(fn: string, options: CaipOptions | undefined): boolean {
  if (options === undefined) return false;
  expectOptions(fn, options);
  const check = options?.checkNamespace;
  expectBooleanOption(fn, 'checkNamespace', check);
  return check === true;
}

/**
 * Scans `namespace ":" reference` from the start of `input`; the reference ends at `stop`
 * (`:` for CAIP-10, `/` for CAIP-19) or, with -1, at the end. Returns the reference's end
 * times 16 plus the namespace's end (at most 8): both offsets in one number, so that the
 * callers, on the hot path of every CAIP reader, neither allocate nor search for the ":" again.
 */
export function scanChainId(input: string, stop: number, check: boolean): number {
  const nsEnd = scanPart(input, 0, NAMESPACE, 3, 8, 0x3a, 'namespace');
  const refEnd = scanPart(input, nsEnd + 1, REFERENCE, 1, 32, stop, 'reference');
  if (check) checkChainRule(input, nsEnd, refEnd);
  return refEnd * 16 + nsEnd;
}

/**
 * Parses a CAIP-2 chain id. Throws a Web3Error at the first character that breaks the grammar
 * (`invalid-char`, `invalid-length`, `missing-separator`), or, with `checkNamespace`, the
 * namespace's own rules (`invalid-namespace-rule`).
 *
 * @example
 * ```ts
 * parseChainId('eip155:1'); // → { namespace: 'eip155', reference: '1' }
 * parseChainId('bip122:000000000019d6689c085ae165831e93').namespace; // → 'bip122'
 * parseChainId('EIP155:1'); // throws invalid-char at 0
 * parseChainId('eip155'); // throws missing-separator at 6
 * parseChainId('eip155:0x1', { checkNamespace: true }); // throws invalid-namespace-rule at 7
 * ```
 */
export function parseChainId(input: string, options?: CaipOptions): ChainId {
  return readChainId('parseChainId', input, options);
}

function readChainId(fn: string, input: string, options: CaipOptions | undefined): ChainId {
  expectString(fn, 'input', input);
  const check = readCaipOptions(fn, options);
  const nsEnd = scanChainId(input, -1, check) & 15;
  return { namespace: input.slice(0, nsEnd), reference: input.slice(nsEnd + 1) };
}

/**
 * {@link parseChainId} that returns `undefined` instead of throwing a Web3Error.
 *
 * @example
 * ```ts
 * tryParseChainId('eip155:'); // → undefined
 * ```
 */
export function tryParseChainId(input: string, options?: CaipOptions): ChainId | undefined {
  return attempt(() => readChainId('tryParseChainId', input, options));
}

/**
 * Whether `input` is a CAIP-2 chain id (and, with `checkNamespace`, follows its namespace's
 * rules).
 *
 * @example
 * ```ts
 * isChainId('starknet:SN_GOERLI'); // → true
 * isChainId('eip155:1/slip44:60'); // → false
 * ```
 */
export function isChainId(input: string, options?: CaipOptions): boolean {
  return attempt(() => readChainId('isChainId', input, options)) !== undefined;
}

/**
 * The text of a chain id, checked part by part against the grammar: a part that breaks it
 * throws a Web3Error whose index is an offset in the text that would have been written.
 *
 * @example
 * ```ts
 * formatChainId({ namespace: 'eip155', reference: '137' }); // → 'eip155:137'
 * formatChainId({ namespace: 'eip155', reference: '' }); // throws invalid-length at 7
 * ```
 */
export function formatChainId(chain: ChainId, options?: CaipOptions): string {
  expectObject('formatChainId', 'chain', chain);
  // Each part read once, checked, then used (CONTRIBUTING.md).
  const { namespace, reference } = chain;
  expectString('formatChainId', 'chain.namespace', namespace);
  expectString('formatChainId', 'chain.reference', reference);
  const text = `${namespace}:${reference}`;
  // A part holding the separator would read back differently: the scan refuses it.
  readChainId('formatChainId', text, options);
  return text;
}
