// normalize-url's clean-up of a data: URL (RFC 2397; Fetch Standard §4.6 "data: URL processor"),
// taken from the text as written: the URL parser's spelling of the data is not what a browser
// decodes, and `data://host,` would read as an authority.
import { decodeUnreserved, upperTriplets } from './escapes.js';
import { escapeTrailingSpace, isSpace, stripTextDirective, trimBy } from './text.js';

/** The white space a forgiving base64 decode skips: tab, LF, FF, CR and space (no VT). */
function isAsciiWhitespace(c: number): boolean {
  return c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20;
}

/**
 * The offset of the `;` of a base64 marker that ends `type` (`;`, spaces, `base64` in any
 * case: a browser reads it so, quoted or not), or -1.
 */
function base64MarkerStart(type: string): number {
  let at = type.length - 6;
  if (at < 1 || type.slice(at).toLowerCase() !== 'base64') return -1;
  while (at > 0 && type.charCodeAt(at - 1) === 0x20) at--;
  return at > 0 && type.charCodeAt(at - 1) === 0x3b ? at - 1 : -1;
}

/**
 * `type` split on `;` outside quoted strings: a `"` right after a `=` opens one, `\` escapes
 * inside it, and the next unescaped `"` closes it (MIME Sniffing §4.4 parameter values).
 */
function splitParameters(type: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let afterEquals = false;
  let quoted = false;
  let escaped = false;
  for (let i = 0; i < type.length; i++) {
    const c = type.charCodeAt(i);
    if (quoted) {
      if (c === 0x5c) {
        escaped = !escaped;
      } else {
        if (c === 0x22 && !escaped) quoted = false;
        escaped = false;
      }
    } else if (c === 0x22 && afterEquals) {
      quoted = true;
      afterEquals = false;
    } else if (c === 0x3b) {
      parts.push(type.slice(start, i));
      start = i + 1;
      afterEquals = false;
    } else {
      afterEquals = c === 0x3d;
    }
  }
  parts.push(type.slice(start));
  return parts;
}

/** Whether `c` is a line terminator, which a regular expression's `.` does not match. */
function isLineTerminator(c: number): boolean {
  return c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
}

/** Whether `c` is a MIME token code point (`tchar` of RFC 9110 §5.6.2). */
function isTokenChar(c: number): boolean {
  if ((c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a)) return true;
  switch (c) {
    case 0x21:
    case 0x23:
    case 0x24:
    case 0x25:
    case 0x26:
    case 0x27:
    case 0x2a:
    case 0x2b:
    case 0x2d:
    case 0x2e:
    case 0x5e:
    case 0x5f:
    case 0x60:
    case 0x7c:
    case 0x7e:
      return true;
    default:
      return false;
  }
}

/**
 * A parameter value without its quotes when what they hold (quoted pairs undone) is a token:
 * `"utf-8"` is `utf-8`; a value that needs them keeps them.
 */
function unquoteToken(value: string): string {
  if (
    value.length < 2 ||
    value.charCodeAt(0) !== 0x22 ||
    value.charCodeAt(value.length - 1) !== 0x22
  ) {
    return value;
  }
  const inner = value.slice(1, -1);
  let unquoted = '';
  for (let i = 0; i < inner.length; i++) {
    const c = inner.charCodeAt(i);
    if (c === 0x5c && i + 1 < inner.length && !isLineTerminator(inner.charCodeAt(i + 1))) {
      // The escaped code point, both halves of a surrogate pair.
      const next = inner.codePointAt(i + 1)!;
      unquoted += String.fromCodePoint(next);
      i += next > 0xffff ? 2 : 1;
    } else {
      unquoted += inner[i];
    }
  }
  if (unquoted === '') return value;
  for (let i = 0; i < unquoted.length; i++) {
    if (!isTokenChar(unquoted.charCodeAt(i))) return value;
  }
  return unquoted;
}

/** A media type parameter: lower-case name, and value (null for a name without `=`). */
type Parameter = readonly [name: string, value: string | null];

