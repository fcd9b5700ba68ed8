// The data URI scheme (RFC 2397): parse into media type, parameters and octets, and build
// with whichever of base64 and percent-encoding is shorter.
import { argumentError } from '@urikit/percent-encoding';
import { checkInput, checkPairs, checkValue } from './arguments.js';
import { base64DecodeStrict, base64Encode } from './base64.js';
import { hexValue, isTriplet } from './decode.js';
import { attempt, SchemeError } from './errors.js';
import { type SchemeInput, schemeText } from './input.js';

/**
 * A parsed data URI (RFC 2397 §2): the media type's `type/subtype` in lower case, its
 * parameters in order (names in lower case, values percent-decoded), whether the data was
 * base64, the octets, and `text(charset?)`, which decodes them with the given charset, else
 * the `charset` parameter (if the platform's TextDecoder knows it), else US-ASCII (RFC 2397
 * §2's default).
 *
 * @example
 * ```ts
 * const uri: DataUri = parseDataUri('data:text/plain;charset=UTF-8,caf%C3%A9');
 * uri.text(); // → 'café'
 * ```
 */
export interface DataUri {
  mediaType: string;
  parameters: Array<[string, string]>;
  base64: boolean;
  data: Uint8Array;
  text(charset?: string): string;
}

/**
 * What {@link buildDataUri} writes: a media type (`text/plain` by default), parameters, the
 * data (a string is written as UTF-8) and, optionally, a forced choice of base64.
 *
 * @example
 * ```ts
 * const value: DataUriValue = { mediaType: 'image/png', data: new Uint8Array([137, 80]) };
 * buildDataUri(value); // → 'data:image/png,%89P'
 * ```
 */
export interface DataUriValue {
  mediaType?: string | undefined;
  parameters?: ReadonlyArray<readonly [string, string]> | undefined;
  data: Uint8Array | string;
  base64?: boolean | undefined;
}

/** The parsed value, with `text()` decoding its octets. */
export function result(
  mediaType: string,
  parameters: Array<[string, string]>,
  base64: boolean,
  data: Uint8Array,
): DataUri {
  return {
    mediaType,
    parameters,
    base64,
    data,
    text(charset?: string): string {
      // The first charset parameter, as the first of a name counts in the Fetch MIME parser.
      const label = charset ?? parameters.find(([name]) => name === 'charset')?.[1] ?? 'us-ascii';
      try {
        return new TextDecoder(label).decode(data);
      } catch (error) {
        // A charset the caller asked for is the caller's error; one the platform does not
        // know, from the URI itself, falls back to the §2 default.
        if (charset !== undefined) throw error;
        return new TextDecoder('us-ascii').decode(data);
      }
    },
  };
}

// Character sets as one bit per ASCII code, 32 codes a word: a few bytes each, where importing
// percent-encoding's CHAR_CLASS table would cost the module 85 B min+gzip.
export function inSet(set: readonly number[], c: number): boolean {
  return c < 128 && ((set[c >> 5]! >>> (c & 31)) & 1) === 1;
}

// RFC 3986 query characters (pchar / "/" / "?", RFC 2397's urlchar without "%"): the CHAR_CLASS
// QUERY set (data.test.ts checks they agree).
export const URLCHAR = [0, 0xafffffd2, 0x87ffffff, 0x47fffffe];

// RFC 2045 §5.1 token characters that RFC 3986 lets stand unencoded in a URI: URLCHAR without
// the tspecials "(),/:;=?@" (data.test.ts checks this too).
export const TOKEN = [0, 0x3ff6cd2, 0x87fffffe, 0x47fffffe];

function tokenEnd(text: string, i: number, end: number): number {
  while (i < end && inSet(TOKEN, text.charCodeAt(i))) i++;
  return i;
}

/**
 * Parses a data URI (RFC 2397 §3): `data:[<mediatype>][;base64],<data>`. Without a media type
 * it is `text/plain;charset=US-ASCII` (§2); a fragment is ignored. Strict by default: the
 * media type must be `type/subtype` tokens, parameters `attribute=value`, base64 well padded
 * (RFC 4648 §4), and every `%` a valid triplet. {@link parseDataUrl} applies the Fetch
 * Standard's data: URL processor instead, as browsers do.
 *
 * @example
 * ```ts
 * parseDataUri('data:,A%20brief%20note').text(); // → 'A brief note'
 * parseDataUri('data:text/html;base64,PGI+aGk8L2I+').mediaType; // → 'text/html'
 * parseDataUri('data:text/plain'); // throws missing-comma at 15
 * ```
 */
