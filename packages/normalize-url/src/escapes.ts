// Percent-encoded octets (URL Standard §1.3, RFC 3986 §2.1) as normalize-url rewrites them: hex
// digits in upper case (RFC 3986 §6.2.2.1), triplets of unreserved characters decoded (§6.2.2.2),
// and the UTF-8 decoding and encoding behind its query round trip (Encoding Standard §4 UTF-8).
import { CHAR_CLASS, HEX_UPPER, hexValue, UNRESERVED } from '@urikit/percent-encoding';

/** Whether `text[at]` is `%` followed by two hex digits. */
export function isTriplet(text: string, at: number): boolean {
  return (
    text.charCodeAt(at) === 0x25 &&
    hexValue(text.charCodeAt(at + 1)) >= 0 &&
    hexValue(text.charCodeAt(at + 2)) >= 0
  );
}

/** The octet of the triplet at `at` (see {@link isTriplet}). */
export function tripletOctet(text: string, at: number): number {
  return (hexValue(text.charCodeAt(at + 1)) << 4) | hexValue(text.charCodeAt(at + 2));
}

/** `%XX` for the octet `octet`, hex digits in upper case. */
export function triplet(octet: number): string {
  return `%${HEX_UPPER[octet >> 4]}${HEX_UPPER[octet & 15]}`;
}

/** Whether `c` is a lower-case hex letter (a-f). */
function isLowerHexLetter(c: number): boolean {
  return c >= 0x61 && c <= 0x66;
}

/** `text` with the hex digits of every triplet in upper case (RFC 3986 §6.2.2.1). */
export function upperTriplets(text: string): string {
  let at = text.indexOf('%');
  // Most components have no triplet with a lower-case digit: find the first one, or return.
  while (at >= 0) {
    if (
      isTriplet(text, at) &&
      (isLowerHexLetter(text.charCodeAt(at + 1)) || isLowerHexLetter(text.charCodeAt(at + 2)))
    ) {
      break;
    }
    at = text.indexOf('%', at + 1);
  }
  if (at < 0) return text;
  let out = '';
  let start = 0;
  for (; at >= 0; at = text.indexOf('%', at + 1)) {
    if (!isTriplet(text, at)) continue;
    out += text.slice(start, at + 1) + text.slice(at + 1, at + 3).toUpperCase();
    start = at + 3;
    at += 2;
  }
  return out + text.slice(start);
}

/**
 * Whether the `%` at `at`, which starts no triplet, has a hex digit after it, or a triplet that
 * decodes to one: decoding the triplets of unreserved characters would join the two into a new
 * triplet (`%%41` → `%A`), so normalize-url writes that `%` as `%25`.
 */
function percentBeforeHex(text: string, at: number): boolean {
  const next = text.charCodeAt(at + 1);
  if (hexValue(next) >= 0) return true;
  if (next !== 0x25) return false;
  const high = text.charCodeAt(at + 2);
  const low = text.charCodeAt(at + 3);
  // %30-%39, %41-%46, %61-%66: the triplets of 0-9, A-F and a-f.
  return (
    (high === 0x33 && low >= 0x30 && low <= 0x39) ||
    ((high === 0x34 || high === 0x36) && low >= 0x31 && low <= 0x36)
  );
}

/**
 * `text` with the triplets of unreserved characters (ALPHA DIGIT `-` `.` `_` `~`, RFC 3986
 * §2.3) decoded, and a `%` that starts no triplet but stands before a hex digit written as
 * `%25`; every other triplet stays as it is.
 */
export function decodeUnreserved(text: string): string {
  let at = text.indexOf('%');
  if (at < 0) return text;
  let out = '';
  let start = 0;
  for (; at >= 0; at = text.indexOf('%', at + 1)) {
    if (isTriplet(text, at)) {
      const octet = tripletOctet(text, at);
      if ((CHAR_CLASS[octet]! & UNRESERVED) !== 0) {
        out += text.slice(start, at) + String.fromCharCode(octet);
        start = at + 3;
        at += 2;
      }
    } else if (percentBeforeHex(text, at)) {
      out += `${text.slice(start, at)}%25`;
      start = at + 1;
    }
  }
  return out + text.slice(start);
}

/**
 * The UTF-8 decoding of `octets[start, end)` (Encoding Standard §4.3 "UTF-8 decoder"): each
 * maximal invalid subsequence becomes one U+FFFD, as URLSearchParams and TextDecoder read it;
 * a byte order mark is kept ("UTF-8 decode without BOM").
 */
export function decodeUtf8(octets: readonly number[], start: number, end: number): string {
  let out = '';
  let needed = 0;
  let seen = 0;
  let codePoint = 0;
  let lower = 0x80;
  let upper = 0xbf;
  for (let i = start; i < end; i++) {
    const octet = octets[i]!;
    if (needed === 0) {
      if (octet <= 0x7f) {
        out += String.fromCharCode(octet);
      } else if (octet >= 0xc2 && octet <= 0xdf) {
        needed = 1;
        codePoint = octet & 0x1f;
      } else if (octet >= 0xe0 && octet <= 0xef) {
        if (octet === 0xe0) lower = 0xa0;
        if (octet === 0xed) upper = 0x9f;
        needed = 2;
        codePoint = octet & 0xf;
      } else if (octet >= 0xf0 && octet <= 0xf4) {
        if (octet === 0xf0) lower = 0x90;
        if (octet === 0xf4) upper = 0x8f;
        needed = 3;
        codePoint = octet & 0x7;
      } else {
        out += '\ufffd';
      }
      continue;
    }
    if (octet < lower || octet > upper) {
      // The sequence is cut short: one U+FFFD, and the octet is read again on its own.
      needed = seen = codePoint = 0;
      lower = 0x80;
      upper = 0xbf;
      out += '\ufffd';
      i--;
      continue;
    }
    lower = 0x80;
    upper = 0xbf;
    codePoint = (codePoint << 6) | (octet & 0x3f);
    if (++seen === needed) {
      out += String.fromCodePoint(codePoint);
      needed = seen = codePoint = 0;
    }
  }
  return needed === 0 ? out : `${out}\ufffd`;
}

/** The UTF-8 octets of the code point `c` (not a surrogate), as triplets. */
export function utf8Triplets(c: number): string {
  if (c < 0x80) return triplet(c);
  if (c < 0x800) return triplet(0xc0 | (c >> 6)) + triplet(0x80 | (c & 0x3f));
  if (c < 0x10000) {
    return (
      triplet(0xe0 | (c >> 12)) + triplet(0x80 | ((c >> 6) & 0x3f)) + triplet(0x80 | (c & 0x3f))
    );
  }
  return (
    triplet(0xf0 | (c >> 18)) +
    triplet(0x80 | ((c >> 12) & 0x3f)) +
    triplet(0x80 | ((c >> 6) & 0x3f)) +
    triplet(0x80 | (c & 0x3f))
  );
}
