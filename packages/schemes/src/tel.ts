// The tel URI (RFC 3966 §3): global and local numbers, visual separators, the isub, ext and
// phone-context parameters, and the §4 equivalence.

import { CHAR_CLASS, HEXDIG, UNRESERVED } from '@urikit/percent-encoding';
import { checkInput, checkInputs, checkPairs, checkValue } from './arguments.js';
import { isTriplet } from './decode.js';
import { attempt, SchemeError } from './errors.js';
import { type SchemeInput, schemeText } from './input.js';

/**
 * A parsed tel URI (RFC 3966 §3). `number` is the telephone number with its visual
 * separators (`%23` decoded to `#`), `global` says whether it starts with `+`, `digits` is the
 * number without separators (§5.1.1); `extension`, `isdnSubaddress` and `phoneContext` are the
 * `ext`, `isub` and `phone-context` parameters, and `parameters` every other one, as written.
 *
 * @example
 * ```ts
 * const tel: Tel = parseTel('tel:863-1234;phone-context=+1-914-555');
 * tel.phoneContext; // → '+1-914-555'
 * ```
 */
export interface Tel {
  number: string;
  global: boolean;
  digits: string;
  extension: string | undefined;
  isdnSubaddress: string | undefined;
  phoneContext: string | undefined;
  parameters: Array<[string, string | undefined]>;
}

/**
 * What {@link buildTel} writes: the number (with `+` for a global one) and the parameters.
 *
 * @example
 * ```ts
 * const value: TelValue = { number: '+1-201-555-0123', extension: '1234' };
 * buildTel(value); // → 'tel:+1-201-555-0123;ext=1234'
 * ```
 */
export interface TelValue {
  number: string;
  extension?: string | undefined;
  isdnSubaddress?: string | undefined;
  phoneContext?: string | undefined;
  parameters?: ReadonlyArray<readonly [string, string | undefined]>;
}

// visual-separator = "-" / "." / "(" / ")" (RFC 3966 §3)
function isSeparator(c: number): boolean {
  return c === 0x2d || c === 0x2e || c === 0x28 || c === 0x29;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isAlnum(c: number): boolean {
  return isDigit(c) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
}

function partEnd(text: string, i: number): number {
  while (i < text.length && text.charCodeAt(i) !== 0x3b) i++;
  return i;
}

// global-number-digits = "+" *phonedigit DIGIT *phonedigit; returns the digits or throws.
function globalDigits(
  text: string,
  start: number,
  end: number,
  code: 'invalid-number' | 'invalid-parameter',
): string {
  let digits = '+';
  for (let i = start + 1; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) digits += text[i];
    else if (!isSeparator(c)) throw new SchemeError('tel', code, text, i);
  }
  if (digits.length === 1) throw new SchemeError('tel', code, text, end);
  return digits;
}

// domainname = *( domainlabel "." ) toplabel [ "." ] (RFC 3966 §3, from RFC 2396)
function checkDomain(text: string, start: number, end: number): void {
  let label = start;
  for (let i = start; i <= end; i++) {
    const c = text.charCodeAt(i);
    if (i === end || c === 0x2e) {
      if (i === end && i === label && i > start) return; // the final "."
      const first = text.charCodeAt(label);
      if (i === label || text.charCodeAt(i - 1) === 0x2d)
        throw new SchemeError('tel', 'invalid-parameter', text, i);
      // toplabel starts with ALPHA: a label after which only "." or the end can follow.
      const top = i === end || i === end - 1;
      if (!isAlnum(first) || (top && isDigit(first)))
        throw new SchemeError('tel', 'invalid-parameter', text, label);
      label = i + 1;
    } else if (!isAlnum(c) && c !== 0x2d)
      throw new SchemeError('tel', 'invalid-parameter', text, i);
  }
}

// paramchar = param-unreserved / unreserved / pct-encoded; param-unreserved = "[" / "]" /
// "/" / ":" / "&" / "+" / "$". isub takes uric, which here stops at ";" as well.
function checkParameterValue(text: string, start: number, end: number, isub: boolean): void {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x25) {
      if (!isTriplet(text, i)) throw new SchemeError('tel', 'invalid-parameter', text, i);
      i += 2;
    } else if (
      !(c < 128 && (CHAR_CLASS[c]! & UNRESERVED) !== 0) &&
      '[]/:&+$'.indexOf(String.fromCharCode(c)) < 0 &&
      !(isub && "?@=,!*'()".indexOf(String.fromCharCode(c)) >= 0)
    ) {
      throw new SchemeError('tel', 'invalid-parameter', text, i);
    }
  }
}