export function parseDataUri(input: SchemeInput): DataUri {
  const text = schemeText(input, 'data', 'parseDataUri');
  let end = text.indexOf('#', 5);
  if (end < 0) end = text.length;
  const comma = text.indexOf(',', 5);
  if (comma < 0 || comma > end) throw new SchemeError('data', 'missing-comma', text, end);
  let i = 5;
  let mediaType = 'text/plain';
  const parameters: Array<[string, string]> = [];
  let base64 = false;
  if (i < comma && text.charCodeAt(i) !== 0x3b) {
    // mediatype := [ type "/" subtype ] *( ";" parameter )
    const slash = tokenEnd(text, i, comma);
    if (slash === i || text.charCodeAt(slash) !== 0x2f)
      throw new SchemeError('data', 'invalid-media-type', text, slash);
    const subEnd = tokenEnd(text, slash + 1, comma);
    if (subEnd === slash + 1 || (subEnd < comma && text.charCodeAt(subEnd) !== 0x3b)) {
      throw new SchemeError('data', 'invalid-media-type', text, subEnd);
    }
    mediaType = text.slice(i, subEnd).toLowerCase();
    i = subEnd;
  } else if (i === comma || isBase64Marker(text, i + 1, comma)) {
    parameters.push(['charset', 'US-ASCII']);
  }
  while (i < comma) {
    // ";" parameter, or the final ";base64"
    if (isBase64Marker(text, i + 1, comma)) {
      base64 = true;
      break;
    }
    const nameEnd = tokenEnd(text, i + 1, comma);
    if (nameEnd === i + 1 || text.charCodeAt(nameEnd) !== 0x3d)
      throw new SchemeError('data', 'invalid-media-type', text, nameEnd);
    let valueEnd = nameEnd + 1;
    while (valueEnd < comma && text.charCodeAt(valueEnd) !== 0x3b) {
      const c = text.charCodeAt(valueEnd);
      if (c === 0x25 ? !isTriplet(text, valueEnd) : !inSet(TOKEN, c)) {
        throw new SchemeError(
          'data',
          c === 0x25 ? 'invalid-percent-encoding' : 'invalid-media-type',
          text,
          valueEnd,
        );
      }
      valueEnd++;
    }
    if (valueEnd === nameEnd + 1)
      throw new SchemeError('data', 'invalid-media-type', text, valueEnd);
    let value: string;
    try {
      // A parameter value is text: its octets must be UTF-8 (RFC 3629).
      value = new TextDecoder('utf-8', { fatal: true }).decode(
        decodeLenient(text.slice(nameEnd + 1, valueEnd)),
      );
    } catch {
      throw new SchemeError('data', 'invalid-percent-encoding', text, nameEnd + 1);
    }
    parameters.push([text.slice(i + 1, nameEnd).toLowerCase(), value]);
    i = valueEnd;
  }
  for (let j = comma + 1; j < end; j++) {
    const c = text.charCodeAt(j);
    // data := *urlchar (RFC 2397 §3), that is RFC 3986's query characters.
    if (c === 0x25) {
      if (!isTriplet(text, j)) throw new SchemeError('data', 'invalid-percent-encoding', text, j);
    } else if (!inSet(URLCHAR, c)) {
      throw new SchemeError('data', 'invalid-char', text, j);
    }
  }
  if (!base64)
    return result(mediaType, parameters, false, decodeLenient(text.slice(comma + 1, end)));
  const data = base64DecodeStrict(text, comma + 1, end);
  if (typeof data === 'number') throw new SchemeError('data', 'invalid-base64', text, ~data);
  return result(mediaType, parameters, true, data);
}

// ";base64" ends the header: "base64" (ASCII case-insensitive) right before the comma.
function isBase64Marker(text: string, i: number, comma: number): boolean {
  return comma - i === 6 && text.slice(i, comma).toLowerCase() === 'base64';
}

// The URL Standard's "percent-decode": UTF-8 octets, a "%" without two hex digits kept as is.
export function decodeLenient(body: string): Uint8Array {
  const utf8 = new TextEncoder().encode(body);
  const out = new Uint8Array(utf8.length);
  let o = 0;
  for (let i = 0; i < utf8.length; i++) {
    let c = utf8[i]!;
    if (c === 0x25) {
      // Negative unless both digits are hex (a missing one is undefined, so -1 too).
      const octet = (hexValue(utf8[i + 1]) << 4) | hexValue(utf8[i + 2]);
      if (octet >= 0) {
        c = octet;
        i += 2;
      }
    }
    out[o++] = c;
  }
  return out.subarray(0, o);
}

