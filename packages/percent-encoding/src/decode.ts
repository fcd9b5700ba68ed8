// Percent-decoding (RFC 3986 §2.1, §2.4): triplets to octets, and octets to text as
// UTF-8 (RFC 3629), with a choice of what to do with malformed or ill-formed input.
import { requireOptions, requireString, requireType } from './arguments.js';
import { KEEP, REPLACE, THROW } from './decode-modes.js';
import { fail, failureError } from './errors.js';
import { octetAt } from './pct-encoded.js';
import {
  continuationCount,
  firstContinuationMax,
  firstContinuationMin,
  fromCodePoint,
} from './utf8.js';

/**
 * Options of {@link percentDecode}: how to treat malformed triplets (RFC 3986 §2.1)
 * and octets that are not well-formed UTF-8 (RFC 3629 §4).
 *
 * @example
 * ```ts
 * percentDecode('%FFx', { invalid: 'replace' }); // → '\uFFFDx'
 * ```
 */
export interface PercentDecodeOptions {
  /**
   * What to do with a `%` that does not start a triplet, and with triplets whose
   * octets are not well-formed UTF-8:
   * - `'throw'` (default): throw a PercentEncodingError at the first of them;
   * - `'keep'`: leave them as they are in the input;
   * - `'replace'`: a malformed `%` stays as it is; each maximal subpart of an
   *   ill-formed UTF-8 sequence becomes one U+FFFD, as the WHATWG Encoding
   *   Standard's UTF-8 decoder does.
   */
  invalid?: 'throw' | 'keep' | 'replace';
}

/** The mode of checked options (see percentDecode). */
function modeOf(invalid: unknown): number {
  return invalid === 'keep' ? KEEP : invalid === 'replace' ? REPLACE : THROW;
}

// The second result of sequenceEnd, kept in one object so that the scan allocates nothing.
const decoded = { ok: false, cp: 0 };

/**
 * The end (exclusive) of the UTF-8 sequence whose lead triplet is at `start`:
 * after all of its triplets when it is well-formed, otherwise after its maximal
 * subpart (the longest prefix of a well-formed sequence, or the lead alone), the
 * unit the WHATWG decoder replaces with one U+FFFD. `decoded.cp` receives the
 * code point of a well-formed sequence; `decoded.ok` says which case it was.
 */
function sequenceEnd(value: string, start: number, lead: number): number {
  let need = continuationCount(lead);
  let end = start + 3;
  if (need < 0) {
    decoded.ok = false;
    return end;
  }
  // The lead's payload: 5, 4 or 3 low bits for a 2-, 3- or 4-octet sequence.
  let cp = lead & (0x7f >> need);
  let min = firstContinuationMin(lead);
  let max = firstContinuationMax(lead);
  while (need > 0) {
    const b = octetAt(value, end);
    if (b < min || b > max) {
      decoded.ok = false;
      return end;
    }
    cp = (cp << 6) | (b & 0x3f);
    min = 0x80;
    max = 0xbf;
    end += 3;
    need--;
  }
  decoded.ok = true;
  decoded.cp = cp;
  return end;
}

/**
 * The code point of the well-formed UTF-8 sequence of triplets that starts at `index`
 * of `value` (RFC 3986 §2.1, §2.5), or -1 when none starts there: no triplet at
 * `index`, or octets that are not well-formed UTF-8 as RFC 3629 §4 defines it (no
 * overlong forms, no surrogates U+D800–U+DFFF, nothing above U+10FFFF). A sequence of
 * a code point `cp` spans 3 characters per UTF-8 octet of `cp`. Never throws.
 *
 * @example
 * ```ts
 * pctCodePointAt('caf%C3%A9', 3); // → 233
 * pctCodePointAt('%41', 0); // → 65
 * pctCodePointAt('%C3', 0); // → -1
 * pctCodePointAt('%C0%AF', 0); // → -1
 * ```
 */
export function pctCodePointAt(value: string, index: number): number {
  requireString('pctCodePointAt', 'value', value);
  requireType('pctCodePointAt', 'index', index, 'number');
  const lead = octetAt(value, index);
  if (lead < 0x80) return lead;
  sequenceEnd(value, index, lead);
  return decoded.ok ? decoded.cp : -1;
}

function decode(value: string, mode: number): string | undefined {
  let i = value.indexOf('%');
  if (i === -1) return value;
  const length = value.length;
  let done = '';
  let out = '';
  let run = 0;
  while (i < length) {
    if (value.charCodeAt(i) !== 0x25) {
      i++;
      continue;
    }
    // A chunk of about 4,000 characters at a time, flattened by reading one of its characters
    // (see encode.ts): one rope of every piece made a 1 MB text cost more than linear time.
    if (out.length > 4e3) {
      out.charCodeAt(0);
      done += out;
      out = '';
    }
    const lead = octetAt(value, i);
    if (lead < 0) {
      if (mode === THROW) return fail('invalid-percent-encoding', i);
      i++;
      continue;
    }
    if (lead < 0x80) {
      out += value.slice(run, i) + String.fromCharCode(lead);
      i += 3;
      run = i;
      continue;
    }
    const end = sequenceEnd(value, i, lead);
    if (decoded.ok) {
      out += value.slice(run, i) + fromCodePoint(decoded.cp);
      run = end;
    } else if (mode === THROW) {
      return fail('invalid-utf8', i);
    } else if (mode === REPLACE) {
      out += value.slice(run, i) + '\uFFFD';
      run = end;
    }
    i = end;
  }
  return run === 0 ? value : done + out + value.slice(run);
}

