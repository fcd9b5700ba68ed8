// URL Standard §3.5 "Host parsing": IPv6 literals (ipv6.ts), the WHATWG IPv4 forms, opaque hosts, and domains through the domain parser (§3.3): an ASCII domain is lower-cased
// whatever Unicode ToASCII says, any other goes through ToASCII with the standard's flags; then
// the empty-result and forbidden-domain-code-point checks. Hosts are kept serialized (§3.6).
import { C0_SET, CLASS, FORBIDDEN_HOST, hexDigit } from './code-points.js';
import type { ParseContext } from './context.js';
import { parseIPv6, serializeIPv6 } from './ipv6.js';
import { decodeComponent } from './percent-decode.js';
import { encodeSet } from './percent-encode.js';

/**
 * URL Standard §3.5 "IPv4 number parser" on a part: its value (clamped to 2^32, as only "too
 * large" matters), or -1 for failure. "0x"/"0X" selects hex, another leading "0" octal, and an
 * empty number after the prefix is 0; a hex digit below the radix is a digit of that radix.
 */
export function ipv4Number(part: string): number {
  if (part === '') return -1;
  let radix = 10;
  let i = 0;
  if (part.length > 1 && part.charCodeAt(0) === 0x30) {
    radix = (part.charCodeAt(1) | 0x20) === 0x78 ? 16 : 8;
    i = radix === 16 ? 2 : 1;
  }
  let value = 0;
  for (; i < part.length; i++) {
    const digit = hexDigit(part.charCodeAt(i));
    if (digit < 0 || digit >= radix) return -1;
    value = Math.min(value * radix + digit, 2 ** 32);
  }
  return value;
}

/**
 * URL Standard §3.5 "ends in a number checker", on an ASCII domain: its last label (one trailing
 * empty label dropped) is ASCII digits only, or an IPv4 number ("0x" and hex digits, or a number
 * of another radix). A label of digits fails the number parser only when a leading "0" makes it
 * octal ("09"); behind a "1" it parses in decimal.
 */
export function endsInNumber(s: string): boolean {
  let end = s.length;
  if (end > 1 && s.charCodeAt(end - 1) === 0x2e) end--;
  const last = s.slice(s.lastIndexOf('.', end - 1) + 1, end);
  return (
    last !== '' &&
    (ipv4Number(last) >= 0 || (last.charCodeAt(0) === 0x30 && ipv4Number(`1${last}`) >= 0))
  );
}

/**
 * URL Standard §3.5 "IPv4 parser" on an ASCII domain that ends in a number: the address
 * serialized (§3.6), or null for failure. One trailing empty part is dropped; every part but the
 * last is one byte, the last fills the bytes that remain. (Its validation errors come from
 * validation-errors.ts.)
 */
function parseIPv4(domain: string): string | null {
  const parts = domain.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  const last = parts.length - 1;
  if (last > 3) return null;
  let address = 0;
  for (let i = 0; i <= last; i++) {
    const n = ipv4Number(parts[i]!);
    if (n < 0 || n >= (i === last ? 256 ** (4 - i) : 256)) return null;
    address += i === last ? n : n * 256 ** (3 - i);
  }
  return `${address >>> 24}.${(address >>> 16) & 0xff}.${(address >>> 8) & 0xff}.${address & 0xff}`;
}

/**
 * URL Standard §3.5 "host parser": the serialized host (§3.6), or null for failure. `at` is the
 * parser position of the host's first code point, for validation errors.
 */
export function parseHost(
  input: string,
  isOpaque: boolean,
  ctx: ParseContext,
  at: number,
): string | null {
  // The validation errors the steps before domain to ASCII meet (validation-errors.ts).
  if (ctx.host !== undefined) ctx.host(input, isOpaque, at);
  if (input.charCodeAt(0) === 0x5b) {
    if (input.charCodeAt(input.length - 1) !== 0x5d) return null;
    const address = parseIPv6(input.slice(1, -1), ctx, at + 1);
    return address === null ? null : `[${serializeIPv6(address)}]`;
  }
  if (isOpaque) {
    // §3.5 "opaque-host parser".
    for (let i = 0; i < input.length; i++) {
      const c = input.charCodeAt(i);
      if (c < 0x80 && (CLASS[c]! & FORBIDDEN_HOST) !== 0) return null;
    }
    return encodeSet(input, 0, input.length, C0_SET);
  }
  const domain = input.indexOf('%') >= 0 ? decodeComponent(input, 0, input.length, false) : input;
  let changed = domain !== input;
  let ascii = true;
  for (let i = 0; i < domain.length; i++) {
    if (domain.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  }
  let result: string | undefined;
  if (ascii) {
    result = domain.toLowerCase();
  } else {
    result = ctx.toASCII(domain);
    changed = true;
  }
  if (result === undefined || result.length === 0) return null;
  for (let i = 0; i < result.length; i++) {
    const c = result.charCodeAt(i);
    // §3.1 forbidden domain code points: forbidden host code points, C0 controls, "%", U+007F.
    if (c > 0x7e || (CLASS[c]! & (FORBIDDEN_HOST | C0_SET)) !== 0 || c === 0x25) return null;
  }
  if (!endsInNumber(result)) return result;
  // Offsets inside the host are the input's only when decoding and ToASCII changed nothing.
  if (ctx.ipv4 !== undefined) ctx.ipv4(result, changed ? -1 : at, at);
  return parseIPv4(result);
}
