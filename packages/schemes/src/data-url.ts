// The Fetch Standard's "data: URL processor" (fetch §4.2): data: URLs read as browsers read
// them, on the text a URL parser would serialize; a module of its own so that the strict
// RFC 2397 parser does not carry it.
import { checkInput } from './arguments.js';
import { base64DecodeForgiving } from './base64.js';
import { type DataUri, decodeLenient, result } from './data.js';
import { encodeText } from './decode.js';
import { attempt, SchemeError } from './errors.js';
import { type SchemeInput, schemeText } from './input.js';
import { parseMimeType } from './mime-type.js';

/**
 * Parses a data: URL as the Fetch Standard's data: URL processor does (fetch §4.2), the
 * lenient reading browsers apply where {@link parseDataUri} follows RFC 2397: whitespace
 * around the media type is dropped, an invalid media type becomes
 * `text/plain;charset=US-ASCII`, a `%` without two hex digits stays as it is, and base64 is
 * forgiving (whitespace, missing padding). Fails (`missing-comma`, `invalid-base64`) where
 * the processor returns failure.
 *
 * @example
 * ```ts
 * parseDataUrl('data:;base64,SGk').text(); // → 'Hi'
 * parseDataUrl('data:text,x').mediaType; // → 'text/plain'
 * parseDataUrl('data: text/html ;charset=utf-8,%zz').parameters; // → [['charset', 'utf-8']]
 * parseDataUrl('data:;base64,S'); // throws invalid-base64 at 13
 * ```
 */
export function parseDataUrl(input: SchemeInput): DataUri {
  const given = schemeText(input, 'data', 'parseDataUrl');
  // The URL parser trims trailing C0 controls and spaces, and drops tabs and newlines.
  let stop = given.length;
  while (stop > 5 && given.charCodeAt(stop - 1) <= 0x20) stop--;
  let text = '';
  for (let i = 0; i < stop; i++) {
    const c = given.charCodeAt(i);
    if (c !== 0x09 && c !== 0x0a && c !== 0x0d) text += given[i];
  }
  let end = text.indexOf('#', 5);
  if (end < 0) end = text.length;
  const comma = text.indexOf(',', 5);
  if (comma < 0 || comma > end) throw new SchemeError('data', 'missing-comma', text, end);
  const raw = text.slice(5, comma);
  let query = false;
  // "data:/…" has a path, not an opaque path, whose percent-encode set also holds "`{}".
  const path = raw.charCodeAt(0) === 0x2f;
  // The parser percent-encodes C0 controls and non-ASCII in an opaque path, and also space,
  // '"', "<" and ">" in a path or the query; the media type is not percent-decoded
  // afterwards, so the triplets stay in it.
  const header = encodeText(raw, (c, i) => {
    if (c === 0x3f && !query) {
      query = true;
      return true;
    }
    return !(
      c < 0x20 ||
      c > 0x7e ||
      ((query || path) && (c === 0x20 || c === 0x22 || c === 0x3c || c === 0x3e)) ||
      // In an opaque path, a space right before the query is encoded too.
      (c === 0x20 && !query && raw.charCodeAt(i + 1) === 0x3f) ||
      (path && !query && (c === 0x60 || c === 0x7b || c === 0x7d))
    );
  });
  if (typeof header === 'number') throw new SchemeError('data', 'invalid-char', text, 4 - header);
  // fetch §4.2: the media type without ASCII whitespace around it; tabs, newlines and form
  // feeds are gone or percent-encoded by now, so that is spaces.
  let start = 0;
  stop = header.length;
  while (header.charCodeAt(start) === 0x20) start++;
  while (stop > start && header.charCodeAt(stop - 1) === 0x20) stop--;
  let mime = header.slice(start, stop);
  let data = decodeLenient(text.slice(comma + 1, end));
  let base64 = false;
  // mimeType ends with ";", any spaces, then "base64" (ASCII case-insensitive)
  if (mime.slice(-6).toLowerCase() === 'base64') {
    let k = mime.length - 6;
    while (k > 0 && mime.charCodeAt(k - 1) === 0x20) k--;
    if (k > 0 && mime.charCodeAt(k - 1) === 0x3b) {
      const decoded = base64DecodeForgiving(data);
      if (decoded === undefined) throw new SchemeError('data', 'invalid-base64', text, comma + 1);
      data = decoded;
      base64 = true;
      mime = mime.slice(0, k - 1);
    }
  }
  if (mime.charCodeAt(0) === 0x3b) mime = `text/plain${mime}`;
  const parsed = parseMimeType(mime) ?? {
    essence: 'text/plain',
    parameters: [['charset', 'US-ASCII']],
  };
  return result(parsed.essence, parsed.parameters, base64, data);
}

/**
 * {@link parseDataUrl} that returns `undefined` instead of throwing a SchemeError.
 *
 * @example
 * ```ts
 * tryParseDataUrl('data:text/plain'); // → undefined
 * ```
 */
export function tryParseDataUrl(input: SchemeInput): DataUri | undefined {
  checkInput('tryParseDataUrl', input);
  return attempt(() => parseDataUrl(input));
}
