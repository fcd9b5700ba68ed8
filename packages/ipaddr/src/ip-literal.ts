// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"` (RFC 3986 §3.2.2), with RFC 6874's
// `IPv6addrz` zone IDs when enabled.
import { fail, lastError } from './failure.js';
import { scanIPv6 } from './ipv6.js';
import { scanIPvFuture } from './ipvfuture.js';
import { decodeZoneId, scanZoneId } from './zone-id.js';

const OPEN = 0x5b;
const LOWER_V = 0x76;
const UPPER_V = 0x56;

/** An IPv6 address in brackets, with its zone when `zoneId: true` allowed one. */
export interface IPv6Literal {
  kind: 'ipv6';
  /** The 8 16-bit words of the address. */
  address: Uint16Array;
  /** The zone ID after "%25", percent-decoded (UTF-8): `'[fe80::1%25eth0]'` gives `'eth0'`. */
  zone?: string;
}

/** An `IPvFuture` in brackets: `'[v1.x]'` gives version `'1'` and address `'x'`, as written. */
export interface IPvFutureLiteral {
  kind: 'ipvfuture';
  /** The hex digits after "v", as written. */
  version: string;
  /** The text after the ".", as written. */
  address: string;
}

/** What {@link parseIPLiteral} returns. */
export type IPLiteral = IPv6Literal | IPvFutureLiteral;

/** Options of {@link parseIPLiteral}. */
export interface IPLiteralOptions {
  /**
   * Accept RFC 6874 zone IDs (`[fe80::1%25eth0]`). Off by default: RFC 9844 (2025) has made
   * zone IDs in URIs legacy.
   */
  zoneId?: boolean;
}

/**
 * Scans the whole of `text` as an `IP-literal` (brackets included) and returns the offset where
 * the IPv6 address ends ("%" or "]") or the IPvFuture version ends ("."), or -1 after recording
 * the failure. The IPv6 words land in `words`.
 */
function scanIPLiteral(text: string, zoneId: boolean, words: Uint16Array): number {
  const n = text.length;
  if (n === 0) return fail('empty', 0);
  if (text.charCodeAt(0) !== OPEN) return fail('invalid-ip-literal', 0);
  const close = text.indexOf(']', 1);
  const end = close < 0 ? n : close;
  if (end === 1) return fail(close < 0 ? 'unclosed-ip-literal' : 'empty', 1);
  const first = text.charCodeAt(1);
  let mark: number;
  if (first === LOWER_V || first === UPPER_V) {
    mark = scanIPvFuture(text, 1, end);
    if (mark < 0) return -1;
  } else {
    const percent = text.indexOf('%', 1);
    mark = percent < 0 || percent > end ? end : percent;
    if (scanIPv6(text, 1, mark, words) < 0) return -1;
    if (mark < end) {
      if (!zoneId) return fail('zone-id-not-allowed', mark);
      if (scanZoneId(text, mark, end) < 0) return -1;
    }
  }
  if (close < 0) return fail('unclosed-ip-literal', n);
  if (close !== n - 1) return fail('invalid-ip-literal', close + 1);
  return mark;
}

function literalAt(text: string, mark: number, words: Uint16Array): IPLiteral {
  const last = text.length - 1;
  const first = text.charCodeAt(1);
  if (first === LOWER_V || first === UPPER_V) {
    return { kind: 'ipvfuture', version: text.slice(2, mark), address: text.slice(mark + 1, last) };
  }
  if (mark === last) return { kind: 'ipv6', address: words };
  // mark is the "%" of "%25": the zone text starts three characters later.
  return { kind: 'ipv6', address: words, zone: decodeZoneId(text, mark + 3, last) };
}

/**
 * Parses an RFC 3986 `IP-literal`, brackets included (`'[::1]'`, `'[v1.x]'`, and with
 * `zoneId: true` also `'[fe80::1%25eth0]'`). Throws `IPAddressError` whose `index` is an offset
 * into `text`.
 */
export function parseIPLiteral(text: string, options?: IPLiteralOptions): IPLiteral {
  const words = new Uint16Array(8);
  const mark = scanIPLiteral(text, options?.zoneId === true, words);
  if (mark < 0) throw lastError(text);
  return literalAt(text, mark, words);
}

/** Like {@link parseIPLiteral}, but returns `undefined` instead of throwing. */
export function tryParseIPLiteral(text: string, options?: IPLiteralOptions): IPLiteral | undefined {
  const words = new Uint16Array(8);
  const mark = scanIPLiteral(text, options?.zoneId === true, words);
  return mark < 0 ? undefined : literalAt(text, mark, words);
}

const scratch = new Uint16Array(8);

/** Whether `text` is an RFC 3986 `IP-literal` (brackets included); never allocates. */
export function isIPLiteral(text: string, options?: IPLiteralOptions): boolean {
  return scanIPLiteral(text, options?.zoneId === true, scratch) >= 0;
}
