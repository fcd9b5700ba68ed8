// Lower-case hexadecimal text of bytes, the form Ethereum tools print hashes in.
import { argumentError } from '@urikit/percent-encoding';

const DIGITS = '0123456789abcdef';

/**
 * The lower-case hexadecimal digits of `bytes`, two per byte, without a `0x` prefix.
 *
 * @example
 * ```ts
 * toHex(new Uint8Array([0, 171, 255])); // → '00abff'
 * ```
 */
export function toHex(bytes: Uint8Array): string {
  if (!(bytes instanceof Uint8Array)) throw argumentError('toHex', 'bytes', 'a Uint8Array', bytes);
  let text = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    text += DIGITS[b >> 4]! + DIGITS[b & 15]!;
  }
  return text;
}
