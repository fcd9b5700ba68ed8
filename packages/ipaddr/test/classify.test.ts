import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classify, parseIPv4, parseIPv6, type SpecialPurposeName } from '../src/index.js';

const v4 = (text: string) => classify(parseIPv4(text));
const v6 = (text: string) => classify(parseIPv6(text));

describe('classify: the IANA IPv4 Special-Purpose Address Registry', () => {
  it.each<[string, SpecialPurposeName]>([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this-network'],
    ['0.255.255.255', 'this-network'],
    ['10.0.0.0', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'carrier-grade-nat'],
    ['100.127.255.255', 'carrier-grade-nat'],
    ['100.128.0.0', 'unicast'],
    ['100.63.255.255', 'unicast'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.1.1', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.0', 'unicast'],
    ['172.15.255.255', 'unicast'],
    ['192.0.0.100', 'ietf-protocol-assignments'],
    ['192.0.0.1', 'ipv4-service-continuity'],
    ['192.0.0.7', 'ipv4-service-continuity'],
    ['192.0.0.8', 'dummy'],
    ['192.0.0.9', 'pcp-anycast'],
    ['192.0.0.10', 'turn-anycast'],
    ['192.0.0.170', 'nat64-discovery'],
    ['192.0.0.171', 'nat64-discovery'],
    ['192.0.2.1', 'documentation'],
    ['192.31.196.1', 'as112'],
    ['192.52.193.1', 'amt'],
    ['192.88.99.1', '6to4-relay-anycast'],
    ['192.168.1.1', 'private'],
    ['192.175.48.1', 'as112'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['198.20.0.0', 'unicast'],
    ['198.51.100.1', 'documentation'],
    ['203.0.113.1', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.255', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.254', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['8.8.8.8', 'unicast'],
    ['1.1.1.1', 'unicast'],
    ['223.255.255.255', 'unicast'],
  ])('%s is %s', (text, name) => {
    expect(v4(text)).toBe(name);
  });
});

describe('classify: the IANA IPv6 Special-Purpose Address Registry', () => {
  it.each<[string, SpecialPurposeName]>([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::2', 'ipv4-compatible'],
    ['::192.0.2.1', 'ipv4-compatible'],
    ['::ffff:192.0.2.1', 'ipv4-mapped'],
    ['::ffff:0:192.0.2.1', 'reserved'],
    ['64:ff9b::192.0.2.1', 'ipv4-ipv6-translation'],
    ['64:ff9b:1::1', 'ipv4-ipv6-translation'],
    ['64:ff9b:2::1', 'reserved'],
    ['100::1', 'discard-only'],
    ['100:0:0:1::1', 'dummy'],
    ['100:0:0:2::1', 'reserved'],
    ['2001:100::1', 'ietf-protocol-assignments'],
    ['2001::1', 'teredo'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['2001:1::1', 'pcp-anycast'],
    ['2001:1::2', 'turn-anycast'],
    ['2001:1::3', 'dns-sd-srp-anycast'],
    ['2001:1::4', 'ietf-protocol-assignments'],
    ['2001:2::1', 'benchmarking'],
    ['2001:2:0:ffff::1', 'benchmarking'],
    ['2001:2:1::1', 'ietf-protocol-assignments'],
    ['2001:3::1', 'amt'],
    ['2001:4:112::1', 'as112'],
    ['2001:10::1', 'orchid'],
    ['2001:20::1', 'orchid'],
    ['2001:2f:ffff::1', 'orchid'],
    ['2001:30::1', 'drone-remote-id'],
    ['2001:db8::1', 'documentation'],
    ['2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', 'documentation'],
    ['2001:db9::1', 'unicast'],
    ['2001:200::1', 'unicast'],
    ['2002:c000:201::1', '6to4'],
    ['2620:4f:8000::1', 'as112'],
    ['3fff::1', 'documentation'],
    ['3fff:fff:ffff::1', 'documentation'],
    ['3fff:1000::1', 'unicast'],
    ['5f00::1', 'srv6-sid'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['ff0e::101', 'multicast'],
    ['2606:4700:4700::1111', 'unicast'],
    ['4000::1', 'reserved'],
    ['e000::1', 'reserved'],
    ['1::', 'reserved'],
  ])('%s is %s', (text, name) => {
    expect(v6(text)).toBe(name);
  });

  it('refuses arrays that are not an address', () => {
    expect(() => classify(new Uint8Array(16))).toThrow(RangeError);
    expect(() => classify(new Uint16Array(4))).toThrow(RangeError);
  });

  it('classifies IPv4 consistently with a direct reading of the RFC 1918 ranges', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), (a, b) => {
        const bytes = Uint8Array.of(a, b, 1, 1);
        const rfc1918 = a === 10 || (a === 172 && b >= 16 && b < 32) || (a === 192 && b === 168);
        expect(classify(bytes) === 'private').toBe(rfc1918);
      }),
      { numRuns: 3000 },
    );
  });
});
