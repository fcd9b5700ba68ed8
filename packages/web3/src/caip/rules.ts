// Opt-in namespace rules of the CASA namespaces registry, for the namespaces whose profiles
// narrow the CAIP grammars: eip155 (EVM chains) chain ids are decimal (namespaces/eip155
// caip2.md), its accounts and token contracts EIP-55 addresses (caip10.md, caip19.md); slip44
// asset references (CAIP-20) are decimal coin types in every namespace.
import { checksumMismatch, readHexAddress } from '../eip55.js';
import { Web3Error } from '../errors.js';

/**
 * Options of every CAIP reader.
 *
 * @example
 * ```ts
 * const options: CaipOptions = { checkNamespace: true };
 * isChainId('eip155:01', options); // → false
 * ```
 */
export interface CaipOptions {
  /**
   * Also apply the namespace's own rules where the registry defines them: eip155 references
   * are decimal without leading zeros, eip155 account addresses and erc20 / erc721 / erc1155
   * asset references are `0x` addresses whose mixed case is their EIP-55 checksum, slip44 asset
   * references are decimal. Off by default: the CAIP grammars alone.
   */
  checkNamespace?: boolean | undefined;
}

/** Decimal digits from `at` to `end`, no leading zero but "0" itself. */
function checkDecimal(input: string, at: number, end: number, what: string): void {
  for (let i = at; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x30 || c > 0x39 || (i === at && c === 0x30 && end - at > 1)) {
      throw new Web3Error('invalid-namespace-rule', input, i, what);
    }
  }
}

/** An EIP-55 address (any single case, or its checksum) from `at` to `end`. */
function checkAddress(input: string, at: number, end: number): void {
  let lower: string;
  try {
    lower = readHexAddress(input, at, end);
  } catch (error) {
    const index = (error as Web3Error).index;
    throw new Web3Error('invalid-namespace-rule', input, index, 'eip155: an EIP-55 address');
  }
  const wrong = checksumMismatch(input, at, lower);
  if (wrong >= 0) throw new Web3Error('invalid-namespace-rule', input, wrong, 'EIP-55 checksum');
}

/** The chain's rule: eip155 references are decimal chain ids. */
export function checkChainRule(input: string, nsEnd: number, refEnd: number): void {
  if (nsEnd === 6 && input.startsWith('eip155')) {
    checkDecimal(input, nsEnd + 1, refEnd, 'eip155: a decimal chain id');
  }
}

/** The account's rule: eip155 accounts are EIP-55 addresses. */
export function checkAccountRule(input: string, nsEnd: number, at: number): void {
  if (nsEnd === 6 && input.startsWith('eip155')) checkAddress(input, at, input.length);
}

/** The asset's rules: slip44 coin types are decimal; eip155 token contracts are addresses. */
export function checkAssetRule(
  input: string,
  nsEnd: number,
  assetNs: string,
  at: number,
  end: number,
): void {
  if (assetNs === 'slip44') checkDecimal(input, at, end, 'slip44: a decimal coin type');
  else if (
    nsEnd === 6 &&
    input.startsWith('eip155') &&
    (assetNs === 'erc20' || assetNs === 'erc721' || assetNs === 'erc1155')
  ) {
    checkAddress(input, at, end);
  }
}
