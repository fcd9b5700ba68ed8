// URL Standard §1.2 "Validation": the names of the validation errors, the reporters the parser
// calls only when errors are collected (URL units, the host's errors before domain to ASCII, the
// IPv4 parser's own), and the context that collects them. The IPv6 parser (ipv6.ts) reports its
// own as it parses.
import { DEFAULT_OPTIONS, tryToASCII } from '@urikit/idn';
import { CLASS, FORBIDDEN_HOST, hexDigit, isAlpha, isDigit } from './code-points.js';
import {
  DOMAIN_PERCENT_ENCODED,
  DOMAIN_TO_ASCII,
  type DomainToASCII,
  HOST_INVALID_CODE_POINT,
  INVALID_URL_UNIT,
  IPV4_EMPTY_PART,
  IPV4_NON_DECIMAL_PART,
  IPV4_NON_NUMERIC_PART,
  IPV4_OUT_OF_RANGE_PART,
  IPV4_TOO_FEW_PARTS,
  IPV4_TOO_MANY_PARTS,
  IPV6_UNCLOSED,
  type ParseContext,
  reportAt,
} from './context.js';
import { ipv4Number } from './host.js';
import { decodeComponent, tripletAt } from './percent-decode.js';

/**
 * The validation error types of the URL Standard (§1.2), with the standard's names.
 *
 * @example
 * ```ts
 * const type: ValidationErrorType = 'invalid-credentials';
 * ```
 */
export type ValidationErrorType =
  | 'domain-to-ASCII'
  | 'domain-percent-encoded'
  | 'host-invalid-code-point'
  | 'IPv4-empty-part'
  | 'IPv4-too-few-parts'
  | 'IPv4-too-many-parts'
  | 'IPv4-non-numeric-part'
  | 'IPv4-non-decimal-part'
  | 'IPv4-out-of-range-part'
  | 'IPv6-unclosed'
  | 'IPv6-invalid-compression'
  | 'IPv6-too-many-pieces'
  | 'IPv6-multiple-compression'
  | 'IPv6-invalid-code-point'
  | 'IPv6-too-few-pieces'
  | 'IPv6-piece-leading-zero'
  | 'IPv4-in-IPv6-too-many-pieces'
  | 'IPv4-in-IPv6-invalid-code-point'
  | 'IPv4-in-IPv6-out-of-range-part'
  | 'IPv4-in-IPv6-too-few-parts'
  | 'invalid-URL-unit'
  | 'special-scheme-missing-following-solidus'
  | 'missing-scheme-non-relative-URL'
  | 'invalid-reverse-solidus'
  | 'invalid-credentials'
  | 'host-missing'
  | 'port-out-of-range'
  | 'port-invalid'
  | 'file-invalid-Windows-drive-letter'
  | 'file-invalid-Windows-drive-letter-host';

/**
 * Every validation error type of the URL Standard, in the order of its table (§1.2).
 *
 * @example
 * ```ts
 * VALIDATION_ERROR_TYPES.length; // → 30
 * ```
 */
export const VALIDATION_ERROR_TYPES: readonly ValidationErrorType[] = [
  'domain-to-ASCII',
  'domain-percent-encoded',
  'host-invalid-code-point',
  'IPv4-empty-part',
  'IPv4-too-few-parts',
  'IPv4-too-many-parts',
  'IPv4-non-numeric-part',
  'IPv4-non-decimal-part',
  'IPv4-out-of-range-part',
  'IPv6-unclosed',
  'IPv6-invalid-compression',
  'IPv6-too-many-pieces',
  'IPv6-multiple-compression',
  'IPv6-invalid-code-point',
  'IPv6-too-few-pieces',
  'IPv6-piece-leading-zero',
  'IPv4-in-IPv6-too-many-pieces',
  'IPv4-in-IPv6-invalid-code-point',
  'IPv4-in-IPv6-out-of-range-part',
  'IPv4-in-IPv6-too-few-parts',
  'invalid-URL-unit',
  'special-scheme-missing-following-solidus',
  'missing-scheme-non-relative-URL',
  'invalid-reverse-solidus',
  'invalid-credentials',
  'host-missing',
  'port-out-of-range',
  'port-invalid',
  'file-invalid-Windows-drive-letter',
  'file-invalid-Windows-drive-letter-host',
];

/**
 * A validation error: its type and the offset (UTF-16 code units) in the input the caller gave,
 * before any stripping or tab and newline removal.
 *
 * @example
 * ```ts
 * const error: ValidationError = { type: 'port-invalid', index: 18 };
 * ```
 */
export interface ValidationError {
  type: ValidationErrorType;
  index: number;
}

/** §4.3 "URL code points" beyond ASCII: U+00A0 to U+10FFFD but surrogates and noncharacters. */
function isURLCodePoint(cp: number): boolean {
  if (cp < 0x80) {
    return (
      isAlpha(cp) || isDigit(cp) || "!$&'()*+,-./:;=?@_~".indexOf(String.fromCharCode(cp)) >= 0
    );
  }
  if (cp < 0xa0 || (cp >= 0xd800 && cp <= 0xdfff) || (cp >= 0xfdd0 && cp <= 0xfdef)) return false;
  return (cp & 0xfffe) !== 0xfffe;
}

/**
 * invalid-URL-unit for each code point of s[start, end) that is neither a URL unit nor a good
 * "%"; with `once` (§3.5 opaque-host parser steps 2-3), one for the first code point that is not
 * a URL unit, then one for the first "%" not followed by two hex digits.
 */
