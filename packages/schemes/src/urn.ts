// URNs (RFC 8141): assigned-name with r-, q- and f-components, the §3.1 lexical equivalence,
// and the extra checks of four registered namespaces: isbn (RFC 8254), uuid (RFC 9562 §4),
// ietf (RFC 2648) and oid (RFC 3061).
import { CHAR_CLASS, HEXDIG, PCHAR, requireOptions } from '@urikit/percent-encoding';
import { checkInput, checkInputs, checkValue } from './arguments.js';
import { isTriplet } from './decode.js';
import { attempt, SchemeError } from './errors.js';
import { type SchemeInput, schemeText } from './input.js';

/**
 * A parsed URN (RFC 8141 §2), every part as written (not decoded): `nid` and `nss` of the
 * assigned-name, and the r-, q- and f-components when present (without `?+`, `?=`, `#`).
 *
 * @example
 * ```ts
 * const urn: Urn = parseUrn('urn:example:a123,z456?+abc?=xyz#789');
 * urn.rComponent; // → 'abc'
 * ```
 */
export interface Urn {
  nid: string;
  nss: string;
  rComponent: string | undefined;
  qComponent: string | undefined;
  fComponent: string | undefined;
}

/**
 * Options of {@link parseUrn}: `checkNamespace: false` skips the extra syntax checks of the
 * registered namespaces `isbn`, `uuid`, `ietf` and `oid`.
 *
 * @example
 * ```ts
 * const options: UrnOptions = { checkNamespace: false };
 * parseUrn('urn:isbn:123', options).nss; // → '123'
 * ```
 */
export interface UrnOptions {
  checkNamespace?: boolean;
}

function isAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

// pchar (RFC 3986 §3.3) at i: returns the index after it, or -1.
function pcharEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 0x25) return isTriplet(text, i) ? i + 3 : -1;
  return c < 128 && (CHAR_CLASS[c]! & PCHAR) !== 0 ? i + 1 : -1;
}

// What ends a part: the NSS ends at "?" (RFC 8141 §2), the r-component at "?=", the
// q-component only at "#"; inside the r- and q-components "?" is data.
const NSS = 0;
const R = 1;
const Q = 2;

// Scans pchar / "/" (and "?" after the NSS) from i up to the end of the part.
function scan(text: string, i: number, part: number): number {
  const end = text.length;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 0x23) break;
    if (c === 0x3f) {
      if (part === NSS || (part === R && text.charCodeAt(i + 1) === 0x3d)) break;
      i++;
      continue;
    }
    if (c === 0x2f) {
      i++;
      continue;
    }
    const after = pcharEnd(text, i);
    if (after < 0)
      throw new SchemeError('urn', part === NSS ? 'invalid-nss' : 'invalid-char', text, i);
    i = after;
  }
  return i;
}

// The types of UrnOptions and of buildUrn's value, for requireOptions and checkValue.
const URN_OPTIONS = { checkNamespace: 'boolean' } as const;
const URN_VALUE = {
  nid: 'string',
  nss: 'string',
  rComponent: 'string',
  qComponent: 'string',
  fComponent: 'string',
} as const;

/**
 * Parses a URN (RFC 8141 §2): `urn:` NID `:` NSS, then `?+` r-component, `?=` q-component
 * and `#` f-component, each optional and in that order. The NID is 2 to 32 letters, digits
 * and hyphens, neither first nor last a hyphen; the NSS starts with a pchar. For the NIDs
 * `isbn`, `uuid`, `ietf` and `oid` the NSS must also follow its namespace's syntax.
 *
 * @example
 * ```ts
 * parseUrn('urn:ietf:rfc:2648').nss; // → 'rfc:2648'
 * parseUrn('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6').nid; // → 'uuid'
 * parseUrn('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfX'); // throws invalid-uuid at 44
 * ```
 */
