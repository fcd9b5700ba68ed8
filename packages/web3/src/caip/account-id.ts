// CAIP-10 account ids: `chain_id ":" account_address`, account_address `[-.%a-zA-Z0-9]{1,128}`
// (CAIP-10 §Syntax), anchored at both ends.
import { expectObject, expectString } from '../arguments.js';
import { attempt } from '../errors.js';
import { readCaipOptions, scanChainId } from './chain-id.js';
import { type CaipOptions, checkAccountRule } from './rules.js';
import { ADDRESS, scanPart } from './scan.js';

/**
 * A CAIP-10 account id: the CAIP-2 chain's two parts and the address, as written.
 *
 * @example
 * ```ts
 * const account: AccountId = parseAccountId('hedera:mainnet:0.0.1234567890-zbhlt');
 * account.address; // → '0.0.1234567890-zbhlt'
 * ```
 */
export interface AccountId {
  namespace: string;
  reference: string;
  address: string;
}

/**
 * Parses a CAIP-10 account id. Throws a Web3Error at the first character that breaks the
 * grammar, or, with `checkNamespace`, the namespace's rules (eip155: a decimal chain id and an
 * EIP-55 address).
 *
 * @example
 * ```ts
 * parseAccountId('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'); // → { namespace: 'eip155', reference: '1', address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb' }
 * parseAccountId('eip155:1'); // throws missing-separator at 8
 * parseAccountId('eip155:1:0xab16/1'); // throws invalid-char at 15
 * parseAccountId('eip155:1:0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', { checkNamespace: true }); // throws invalid-namespace-rule at 11
 * ```
 */
export function parseAccountId(input: string, options?: CaipOptions): AccountId {
  return readAccountId('parseAccountId', input, options);
}

function readAccountId(fn: string, input: string, options: CaipOptions | undefined): AccountId {
  expectString(fn, 'input', input);
  const check = readCaipOptions(fn, options);
  const ends = scanChainId(input, 0x3a, check);
  const refEnd = ends >> 4;
  const nsEnd = ends & 15;
  scanPart(input, refEnd + 1, ADDRESS, 1, 128, -1, 'account_address');
  if (check) checkAccountRule(input, nsEnd, refEnd + 1);
  return {
    namespace: input.slice(0, nsEnd),
    reference: input.slice(nsEnd + 1, refEnd),
    address: input.slice(refEnd + 1),
  };
}

/**
 * {@link parseAccountId} that returns `undefined` instead of throwing a Web3Error.
 *
 * @example
 * ```ts
 * tryParseAccountId('0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb@eip155:1'); // → undefined
 * ```
 */
export function tryParseAccountId(input: string, options?: CaipOptions): AccountId | undefined {
  return attempt(() => readAccountId('tryParseAccountId', input, options));
}

/**
 * Whether `input` is a CAIP-10 account id.
 *
 * @example
 * ```ts
 * isAccountId('cosmos:cosmoshub-3:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0'); // → true
 * isAccountId('eip155:1:'); // → false
 * ```
 */
export function isAccountId(input: string, options?: CaipOptions): boolean {
  return attempt(() => readAccountId('isAccountId', input, options)) !== undefined;
}

/**
 * The text of an account id, checked against the grammar as {@link parseAccountId} reads it.
 *
 * @example
 * ```ts
 * formatAccountId({ namespace: 'bip122', reference: '000000000019d6689c085ae165831e93', address: '128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6' }); // → 'bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6'
 * formatAccountId({ namespace: 'eip155', reference: '1', address: 'a:b' }); // throws invalid-char at 10
 * ```
 */
export function formatAccountId(account: AccountId, options?: CaipOptions): string {
  expectObject('formatAccountId', 'account', account);
  // Each part read once, checked, then used (CONTRIBUTING.md).
  const { namespace, reference, address } = account;
  expectString('formatAccountId', 'account.namespace', namespace);
  expectString('formatAccountId', 'account.reference', reference);
  expectString('formatAccountId', 'account.address', address);
  const text = `${namespace}:${reference}:${address}`;
  readAccountId('formatAccountId', text, options);
  return text;
}