function reportUnits(
  ctx: ParseContext,
  s: string,
  start: number,
  end: number,
  at: number,
  once?: boolean,
): void {
  let percent = -1;
  let unit = false;
  for (let i = start; i < end; i++) {
    let cp = s.charCodeAt(i);
    const offset = at + i - start;
    if (cp === 0x25) {
      if (hexDigit(s.charCodeAt(i + 1)) < 0 || hexDigit(s.charCodeAt(i + 2)) < 0 || i + 2 >= end) {
        if (!once) reportAt(ctx, INVALID_URL_UNIT, offset);
        else if (percent < 0) percent = offset;
      }
      continue;
    }
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < end) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
        i++;
      }
    }
    if (!unit && !isURLCodePoint(cp)) {
      reportAt(ctx, INVALID_URL_UNIT, offset);
      unit = once === true;
    }
  }
  if (percent >= 0) reportAt(ctx, INVALID_URL_UNIT, percent);
}

/** The IPv4 parser's validation errors (§3.5) for an ASCII domain that ends in a number. */
function reportIPv4(ctx: ParseContext, domain: string, exact: number, at: number): void {
  const where = (i: number): number => (exact >= 0 ? exact + i : at);
  const parts: number[] = [0];
  for (let i = 0; i < domain.length; i++) if (domain.charCodeAt(i) === 0x2e) parts.push(i + 1);
  let end = domain.length;
  if (parts[parts.length - 1] === domain.length) {
    reportAt(ctx, IPV4_EMPTY_PART, where(domain.length - 1));
    if (parts.length > 1) {
      parts.pop();
      end--;
    }
  }
  if (parts.length > 4) {
    reportAt(ctx, IPV4_TOO_MANY_PARTS, where(parts[4]!));
    return;
  }
  if (parts.length < 4) reportAt(ctx, IPV4_TOO_FEW_PARTS, where(0));
  let outOfRange = -1;
  for (let k = 0; k < parts.length; k++) {
    const start = parts[k]!;
    const stop = k + 1 < parts.length ? parts[k + 1]! - 1 : end;
    const value = ipv4Number(domain.slice(start, stop));
    if (value < 0) {
      reportAt(ctx, IPV4_NON_NUMERIC_PART, where(start));
      return;
    }
    // A leading "0" (with more after it) selects hex or octal.
    if (stop - start > 1 && domain.charCodeAt(start) === 0x30) {
      reportAt(ctx, IPV4_NON_DECIMAL_PART, where(start));
    }
    if (value > 255 && outOfRange < 0) outOfRange = start;
  }
  if (outOfRange >= 0) reportAt(ctx, IPV4_OUT_OF_RANGE_PART, where(outOfRange));
}

/**
 * §4.4 steps 1-3 when errors are collected: one invalid-URL-unit for a leading or trailing C0
 * control or space (at the first one), one for tabs and newlines (at the first), and the offset
 * in `input` of each position of the prepared string (tabs and newlines removed; a lone
 * surrogate stays one code unit as U+FFFD).
 */
function reportPrepared(ctx: ParseContext, input: string, start: number, end: number): void {
  if (start > 0 || end < input.length) ctx.report!(INVALID_URL_UNIT, start > 0 ? 0 : end);
  const map = new Int32Array(end - start + 1);
  let n = 0;
  let reported = false;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      if (!reported) ctx.report!(INVALID_URL_UNIT, i);
      reported = true;
    } else {
      map[n++] = i;
    }
  }
  map[n] = end;
  ctx.map = map;
}

/**
 * The host parser's validation errors before domain to ASCII (§3.5): IPv6-unclosed; an opaque host's first forbidden host code point, else its invalid URL units;
 * a domain's first percent-encoded byte, then domain-to-ASCII when strict Unicode ToASCII (§3.3
 * beStrict true: UTS #46 with every check, as the flags' defaults) fails.
 */
function reportHost(ctx: ParseContext, input: string, isOpaque: boolean, at: number): void {
  if (input.charCodeAt(0) === 0x5b) {
    // The IPv6 parser reports its own (ipv6.ts).
    if (input.charCodeAt(input.length - 1) !== 0x5d) reportAt(ctx, IPV6_UNCLOSED, at);
    return;
  }
  if (isOpaque) {
    for (let i = 0; i < input.length; i++) {
      const c = input.charCodeAt(i);
      if (c < 0x80 && (CLASS[c]! & FORBIDDEN_HOST) !== 0) {
        reportAt(ctx, HOST_INVALID_CODE_POINT, at + i);
        return;
      }
    }
    reportUnits(ctx, input, 0, input.length, at, true);
    return;
  }
  for (let i = input.indexOf('%'); i >= 0; i = input.indexOf('%', i + 1)) {
    if (tripletAt(input, i) >= 0) {
      reportAt(ctx, DOMAIN_PERCENT_ENCODED, at + i);
      break;
    }
  }
  const domain = decodeComponent(input, 0, input.length, false);
  if (tryToASCII(domain, DEFAULT_OPTIONS) === undefined) reportAt(ctx, DOMAIN_TO_ASCII, at);
}

/** A parse context that sends each validation error, by name, to `sink`. */
export function validationContext(
  toASCII: DomainToASCII,
  sink: (error: ValidationError) => void,
): ParseContext {
  const ctx: ParseContext = {
    toASCII,
    report: (type, index) => sink({ type: VALIDATION_ERROR_TYPES[type]!, index }),
    map: undefined,
    prepared: (input, start, end) => reportPrepared(ctx, input, start, end),
    units: (s, start, end, at, once) => reportUnits(ctx, s, start, end, at, once),
    ipv4: (domain, exact, at) => reportIPv4(ctx, domain, exact, at),
    host: (input, isOpaque, at) => reportHost(ctx, input, isOpaque, at),
  };
  return ctx;
}
