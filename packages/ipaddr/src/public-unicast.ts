// An SSRF-style check: whether an address is a globally reachable unicast destination per the IANA
// special-purpose registries, looking through IPv6 forms that carry an IPv4 address.
import { argumentError } from './arguments.js';
import { CLOSE, OPEN } from './char-table.js';
import { scanIPv4 } from './ipv4.js';
import { scanIPv4Loose } from './ipv4-loose.js';
import { readIPv6 } from './ipv6.js';
import { ipv4Value, ipv6Name, ipv6Row, isGlobalIPv4, isGlobalIPv6Row } from './special-purpose.js';

/** The IPv4 address in words `high` and `high + 1`, as a 32-bit value. */
function wordsToIPv4(words: Uint16Array, high: number): number {
  return ((words[high]! << 16) | words[high + 1]!) >>> 0;
}

function isPublicIPv6(words: Uint16Array): boolean {
  const row = ipv6Row(words);
  switch (ipv6Name(words, row)) {
    case 'ipv4-mapped':
      // RFC 4291 §2.5.5.2: a dual-stack socket sends to the IPv4 address itself.
      return isGlobalIPv4(wordsToIPv4(words, 6));
    case 'ipv4-ipv6-translation':
      // RFC 6052 §2.1: the Well-Known Prefix carries the IPv4 address in the last 32 bits and
      // must not reach non-global IPv4 (§3.1); the local-use /48 (RFC 8215) is never global.
      return isGlobalIPv6Row(words, row) && isGlobalIPv4(wordsToIPv4(words, 6));
    case '6to4':
      // RFC 3056 §2: 2002:V4ADDR::/48, the relay's IPv4 address in bits 16–47.
      return isGlobalIPv4(wordsToIPv4(words, 1));
    case 'teredo':
      // RFC 4380 §4: the server's IPv4 in bits 32–63, the client's inverted in bits 96–127.
      return isGlobalIPv4(wordsToIPv4(words, 2)) && isGlobalIPv4(~wordsToIPv4(words, 6) >>> 0);
    default:
      return isGlobalIPv6Row(words, row);
  }
}

const scratch = /* @__PURE__ */ new Uint16Array(8);

function isPublicText(text: string): boolean {
  const n = text.length;
  let value = scanIPv4(text, 0, n);
  // Browsers and resolvers read the inet_aton forms as addresses (WHATWG URL §3.5), so they are
  // checked as the address they will reach.
  if (value < 0) value = scanIPv4Loose(text);
  if (value >= 0) return isGlobalIPv4(value);
  if (readIPv6(text, 0, n, scratch) === 8) return isPublicIPv6(scratch);
  if (n > 2 && text.charCodeAt(0) === OPEN && text.charCodeAt(n - 1) === CLOSE) {
    // An IP-literal without a zone: a zone ID names a link, which is never public.
    return readIPv6(text, 1, n - 1, scratch) === 8 && isPublicIPv6(scratch);
  }
  return false;
}

/**
 * Whether an address is a public unicast destination: not private, loopback, link-local,
 * multicast, reserved, documentation or any other special-purpose block that the IANA registries
 * mark as not globally reachable. IPv4-mapped, NAT64 (64:ff9b::/96), 6to4 and Teredo addresses
 * are judged by the IPv4 addresses they carry. Takes 4 bytes, 8 words, or text: an IPv4 address
 * (strict or in the WHATWG/inet_aton forms), an IPv6 address, or a bracketed IPv6 literal; any
 * other text (a host name) gives `false`, so resolve names first and check every address.
 * Implements the "Globally Reachable" column of RFC 6890 §2.2.2 (IPv4) and §2.2.3 (IPv6).
 *
 * @throws `RangeError` for an array that is neither 4 bytes nor 8 words; `TypeError` for a value
 * that is neither a string, a Uint8Array nor a Uint16Array.
 * @example
 * ```ts
 * isPublicUnicast('8.8.8.8'); // → true
 * isPublicUnicast('10.0.0.1'); // → false
 * isPublicUnicast('[::ffff:127.0.0.1]'); // → false
 * isPublicUnicast('0x7f.1'); // → false
 * ```
 */
export function isPublicUnicast(address: Uint8Array | Uint16Array | string): boolean {
  if (typeof address === 'string') return isPublicText(address);
  if (address instanceof Uint8Array && address.length === 4) {
    return isGlobalIPv4(ipv4Value(address));
  }
  if (address instanceof Uint16Array && address.length === 8) return isPublicIPv6(address);
  if (address instanceof Uint8Array || address instanceof Uint16Array) {
    throw new RangeError('isPublicUnicast: address must be 4 bytes or 8 words');
  }
  throw argumentError(
    'isPublicUnicast',
    'address',
    'a string, a Uint8Array or a Uint16Array',
    address,
  );
}
