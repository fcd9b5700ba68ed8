// Percent-encoding as fast-uri applies it (RFC 3986 §2.1, §2.4, §6.2.2.2): checks for
// malformed triplets, normalizes triplets, and encodes what a component may not hold.
import { CHAR_CLASS, HEX_UPPER, HEX_VALUE, UNRESERVED } from '@urikit/percent-encoding';

const PERCENT = 0x25;
const DOT = 0x2e;
const SLASH = 0x2f;
const COLON = 0x3a;

/** `%XX` for an octet. */
function triplet(octet: number): string {
  return `%${HEX_UPPER[octet >> 4]}${HEX_UPPER[octet & 15]}`;
}

/** The octet of the triplet at `i` (a `%` followed by two hex digits), or -1. */
export function tripletAt(s: string, i: number): number {
  if (i + 2 >= s.length) return -1;
  const h = s.charCodeAt(i + 1);
  const l = s.charCodeAt(i + 2);
  if (h >= 128 || l >= 128) return -1;
  const hv = HEX_VALUE[h]!;
  const lv = HEX_VALUE[l]!;
  return hv < 0 || lv < 0 ? -1 : (hv << 4) | lv;
}

/**
 * Encodes the code point at `i` (a non-ASCII code unit) as UTF-8 triplets (RFC 3986
 * §2.5); a lone surrogate becomes U+FFFD. The caller skips the low surrogate of a pair.
 */
function utf8Triplets(s: string, i: number): string {
  let cp = s.charCodeAt(i);
  if (cp >= 0xd800 && cp <= 0xdfff) {
    const low = cp <= 0xdbff && i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
    cp = low >= 0xdc00 && low <= 0xdfff ? 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00) : 0xfffd;
  }
  if (cp < 0x800) return triplet(0xc0 | (cp >> 6)) + triplet(0x80 | (cp & 63));
  if (cp < 0x10000) {
    return (
      triplet(0xe0 | (cp >> 12)) + triplet(0x80 | ((cp >> 6) & 63)) + triplet(0x80 | (cp & 63))
    );
  }
  return (
    triplet(0xf0 | (cp >> 18)) +
    triplet(0x80 | ((cp >> 12) & 63)) +
    triplet(0x80 | ((cp >> 6) & 63)) +
    triplet(0x80 | (cp & 63))
  );
}

/** Whether the code unit at `i` starts a surrogate pair (two code units to skip). */
function isPairAt(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff || i + 1 >= s.length) return false;
  const low = s.charCodeAt(i + 1);
  return low >= 0xdc00 && low <= 0xdfff;
}

/**
 * Whether `s` holds a `%` that does not start a triplet (RFC 3986 §2.1). Octets are
 * not decoded: `%FF` is well formed although it is not UTF-8.
 */
export function hasMalformedPercent(s: string | undefined): boolean {
  if (s === undefined) return false;
  let i = s.indexOf('%');
  while (i !== -1) {
    if (tripletAt(s, i) < 0) return true;
    i = s.indexOf('%', i + 3);
  }
  return false;
}

/**
 * Upper-cases the hex digits of every triplet (RFC 3986 §6.2.2.1) and, with
 * `decodeUnreserved`, decodes triplets of unreserved characters (§6.2.2.2).
 */
export function normalizeTriplets(s: string, decodeUnreserved: boolean): string {
  let i = s.indexOf('%');
  if (i === -1) return s;
  let out = '';
  let run = 0;
  while (i !== -1) {
    const octet = tripletAt(s, i);
    if (octet < 0) {
      i = s.indexOf('%', i + 1);
      continue;
    }
    out += s.slice(run, i);
    out +=
      decodeUnreserved && octet < 128 && (CHAR_CLASS[octet]! & UNRESERVED) !== 0
        ? String.fromCharCode(octet)
        : triplet(octet);
    run = i + 3;
    i = s.indexOf('%', run);
  }
  return out + s.slice(run);
}

/**
 * Normalizes a parsed path (`keepDot`), query or fragment the way fast-uri does:
 * triplets upper-cased, unreserved triplets decoded (in a path, not `%2E`, which would
 * become a dot segment, §5.2.4), and every character outside `allowed` encoded as UTF-8.
 */
