// Encoding one name or value for a query: RFC 3986 §3.4 (the query characters, minus the ones
// that separate pairs), or application/x-www-form-urlencoded (WHATWG URL Standard §5.2).
import {
  CHAR_CLASS,
  HEX_UPPER,
  PercentEncodingError,
  percentEncode,
  QUERY,
} from '@urikit/percent-encoding';
import { QueryError } from './errors.js';

const RFC = 1;
const FORM = 2;

// One 128-entry table of the characters each encoding leaves as they are.
function buildSafe(): Uint8Array {
  const safe = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    // RFC 3986 §3.4: query = *( pchar / "/" / "?" ); "&", "=", ";" and "+" are data
    // delimiters in practice, so they are encoded in a name or value (§2.2: encoding a
    // reserved character is how data keeps it from being read as a delimiter).
    if ((CHAR_CLASS[c]! & QUERY) !== 0 && c !== 0x26 && c !== 0x3d && c !== 0x3b && c !== 0x2b) {
      safe[c]! |= RFC;
    }
  }
  // WHATWG URL Standard §5.2: the application/x-www-form-urlencoded percent-encode set
  // leaves ASCII alphanumerics and "*-._" alone (a space becomes "+", handled below).
  const form = '*-._0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i < form.length; i++) safe[form.charCodeAt(i)]! |= FORM;
  return safe;
}

const SAFE = /* @__PURE__ */ buildSafe();

/**
 * `value` encoded as a query name or value: RFC 3986 §3.4 (`form` false) or form encoding.
 * Returns `value` itself when nothing needs encoding.
 *
 * @throws {QueryError} `'lone-surrogate'` for an unpaired surrogate (§2.5).
 */
export function encodePart(value: string, form: boolean): string {
  const bit = form ? FORM : RFC;
  const length = value.length;
  let i = 0;
  while (i < length) {
    const c = value.charCodeAt(i);
    if (c >= 128 || (SAFE[c]! & bit) === 0) break;
    i++;
  }
  if (i === length) return value;
  let out = '';
  let run = 0;
  while (i < length) {
    const c = value.charCodeAt(i);
    if (c < 128) {
      if ((SAFE[c]! & bit) === 0) {
        const octet = form && c === 0x20 ? '+' : `%${HEX_UPPER[c >> 4]}${HEX_UPPER[c & 15]}`;
        out += value.slice(run, i) + octet;
        run = i + 1;
      }
      i++;
      continue;
    }
    // RFC 3986 §2.5: a run of non-ASCII characters becomes the triplets of its UTF-8 octets.
    let end = i + 1;
    while (end < length && value.charCodeAt(end) >= 128) end++;
    out += value.slice(run, i) + encodeNonAscii(value, i, end);
    run = end;
    i = end;
  }
  return out + value.slice(run);
}

function encodeNonAscii(value: string, start: number, end: number): string {
  try {
    return percentEncode(value.slice(start, end));
  } catch (error) {
    if (error instanceof PercentEncodingError) {
      throw new QueryError('lone-surrogate', value, start + error.index);
    }
    throw error;
  }
}

/** The text of one pair: `name` alone without a value, `name=value` otherwise. */
export function encodePair(name: string, value: string | undefined, form: boolean): string {
  const encodedName = encodePart(name, form);
  return value === undefined ? encodedName : `${encodedName}=${encodePart(value, form)}`;
}
