// IPAddressError: the one error every parser in this package throws, with a closed set of codes
// and the offset of the first character that breaks the grammar (RFC 3986 §3.2.2, RFC 6874 §2).

/**
 * Why a text is not an address under the grammar of RFC 3986 §3.2.2 (and RFC 6874 §2 for zone
 * IDs). Codes are never renamed once released.
 *
 * @example
 * ```ts
 * checkIPLiteral('[1::2::3]', 0, 9, false); // → 6
 * const code: IPAddressErrorCode = lastIPAddressErrorCode(); // → 'ipv6-multiple-compression'
 * ```
 */
export type IPAddressErrorCode =
  | 'empty'
  | 'invalid-ipv4'
  | 'ipv4-leading-zero'
  | 'ipv4-octet-out-of-range'
  | 'ipv4-too-few-parts'
  | 'ipv4-too-many-parts'
  | 'ipv4-empty-part'
  | 'invalid-ipv6'
  | 'ipv6-group-too-long'
  | 'ipv6-too-many-groups'
  | 'ipv6-too-few-groups'
  | 'ipv6-multiple-compression'
  | 'ipv6-invalid-ipv4-position'
  | 'invalid-ipvfuture'
  | 'invalid-ip-literal'
  | 'unclosed-ip-literal'
  | 'zone-id-not-allowed'
  | 'invalid-zone-id';

const descriptions: Record<IPAddressErrorCode, string> = {
  empty: 'empty address',
  'invalid-ipv4': 'unexpected character in IPv4 address',
  'ipv4-leading-zero': 'IPv4 octet with a leading zero',
  'ipv4-octet-out-of-range': 'IPv4 octet or part out of range',
  'ipv4-too-few-parts': 'IPv4 address with too few parts',
  'ipv4-too-many-parts': 'IPv4 address with too many parts',
  'ipv4-empty-part': 'empty part in IPv4 address',
  'invalid-ipv6': 'unexpected character in IPv6 address',
  'ipv6-group-too-long': 'IPv6 group of more than four hex digits',
  'ipv6-too-many-groups': 'IPv6 address with too many groups',
  'ipv6-too-few-groups': 'IPv6 address with too few groups',
  'ipv6-multiple-compression': 'IPv6 address with more than one "::"',
  'ipv6-invalid-ipv4-position': 'embedded IPv4 address not in the last 32 bits',
  'invalid-ipvfuture': 'unexpected character in IPvFuture',
  'invalid-ip-literal': 'malformed IP-literal',
  'unclosed-ip-literal': 'IP-literal without closing "]"',
  'zone-id-not-allowed': 'zone ID in IP-literal (enable with zoneId: true)',
  'invalid-zone-id': 'malformed zone ID',
};

/**
 * Thrown for text that is not an address (RFC 3986 §3.2.2, RFC 6874 §2): `code` says why and
 * `index` is the offset in `input` of the first character that breaks the grammar.
 *
 * @example
 * ```ts
 * try {
 *   parseIPv6('1::2::3');
 * } catch (error) {
 *   if (error instanceof IPAddressError) {
 *     error.code; // → 'ipv6-multiple-compression'
 *     error.index; // → 5
 *   }
 * }
 * ```
 */
export class IPAddressError extends Error {
  readonly code: IPAddressErrorCode;
  readonly input: string;
  readonly index: number;

  constructor(code: IPAddressErrorCode, input: string, index: number) {
    super(`${descriptions[code]} at index ${index}\n  ${input}\n  ${' '.repeat(index)}^`);
    this.name = 'IPAddressError';
    this.code = code;
    this.input = input;
    this.index = index;
  }
}