export function parseUrn(input: SchemeInput, options?: UrnOptions): Urn {
  options = requireOptions('parseUrn', options, URN_OPTIONS);
  const text = schemeText(input, 'urn', 'parseUrn');
  // NID = (alphanum) 0*30(ldh) (alphanum)
  let i = 4;
  while (i < text.length && (isAlnum(text.charCodeAt(i)) || text.charCodeAt(i) === 0x2d)) i++;
  const nidLength = i - 4;
  if (text.charCodeAt(4) === 0x2d) throw new SchemeError('urn', 'invalid-nid', text, 4);
  if (nidLength > 32) throw new SchemeError('urn', 'invalid-nid', text, 36);
  if (nidLength < 2) throw new SchemeError('urn', 'invalid-nid', text, i);
  if (text.charCodeAt(i - 1) === 0x2d) throw new SchemeError('urn', 'invalid-nid', text, i - 1);
  if (text.charCodeAt(i) !== 0x3a) throw new SchemeError('urn', 'invalid-nid', text, i);
  const nssStart = i + 1;
  // NSS = pchar *(pchar / "/")
  if (nssStart >= text.length || text.charCodeAt(nssStart) === 0x2f)
    throw new SchemeError('urn', 'invalid-nss', text, nssStart);
  const nssEnd = scan(text, nssStart, NSS);
  if (nssEnd === nssStart) throw new SchemeError('urn', 'invalid-nss', text, nssStart);
  const urn: Urn = {
    nid: text.slice(4, nssStart - 1),
    nss: text.slice(nssStart, nssEnd),
    rComponent: undefined,
    qComponent: undefined,
    fComponent: undefined,
  };
  i = nssEnd;
  if (text.charCodeAt(i) === 0x3f && text.charCodeAt(i + 1) === 0x2b) {
    const end = scan(text, i + 2, R);
    // r-component = pchar *( pchar / "/" / "?" ): not empty.
    if (end === i + 2) throw new SchemeError('urn', 'invalid-char', text, end);
    urn.rComponent = text.slice(i + 2, end);
    i = end;
  }
  if (text.charCodeAt(i) === 0x3f && text.charCodeAt(i + 1) === 0x3d) {
    const end = scan(text, i + 2, Q);
    if (end === i + 2) throw new SchemeError('urn', 'invalid-char', text, end);
    urn.qComponent = text.slice(i + 2, end);
    i = end;
  }
  if (text.charCodeAt(i) === 0x23) {
    // f-component = fragment (RFC 3986 §3.5): pchar / "/" / "?"
    for (let j = i + 1; j < text.length; j++) {
      const c = text.charCodeAt(j);
      if (c === 0x2f || c === 0x3f) continue;
      const after = pcharEnd(text, j);
      if (after < 0) throw new SchemeError('urn', 'invalid-char', text, j);
      j = after - 1;
    }
    urn.fComponent = text.slice(i + 1);
    i = text.length;
  }
  if (i < text.length) throw new SchemeError('urn', 'invalid-char', text, i);
  if (options?.checkNamespace !== false)
    checkNamespace(text, urn.nid.toLowerCase(), nssStart, nssEnd);
  return urn;
}

function checkNamespace(text: string, nid: string, start: number, end: number): void {
  if (nid === 'isbn') checkIsbn(text, start, end);
  else if (nid === 'uuid') checkUuid(text, start, end);
  else if (nid === 'oid') checkOid(text, start, end);
  else if (nid === 'ietf') checkIetf(text, start, end);
}

// RFC 8254 §3: an ISBN-10 or ISBN-13, hyphens allowed between digits; the check digit must
// agree (ISO 2108: mod 11 for ISBN-10, EAN mod 10 for ISBN-13).
function checkIsbn(text: string, start: number, end: number): void {
  let count = 0;
  let sum10 = 0;
  let sum13 = 0;
  let last = start;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2d && i > start && i < end - 1 && text.charCodeAt(i - 1) !== 0x2d) continue;
    const x = (c | 0x20) === 0x78 && i === end - 1 && count === 9;
    if (!isDigit(c) && !x) throw new SchemeError('urn', 'invalid-isbn', text, i);
    const v = x ? 10 : c - 0x30;
    sum10 += v * (10 - count);
    sum13 += v * (count % 2 === 0 ? 1 : 3);
    count++;
    last = i;
    if (count > 13) throw new SchemeError('urn', 'invalid-isbn', text, i);
  }
  const ok = count === 10 ? sum10 % 11 === 0 : count === 13 && sum13 % 10 === 0;
  if (!ok)
    throw new SchemeError('urn', 'invalid-isbn', text, count === 10 || count === 13 ? last : end);
}

// RFC 9562 §4: 8-4-4-4-12 hexadecimal digits (the urn:uuid: form of RFC 9562 §4 and §7).
function checkUuid(text: string, start: number, end: number): void {
  for (let i = start; i < start + 36; i++) {
    const k = i - start;
    const c = text.charCodeAt(i);
    const dash = k === 8 || k === 13 || k === 18 || k === 23;
    if (i >= end || (dash ? c !== 0x2d : c >= 128 || (CHAR_CLASS[c]! & HEXDIG) === 0)) {
      throw new SchemeError('urn', 'invalid-uuid', text, i);
    }
  }
  if (end > start + 36) throw new SchemeError('urn', 'invalid-uuid', text, start + 36);
}

// RFC 3061 §2: oid = number *( "." number ), number = "0" / ( non-zero-digit *DIGIT ).
function checkOid(text: string, start: number, end: number): void {
  let numberStart = start;
  for (let i = start; i <= end; i++) {
    const c = text.charCodeAt(i);
    if (i === end || c === 0x2e) {
      if (i === numberStart) throw new SchemeError('urn', 'invalid-oid', text, i);
      numberStart = i + 1;
    } else if (
      !isDigit(c) ||
      (c === 0x30 && i === numberStart && isDigit(text.charCodeAt(i + 1)))
    ) {
      throw new SchemeError('urn', 'invalid-oid', text, i);
    }
  }
}

