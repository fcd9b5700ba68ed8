// Decentralized identifiers (W3C DID Core 1.0 §3.1 DID syntax, §3.2 DID URL syntax and the
// §3.2.1 DID parameters), on RFC 3986 paths, queries and fragments.

import { CHAR_CLASS, PATH, QUERY, UNRESERVED } from '@urikit/percent-encoding';
import { checkInput, checkPairs, checkValue } from './arguments.js';
import { decodeSlice, encodeText, inClass, isTriplet } from './decode.js';
import { attempt, SchemeError } from './errors.js';
import { type SchemeInput, schemeText } from './input.js';

/**
 * A parsed DID URL (DID Core §3.2): the DID itself (`did:method:id`), its `method` and
 * `methodSpecificId`, the `path` (path-abempty, may be `''`), `query` and `fragment` when
 * present (as written), and `params`, the query's `name=value` pairs percent-decoded: the
 * DID parameters of §3.2.1 (`service`, `relativeRef`, `versionId`, `versionTime`, `hl`) and
 * any others, which are the inputs of DID URL dereferencing (DID Resolution §7.2).
 *
 * @example
 * ```ts
 * const did: Did = parseDid('did:example:123?versionId=1#keys-1');
 * did.params; // → [['versionId', '1']]
 * ```
 */
export interface Did {
  did: string;
  method: string;
  methodSpecificId: string;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
  params: Array<[string, string]>;
}

/**
 * What {@link buildDid} writes: method, method-specific id and the optional DID URL parts.
 * `params` (percent-encoded as needed) is used when `query` is not given.
 *
 * @example
 * ```ts
 * const value: DidValue = { method: 'example', methodSpecificId: '123', fragment: 'keys-1' };
 * buildDid(value); // → 'did:example:123#keys-1'
 * ```
 */
export interface DidValue {
  method: string;
  methodSpecificId: string;
  path?: string | undefined;
  query?: string | undefined;
  params?: ReadonlyArray<readonly [string, string]>;
  fragment?: string | undefined;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

// idchar = ALPHA / DIGIT / "." / "-" / "_" / pct-encoded
function isIdchar(c: number): boolean {
  return (
    isDigit(c) ||
    ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) ||
    c === 0x2e ||
    c === 0x2d ||
    c === 0x5f
  );
}

// Characters of `allowed` (RFC 3986 class bits) and pct-encoded, from i up to a stop character.
function scanClass(text: string, i: number, allowed: number, stop1: number, stop2: number): number {
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === stop1 || c === stop2) break;
    if (c === 0x25) {
      if (!isTriplet(text, i)) throw new SchemeError('did', 'invalid-percent-encoding', text, i);
      i += 3;
      continue;
    }
    if (c >= 128 || (CHAR_CLASS[c]! & allowed) === 0)
      throw new SchemeError('did', 'invalid-char', text, i);
    i++;
  }
  return i;
}

/**
 * Parses a DID or DID URL (DID Core §3.1, §3.2): `did:` method-name `:` method-specific-id,
 * then an optional path-abempty, `?` query and `#` fragment (RFC 3986 §3.3–3.5). The method
 * name is lower-case letters and digits; the method-specific id is idchars separated by
 * colons, not ending with one. `versionTime` (§3.2.1) must be an XML dateTime in UTC without
 * fractions (`YYYY-MM-DDThh:mm:ssZ`).
 *
 * @example
 * ```ts
 * parseDid('did:example:123456789abcdefghi').method; // → 'example'
 * parseDid('did:example:123/path/to/rsrc').path; // → '/path/to/rsrc'
 * parseDid('did:Example:123'); // throws invalid-method at 4
 * ```
 */
export function parseDid(input: SchemeInput): Did {
  const text = schemeText(input, 'did', 'parseDid');
  // method-name = 1*method-char; method-char = %x61-7A / DIGIT
  let i = 4;
  while (
    i < text.length &&
    ((text.charCodeAt(i) >= 0x61 && text.charCodeAt(i) <= 0x7a) || isDigit(text.charCodeAt(i)))
  )
    i++;
  if (i === 4 || text.charCodeAt(i) !== 0x3a)
    throw new SchemeError('did', 'invalid-method', text, i);
  const idStart = i + 1;
  // method-specific-id = *( *idchar ":" ) 1*idchar
  i = idStart;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x25) {
      if (!isTriplet(text, i)) throw new SchemeError('did', 'invalid-percent-encoding', text, i);
      i += 3;
    } else if (isIdchar(c) || c === 0x3a) i++;
    else break;
  }
  if (i === idStart || text.charCodeAt(i - 1) === 0x3a) {
    throw new SchemeError('did', 'invalid-method-specific-id', text, i);
  }
  const idEnd = i;
  if (
    i < text.length &&
    text.charCodeAt(i) !== 0x2f &&
    text.charCodeAt(i) !== 0x3f &&
    text.charCodeAt(i) !== 0x23
  ) {
    throw new SchemeError('did', 'invalid-method-specific-id', text, i);
  }
  // path-abempty [ "?" query ] [ "#" fragment ]
  const pathEnd = scanClass(text, idEnd, PATH, 0x3f, 0x23);
  let query: string | undefined;
  const params: Array<[string, string]> = [];
  i = pathEnd;
  if (text.charCodeAt(i) === 0x3f) {
    const queryEnd = scanClass(text, i + 1, QUERY, 0x23, 0x23);
    query = text.slice(i + 1, queryEnd);
    readParams(text, i + 1, queryEnd, params);
    i = queryEnd;
  }
  let fragment: string | undefined;
  if (text.charCodeAt(i) === 0x23) {
    const fragmentEnd = scanClass(text, i + 1, QUERY, 0x23, 0x23);
    if (fragmentEnd < text.length) throw new SchemeError('did', 'invalid-char', text, fragmentEnd);
    fragment = text.slice(i + 1);
  }
  return {
    // The scheme is case-insensitive (RFC 3986 §3.1); the DID is written with its canonical "did:".
    did: `did:${text.slice(4, idEnd)}`,
    method: text.slice(4, idStart - 1),
    methodSpecificId: text.slice(idStart, idEnd),
    path: text.slice(idEnd, pathEnd),
    query,
    fragment,
    params,
  };
}