/**
 * Parses a tel URI (RFC 3966 §3). A global number is `+` and digits; a local one hex digits,
 * `*` and `#` (written `%23`) and needs a `phone-context` (§5.1.5), a domain name or a global
 * number prefix. Visual separators `-`, `.`, `(` and `)` may stand anywhere in a number.
 * `isub`, `ext` and `phone-context` may each appear once; parameter names are
 * case-insensitive.
 *
 * @example
 * ```ts
 * parseTel('tel:+1-201-555-0123').digits; // → '+12015550123'
 * parseTel('tel:7042;phone-context=example.com').global; // → false
 * parseTel('tel:7042'); // throws missing-phone-context at 8
 * ```
 */
export function parseTel(input: SchemeInput): Tel {
  const text = schemeText(input, 'tel', 'parseTel');
  const numberEnd = partEnd(text, 4);
  const global = text.charCodeAt(4) === 0x2b;
  let number = '';
  let digits = '';
  if (global) {
    digits = globalDigits(text, 4, numberEnd, 'invalid-number');
    number = text.slice(4, numberEnd);
  } else {
    // local-number-digits = *phonedigit-hex (HEXDIG / "*" / "#") *phonedigit-hex
    for (let i = 4; i < numberEnd; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x25 && text.charCodeAt(i + 1) === 0x32 && text.charCodeAt(i + 2) === 0x33) {
        number += '#';
        digits += '#';
        i += 2;
        continue;
      }
      if ((c < 128 && (CHAR_CLASS[c]! & HEXDIG) !== 0) || c === 0x2a) digits += text[i];
      else if (!isSeparator(c)) throw new SchemeError('tel', 'invalid-number', text, i);
      number += text[i];
    }
    if (digits === '') throw new SchemeError('tel', 'invalid-number', text, numberEnd);
  }
  const tel: Tel = {
    number,
    global,
    digits,
    extension: undefined,
    isdnSubaddress: undefined,
    phoneContext: undefined,
    parameters: [],
  };
  let i = numberEnd;
  while (i < text.length) {
    // par = ";" pname [ "=" pvalue ]
    const start = i + 1;
    const end = partEnd(text, start);
    let equals = start;
    while (equals < end && (isAlnum(text.charCodeAt(equals)) || text.charCodeAt(equals) === 0x2d))
      equals++;
    if (equals === start || (equals < end && text.charCodeAt(equals) !== 0x3d)) {
      throw new SchemeError('tel', 'invalid-parameter', text, equals);
    }
    const name = text.slice(start, equals);
    const lower = name.toLowerCase();
    const value = equals < end ? text.slice(equals + 1, end) : undefined;
    if (value === '') throw new SchemeError('tel', 'invalid-parameter', text, end);
    if (lower === 'ext' || lower === 'isub' || lower === 'phone-context') {
      if (value === undefined) throw new SchemeError('tel', 'invalid-parameter', text, end);
      const key =
        lower === 'ext' ? 'extension' : lower === 'isub' ? 'isdnSubaddress' : 'phoneContext';
      if (tel[key] !== undefined) throw new SchemeError('tel', 'duplicate-parameter', text, start);
      if (lower === 'ext') {
        // extension = ";ext=" 1*phonedigit
        for (let j = equals + 1; j < end; j++) {
          const c = text.charCodeAt(j);
          if (!isDigit(c) && !isSeparator(c))
            throw new SchemeError('tel', 'invalid-parameter', text, j);
        }
      } else if (lower === 'isub') checkParameterValue(text, equals + 1, end, true);
      else if (global) throw new SchemeError('tel', 'invalid-parameter', text, start);
      else if (text.charCodeAt(equals + 1) === 0x2b)
        globalDigits(text, equals + 1, end, 'invalid-parameter');
      else checkDomain(text, equals + 1, end);
      tel[key] = value;
    } else {
      if (value !== undefined) checkParameterValue(text, equals + 1, end, false);
      tel.parameters.push([name, value]);
    }
    i = end;
  }
  if (!global && tel.phoneContext === undefined) {
    throw new SchemeError('tel', 'missing-phone-context', text, text.length);
  }
  return tel;
}

