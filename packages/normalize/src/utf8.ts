// Percent-encoded UTF-8 (RFC 3986 §2.5, RFC 3629 §4): reading one well-formed sequence of
// triplets as a code point, and writing a code point as upper-case triplets (§2.1).
import { HEX_UPPER, HEX_VALUE } from '@urikit/percent-encoding';

/** The octet of the triplet at `i` of `value`, or -1 when no well-formed triplet starts there. */
export function octetAt(value: string, i: number): number {
  if (i + 2 >= value.length || value.charCodeAt(i) !== 0x25) return -1;
  const high = value.charCodeAt(i + 1);
  const low = value.charCodeAt(i + 2);
  if (high >= 128 || low >= 128) return -1;
  const h = HEX_VALUE[high]!;
  const l = HEX_VALUE[low]!;
  return h < 0 || l < 0 ? -1 : (h << 4) | l;
}

/**
 * The code point of the well-formed UTF-8 sequence of triplets starting at `i`, or -1.
 * RFC 3629 §4 is strict: no overlong forms, no surrogates (U+D800–U+DFFF), nothing above
 * U+10FFFF. The sequence takes 3 characters per octet of {@link utf8Length}.
 */
export function codePointAt(value: string, i: number): number {
  const lead = octetAt(value, i);
  if (lead < 0x80) return lead;
  let need: number;
  let cp: number;
  // The bounds of the second octet exclude overlong forms, surrogates and > U+10FFFF.
  let min = 0x80;
  let max = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) {
    need = 1;
    cp = lead & 0x1f;
  } else if (lead >= 0xe0 && lead <= 0xef) {
    need = 2;
    cp = lead & 0x0f;
    if (lead === 0xe0) min = 0xa0;
    else if (lead === 0xed) max = 0x9f;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    need = 3;
    cp = lead & 0x07;
    if (lead === 0xf0) min = 0x90;
    else if (lead === 0xf4) max = 0x8f;
  } else {
    return -1;
  }
  let at = i + 3;
  while (need > 0) {
    const b = octetAt(value, at);
    if (b < min || b > max) return -1;
    cp = (cp << 6) | (b & 0x3f);
    min = 0x80;
    max = 0xbf;
    at += 3;
    need--;
  }
  return cp;
}

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
    const cp = codePointAt(value, i);
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
