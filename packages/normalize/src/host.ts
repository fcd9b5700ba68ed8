// RFC 3986 §6.2.2.1 and §6.2.2.2 for the host: reg-names in lower case with unreserved
// triplets decoded, IPv6 literals as RFC 5952 text, IPvFuture in lower case.
import { formatIPv6, tryParseIPv6 } from '@urikit/ipaddr';
import { CHAR_CLASS, HEX_UPPER, HEX_VALUE, UNRESERVED } from '@urikit/percent-encoding';
import type { HostKind } from '@urikit/syntax';
import { normalizePercent } from './percent.js';

const PERCENT = 0x25;

function isLowerHex(c: number): boolean {
  return c >= 0x61 && c <= 0x66;
}

/**
 * A reg-name in lower case (§3.2.2: the host is case-insensitive) with the triplets of
 * unreserved characters decoded (§6.2.2.2) — a decoded letter lowered too, so that the
 * result is a fixed point — and the hex digits of the other triplets in upper case.
 * Non-ASCII characters of an ireg-name are left as they are (their case is IDNA's matter).
 * With `keepCase` (a scheme whose host is a case-sensitive identifier), letters, decoded ones
 * included, keep their case. Returns `host` itself when it is already normal.
 */
export function normalizeRegName(host: string, keepCase = false): string {
  const length = host.length;
  let out = '';
  let run = 0;
  let i = 0;
  while (i < length) {
    const c = host.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a && !keepCase) {
      out += host.slice(run, i) + String.fromCharCode(c + 32);
      run = ++i;
      continue;
    }
    if (c !== PERCENT) {
      i++;
      continue;
    }
    // A valid reference has two hex digits after every '%'.
    const h = host.charCodeAt(i + 1);
    const l = host.charCodeAt(i + 2);
    const octet = (HEX_VALUE[h]! << 4) | HEX_VALUE[l]!;
    if (octet < 128 && (CHAR_CLASS[octet]! & UNRESERVED) !== 0) {
      const lower = octet >= 0x41 && octet <= 0x5a && !keepCase ? octet + 32 : octet;
      out += host.slice(run, i) + String.fromCharCode(lower);
      i += 3;
      run = i;
    } else if (isLowerHex(h) || isLowerHex(l)) {
      out += host.slice(run, i) + '%' + HEX_UPPER[octet >> 4]! + HEX_UPPER[octet & 15]!;
      i += 3;
      run = i;
    } else {
      i += 3;
    }
  }
  return run === 0 ? host : out + host.slice(run);
}

/** ASCII letters in lower case; everything else as it is. Returns `text` when unchanged. */
export function lowerAscii(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) {
      let out = text.slice(0, i);
      for (let j = i; j < text.length; j++) {
        const d = text.charCodeAt(j);
        out += d >= 0x41 && d <= 0x5a ? String.fromCharCode(d + 32) : text[j];
      }
      return out;
    }
  }
  return text;
}

/**
 * `[IPv6address]` as RFC 5952 §4 text (lower case, zeros compressed); an RFC 6874 zone ID
 * keeps its case (interface names are case-sensitive) and gets §6.2.2 percent-encoding.
 */
function normalizeIPv6Literal(host: string): string {
  const zone = host.indexOf('%');
  const end = zone < 0 ? host.length - 1 : zone;
  // parse validated the literal (§3.2.2), so it reads: tryParseIPv6 rather than parseIPv6
  // keeps IPAddressError and its messages out of the bundle.
  const address = formatIPv6(tryParseIPv6(host.slice(1, end))!);
  if (zone < 0) {
    return address.length === end - 1 && host.startsWith(address, 1) ? host : `[${address}]`;
  }
  const normal = `[${address}${normalizePercent(host.slice(zone, host.length - 1))}]`;
  return normal === host ? host : normal;
}

/**
 * The host after §6.2.2.1 and §6.2.2.2, by its kind. IPvFuture is lowered whole: §3.2.2
 * makes the whole host case-insensitive, the version's hex digits and 'v' as well as the
 * address part, whose syntax (unreserved / sub-delims / ':') has no triplets. A reg-name of a
 * scheme whose rule says `caseSensitiveHost` keeps its case (`keepCase`).
 */
export function normalizeHost(host: string, kind: HostKind | undefined, keepCase = false): string {
  switch (kind) {
    case 'reg-name':
      return normalizeRegName(host, keepCase);
    case 'ipv6':
      return normalizeIPv6Literal(host);
    case 'ipvfuture':
      return lowerAscii(host);
    default:
      // IPv4address: dec-octets have no case and no triplets (§3.2.2).
      return host;
  }
}
