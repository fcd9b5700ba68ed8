// Classification by the IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890, as updated
// by RFC 8190 and later assignments), plus multicast and reserved space; a longest-prefix table.
import { argumentError } from './arguments.js';
import { scanIPv4 } from './ipv4.js';
import { readIPv6 } from './ipv6.js';

/**
 * The IANA special-purpose registry entry an address falls in (RFC 6890 §2.2.2, §2.2.3), or
 * multicast / reserved space, or `'unicast'` when it falls in none.
 *
 * @example
 * ```ts
 * const name: SpecialPurposeName = classify(parseIPv4('192.168.1.1')); // → 'private'
 * ```
 */
export type SpecialPurposeName =
  | 'unspecified'
  | 'this-network'
  | 'loopback'
  | 'private'
  | 'carrier-grade-nat'
  | 'link-local'
  | 'ietf-protocol-assignments'
  | 'ipv4-service-continuity'
  | 'dummy'
  | 'pcp-anycast'
  | 'turn-anycast'
  | 'nat64-discovery'
  | 'documentation'
  | 'as112'
  | 'amt'
  | '6to4-relay-anycast'
  | 'benchmarking'
  | 'multicast'
  | 'reserved'
  | 'broadcast'
  | 'ipv4-mapped'
  | 'ipv4-compatible'
  | 'ipv4-ipv6-translation'
  | 'discard-only'
  | 'teredo'
  | 'dns-sd-srp-anycast'
  | 'orchid'
  | 'drone-remote-id'
  | '6to4'
  | 'srv6-sid'
  | 'unique-local'
  | 'site-local'
  | 'unicast';

/** A registry row: prefix, prefix length, name, and the registry's "Globally Reachable" column. */
type Row = readonly [prefix: string, length: number, name: SpecialPurposeName, global: boolean];

// "Globally Reachable" is false where the registry says False or N/A: such an address is not a
// destination on the public Internet, which is what isPublicUnicast asks.
const ipv4Rows: readonly Row[] = [
  ['0.0.0.0', 8, 'this-network', false], // RFC 791 §3.2
  ['0.0.0.0', 32, 'unspecified', false], // RFC 1122 §3.2.1.3: "this host on this network"
  ['10.0.0.0', 8, 'private', false], // RFC 1918
  ['100.64.0.0', 10, 'carrier-grade-nat', false], // RFC 6598: Shared Address Space
  ['127.0.0.0', 8, 'loopback', false], // RFC 1122 §3.2.1.3
  ['169.254.0.0', 16, 'link-local', false], // RFC 3927
  ['172.16.0.0', 12, 'private', false], // RFC 1918
  ['192.0.0.0', 24, 'ietf-protocol-assignments', false], // RFC 6890 §2.1
  ['192.0.0.0', 29, 'ipv4-service-continuity', false], // RFC 7335 (DS-Lite, RFC 6333)
  ['192.0.0.8', 32, 'dummy', false], // RFC 7600
  ['192.0.0.9', 32, 'pcp-anycast', true], // RFC 7723
  ['192.0.0.10', 32, 'turn-anycast', true], // RFC 8155
  ['192.0.0.170', 32, 'nat64-discovery', false], // RFC 8880, RFC 7050
  ['192.0.0.171', 32, 'nat64-discovery', false], // RFC 8880, RFC 7050
  ['192.0.2.0', 24, 'documentation', false], // RFC 5737: TEST-NET-1
  ['192.31.196.0', 24, 'as112', true], // RFC 7535: AS112-v4
  ['192.52.193.0', 24, 'amt', true], // RFC 7450
  ['192.88.99.0', 24, '6to4-relay-anycast', false], // RFC 7526 deprecated RFC 3068's anycast
  ['192.168.0.0', 16, 'private', false], // RFC 1918
  ['192.175.48.0', 24, 'as112', true], // RFC 7534: Direct Delegation AS112 Service
  ['198.18.0.0', 15, 'benchmarking', false], // RFC 2544
  ['198.51.100.0', 24, 'documentation', false], // RFC 5737: TEST-NET-2
  ['203.0.113.0', 24, 'documentation', false], // RFC 5737: TEST-NET-3
  ['224.0.0.0', 4, 'multicast', false], // RFC 5771 (the multicast registry, not unicast)
  ['240.0.0.0', 4, 'reserved', false], // RFC 1112 §4
  ['255.255.255.255', 32, 'broadcast', false], // RFC 8190, RFC 919 §7: limited broadcast
];

