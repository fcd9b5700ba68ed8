// Domain hosts of the http, https, ws and wss schemes (or `domainHost: true`): the
// WHATWG URL host parser fast-uri delegates to — percent-decoding, UTS #46 ToASCII
// (RFC 5890 A-labels) and the IPv4 number forms — on urikit's idn and ipaddr.
import { tryToASCII, URL_STANDARD_OPTIONS } from '@urikit/idn';
import { formatIPv4, tryParseIPv4Loose } from '@urikit/ipaddr';
import { percentDecode } from '@urikit/percent-encoding';
import { FORBIDDEN, NON_ASCII, NOT_SIMPLE, PERCENT } from './host-flags.js';
import { isBracketed } from './ip-literal.js';
import type { ComponentDraft, Options, SchemeHandler } from './types.js';

export const MALFORMED_HOST_ERROR = 'URI host is malformed.';

// The WHATWG URL Standard's forbidden domain code points (§3.2: the forbidden host code points,
// C0 controls, '%' and U+007F), checked after conversion. '"', '`', '{' and '}' are not among
// them: `new URL('http://%7D')` has the host '}', and so has fast-uri.
function isForbiddenAfterConversion(c: number): boolean {
  return (
    c <= 0x20 || c === 0x7f || c === 0x25 || '#/:<>?@[\\]^|'.indexOf(String.fromCharCode(c)) !== -1
  );
}

/** Whether the host is converted as a domain name: the option or the scheme says so. */
function isDomainHost(options: Options, handler: SchemeHandler | undefined): boolean {
  return options.domainHost === true || handler?.domainHost === true;
}

/** Whether `host` is a domain host with a character RFC 3986 §3.2.2 forbids in a reg-name. */
export function hasForbiddenDomainHost(
  host: string | undefined,
  options: Options,
  handler: SchemeHandler | undefined,
  isIP: boolean,
  flags: number,
): boolean {
  return (
    (flags & FORBIDDEN) !== 0 &&
    host !== undefined &&
    host !== '' &&
    !isIP &&
    !isBracketed(host) &&
    isDomainHost(options, handler)
  );
}

/** WHATWG URL "ends in a number": the last label is all digits, or `0x` and hex digits. */
function endsInNumber(host: string): boolean {
  let end = host.length;
  if (end > 1 && host.charCodeAt(end - 1) === 0x2e) end--;
  const start = host.lastIndexOf('.', end - 1) + 1;
  if (start === end) return false;
  let i = start;
  let hex = false;
  if (
    end - start >= 2 &&
    host.charCodeAt(start) === 0x30 &&
    (host.charCodeAt(start + 1) | 0x20) === 0x78
  ) {
    hex = true;
    i += 2;
  }
  for (; i < end; i++) {
    const c = host.charCodeAt(i);
    const digit = c >= 0x30 && c <= 0x39;
    if (!digit && !(hex && (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66)) return false;
  }
  return true;
}

function hasXnLabel(host: string): boolean {
  let i = host.indexOf('xn--');
  while (i !== -1) {
    if (i === 0 || host.charCodeAt(i - 1) === 0x2e) return true;
    i = host.indexOf('xn--', i + 1);
  }
  return false;
}

/**
 * The WHATWG URL host parser for a domain (URL Standard §3.5), which fast-uri runs
 * through `new URL`: percent-decode, UTS #46 ToASCII with the URL Standard's flags,
 * refuse forbidden domain code points, read a host that ends in a number as IPv4.
 * Returns undefined on failure.
 */
function convertDomain(host: string, flags: number): string | undefined {
  let ascii = host;
  // Lower-case ASCII without triplets or A-labels maps to itself (UTS #46 §4 step 1).
  if ((flags & (PERCENT | NON_ASCII)) !== 0 || hasXnLabel(host)) {
    const converted = tryToASCII(percentDecode(host, { invalid: 'replace' }), URL_STANDARD_OPTIONS);
    if (converted === undefined || converted === '') return undefined;
    for (let i = 0; i < converted.length; i++) {
      const c = converted.charCodeAt(i);
      if (c < 128 && isForbiddenAfterConversion(c)) return undefined;
    }
    ascii = converted;
  }
  if (!endsInNumber(ascii)) return ascii;
  const address = tryParseIPv4Loose(ascii);
  return address === undefined ? undefined : formatIPv4(address);
}

/**
 * The host `host` becomes when its scheme (or `domainHost`) makes it a domain name and
 * `unicodeSupport` is off (`flags` from `hostFlags`): its ASCII form, or `host` itself;
 * null when it cannot be a domain name ({@link hostError} says why). Returns a value
 * rather than editing a components object, so that callers can build theirs in one
 * literal with the final host (see parse.ts).
 */
export function convertHost(
  host: string | undefined,
  options: Options,
  handler: SchemeHandler | undefined,
  isIP: boolean,
  flags: number,
): string | undefined | null {
  if (hasForbiddenDomainHost(host, options, handler, isIP, flags)) return null;
  if (
    options.unicodeSupport ||
    handler?.unicodeSupport ||
    host === undefined ||
    host === '' ||
    isIP ||
    isBracketed(host) ||
    (flags & NOT_SIMPLE) === 0 ||
    !isDomainHost(options, handler)
  ) {
    return host;
  }
  const converted = convertDomain(host, flags);
  return converted === undefined ? null : converted;
}

/** fast-uri's message for a host that {@link convertHost} refused. */
export function hostError(
  host: string | undefined,
  options: Options,
  handler: SchemeHandler | undefined,
  isIP: boolean,
  flags: number,
): string {
  return hasForbiddenDomainHost(host, options, handler, isIP, flags)
    ? MALFORMED_HOST_ERROR
    : // fast-uri's text, which quotes the TypeError of `new URL`: code compares it.
      "Host's domain name can not be converted to ASCII: TypeError: Invalid URL";
}

/**
 * {@link convertHost} on `parsed.host`, for a components object that already has every
 * field (resolve's record): sets `parsed.host`, or `parsed.error` and returns true when
 * the host cannot be a domain name.
 */
export function canonicalizeHost(
  parsed: ComponentDraft,
  options: Options,
  handler: SchemeHandler | undefined,
  isIP: boolean,
  flags: number,
): boolean {
  const host = parsed.host;
  const converted = convertHost(host, options, handler, isIP, flags);
  if (converted === null) {
    parsed.error = parsed.error || hostError(host, options, handler, isIP, flags);
    return true;
  }
  parsed.host = converted;
  return false;
}