export function normalizeEncoding(s: string, allowed: number, keepDot: boolean): string {
  const length = s.length;
  let out = '';
  let run = 0;
  for (let i = 0; i < length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128 && (CHAR_CLASS[c]! & allowed) !== 0) continue;
    if (c === PERCENT) {
      const octet = tripletAt(s, i);
      if (octet >= 0) {
        const decode =
          octet < 128 && (CHAR_CLASS[octet]! & UNRESERVED) !== 0 && !(keepDot && octet === DOT);
        const hasLower = s.charCodeAt(i + 1) > 0x60 || s.charCodeAt(i + 2) > 0x60;
        if (decode || hasLower) {
          out += s.slice(run, i) + (decode ? String.fromCharCode(octet) : triplet(octet));
          run = i + 3;
        }
        i += 2;
        continue;
      }
    }
    out += s.slice(run, i) + (c < 128 ? triplet(c) : utf8Triplets(s, i));
    if (isPairAt(s, i)) i++;
    run = i + 1;
  }
  return run === 0 ? s : out + s.slice(run);
}

/**
 * Encodes a component for serialization (RFC 3986 §2.1, §3.2.1, §3.3–3.5): characters
 * in `allowed` and valid triplets (upper-cased) stay, the rest is encoded as UTF-8.
 * With `noSchemeColon`, a `:` in the first segment is encoded too (`path-noscheme`, §4.2).
 */
export function encodeComponent(s: string, allowed: number, noSchemeColon: boolean): string {
  const length = s.length;
  let firstSegment = noSchemeColon && s.charCodeAt(0) !== SLASH;
  let out = '';
  let run = 0;
  for (let i = 0; i < length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128 && (CHAR_CLASS[c]! & allowed) !== 0) {
      if (c === SLASH) firstSegment = false;
      else if (c === COLON && firstSegment) {
        out += `${s.slice(run, i)}%3A`;
        run = i + 1;
      }
      continue;
    }
    if (c === PERCENT) {
      const octet = tripletAt(s, i);
      if (octet >= 0) {
        if (s.charCodeAt(i + 1) > 0x60 || s.charCodeAt(i + 2) > 0x60) {
          out += s.slice(run, i) + triplet(octet);
          run = i + 3;
        }
        i += 2;
        continue;
      }
    }
    out += s.slice(run, i) + (c < 128 ? triplet(c) : utf8Triplets(s, i));
    if (isPairAt(s, i)) i++;
    run = i + 1;
  }
  return run === 0 ? s : out + s.slice(run);
}

/**
 * Re-encodes the gen-delims that a decoded host may now hold (`@ / ? #`, and `:` unless
 * the host is an IP address), so that they cannot change the authority (RFC 3986 §3.2.2).
 */
export function reescapeHostDelimiters(host: string, isIP: boolean): string {
  let out = '';
  let run = 0;
  for (let i = 0; i < host.length; i++) {
    const c = host.charCodeAt(i);
    if (c === 0x40 || c === SLASH || c === 0x3f || c === 0x23 || (c === COLON && !isIP)) {
      out += host.slice(run, i) + triplet(c);
      run = i + 1;
    }
  }
  return run === 0 ? host : out + host.slice(run);
}

/**
 * Encodes every character outside `allowed` as UTF-8 triplets, `%` included (RFC 3986
 * §2.1, §2.4); with `keepUnicode`, non-ASCII characters stay (RFC 3987 §2.2 ucschar).
 */
export function encodeAllBut(s: string, allowed: number, keepUnicode: boolean): string {
  let out = '';
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128 ? (CHAR_CLASS[c]! & allowed) !== 0 : keepUnicode && (c < 0xd800 || c > 0xdfff)) {
      continue;
    }
    out += s.slice(run, i) + (c < 128 ? triplet(c) : utf8Triplets(s, i));
    if (isPairAt(s, i)) i++;
    run = i + 1;
  }
  return run === 0 ? s : out + s.slice(run);
}
