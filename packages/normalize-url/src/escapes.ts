// Percent-encoded octets (URL Standard §1.3, RFC 3986 §2.1) as normalize-url rewrites them: hex
// digits in upper case (RFC 3986 §6.2.2.1), triplets of unreserved characters decoded (§6.2.2.2).
import { CHAR_CLASS, HEX_UPPER, hexValue, pctOctetAt, UNRESERVED } from '@urikit/percent-encoding';

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
      pctOctetAt(text, at) >= 0 &&
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
    if (pctOctetAt(text, at) < 0) continue;
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
    const octet = pctOctetAt(text, at);
    if (octet >= 0) {
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
