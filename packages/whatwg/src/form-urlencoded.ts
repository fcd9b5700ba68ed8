// URL Standard §5 application/x-www-form-urlencoded: the parser (§5.1) into a flat list
// [name0, value0, name1, value1, …] and the serializer (§5.2), UTF-8 only.
import { CLASS, FORM_SET } from './code-points.js';
import { decodeComponent } from './percent-decode.js';
import { encodeSet } from './percent-encode.js';

/** §5.1 "application/x-www-form-urlencoded parser" on a string (its UTF-8 bytes). */
export function parseForm(input: string): string[] {
  const list: string[] = [];
  const length = input.length;
  let start = 0;
  while (start <= length) {
    let end = input.indexOf('&', start);
    if (end < 0) end = length;
    if (end > start) {
      let eq = input.indexOf('=', start);
      if (eq < 0 || eq > end) eq = end;
      list.push(
        decodeComponent(input, start, eq, true),
        eq < end ? decodeComponent(input, eq + 1, end, true) : '',
      );
    }
    start = end + 1;
  }
  return list;
}

/** One name or value of §5.2: the form set percent-encoded, spaces as "+". */
function encodeForm(s: string): string {
  let i = 0;
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 0x7e || (CLASS[c]! & FORM_SET) !== 0) break;
  }
  if (i === s.length) return s;
  let out = '';
  let run = 0;
  for (let space = s.indexOf(' ', i); space >= 0; space = s.indexOf(' ', run)) {
    out += `${encodeSet(s, run, space, FORM_SET)}+`;
    run = space + 1;
  }
  return out + encodeSet(s, run, s.length, FORM_SET);
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
