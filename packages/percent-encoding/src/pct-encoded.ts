// RFC 3986 §2.1 pct-encoded = "%" HEXDIG HEXDIG: reading one triplet's octet and
// the upper-case triplet of every octet, shared by the encoder, decoder and normalizer.
import { requireString, requireType } from './arguments.js';
import { HEX_VALUE } from './char-classes.js';

/**
 * The octet of the triplet at `index` of `value`, or -1 when there is no
 * well-formed triplet there (no `%`, fewer than two characters left, or a
 * character that is not HEXDIG): RFC 3986 §2.1 `pct-encoded = "%" HEXDIG HEXDIG`.
 * Hex digits are case-insensitive (§2.1). Never throws.
 *
 * @example
 * ```ts
 * pctOctetAt('a%2fb', 1); // → 47
 * pctOctetAt('a%2fb', 0); // → -1
 * pctOctetAt('%4', 0); // → -1
 * ```
 *
 * @throws {TypeError} when `value` is not a string or `index` not a number.
 */
export function pctOctetAt(value: string, index: number): number {
  requireString('pctOctetAt', 'value', value);
  requireType('pctOctetAt', 'index', index, 'number');
  return octetAt(value, index);
}

/** {@link pctOctetAt} without the checks of its arguments, for the scanning loops. */
export function octetAt(value: string, index: number): number {
  if (index + 2 >= value.length || value.charCodeAt(index) !== 0x25) return -1;
  const high = value.charCodeAt(index + 1);
  const low = value.charCodeAt(index + 2);
  if (high >= 128 || low >= 128) return -1;
  const h = HEX_VALUE[high]!;
  const l = HEX_VALUE[low]!;
  return h < 0 || l < 0 ? -1 : (h << 4) | l;
}

/** `'%00'` … `'%FF'` indexed by octet, upper case as §2.1 recommends for producers. */
export const TRIPLET: readonly string[] = /* @__PURE__ */ Array.from(
  { length: 256 },
  (_, octet) => `%${(octet + 256).toString(16).slice(1).toUpperCase()}`,
);