// §4: numbers, extensions and global contexts compare without separators, domains and other
// parameters case-insensitively, parameters in any order.
function canonical(tel: Tel): string {
  const strip = (value: string): string => {
    let out = '';
    for (let i = 0; i < value.length; i++) if (!isSeparator(value.charCodeAt(i))) out += value[i];
    return out.toLowerCase();
  };
  const parts = tel.parameters.map(
    ([name, value]) => `${name.toLowerCase()}=${value?.toLowerCase() ?? ''}`,
  );
  if (tel.extension !== undefined) parts.push(`;ext=${strip(tel.extension)}`);
  if (tel.isdnSubaddress !== undefined) parts.push(`;isub=${tel.isdnSubaddress}`);
  if (tel.phoneContext !== undefined) parts.push(`;phone-context=${strip(tel.phoneContext)}`);
  return `${tel.digits.toLowerCase()}\n${parts.sort().join('\n')}`;
}

/**
 * Whether two tel URIs are equivalent (RFC 3966 §4): both global or both local with the same
 * context, the same digits once visual separators are removed, and the same parameters in any
 * order, names and values compared case-insensitively (`isub` exactly). Throws SchemeError
 * when either is not a tel URI.
 *
 * @example
 * ```ts
 * telEquivalent('tel:+1-201-555-0123', 'tel:+1(201)555.0123'); // → true
 * telEquivalent('tel:+1-201-555-0123;ext=1', 'tel:+12015550123'); // → false
 * ```
 */
export function telEquivalent(a: SchemeInput, b: SchemeInput): boolean {
  checkInputs('telEquivalent', a, b);
  return canonical(parseTel(a)) === canonical(parseTel(b));
}

// The types of TelValue, for checkValue.
const TEL_VALUE = {
  number: 'string',
  extension: 'string',
  isdnSubaddress: 'string',
  phoneContext: 'string',
  parameters: 'array',
} as const;

/**
 * A tel URI for `value` (RFC 3966 §3), with `isub`, `ext` and `phone-context` first (§3's
 * recommended order), then the other parameters in the order given; `#` in a local number is
 * written `%23`. Throws SchemeError when the result would not parse back to the same value.
 *
 * @example
 * ```ts
 * buildTel({ number: '863-1234', phoneContext: '+1-914-555' }); // → 'tel:863-1234;phone-context=+1-914-555'
 * ```
 */
export function buildTel(value: TelValue): string {
  value = checkValue('buildTel', value, TEL_VALUE, ['number']);
  checkPairs('buildTel', 'value.parameters', value.parameters, true);
  let text = 'tel:';
  for (let i = 0; i < value.number.length; i++)
    text += value.number[i] === '#' ? '%23' : value.number[i];
  if (value.isdnSubaddress !== undefined) text += `;isub=${value.isdnSubaddress}`;
  if (value.extension !== undefined) text += `;ext=${value.extension}`;
  if (value.phoneContext !== undefined) text += `;phone-context=${value.phoneContext}`;
  for (const [name, parameter] of value.parameters ?? []) {
    text += parameter === undefined ? `;${name}` : `;${name}=${parameter}`;
  }
  const tel = parseTel(text);
  const back = tel.parameters;
  const given = value.parameters ?? [];
  if (
    tel.number !== value.number ||
    tel.extension !== value.extension ||
    tel.isdnSubaddress !== value.isdnSubaddress ||
    tel.phoneContext !== value.phoneContext ||
    back.length !== given.length ||
    back.some(([name, v], k) => name !== given[k]![0] || v !== given[k]![1])
  ) {
    throw new SchemeError('tel', 'invalid-value', text, 4);
  }
  return text;
}

/**
 * {@link parseTel} that returns `undefined` instead of throwing a SchemeError.
 *
 * @example
 * ```ts
 * tryParseTel('tel:+'); // → undefined
 * ```
 */
export function tryParseTel(input: SchemeInput): Tel | undefined {
  checkInput('tryParseTel', input);
  return attempt(() => parseTel(input));
}

/**
 * {@link telEquivalent} that returns `undefined` when either argument is not a tel URI.
 *
 * @example
 * ```ts
 * tryTelEquivalent('tel:+1', 'tel:'); // → undefined
 * ```
 */
export function tryTelEquivalent(a: SchemeInput, b: SchemeInput): boolean | undefined {
  checkInputs('tryTelEquivalent', a, b);
  return attempt(() => telEquivalent(a, b));
}
