// The codes of IPAddressError (RFC 3986 §3.2.2, RFC 6874 §2) as small numbers for the scanners' failure
// record: a scanner that fails names its reason by number, so that a bundle which never asks for
// the reason's name (a bare check such as syntax's host scan) does not carry every code's string.
// The faults of an IPv4 or IPv6 address come first, then those of an IP-literal from EMPTY on,
// so that lastIPLiteralErrorCode maps them with one comparison.
import type { IPAddressErrorCode } from './errors.js';

export const INVALID_IPV4 = 0;
export const IPV4_LEADING_ZERO = 1;
export const IPV4_OCTET_OUT_OF_RANGE = 2;
export const IPV4_TOO_FEW_PARTS = 3;
export const IPV4_TOO_MANY_PARTS = 4;
export const IPV4_EMPTY_PART = 5;
export const INVALID_IPV6 = 6;
export const IPV6_GROUP_TOO_LONG = 7;
export const IPV6_TOO_MANY_GROUPS = 8;
export const IPV6_TOO_FEW_GROUPS = 9;
export const IPV6_MULTIPLE_COMPRESSION = 10;
export const IPV6_INVALID_IPV4_POSITION = 11;
export const EMPTY = 12;
export const INVALID_IP_LITERAL = 13;
export const INVALID_IPVFUTURE = 14;
export const UNCLOSED_IP_LITERAL = 15;
export const ZONE_ID_NOT_ALLOWED = 16;
export const INVALID_ZONE_ID = 17;

// The name of each number above, in the same order; test/codes.test.ts checks the pairing.
export const CODE_NAMES: readonly IPAddressErrorCode[] = [
  'invalid-ipv4',
  'ipv4-leading-zero',
  'ipv4-octet-out-of-range',
  'ipv4-too-few-parts',
  'ipv4-too-many-parts',
  'ipv4-empty-part',
  'invalid-ipv6',
  'ipv6-group-too-long',
  'ipv6-too-many-groups',
  'ipv6-too-few-groups',
  'ipv6-multiple-compression',
  'ipv6-invalid-ipv4-position',
  'empty',
  'invalid-ip-literal',
  'invalid-ipvfuture',
  'unclosed-ip-literal',
  'zone-id-not-allowed',
  'invalid-zone-id',
];
