// What a parse needs besides its input: the domain-to-ASCII function (UTS #46 with the URL
// Standard's flags, or a caller's own) and, when validation errors are wanted, where to send
// them. Validation errors travel as numbers (validation-errors.ts names them) so that a bundle
// which never reports them does not carry their names.

/**
 * Unicode ToASCII as the URL Standard's "domain to ASCII" runs it (§3.3, beStrict false): the
 * ASCII domain, or `undefined` on failure. Called only for domains with a non-ASCII code point.
 *
 * @example
 * ```ts
 * const viaRuntime: DomainToASCII = (domain) => {
 *   try { return new globalThis.URL(`http://${domain}`).hostname; } catch { return undefined; }
 * };
 * ```
 */
export type DomainToASCII = (domain: string) => string | undefined;

/**
 * A parse's context. `report` and the hooks are set only when validation errors are collected
 * (validation-errors.ts).
 */
export interface ParseContext {
  toASCII: DomainToASCII;
  /** Receives a validation error: its number (validation-errors.ts) and its offset in the input. */
  report?: ((type: number, index: number) => void) | undefined;
  /** Offset of each parser position in the caller's input; undefined when they are equal. */
  map?: Int32Array | undefined;
  /**
   * Called when errors are collected, with the input and the part kept by the strip: reports the
   * invalid-URL-units of §4.4 steps 1-3 and sets `map`.
   */
  prepared?: ((input: string, start: number, end: number) => void) | undefined;
  /**
   * Reports invalid-URL-unit for each code point of `s[start, end)` that is not a URL unit, or
   * with `once` (an opaque host) at most one for such a code point and one for a bad "%".
   */
  units?: ((s: string, start: number, end: number, at: number, once?: boolean) => void) | undefined;
  /**
   * Reports the validation errors of a host (at `at`) before domain to ASCII: an unclosed or
   * invalid IPv6 address, an opaque host's invalid code points and units, a domain's
   * percent-encoding and its failure of strict Unicode ToASCII (beStrict true).
   */
  host?: ((input: string, isOpaque: boolean, at: number) => void) | undefined;
  /**
   * Reports the IPv4 parser's validation errors for an ASCII domain that ends in a number:
   * offsets inside it are `exact + i` when `exact >= 0`, else `at`.
   */
  ipv4?: ((domain: string, exact: number, at: number) => void) | undefined;
  /**
   * Receives where a component stands (locate-url.ts): its kind (SPAN_SCHEME…) and the
   * parser positions of its first code point and of the one after it. Set only by locateURL.
   */
  span?: ((kind: number, start: number, end: number) => void) | undefined;
}

// The components whose place locateURL reports, by number.
export const SPAN_SCHEME = 0;
export const SPAN_USERINFO = 1;
export const SPAN_HOST = 2;
export const SPAN_PORT = 3;
export const SPAN_QUERY = 4;
export const SPAN_FRAGMENT = 5;

// The standard's validation errors (URL Standard §1.2), by number; NAMES in
// validation-errors.ts lists them in this order.
export const DOMAIN_TO_ASCII = 0;
export const DOMAIN_PERCENT_ENCODED = 1;
export const HOST_INVALID_CODE_POINT = 2;
export const IPV4_EMPTY_PART = 3;
export const IPV4_TOO_FEW_PARTS = 4;
export const IPV4_TOO_MANY_PARTS = 5;
export const IPV4_NON_NUMERIC_PART = 6;
export const IPV4_NON_DECIMAL_PART = 7;
export const IPV4_OUT_OF_RANGE_PART = 8;
export const IPV6_UNCLOSED = 9;
export const IPV6_INVALID_COMPRESSION = 10;
export const IPV6_TOO_MANY_PIECES = 11;
export const IPV6_MULTIPLE_COMPRESSION = 12;
export const IPV6_INVALID_CODE_POINT = 13;
export const IPV6_TOO_FEW_PIECES = 14;
export const IPV6_PIECE_LEADING_ZERO = 15;
export const IPV4_IN_IPV6_TOO_MANY_PIECES = 16;
export const IPV4_IN_IPV6_INVALID_CODE_POINT = 17;
export const IPV4_IN_IPV6_OUT_OF_RANGE_PART = 18;
export const IPV4_IN_IPV6_TOO_FEW_PARTS = 19;
export const INVALID_URL_UNIT = 20;
export const SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS = 21;
export const MISSING_SCHEME_NON_RELATIVE_URL = 22;
export const INVALID_REVERSE_SOLIDUS = 23;
export const INVALID_CREDENTIALS = 24;
export const HOST_MISSING = 25;
export const PORT_OUT_OF_RANGE = 26;
export const PORT_INVALID = 27;
export const FILE_INVALID_WINDOWS_DRIVE_LETTER = 28;
export const FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST = 29;

/**
 * Sends a validation error found at parser position `at` (mapped to the caller's input), when
 * validation errors are collected.
 */
export function reportAt(ctx: ParseContext, type: number, at: number): void {
  const { report, map } = ctx;
  if (report !== undefined)
    report(type, map === undefined ? at : map[Math.min(at, map.length - 1)]!);
}
