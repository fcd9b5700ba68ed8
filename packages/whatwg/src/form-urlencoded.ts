// URL Standard §5 application/x-www-form-urlencoded: the parser (§5.1) into a flat list
// [name0, value0, name1, value1, …] and the serializer (§5.2), UTF-8 only.
import { FORM_SET } from './code-points.js';
import { decodeComponent } from './percent-decode.js';
import { encodeSet } from './percent-encode.js';
import { toScalarValues } from './webidl.js';

// What the scan found in a pair: something to decode ("+" or "%"), a surrogate.
const DECODE = 1;
const SURROGATE = 2;

/** A name or value of s[start, end), decoded as `found` says is needed. */
function take(s: string, start: number, end: number, found: number): string {
  if (found === 0) return s.slice(start, end);
  if ((found & SURROGATE) === 0) return decodeComponent(s, start, end, true);
  const text = toScalarValues(s.slice(start, end));
  return decodeComponent(text, 0, text.length, true);
}

/**
 * §5.1 "application/x-www-form-urlencoded parser" on a string (its UTF-8 bytes): one pass
 * that finds the "&" and "=" delimiters and whether a pair holds "+", "%" or a surrogate (the
 * USVString conversion's lone surrogates become U+FFFD here).
 */
export function parseForm(input: string): string[] {
  const list: string[] = [];
  const length = input.length;
  let start = 0;
  let eq = -1;
  let found = 0;
  for (let i = 0; i <= length; i++) {
    const c = i < length ? input.charCodeAt(i) : 0x26;
    if (c === 0x26) {
      if (i > start) {
        if (eq < 0) list.push(take(input, start, i, found), '');
        else list.push(take(input, start, eq, found), take(input, eq + 1, i, found));
      }
      start = i + 1;
      eq = -1;
      found = 0;
    } else if (c === 0x3d) {
      if (eq < 0) eq = i;
    } else if (c === 0x2b || c === 0x25) {
      found |= DECODE;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      found |= SURROGATE;
    }
  }
  return list;
}

/**
 * One name or value of §5.2: the form set percent-encoded, spaces as "+" (a "%20" of the result
 * can only come from a space: "%" itself is in the set).
 */
function encodeForm(s: string): string {
  return encodeSet(s, 0, s.length, FORM_SET).replaceAll('%20', '+');
}

/** §5.2 "application/x-www-form-urlencoded serializer" of a flat list. */
export function serializeForm(list: readonly string[]): string {
  let out = '';
  for (let i = 0; i < list.length; i += 2) {
    if (i > 0) out += '&';
    out += `${encodeForm(list[i]!)}=${encodeForm(list[i + 1]!)}`;
  }
  return out;
}
