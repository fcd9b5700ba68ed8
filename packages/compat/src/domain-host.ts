// Domain hosts of the http, https, ws and wss schemes (or `domainHost: true`): the
// WHATWG URL host parser fast-uri delegates to — percent-decoding, UTS #46 ToASCII
// (RFC 5890 A-labels) and the IPv4 number forms — on urikit's idn and ipaddr.
import { tryToASCII } from '@urikit/idn';
import { formatIPv4, tryParseIPv4Loose } from '@urikit/ipaddr';
import { percentDecode } from '@urikit/percent-encoding';
import { isBracketed } from './ip-literal.js';
import type { ComponentDraft, Options, SchemeHandler } from './types.js';

export const MALFORMED_HOST_ERROR = 'URI host is malformed.';

const FORBIDDEN = /* @__PURE__ */ table('"#/:<>?@[\\]^`{|}\u007f', 0x20);
// Characters of a host that conversion leaves as they are (after lower-casing).
const SIMPLE = /* @__PURE__ */ table('!"$&\'()*+,-.;=_`{}~abcdefghijklmnopqrstuvwxyz', -1);

function table(chars: string, through: number): Uint8Array {
  const t = new Uint8Array(128);
  for (let c = 0; c <= through; c++) t[c] = 1;
  for (let i = 0; i < chars.length; i++) t[chars.charCodeAt(i)] = 1;
  return t;
}

/**
 * Whether a domain host holds an ASCII character that RFC 3986 §3.2.2 does not allow in
 * a reg-name (controls, space, gen-delims other than those of pct-encoded, and `"<>\^`{|}`).
 * Such a host is refused rather than handed to a converter that would read `@` or `/`
 * as delimiters. Non-ASCII characters stay allowed for IDNs.
 */
function hasForbiddenCharacter(host: string): boolean {
  for (let i = 0; i < host.length; i++) {
    const c = host.charCodeAt(i);
    if (c < 128 && FORBIDDEN[c] === 1) return true;
  }
  return false;
}

function isSimple(host: string): boolean {
  for (let i = 0; i < host.length; i++) {
    const c = host.charCodeAt(i);
    if (c >= 128 || SIMPLE[c] === 0) return false;
  }
  return true;
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
): boolean {
  return (
    host !== undefined &&
    host !== '' &&
    !isIP &&
    !isBracketed(host) &&
    isDomainHost(options, handler) &&
    hasForbiddenCharacter(host)
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

function isLowerAscii(host: string): boolean {
  for (let i = 0; i < host.length; i++) {
    const c = host.charCodeAt(i);
    if (c >= 128 || (c >= 0x41 && c <= 0x5a)) return false;
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
function convertDomain(host: string): string | undefined {
  let ascii: string | undefined;
  // Fast path: lower-case ASCII without triplets or A-labels maps to itself (UTS #46 §4 step 1).
  const plain = host.indexOf('%') === -1 && !hasXnLabel(host) && isLowerAscii(host);
  if (plain) ascii = host;
  else {
    const decoded = percentDecode(host, { invalid: 'replace' });
    ascii = tryToASCII(decoded, {
      checkHyphens: false,
      checkBidi: true,
      checkJoiners: true,
      useSTD3ASCIIRules: false,
      transitionalProcessing: false,
      verifyDnsLength: false,
    });
    if (ascii === undefined || ascii === '') return undefined;
    for (let i = 0; i < ascii.length; i++) {
      const c = ascii.charCodeAt(i);
      if (c < 128 && (FORBIDDEN[c] === 1 || c === 0x25 || c === 0x7c)) return undefined;
    }
  }
  if (!endsInNumber(ascii)) return ascii;
  const address = tryParseIPv4Loose(ascii);
  return address === undefined ? undefined : formatIPv4(address);
}

/**
 * Converts the host of `parsed` to its ASCII form when its scheme (or `domainHost`)
 * makes it a domain name and `unicodeSupport` is off; sets `parsed.error` and returns
 * true when the host cannot be a domain name.
 */
export function canonicalizeHost(
  parsed: ComponentDraft,
  options: Options,
  handler: SchemeHandler | undefined,
  isIP: boolean,
): boolean {
  const host = parsed.host;
  if (hasForbiddenDomainHost(host, options, handler, isIP)) {
    parsed.error = parsed.error || MALFORMED_HOST_ERROR;
    return true;
  }
  if (
    options.unicodeSupport ||
    handler?.unicodeSupport ||
    host === undefined ||
    host === '' ||
    isIP ||
    isBracketed(host) ||
    !isDomainHost(options, handler) ||
    isSimple(host)
  ) {
    return false;
  }
  const converted = convertDomain(host);
  if (converted === undefined) {
    parsed.error =
      parsed.error || "Host's domain name can not be converted to ASCII: invalid domain";
    return true;
  }
  parsed.host = converted;
  return false;
}
