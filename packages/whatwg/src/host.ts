// URL Standard §3.5 "Host parsing": IPv6 literals (ipv6.ts), WHATWG IPv4 forms through @urikit/ipaddr,
// opaque hosts, and domains through the domain parser (§3.3): an ASCII domain is lower-cased
// whatever Unicode ToASCII says, any other goes through ToASCII with the standard's flags; then
// the empty-result and forbidden-domain-code-point checks. Hosts are kept serialized (§3.6).
import { canonicalIPv4Loose } from '@urikit/ipaddr';
import { C0_SET, CLASS, FORBIDDEN_HOST, isDigit } from './code-points.js';
import type { ParseContext } from './context.js';
import { parseIPv6, serializeIPv6 } from './ipv6.js';
import { decodeComponent } from './percent-decode.js';
import { encodeSet } from './percent-encode.js';

/** URL Standard §3.5 "ends in a number checker", on an ASCII domain. */
export function endsInNumber(s: string): boolean {
  let end = s.length;
  if (end > 0 && s.charCodeAt(end - 1) === 0x2e) end--;
  const start = s.lastIndexOf('.', end - 1) + 1;
  if (start >= end) return false;
  let i = start;
  while (i < end && isDigit(s.charCodeAt(i))) i++;
  if (i === end) return true;
  // Parsing last as an IPv4 number succeeds only for "0x" or "0X" and hex digits after it.
  if (
    end - start < 2 ||
    s.charCodeAt(start) !== 0x30 ||
    (s.charCodeAt(start + 1) | 0x20) !== 0x78
  ) {
    return false;
  }
  for (i = start + 2; i < end; i++) {
    const c = s.charCodeAt(i) | 0x20;
    if (!isDigit(c) && (c < 0x61 || c > 0x66)) return false;
  }
  return true;
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
  return canonicalIPv4Loose(result) ?? null;
}
