// Percent-encoding and decoding of scheme-specific parts as UTF-8 (RFC 3986 §2.1, §2.5;
// RFC 3629), with offsets in the whole input. These lean on the platform's
// encodeURIComponent / decodeURIComponent for the UTF-8 work: percent-encoding's general
// percentDecode and percentEncode (with their options and error class) cost 1.1 kB
// min+gzip each, which alone would break the 2 kB budget of a scheme module.
import { CHAR_CLASS, HEXDIG } from '@urikit/percent-encoding';
import { SchemeError, type SchemeName } from './errors.js';

function isHex(c: number): boolean {
  return c < 128 && (CHAR_CLASS[c]! & HEXDIG) !== 0;
}

/** The value of HEXDIG `c` (RFC 3986 §2.1, either case), or -1 for any other code or none. */
export function hexValue(c: number | undefined): number {
  // undefined and NaN fail both tests (undefined | 0x20 is 0x20).
  if (c! >= 0x30 && c! <= 0x39) return c! - 0x30;
  const l = c! | 0x20;
  return l >= 0x61 && l <= 0x66 ? l - 0x57 : -1;
}

/** Whether `text` holds a pct-encoded triplet (RFC 3986 §2.1) at `i`. */
export function isTriplet(text: string, i: number): boolean {
  // Arithmetic rather than CHAR_CLASS, so that the data module need not carry the table.
  return (
    text.charCodeAt(i) === 0x25 &&
    hexValue(text.charCodeAt(i + 1)) >= 0 &&
    hexValue(text.charCodeAt(i + 2)) >= 0
  );
}

/** The offset of the first "%" in `text[start, end)` not followed by two hex digits, or -1. */
export function badTriplet(text: string, start: number, end: number): number {
  for (let i = text.indexOf('%', start); i >= 0 && i < end; i = text.indexOf('%', i + 1)) {
    if (i + 2 >= end || !isHex(text.charCodeAt(i + 1)) || !isHex(text.charCodeAt(i + 2))) return i;
  }
  return -1;
}

/** `text.slice(start, end)` percent-decoded as UTF-8; a bad triplet throws at its offset. */
export function decodeSlice(scheme: SchemeName, text: string, start: number, end: number): string {
  const part = text.slice(start, end);
  // Fast path: nothing to decode, so the slice is the value.
  if (part.indexOf('%') < 0) return part;
  let at = badTriplet(text, start, end);
  if (at < 0) {
    try {
      return decodeURIComponent(part);
    } catch {
      at = badUtf8(text, start, end);
    }
  }
  throw new SchemeError(scheme, 'invalid-percent-encoding', text, at);
}

// The first triplet that starts an ill-formed UTF-8 sequence (RFC 3629 §4), once every
// triplet is known to be well formed; only reached when decodeURIComponent refused. Each
// lead octet's whole sequence goes through decodeURIComponent, which checks continuation
// octets, overlong forms, surrogates and the U+10FFFF limit.
function badUtf8(text: string, start: number, end: number): number {
  for (let i = text.indexOf('%', start); i >= 0 && i < end; i = text.indexOf('%', i + 3)) {
    const lead = Number.parseInt(text.slice(i + 1, i + 3), 16);
    if (lead < 0x80) continue;
    const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
    try {
      decodeURIComponent(text.slice(i, i + 3 * length));
    } catch {
      return i;
    }
    i += 3 * (length - 1);
  }
  return start;
}

/**
 * `value` with every character that `keep` refuses percent-encoded as UTF-8; returns the
 * offset of a lone surrogate (which has no UTF-8 form) as a negative number minus one.
 */
export function encodeText(
  value: string,
  keep: (c: number, i: number) => boolean,
): string | number {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 128) {
      out += keep(c, i) ? value[i] : `%${c < 16 ? '0' : ''}${c.toString(16).toUpperCase()}`;
      continue;
    }
    const pair = c >= 0xd800 && c < 0xdc00 && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (c >= 0xd800 && c < 0xe000 && !pair) return -i - 1;
    if (pair) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else out += encodeURIComponent(value[i]!);
  }
  return out;
}

/** The class test of `bits` in percent-encoding's CHAR_CLASS, for ASCII `c`. */
export function inClass(bits: number): (c: number) => boolean {
  return (c) => (CHAR_CLASS[c]! & bits) !== 0;
}