function isDefaultCharset(parameter: Parameter | undefined): boolean {
  return parameter !== undefined && parameter[0] === 'charset' && parameter[1] === 'us-ascii';
}

/**
 * normalize-url's data: URL: the MIME type and `charset` in lower case, `text/plain` and a
 * redundant `charset=us-ascii` dropped, quotes a token does not need removed, base64 data
 * trimmed, triplets of unreserved characters in the data decoded and hex digits in upper case,
 * the fragment kept (text directive stripped) unless `stripHash`, and white space that would
 * end the URL escaped. `text` starts with `data:` in any case, trimmed as the caller does.
 */
export function normalizeDataUrl(
  text: string,
  stripHash: boolean,
  stripTextFragment: boolean,
): string {
  const hashAt = text.indexOf('#', 5);
  const typeAndData = hashAt < 0 ? text.slice(5) : text.slice(5, hashAt);
  const comma = typeAndData.indexOf(',');
  const data = comma < 0 ? '' : typeAndData.slice(comma + 1);
  const type = trimBy(comma < 0 ? typeAndData : typeAndData.slice(0, comma), isSpace);
  const marker = base64MarkerStart(type);
  const isBase64 = marker >= 0;
  const parts = splitParameters(isBase64 ? type.slice(0, marker) : type);
  const mimeType = trimBy(parts[0]!, isSpace).toLowerCase();

  const parameters: Parameter[] = [];
  let charsets = 0;
  for (let i = 1; i < parts.length; i++) {
    const part = trimBy(parts[i]!, isSpace);
    if (part === '') continue;
    const equals = part.indexOf('=');
    const name = (equals < 0 ? part : part.slice(0, equals)).toLowerCase();
    if (name === '') continue;
    let value = equals < 0 ? null : unquoteToken(part.slice(equals + 1));
    if (name === 'charset') {
      charsets++;
      if (value !== null) value = value.toLowerCase();
    }
    parameters.push([name, value]);
  }

  // The default charset goes only where it is redundant: on text/plain (or no type), alone,
  // and not where dropping it would leave a bare `base64` last, which reads as the marker.
  const last = parameters[parameters.length - 1];
  const beforeLast = parameters[parameters.length - 2];
  const exposesMarker =
    !isBase64 &&
    isDefaultCharset(last) &&
    beforeLast !== undefined &&
    beforeLast[0] === 'base64' &&
    beforeLast[1] === null;
  const keepCharset =
    (mimeType !== '' && mimeType !== 'text/plain') || charsets > 1 || exposesMarker;
  const written: string[] = [];
  for (const parameter of parameters) {
    if (!keepCharset && isDefaultCharset(parameter)) continue;
    written.push(parameter[1] === null ? parameter[0] : `${parameter[0]}=${parameter[1]}`);
  }
  if (isBase64) written.push('base64');
  if (written.length > 0 || (mimeType !== '' && mimeType !== 'text/plain')) {
    written.unshift(mimeType);
  }

  const fragment = stripHash || hashAt < 0 ? '' : text.slice(hashAt + 1);
  const hash = escapeTrailingSpace(
    upperTriplets(stripTextFragment ? stripTextDirective(fragment) : fragment),
  );
  const hashPart = hash === '' ? '' : `#${hash}`;

  const dataText = isBase64
    ? escapeTrailingSpace(trimBy(data, isAsciiWhitespace))
    : hashPart !== ''
      ? data
      : escapeTrailingSpace(data);
  const joined = written.join(';');
  const mediaType = comma < 0 ? escapeTrailingSpace(joined) : joined;
  // Trimming can leave a type that ends in `;base64` when the input's did not: a trailing `;`
  // keeps it from being read as the marker.
  const typeText = !isBase64 && base64MarkerStart(mediaType) >= 0 ? `${mediaType};` : mediaType;
  const separator = comma < 0 && typeText !== '' ? '' : ',';
  return `data:${typeText}${separator}${upperTriplets(decodeUnreserved(dataText))}${hashPart}`;
}