/**
 * Decodes every %HH triplet of `value` (RFC 3986 §2.1, §2.4) and reads the octets as
 * UTF-8 (RFC 3629). Characters that are not part of a triplet, non-ASCII ones included,
 * pass through unchanged; `+` is not a space (that is HTML form encoding, not RFC 3986).
 * Returns `value` itself when it holds nothing to decode.
 *
 * @example
 * ```ts
 * percentDecode('caf%C3%A9%20au%20lait'); // → 'café au lait'
 * percentDecode('a+b'); // → 'a+b'
 * percentDecode('100%', { invalid: 'keep' }); // → '100%'
 * ```
 *
 * @throws {PercentEncodingError} with `invalid: 'throw'` (the default):
 * `'invalid-percent-encoding'` at a `%` without two hex digits, `'invalid-utf8'`
 * at the first triplet of an ill-formed UTF-8 sequence.
 */
export function percentDecode(value: string, options?: PercentDecodeOptions): string {
  requireString('percentDecode', 'value', value);
  // One named load first: requireOptions' keyed loads cost more than decoding a short value.
  const invalid = (options as { invalid?: unknown } | undefined)?.invalid;
  if (
    options !== undefined &&
    (typeof options !== 'object' ||
      options === null ||
      !(
        invalid === undefined ||
        invalid === 'throw' ||
        invalid === 'keep' ||
        invalid === 'replace'
      ))
  ) {
    // The value already read, not a second read (CONTRIBUTING.md: an option is read once).
    requireOptions('percentDecode', options, {});
    requireType('percentDecode', 'options.invalid', invalid, ['throw', 'keep', 'replace']);
  }
  const result = decode(value, modeOf(invalid));
  if (result === undefined) throw failureError(value);
  return result;
}

/**
 * Like {@link percentDecode} with `invalid: 'throw'`, but `undefined` instead of throwing
 * (RFC 3986 §2.1, RFC 3629).
 *
 * @example
 * ```ts
 * tryPercentDecode('%C3%A9'); // → 'é'
 * tryPercentDecode('%C3'); // → undefined
 * ```
 */
export function tryPercentDecode(value: string): string | undefined {
  requireString('tryPercentDecode', 'value', value);
  return decode(value, THROW);
}

// The octets of `value`: a first pass validates and counts, a second fills an
// array of exactly that size.
function decodeBytes(value: string): Uint8Array | undefined {
  const length = value.length;
  let size = 0;
  for (let i = 0; i < length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x25) {
      if (octetAt(value, i) < 0) return fail('invalid-percent-encoding', i);
      i += 2;
      size += 1;
    } else if (c < 0x80) {
      size += 1;
    } else if (c < 0x800) {
      size += 2;
    } else if (c < 0xd800 || c > 0xdfff) {
      size += 3;
    } else {
      const d = i + 1 < length ? value.charCodeAt(i + 1) : 0;
      if (c > 0xdbff || d < 0xdc00 || d > 0xdfff) return fail('lone-surrogate', i);
      i++;
      size += 4;
    }
  }
  const bytes = new Uint8Array(size);
  let n = 0;
  for (let i = 0; i < length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x25) {
      bytes[n++] = octetAt(value, i);
      i += 2;
    } else if (c < 0x80) {
      bytes[n++] = c;
    } else if (c < 0x800) {
      bytes[n++] = 0xc0 | (c >> 6);
      bytes[n++] = 0x80 | (c & 0x3f);
    } else if (c < 0xd800 || c > 0xdfff) {
      bytes[n++] = 0xe0 | (c >> 12);
      bytes[n++] = 0x80 | ((c >> 6) & 0x3f);
      bytes[n++] = 0x80 | (c & 0x3f);
    } else {
      const cp = ((c - 0xd800) << 10) + (value.charCodeAt(++i) - 0xdc00) + 0x10000;
      bytes[n++] = 0xf0 | (cp >> 18);
      bytes[n++] = 0x80 | ((cp >> 12) & 0x3f);
      bytes[n++] = 0x80 | ((cp >> 6) & 0x3f);
      bytes[n++] = 0x80 | (cp & 0x3f);
    }
  }
  return bytes;
}

/**
 * The octets that `value` stands for, for data that is not UTF-8 text: each
 * triplet is its octet (RFC 3986 §2.1), every other character its UTF-8 octets (§2.5).
 *
 * @example
 * ```ts
 * percentDecodeBytes('%FFa%00'); // → Uint8Array [255, 97, 0]
 * percentDecodeBytes('é'); // → Uint8Array [195, 169]
 * ```
 *
 * @throws {PercentEncodingError} `'invalid-percent-encoding'` at a `%` without two
 * hex digits, `'lone-surrogate'` at an unpaired surrogate (it has no UTF-8 form).
 */
export function percentDecodeBytes(value: string): Uint8Array {
  requireString('percentDecodeBytes', 'value', value);
  const bytes = decodeBytes(value);
  if (bytes === undefined) throw failureError(value);
  return bytes;
}

/**
 * Like {@link percentDecodeBytes}, but `undefined` instead of throwing (RFC 3986 §2.1, §2.5).
 *
 * @example
 * ```ts
 * tryPercentDecodeBytes('%FF'); // → Uint8Array [255]
 * tryPercentDecodeBytes('%F'); // → undefined
 * ```
 */
export function tryPercentDecodeBytes(value: string): Uint8Array | undefined {
  requireString('tryPercentDecodeBytes', 'value', value);
  return decodeBytes(value);
}
