// IPv4 and IPv6 text in every form: RFC 3986 dec-octet, the URL Standard's and inet_aton's
// numbers (octal, hex, fewer parts, overflow), the nine IPv6address alternatives of RFC 3986
// §3.2.2 with embedded IPv4, RFC 6874 zone IDs and IPvFuture, and one-off mutations of each.
import type { Rng } from '../rng.js';
import { charOf, DIGIT, HEXDIG, mutateOnce, pctEncoded, SUB_DELIMS, UNRESERVED } from './chars.js';

/** RFC 3986 dec-octet: every alternative of the production. */
export function decOctet(rng: Rng): string {
  return rng.weighted([
    [1, () => charOf(rng, DIGIT)],
    [1, () => `${rng.range(1, 9)}${rng.int(10)}`],
    [1, () => `1${rng.int(10)}${rng.int(10)}`],
    [1, () => `2${rng.range(0, 4)}${rng.int(10)}`],
    [1, () => `25${rng.range(0, 5)}`],
    [1, () => String(rng.pick([0, 1, 9, 10, 99, 100, 127, 192, 199, 200, 249, 250, 255]))],
  ]);
}

export function ipv4Address(rng: Rng): string {
  return `${decOctet(rng)}.${decOctet(rng)}.${decOctet(rng)}.${decOctet(rng)}`;
}

/** The URL Standard's IPv4 parser's inputs: 1–4 parts, decimal, 0x hex, 0-prefixed octal. */
export function ipv4Loose(rng: Rng): string {
  const count = rng.range(1, rng.chance(0.1) ? 6 : 4);
  const part = (): string =>
    rng.weighted([
      [3, () => String(rng.int(256))],
      [1, () => String(rng.next())],
      [1, () => `0x${rng.next().toString(16)}`],
      [1, () => `0X${rng.int(256).toString(16).toUpperCase()}`],
      [1, () => `0${rng.int(256).toString(8)}`],
      [1, () => rng.pick(['0x', '0', '00', '', '4294967295', '4294967296', '09', '0x100000000'])],
    ]);
  const parts = Array.from({ length: count }, part);
  return parts.join('.') + (rng.chance(0.1) ? '.' : '');
}

export function h16(rng: Rng): string {
  return rng.repeat(() => charOf(rng, HEXDIG), 4, 1);
}

function h16s(rng: Rng, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += `${h16(rng)}:`;
  return out;
}

export function ls32(rng: Rng): string {
  return rng.chance(0.25) ? ipv4Address(rng) : `${h16(rng)}:${h16(rng)}`;
}

/** RFC 3986 IPv6address: each of its nine alternatives, as the ABNF writes them. */
export function ipv6Address(rng: Rng): string {
  const alt = rng.int(9);
  if (alt === 0) return h16s(rng, 6) + ls32(rng);
  if (alt === 1) return `::${h16s(rng, 5)}${ls32(rng)}`;
  // [ *(alt-2) ( h16 ":" ) h16 ] "::" ... with the prefix bounded by the alternative.
  const before = alt - 2; // at most this many "h16:" before the last h16
  const prefix = rng.chance(0.2) ? '' : h16s(rng, rng.int(before + 1)) + h16(rng);
  const tails = [
    () => h16s(rng, 4) + ls32(rng),
    () => h16s(rng, 3) + ls32(rng),
    () => h16s(rng, 2) + ls32(rng),
    () => h16s(rng, 1) + ls32(rng),
    () => ls32(rng),
    () => h16(rng),
    () => '',
  ];
  return `${prefix}::${tails[alt - 2]!()}`;
}

/** RFC 6874 ZoneID: 1*( unreserved / pct-encoded ). */
export function zoneId(rng: Rng): string {
  return rng.repeat(() => (rng.chance(0.1) ? pctEncoded(rng) : charOf(rng, UNRESERVED)), 6, 1);
}

/** RFC 3986 IPvFuture: "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ). */
export function ipvFuture(rng: Rng): string {
  const v = rng.chance(0.5) ? 'v' : 'V';
  const body = rng.repeat(() => charOf(rng, `${UNRESERVED}${SUB_DELIMS}:`), 8, 1);
  return `${v}${rng.repeat(() => charOf(rng, HEXDIG), 3, 1)}.${body}`;
}

/** RFC 3986 IP-literal (with an RFC 6874 zone when `zone` is set). */
export function ipLiteral(rng: Rng, zone = false): string {
  if (rng.chance(0.15)) return `[${ipvFuture(rng)}]`;
  const address = ipv6Address(rng);
  return zone && rng.chance(0.4) ? `[${address}%25${zoneId(rng)}]` : `[${address}]`;
}

/** IPv4/IPv6 text of any form, valid or one mutation off, bracketed or not. */
export function ipText(rng: Rng): string {
  const valid = rng.weighted<string>([
    [3, () => ipv4Address(rng)],
    [2, () => ipv4Loose(rng)],
    [4, () => ipv6Address(rng)],
    [1, () => `${ipv6Address(rng)}%${zoneId(rng)}`],
    [1, () => ipLiteral(rng, true)],
    [1, () => ipvFuture(rng)],
  ]);
  return rng.chance(0.35) ? mutateOnce(rng, valid) : valid;
}
