// Percent-encoded UTF-8 (RFC 3986 §2.5, RFC 3629 §4): writing a code point as upper-case
// triplets (§2.1), and decoding or encoding the UTF-8 of a whole string.
import { HEX_UPPER, pctCodePointAt } from '@urikit/percent-encoding';

/** The number of UTF-8 octets of the code point `cp` (RFC 3629 §3). */
export function utf8Length(cp: number): number {
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

function triplet(octet: number): string {
  return '%' + HEX_UPPER[octet >> 4]! + HEX_UPPER[octet & 15]!;
}

/** The code point `cp` as the upper-case triplets of its UTF-8 octets (RFC 3629 §3). */
export function encodeCodePoint(cp: number): string {
  if (cp < 0x80) return triplet(cp);
  if (cp < 0x800) return triplet(0xc0 | (cp >> 6)) + triplet(0x80 | (cp & 0x3f));
  if (cp < 0x10000) {
    return (
      triplet(0xe0 | (cp >> 12)) + triplet(0x80 | ((cp >> 6) & 0x3f)) + triplet(0x80 | (cp & 0x3f))
    );
  }
  return (
    triplet(0xf0 | (cp >> 18)) +
    triplet(0x80 | ((cp >> 12) & 0x3f)) +
    triplet(0x80 | ((cp >> 6) & 0x3f)) +
    triplet(0x80 | (cp & 0x3f))
  );
}

/**
 * `value` with every triplet decoded as UTF-8 (the ASCII ones included), or undefined when
 * some triplets do not form well-formed UTF-8: the reg-name of a host as a domain name for
 * IDNA (RFC 3986 §3.2.2: non-ASCII reg-names are percent-encoded UTF-8).
 */
export function decodeUtf8Triplets(value: string): string | undefined {
  let i = value.indexOf('%');
  if (i === -1) return value;
  let out = '';
  let run = 0;
  while (i < value.length) {
    if (value.charCodeAt(i) !== 0x25) {
      i++;
      continue;
    }
    const cp = pctCodePointAt(value, i);
    if (cp < 0) return undefined;
    out += value.slice(run, i) + String.fromCodePoint(cp);
    i += 3 * utf8Length(cp);
    run = i;
  }
  return out + value.slice(run);
}

/**
 * `value` with every non-ASCII character written as the triplets of its UTF-8 octets and
 * nothing else changed (RFC 3987 §3.1 step 2). A lone surrogate, which no valid IRI holds,
 * is encoded as U+FFFD would be.
 */
export function encodeNonAscii(value: string): string {
  let i = 0;
  const length = value.length;
  while (i < length && value.charCodeAt(i) < 0x80) i++;
  if (i === length) return value;
  let out = '';
  let run = 0;
  while (i < length) {
    const c = value.charCodeAt(i);
    if (c < 0x80) {
      i++;
      continue;
    }
    let cp = c;
    let width = 1;
    if (c >= 0xd800 && c <= 0xdfff) {
      const d = i + 1 < length ? value.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
        width = 2;
      } else {
        cp = 0xfffd;
      }
    }
    out += value.slice(run, i) + encodeCodePoint(cp);
    i += width;
    run = i;
  }
  return out + value.slice(run);
}