const ipv6Rows: readonly Row[] = [
  ['::', 128, 'unspecified', false], // RFC 4291 §2.5.2
  ['::1', 128, 'loopback', false], // RFC 4291 §2.5.3
  ['::', 96, 'ipv4-compatible', false], // RFC 4291 §2.5.5.1: deprecated, not in the registry
  ['::ffff:0:0', 96, 'ipv4-mapped', false], // RFC 4291 §2.5.5.2
  ['64:ff9b::', 96, 'ipv4-ipv6-translation', true], // RFC 6052 §2.1: the Well-Known Prefix
  ['64:ff9b:1::', 48, 'ipv4-ipv6-translation', false], // RFC 8215: local-use
  ['100::', 64, 'discard-only', false], // RFC 6666
  ['100:0:0:1::', 64, 'dummy', false], // RFC 9780
  ['2001::', 23, 'ietf-protocol-assignments', false], // RFC 2928
  ['2001::', 32, 'teredo', false], // RFC 4380, RFC 8190
  ['2001:1::1', 128, 'pcp-anycast', true], // RFC 7723
  ['2001:1::2', 128, 'turn-anycast', true], // RFC 8155
  ['2001:1::3', 128, 'dns-sd-srp-anycast', true], // RFC 9665
  ['2001:2::', 48, 'benchmarking', false], // RFC 5180
  ['2001:3::', 32, 'amt', true], // RFC 7450
  ['2001:4:112::', 48, 'as112', true], // RFC 7535: AS112-v6
  ['2001:10::', 28, 'orchid', false], // RFC 4843: deprecated ORCHID
  ['2001:20::', 28, 'orchid', true], // RFC 7343: ORCHIDv2
  ['2001:30::', 28, 'drone-remote-id', true], // RFC 9374: DET prefix
  ['2001:db8::', 32, 'documentation', false], // RFC 3849
  ['2002::', 16, '6to4', false], // RFC 3056
  ['2620:4f:8000::', 48, 'as112', true], // RFC 7534: Direct Delegation AS112 Service
  ['3fff::', 20, 'documentation', false], // RFC 9637
  ['5f00::', 16, 'srv6-sid', false], // RFC 9602: Segment Routing (SRv6) SIDs
  ['fc00::', 7, 'unique-local', false], // RFC 4193
  ['fe80::', 10, 'link-local', false], // RFC 4291 §2.5.6
  ['fec0::', 10, 'site-local', false], // RFC 3879: deprecated, not in the registry
  ['ff00::', 8, 'multicast', false], // RFC 4291 §2.7
];

/** Rows compiled for matching, most specific first so that the first match is the longest. */
interface CompiledRows {
  names: SpecialPurposeName[];
  global: boolean[];
  lengths: number[];
  /** IPv4 only: the netmask of each row. */
  masks: number[];
  /** IPv4: one 32-bit network per row; IPv6: eight words per row. */
  networks: number[];
}

function compile(rows: readonly Row[], words: number): CompiledRows {
  const sorted = [...rows].sort((a, b) => b[1] - a[1]);
  const compiled: CompiledRows = {
    names: [],
    global: [],
    lengths: [],
    masks: [],
    networks: [],
  };
  const scratch = new Uint16Array(8);
  for (const [prefix, length, name, global] of sorted) {
    compiled.names.push(name);
    compiled.global.push(global);
    compiled.lengths.push(length);
    if (words === 1) {
      // `>>> 32` shifts by 0 in JavaScript, hence the /32 case apart.
      compiled.masks.push(length === 32 ? 0xffffffff : ~(0xffffffff >>> length) >>> 0);
      compiled.networks.push(scanIPv4(prefix, 0, prefix.length));
    } else {
      readIPv6(prefix, 0, prefix.length, scratch);
      compiled.networks.push(...scratch);
    }
  }
  return compiled;
}