// The query as "&"-separated name=value pairs (DID Core §3.2.1 uses the RFC 3986 query).
function readParams(
  text: string,
  start: number,
  end: number,
  params: Array<[string, string]>,
): void {
  let from = start;
  for (let i = start; i <= end; i++) {
    if (i < end && text.charCodeAt(i) !== 0x26) continue;
    if (i > from) {
      let equals = from;
      while (equals < i && text.charCodeAt(equals) !== 0x3d) equals++;
      const name = decodeSlice('did', text, from, equals);
      const value = equals < i ? decodeSlice('did', text, equals + 1, i) : '';
      if (name === 'versionTime' && !isDateTime(value))
        throw new SchemeError('did', 'invalid-parameter', text, equals + 1);
      params.push([name, value]);
    }
    from = i + 1;
  }
}

// YYYY-MM-DDThh:mm:ssZ, the §3.2.1 form of versionTime.
function isDateTime(value: string): boolean {
  if (value.length !== 20) return false;
  for (let i = 0; i < 20; i++) {
    const c = value.charCodeAt(i);
    const expected =
      i === 4 || i === 7
        ? 0x2d
        : i === 10
          ? 0x54
          : i === 13 || i === 16
            ? 0x3a
            : i === 19
              ? 0x5a
              : -1;
    if (expected < 0 ? !isDigit(c) : c !== expected) return false;
  }
  return true;
}

// The types of DidValue, for checkValue.
const DID_VALUE = {
  method: 'string',
  methodSpecificId: 'string',
  path: 'string',
  query: 'string',
  params: 'array',
  fragment: 'string',
} as const;

/**
 * A DID URL for `value` (DID Core §3.2) that {@link parseDid} reads back: `did:`, method,
 * `:`, method-specific id, then path, `?` query (or `params`, percent-encoded) and
 * `#` fragment when present. Throws SchemeError when a part breaks the syntax.
 *
 * @example
 * ```ts
 * buildDid({ method: 'example', methodSpecificId: '123', params: [['service', 'files'], ['relativeRef', '/resume.pdf']] }); // → 'did:example:123?service=files&relativeRef=%2Fresume.pdf'
 * ```
 */
export function buildDid(value: DidValue): string {
  value = checkValue('buildDid', value, DID_VALUE, ['method', 'methodSpecificId']);
  checkPairs('buildDid', 'value.params', value.params, false);
  let text = `did:${value.method}:${value.methodSpecificId}${value.path ?? ''}`;
  let query = value.query;
  if (query === undefined && value.params !== undefined && value.params.length > 0) {
    query = value.params.map(([name, v]) => `${encodeParam(name)}=${encodeParam(v)}`).join('&');
  }
  if (query !== undefined) text += `?${query}`;
  if (value.fragment !== undefined) text += `#${value.fragment}`;
  const did = parseDid(text);
  if (
    did.method !== value.method ||
    did.methodSpecificId !== value.methodSpecificId ||
    did.path !== (value.path ?? '') ||
    did.query !== query ||
    did.fragment !== value.fragment
  ) {
    throw new SchemeError('did', 'invalid-value', text, 4);
  }
  return text;
}

// Unreserved characters stay; everything else, "&" and "=" included, is percent-encoded.
function encodeParam(value: string): string {
  const encoded = encodeText(value, inClass(UNRESERVED));
  if (typeof encoded === 'number')
    throw new SchemeError('did', 'invalid-value', value, -encoded - 1);
  return encoded;
}

/**
 * {@link parseDid} that returns `undefined` instead of throwing a SchemeError.
 *
 * @example
 * ```ts
 * tryParseDid('did:example'); // → undefined
 * ```
 */
export function tryParseDid(input: SchemeInput): Did | undefined {
  checkInput('tryParseDid', input);
  return attempt(() => parseDid(input));
}
