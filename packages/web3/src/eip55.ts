// EIP-55 (ERC-55) mixed-case checksum addresses: the case of each letter of a 20-byte address
// written as 40 hex digits carries one bit of keccak256 of the lower-case digits.
import { hexValue } from '@urikit/percent-encoding';
import { expectBooleanOption, expectOptions, expectString } from './arguments.js';
import { Web3Error } from './errors.js';
import { keccak256 } from './keccak.js';

const DIGITS = '0123456789abcdef';

/**
 * Options of {@link isAddress}.
 *
 * @example
 * ```ts
 * const options: AddressOptions = { strict: false };
 * isAddress('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', options); // → true
 * ```
 */
export interface AddressOptions {
  /**
   * `true` (the default): a mixed-case address must carry its EIP-55 checksum; all lower-case
   * and all upper-case addresses carry none and pass. `false`: any case passes.
   */
  strict?: boolean | undefined;
}

/**
 * Checks `0x` + 40 hex digits starting at `at` and returns the lower-case digits (without
 * `0x`); throws a Web3Error at the offending offset (shared with CAIP and EIP-681).
 */
export function readHexAddress(input: string, at: number, end: number): string {
  if (input.charCodeAt(at) !== 0x30 || (input.charCodeAt(at + 1) | 0x20) !== 0x78) {
    throw new Web3Error('missing-prefix', input, at, 'an address starts with 0x');
  }
  let lower = '';
  const stop = Math.min(end, at + 42);
  for (let i = at + 2; i < stop; i++) {
    const value = hexValue(input.charCodeAt(i));
    if (value < 0) throw new Web3Error('invalid-hex', input, i);
    lower += DIGITS[value]!;
  }
  if (end - at !== 42) {
    throw new Web3Error('invalid-length', input, stop, 'an address has 40 hex digits');
  }
  return lower;
}

/** The lower-case digits of `0x` + 40 hex digits (the whole text), or `undefined`. */
export function plainAddress(text: string): string | undefined {
  if (text.length !== 42 || text.charCodeAt(0) !== 0x30 || (text.charCodeAt(1) | 0x20) !== 0x78) {
    return undefined;
  }
  let lower = '';
  for (let i = 2; i < 42; i++) {
    const value = hexValue(text.charCodeAt(i));
    if (value < 0) return undefined;
    lower += DIGITS[value]!;
  }
  return lower;
}

/** ERC-55: the checksummed form of 40 lower-case hex digits, with `0x`. */
export function checksumOf(lower: string): string {
  const bytes = new Uint8Array(40);
  for (let i = 0; i < 40; i++) bytes[i] = lower.charCodeAt(i);
  const hash = keccak256(bytes);
  let text = '0x';
  for (let i = 0; i < 40; i++) {
    const c = lower.charCodeAt(i);
    // Nibble i of the hash: high nibble of byte i/2 for even i. A letter is upper-cased when
    // that nibble is 8 or more (its top bit is set).
    const nibble = i & 1 ? hash[i >> 1]! & 0x0f : hash[i >> 1]! >> 4;
    text += c >= 0x61 && nibble >= 8 ? String.fromCharCode(c - 0x20) : lower[i]!;
  }
  return text;
}

/**
 * The offset of the first letter whose case differs from the checksum, or -1 when the address
 * (written from `at`) is all lower case, all upper case, or correctly checksummed.
 */
export function checksumMismatch(input: string, at: number, lower: string): number {
  let upper = false;
  let lowerSeen = false;
  for (let i = 0; i < 40; i++) {
    const c = input.charCodeAt(at + 2 + i);
    if (c >= 0x61) lowerSeen = true;
    else if (c >= 0x41) upper = true;
  }
  if (!(upper && lowerSeen)) return -1;
  const expected = checksumOf(lower);
  for (let i = 2; i < 42; i++) {
    if (input.charCodeAt(at + i) !== expected.charCodeAt(i)) return at + i;
  }
  return -1;
}

/**
 * The EIP-55 checksummed form of an address: `0x` (or `0X`) and 40 hex digits in any case. A
 * mixed-case address must already carry the right checksum: a wrong one is a typo that the
 * checksum exists to catch, so it throws `invalid-checksum` at the first wrong letter.
 *
 * @example
 * ```ts
 * toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'); // → '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
 * toChecksumAddress('0xFB6916095CA1DF60BB79CE92CE3EA74C37C5D359'); // → '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
 * toChecksumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'); // throws invalid-checksum at 41
 * toChecksumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'); // throws invalid-length at 41
 * ```
 */
export function toChecksumAddress(address: string): string {
  expectString('toChecksumAddress', 'address', address);
  const lower = readHexAddress(address, 0, address.length);
  const wrong = checksumMismatch(address, 0, lower);
  if (wrong >= 0) throw new Web3Error('invalid-checksum', address, wrong);
  return checksumOf(lower);
}

/**
 * Whether `address` is exactly `0x` + 40 hex digits in their EIP-55 checksummed case.
 *
 * @example
 * ```ts
 * isChecksumAddress('0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'); // → true
 * isChecksumAddress('0xdbf03b407c01e7cd3cbea99509d93f8dddc8c6fb'); // → false
 * ```
 */
export function isChecksumAddress(address: string): boolean {
  expectString('isChecksumAddress', 'address', address);
  const lower = address.charCodeAt(1) === 0x78 ? plainAddress(address) : undefined;
  return lower !== undefined && checksumOf(lower) === address;
}

/**
 * Whether `text` is an Ethereum address: `0x` + 40 hex digits. With `strict` (the default) a
 * mixed-case address must also carry its EIP-55 checksum; all lower-case or all upper-case
 * addresses have none to check and pass either way.
 *
 * @example
 * ```ts
 * isAddress('0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'); // → true
 * isAddress('0xd1220a0cf47c7b9be7a2e6ba89f429762e7b9adb'); // → true
 * isAddress('0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9adb'); // → false
 * isAddress('0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9adb', { strict: false }); // → true
 * isAddress('0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9a'); // → false
 * ```
 */
export function isAddress(text: string, options?: AddressOptions): boolean {
  expectString('isAddress', 'text', text);
  expectOptions('isAddress', options);
  const strict = options?.strict;
  expectBooleanOption('isAddress', 'strict', strict);
  const lower = plainAddress(text);
  return lower !== undefined && (strict === false || checksumMismatch(text, 0, lower) < 0);
}