// Compiled when the module loads; the annotation lets bundlers drop both tables (and the rows)
// from a bundle that imports none of the functions below.
const ipv4Table = /* @__PURE__ */ compile(ipv4Rows, 1);
const ipv6Table = /* @__PURE__ */ compile(ipv6Rows, 8);

/** The row of `ipv4Table` a 32-bit address falls in, or -1. */
export function ipv4Row(value: number): number {
  const { masks, networks } = ipv4Table;
  for (let row = 0; row < masks.length; row++) {
    if ((value & masks[row]!) >>> 0 === networks[row]) return row;
  }
  return -1;
}

/** The row of `ipv6Table` 8 words fall in, or -1. */
export function ipv6Row(words: Uint16Array): number {
  const { lengths, networks } = ipv6Table;
  rows: for (let row = 0; row < lengths.length; row++) {
    let remaining = lengths[row]!;
    const base = row * 8;
    for (let w = 0; remaining > 0; w++, remaining -= 16) {
      const mask = remaining >= 16 ? 0xffff : (0xffff << (16 - remaining)) & 0xffff;
      if ((words[w]! & mask) !== networks[base + w]) continue rows;
    }
    return row;
  }
  return -1;
}

/** The 32-bit value of 4 bytes. */
export function ipv4Value(bytes: Uint8Array): number {
  return ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
}

/** Whether an IPv4 address (32-bit value) is globally reachable unicast per the registry. */
export function isGlobalIPv4(value: number): boolean {
  const row = ipv4Row(value);
  return row < 0 || ipv4Table.global[row]!;
}

/** The name of an IPv6 row, or `'unicast'` / `'reserved'` outside every row. */
export function ipv6Name(words: Uint16Array, row: number): SpecialPurposeName {
  if (row >= 0) return ipv6Table.names[row]!;
  // IANA IPv6 Address Space: only 2000::/3 is allocated as global unicast; the rest outside the
  // rows above is "Reserved by IETF".
  return (words[0]! & 0xe000) === 0x2000 ? 'unicast' : 'reserved';
}

/** Whether an IPv6 row is globally reachable per the registry (`-1`: no row). */
export function isGlobalIPv6Row(words: Uint16Array, row: number): boolean {
  if (row >= 0) return ipv6Table.global[row]!;
  return (words[0]! & 0xe000) === 0x2000;
}

/**
 * Names the IANA special-purpose registry entry (or multicast / reserved space) of an address as
 * `parseIPv4` (4 bytes) or `parseIPv6` (8 words) returns it, the most specific entry first, or
 * `'unicast'` when none applies (RFC 6890 §2.2.2, §2.2.3).
 *
 * @throws `RangeError` for an array that is neither 4 bytes nor 8 words; `TypeError` for a value
 * that is neither a Uint8Array nor a Uint16Array.
 * @example
 * ```ts
 * classify(parseIPv4('192.168.1.1')); // → 'private'
 * classify(parseIPv6('fe80::1')); // → 'link-local'
 * classify(parseIPv4('8.8.8.8')); // → 'unicast'
 * ```
 */
export function classify(address: Uint8Array | Uint16Array): SpecialPurposeName {
  if (address instanceof Uint8Array && address.length === 4) {
    const row = ipv4Row(ipv4Value(address));
    return row < 0 ? 'unicast' : ipv4Table.names[row]!;
  }
  if (address instanceof Uint16Array && address.length === 8) {
    return ipv6Name(address, ipv6Row(address));
  }
  if (address instanceof Uint8Array || address instanceof Uint16Array) {
    throw new RangeError('classify: address must be 4 bytes or 8 words');
  }
  throw argumentError('classify', 'address', 'a Uint8Array or a Uint16Array', address);
}
