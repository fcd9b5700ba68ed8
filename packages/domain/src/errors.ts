// DomainError: the one error of @urikit/domain, for a string that is not a host (or a URL with
// one), with a closed set of codes and the offset of the offending character.
import { errorExcerpt } from '@urikit/percent-encoding';

/**
 * Why a string is not a host that the Public Suffix List can answer for. Never renamed once
 * released.
 * - `'empty-host'`: nothing to look up (`''`, or a URL whose host is empty: `file:///a`);
 * - `'empty-label'`: a label is empty (`.com`, `a..b`); one trailing dot is allowed
 *   (RFC 1034 §3.1: it marks a fully qualified name);
 * - `'invalid-character'`: a character no host name has: only ASCII letters, digits, `-`, `_`
 *   and characters outside ASCII make labels; `%` (percent-encoding) and the full stops that
 *   UTS #46 maps to `.` (`。`, `．`, `｡`) are refused too;
 * - `'invalid-ipv4'`: the last label is a number (URL Standard §3.5: the host then reads as an
 *   IPv4 address) but the host is not a dotted-decimal IPv4 address (RFC 3986 §3.2.2);
 * - `'invalid-ip-literal'`: brackets that do not hold an IPv6 address or an IPvFuture
 *   (RFC 3986 §3.2.2), or an IPv6 address without brackets that is not one;
 * - `'no-host'`: the input is neither a host nor a URL with an authority (`example.com/a`,
 *   `mailto:a@b.example`, `localhost:3000`: write `//localhost:3000`);
 * - `'invalid-authority'`: the URL's userinfo or port breaks RFC 3986 §3.2 (`\` in the
 *   userinfo, a port with a letter), so the host it seems to have is not certain;
 * - `'invalid-idn'`: converting the host with UTS #46 (the `form` option) failed.
 *
 * @example
 * ```ts
 * let code: DomainErrorCode | undefined;
 * try {
 *   getRegistrableDomain('a..example.com');
 * } catch (error) {
 *   if (error instanceof DomainError) code = error.code;
 * }
 * // code → 'empty-label'
 * ```
 */
export type DomainErrorCode =
  | 'empty-host'
  | 'empty-label'
  | 'invalid-character'
  | 'invalid-ipv4'
  | 'invalid-ip-literal'
  | 'no-host'
  | 'invalid-authority'
  | 'invalid-idn';

const descriptions: Record<DomainErrorCode, string> = {
  'empty-host': 'no host',
  'empty-label': 'empty label',
  'invalid-character': 'a character no host name has',
  'invalid-ipv4': 'ends in a number but is not a dotted-decimal IPv4 address',
  'invalid-ip-literal': 'not an IPv6 address or IPvFuture',
  'no-host': 'neither a host nor a URL with an authority',
  'invalid-authority': 'the userinfo or port of the URL is not valid',
  'invalid-idn': 'UTS #46 processing failed',
};

/**
 * Thrown by {@link parseHost} and the other functions of this package for a string that is not
 * a host or a URL with a host. `index` is the offset in `input` (the whole argument, URL
 * included) of the offending character, and the message shows a caret under it.
 *
 * @example
 * ```ts
 * try {
 *   parseHost('exa mple.com');
 * } catch (error) {
 *   if (error instanceof DomainError) console.log(error.code, error.index);
 *   // → 'invalid-character' 3
 * }
 * ```
 */
export class DomainError extends Error {
  // Declared, not defined: the constructor sets them, and a bundle needs no field definitions.
  declare readonly code: DomainErrorCode;
  declare readonly input: string;
  declare readonly index: number;

  constructor(code: DomainErrorCode, input: string, index: number) {
    super(`${descriptions[code]} at index ${index}\n${errorExcerpt(input, index)}`);
    this.code = code;
    this.input = input;
    this.index = index;
    this.name = 'DomainError';
  }
}