// The types of DataUriValue but its data (a string or a Uint8Array), for checkValue.
const DATA_VALUE = { mediaType: 'string', parameters: 'array', base64: 'boolean' } as const;

/**
 * A data URI for `value` (RFC 2397 §3) that {@link parseDataUri} reads back: the media type
 * left out when it is the default `text/plain;charset=US-ASCII`, parameter values
 * percent-encoded, and the data in base64 when that is shorter than percent-encoding (or when
 * `base64` says so).
 *
 * @example
 * ```ts
 * buildDataUri({ data: 'A brief note' }); // → 'data:,A%20brief%20note'
 * buildDataUri({ mediaType: 'text/plain', parameters: [['charset', 'UTF-8']], data: 'é' }); // → 'data:text/plain;charset=UTF-8,%C3%A9'
 * ```
 */
export function buildDataUri(value: DataUriValue): string {
  // The check's copy, with `data` (two types, checked below) read once into it too.
  value = { ...checkValue('buildDataUri', value, DATA_VALUE, []), data: value.data };
  checkPairs('buildDataUri', 'value.parameters', value.parameters, false);
  if (!(typeof value.data === 'string' || value.data instanceof Uint8Array)) {
    throw argumentError('buildDataUri', 'value.data', 'a string or a Uint8Array', value.data);
  }
  const mediaType = value.mediaType ?? 'text/plain';
  const parameters =
    value.parameters ?? (value.mediaType === undefined ? [['charset', 'US-ASCII'] as const] : []);
  const slash = tokenEnd(mediaType, 0, mediaType.length);
  if (
    slash === 0 ||
    mediaType.charCodeAt(slash) !== 0x2f ||
    tokenEnd(mediaType, slash + 1, mediaType.length) !== mediaType.length ||
    slash + 1 === mediaType.length
  ) {
    throw new SchemeError('data', 'invalid-value', mediaType, slash);
  }
  let header = mediaType;
  for (const [name, text] of parameters) {
    const bad = tokenEnd(name, 0, name.length);
    if (name === '' || bad !== name.length || name.toLowerCase() === 'base64') {
      throw new SchemeError('data', 'invalid-value', name, bad);
    }
    if (text === '') throw new SchemeError('data', 'invalid-value', text, 0);
    let encoded: string;
    try {
      // UTF-8 percent-encoding of all but unreserved and "!*'" (token characters); "(" and
      // ")" are tspecials of RFC 2045 §5.1, so they are encoded too.
      encoded = encodeURIComponent(text).replaceAll('(', '%28').replaceAll(')', '%29');
    } catch {
      // Only a lone surrogate has no UTF-8 form.
      throw new SchemeError('data', 'invalid-value', text, 0);
    }
    header += `;${name}=${encoded}`;
  }
  // RFC 2397 §2: the default media type is left out. Type, subtype and parameter name are
  // case-insensitive; the charset value is kept as written unless it is exactly US-ASCII.
  if (header.slice(0, 19).toLowerCase() + header.slice(19) === 'text/plain;charset=US-ASCII') {
    header = '';
  }
  const data = typeof value.data === 'string' ? new TextEncoder().encode(value.data) : value.data;
  // Each octet takes one character or a three-character triplet.
  const percent = encodeBytes(data);
  // ";base64" costs 7 characters; four characters carry three octets.
  const base64 = value.base64 ?? 7 + Math.ceil(data.length / 3) * 4 < percent.length;
  return base64 ? `data:${header};base64,${base64Encode(data)}` : `data:${header},${percent}`;
}

// Octets as RFC 3986 query characters where they are some, %HH triplets otherwise (§2.1).
function encodeBytes(data: Uint8Array): string {
  let out = '';
  for (let i = 0; i < data.length; i++) {
    const c = data[i]!;
    // c + 256 has three hex digits, the last two being c's.
    out += inSet(URLCHAR, c)
      ? String.fromCharCode(c)
      : `%${(c + 256).toString(16).slice(1).toUpperCase()}`;
  }
  return out;
}

/**
 * {@link parseDataUri} that returns `undefined` instead of throwing a SchemeError.
 *
 * @example
 * ```ts
 * tryParseDataUri('data:text/plain;base64,%%%'); // → undefined
 * ```
 */
export function tryParseDataUri(input: SchemeInput): DataUri | undefined {
  checkInput('tryParseDataUri', input);
  return attempt(() => parseDataUri(input));
}
