// IP hosts as fast-uri reads them: RFC 3986 §3.2.2 IPv6address / IPvFuture in brackets,
// RFC 6874 zone identifiers (also after a bare `%`), RFC 5952 §4.2 zero compression.
import { isIPv4 } from '@urikit/ipaddr';
import { CHAR_CLASS, HEX_VALUE, IPVFUTURE, UNRESERVED } from '@urikit/percent-encoding';
import { tripletAt } from './encoding.js';

/** What a host holding brackets or colons is. `host` is the parsed form, `escaped` the written one. */
export interface IPHost {
  kind: 'ipv6' | 'ipvfuture' | 'error';
  host: string;
  escaped: string;
}

const OPEN = 0x5b;
const CLOSE = 0x5d;
const COLON = 0x3a;

/** IPvFuture without its brackets: "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ). */
function isIPvFuture(s: string): boolean {
  const length = s.length;
  if (length < 4 || (s.charCodeAt(0) | 0x20) !== 0x76) return false;
  let i = 1;
  while (i < length && s.charCodeAt(i) < 128 && HEX_VALUE[s.charCodeAt(i)]! >= 0) i++;
  if (i === 1 || i >= length - 1 || s.charCodeAt(i) !== 0x2e) return false;
  for (i++; i < length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || (CHAR_CLASS[c]! & IPVFUTURE) === 0) return false;
  }
  return true;
}

/** RFC 6874 ZoneID: 1*( unreserved / pct-encoded ). */
function isZoneId(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128 && (CHAR_CLASS[c]! & UNRESERVED) !== 0) continue;
    if (c === 0x25 && tripletAt(s, i) >= 0) {
      i += 2;
      continue;
    }
    return false;
  }
  return true;
}

/** 1 to 4 hex digits (RFC 3986 §3.2.2 h16), without leading zeros and lower-cased; or undefined. */
function h16(part: string): string | undefined {
  if (part.length === 0 || part.length > 4) return undefined;
  let value = 0;
  for (let i = 0; i < part.length; i++) {
    const c = part.charCodeAt(i);
    const digit = c < 128 ? HEX_VALUE[c]! : -1;
    if (digit < 0) return undefined;
    value = value * 16 + digit;
  }
  return value.toString(16);
}

/** RFC 5952 §4.2.2–4.2.3: the longest run (two or more, leftmost on ties) of zero groups becomes "::". */
function compress(groups: string[]): string {
  let bestStart = -1;
  let bestLength = 1;
  let start = -1;
  for (let i = 0; i <= groups.length; i++) {
    if (i < groups.length && groups[i] === '0') {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && i - start > bestLength) {
      bestStart = start;
      bestLength = i - start;
    }
    start = -1;
  }
  if (bestStart < 0) return groups.join(':');
  return `${groups.slice(0, bestStart).join(':')}::${groups.slice(bestStart + bestLength).join(':')}`;
}

/**
 * An IPv6address of RFC 3986 §3.2.2 (an IPv4address only as the last 32 bits), in the
 * form fast-uri writes: groups without leading zeros, the longest zero run compressed,
 * the dotted IPv4 tail kept; or undefined when it is not an address.
 */
function canonicalIPv6(input: string): string | undefined {
  const gap = input.indexOf('::');
  if (gap !== -1 && input.indexOf('::', gap + 1) !== -1) return undefined;
  const left = gap === -1 ? input.split(':') : gap === 0 ? [] : input.slice(0, gap).split(':');
  const right = gap === -1 || gap + 2 === input.length ? [] : input.slice(gap + 2).split(':');
  const parts = left.concat(right);
  let count = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.indexOf('.') !== -1) {
      // The ls32 alternative: a dotted IPv4 address ends the address, after "::" only with groups before it.
      if (i !== parts.length - 1 || (gap !== -1 && right.length === 0) || !isIPv4(part))
        return undefined;
      count += 2;
      continue;
    }
    const group = h16(part);
    if (group === undefined) return undefined;
    parts[i] = group;
    count++;
  }
  if (gap === -1) return count === 8 ? compress(parts) : undefined;
  if (count >= 8) return undefined;
  const groups = parts.slice(0, left.length);
  for (let i = count; i < 8; i++) groups.push('0');
  for (let i = left.length; i < parts.length; i++) groups.push(parts[i]!);
  return compress(groups);
}

const NOT_IP = { kind: 'error', host: '', escaped: '' } as const;

/**
 * Reads `host` as an IP literal the way fast-uri does. Returns undefined for a host that
 * is neither an IP literal nor a broken one (a reg-name, RFC 3986 §3.2.2); an `'error'`
 * result for unbalanced brackets or a bracketed literal that is not IPv6 or IPvFuture.
 * IPv6 hosts come back without brackets and with a `%` zone separator (`escaped` uses `%25`,
 * RFC 6874 §2); IPvFuture hosts keep their brackets, lower-cased.
 */
export function readIPHost(host: string): IPHost | undefined {
  const last = host.length - 1;
  const first = host.charCodeAt(0);
  const bracketed = first === OPEN && last > 0 && host.charCodeAt(last) === CLOSE;
  if (!bracketed && (first === OPEN || host.charCodeAt(last) === CLOSE)) return { ...NOT_IP, host };
  let input = bracketed ? host.slice(1, -1) : host;
  if (bracketed && isIPvFuture(input)) {
    input = input.toLowerCase();
    return { kind: 'ipvfuture', host: `[${input}]`, escaped: input };
  }
  let colons = 0;
  for (let i = 0; i < input.length && colons < 2; i++) if (input.charCodeAt(i) === COLON) colons++;
  if (colons < 2) return bracketed ? { ...NOT_IP, host } : undefined;
  let zone = '';
  const percent = input.indexOf('%');
  if (percent !== -1) {
    // RFC 6874 writes the separator as "%25"; fast-uri also accepts a bare "%".
    const encoded =
      input.charCodeAt(percent + 1) === 0x32 && input.charCodeAt(percent + 2) === 0x35;
    zone = input.slice(percent + (encoded ? 3 : 1));
    if (!isZoneId(zone)) return { ...NOT_IP, host };
    input = input.slice(0, percent);
  }
  const address = canonicalIPv6(input);
  if (address === undefined) return { ...NOT_IP, host };
  return zone === ''
    ? { kind: 'ipv6', host: address, escaped: address }
    : { kind: 'ipv6', host: `${address}%${zone}`, escaped: `${address}%25${zone}` };
}

/** Whether `host` is a bracketed literal: `[` … `]` (RFC 3986 §3.2.2 IP-literal). */
export function isBracketed(host: string): boolean {
  return host.charCodeAt(0) === OPEN && host.charCodeAt(host.length - 1) === CLOSE;
}

export { isIPv4 };