// RFC 2648 §2 and RFC 3553 §3: "rfc:", "fyi:", "std:" and "bcp:" take a number; "id:",
// "mtg:" and "params:" a non-empty name.
function checkIetf(text: string, start: number, end: number): void {
  const colon = text.indexOf(':', start);
  if (colon < 0 || colon >= end)
    throw new SchemeError('urn', 'invalid-ietf', text, colon < 0 ? end : colon);
  const kind = text.slice(start, colon).toLowerCase();
  const numbered = kind === 'rfc' || kind === 'fyi' || kind === 'std' || kind === 'bcp';
  if (!numbered && kind !== 'id' && kind !== 'mtg' && kind !== 'params')
    throw new SchemeError('urn', 'invalid-ietf', text, start);
  if (colon + 1 === end) throw new SchemeError('urn', 'invalid-ietf', text, end);
  if (numbered) {
    for (let i = colon + 1; i < end; i++) {
      if (!isDigit(text.charCodeAt(i))) throw new SchemeError('urn', 'invalid-ietf', text, i);
    }
  }
}

/**
 * The lexical equivalence of RFC 8141 §3.1: two URNs are equivalent when their assigned-names
 * are equal once `urn` and the NID are case-folded and the hex digits of percent-encoded
 * octets upper-cased; r-, q- and f-components do not take part. Throws SchemeError when either
 * is not a URN.
 *
 * @example
 * ```ts
 * urnEquivalent('URN:EXAMPLE:a123,z456', 'urn:example:a123,z456?+abc'); // → true
 * urnEquivalent('urn:example:a123,z456', 'urn:example:A123,z456'); // → false
 * ```
 */
export function urnEquivalent(a: SchemeInput, b: SchemeInput): boolean {
  checkInputs('urnEquivalent', a, b);
  const x = parseUrn(a, { checkNamespace: false });
  const y = parseUrn(b, { checkNamespace: false });
  return x.nid.toLowerCase() === y.nid.toLowerCase() && normalizeNss(x.nss) === normalizeNss(y.nss);
}

// §3.1 step 3: "%2c" and "%2C" are the same octet.
function normalizeNss(nss: string): string {
  if (nss.indexOf('%') < 0) return nss;
  let out = '';
  for (let i = 0; i < nss.length; i++) {
    out += nss[i];
    if (nss.charCodeAt(i) === 0x25) {
      out += nss.slice(i + 1, i + 3).toUpperCase();
      i += 2;
    }
  }
  return out;
}

/**
 * A URN for `value` (RFC 8141 §2), checked by {@link parseUrn}: the parts are written as they
 * are (they are URI text, percent-encoded where needed), with `?+`, `?=` and `#` before the
 * components that are present.
 *
 * @example
 * ```ts
 * buildUrn({ nid: 'example', nss: 'a123,z456', qComponent: 'xyz' }); // → 'urn:example:a123,z456?=xyz'
 * ```
 */
export function buildUrn(
  value: Partial<Urn> & { nid: string; nss: string },
  options?: UrnOptions,
): string {
  value = checkValue('buildUrn', value, URN_VALUE, ['nid', 'nss']);
  options = requireOptions('buildUrn', options, URN_OPTIONS);
  let text = `urn:${value.nid}:${value.nss}`;
  if (value.rComponent !== undefined) text += `?+${value.rComponent}`;
  if (value.qComponent !== undefined) text += `?=${value.qComponent}`;
  if (value.fComponent !== undefined) text += `#${value.fComponent}`;
  const parsed = parseUrn(text, options);
  if (
    parsed.nid !== value.nid ||
    parsed.nss !== value.nss ||
    parsed.rComponent !== value.rComponent ||
    parsed.qComponent !== value.qComponent ||
    parsed.fComponent !== value.fComponent
  ) {
    throw new SchemeError('urn', 'invalid-value', text, 4);
  }
  return text;
}

/**
 * {@link parseUrn} that returns `undefined` instead of throwing a SchemeError.
 *
 * @example
 * ```ts
 * tryParseUrn('urn:x:y'); // → undefined
 * ```
 */
export function tryParseUrn(input: SchemeInput, options?: UrnOptions): Urn | undefined {
  checkInput('tryParseUrn', input);
  options = requireOptions('tryParseUrn', options, URN_OPTIONS);
  return attempt(() => parseUrn(input, options));
}

/**
 * {@link urnEquivalent} that returns `undefined` when either argument is not a URN.
 *
 * @example
 * ```ts
 * tryUrnEquivalent('urn:example:a', 'http://a'); // → undefined
 * ```
 */
export function tryUrnEquivalent(a: SchemeInput, b: SchemeInput): boolean | undefined {
  checkInputs('tryUrnEquivalent', a, b);
  return attempt(() => urnEquivalent(a, b));
}
