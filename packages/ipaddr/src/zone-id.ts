// RFC 6874 §2 zone IDs in IP-literals: `IPv6addrz = IPv6address "%25" ZoneID`,
// `ZoneID = 1*( unreserved / pct-encoded )`; validation and decoding to the zone's text.
import { charClass, FIVE, hexValue, NOT_HEX, PERCENT, TWO, UNRESERVED } from './char-table.js';
import { INVALID_ZONE_ID } from './codes.js';
import { fail } from './failure.js';

const REPLACEMENT = '\ufffd';

/**
 * Scans `text[start, end)`, which begins with "%", as `"%25" ZoneID` and returns `end`, or -1
 * after recording the offset of the first character that breaks the grammar.
 */
export function scanZoneId(text: string, start: number, end: number): number {
  // RFC 6874 §2: the "%" that introduces the zone is itself percent-encoded as "%25", and the
  // ZoneID after it is not empty.
  let i = start + 1;
  if (i < end && text.charCodeAt(i) === TWO && ++i < end && text.charCodeAt(i) === FIVE) i++;
  if (i !== start + 3 || i === end) return fail(INVALID_ZONE_ID, i);
  // ZoneID = 1*( unreserved / pct-encoded ); `owed` counts the hex digits a "%" still needs.
  let owed = 0;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (owed > 0) {
      if (hexValue(c) === NOT_HEX) return fail(INVALID_ZONE_ID, i);
      owed--;
    } else if (c === PERCENT) {
      owed = 2;
    } else if ((charClass(c) & UNRESERVED) === 0) {
      return fail(INVALID_ZONE_ID, i);
    }
  }
  return owed > 0 ? fail(INVALID_ZONE_ID, end) : end;
}

/**
 * The text of a zone ID already validated by {@link scanZoneId} (`text[start, end)` after "%25"):
 * percent-encoded octets are decoded as UTF-8, ill-formed sequences becoming U+FFFD as in the
 * WHATWG Encoding Standard's UTF-8 decoder.
 */
export function decodeZoneId(text: string, start: number, end: number): string {
  const raw = text.slice(start, end);
  if (raw.indexOf('%') < 0) return raw;
  const bytes: number[] = [];
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === PERCENT) {
      bytes.push((hexValue(text.charCodeAt(i + 1)) << 4) | hexValue(text.charCodeAt(i + 2)));
      i += 2;
    } else {
      bytes.push(c);
    }
  }
  return decodeUtf8(bytes);
}

/** UTF-8 decoding that replaces each maximal ill-formed subpart with U+FFFD (Unicode §3.9). */
function decodeUtf8(bytes: readonly number[]): string {
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i++]!;
    if (lead < 0x80) {
      out += String.fromCharCode(lead);
      continue;
    }
    let need: number;
    let codePoint: number;
    // Bounds of the first continuation byte exclude overlongs and surrogates (Unicode Table 3-7).
    let lower = 0x80;
    let upper = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) {
      need = 1;
      codePoint = lead & 0x1f;
    } else if (lead >= 0xe0 && lead <= 0xef) {
      need = 2;
      codePoint = lead & 0x0f;
      if (lead === 0xe0) lower = 0xa0;
      if (lead === 0xed) upper = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      need = 3;
      codePoint = lead & 0x07;
      if (lead === 0xf0) lower = 0x90;
      if (lead === 0xf4) upper = 0x8f;
    } else {
      out += REPLACEMENT;
      continue;
    }
    for (; need > 0; need--) {
      const next = bytes[i];
      if (next === undefined || next < lower || next > upper) break;
      codePoint = (codePoint << 6) | (next & 0x3f);
      lower = 0x80;
      upper = 0xbf;
      i++;
    }
    out += need === 0 ? String.fromCodePoint(codePoint) : REPLACEMENT;
  }
  return out;
}
