// Where the host is in an argument: the whole argument when it is a host, or the host of a URL
// (any URI or network-path reference with an authority), found by @urikit/syntax's split
// (RFC 3986 Appendix B). Only the authority is checked beyond that: the rest of a URL does not
// change which site it names, and URLs from logs often break RFC 3986 in their paths.
import { isIPv6 } from '@urikit/ipaddr';
import { split } from '@urikit/syntax';
import { DomainError } from './errors.js';

/** The host found by {@link locateHost}: `input[hostFrom, hostTo)`. */
export let hostFrom = 0;
export let hostTo = 0;
/** The URL's scheme, lower-cased; undefined for a host, or a URL without one (`//a.example`). */
export let locatedScheme: string | undefined;
/** Whether the argument is an IPv6 address without brackets (`::1`), which is a host too. */
export let bareIPv6 = false;

// RFC 3986 §3.2.1 userinfo = *( unreserved / pct-encoded / sub-delims / ":" ): the ASCII
// characters other than '%' (checked with its two digits) that it may hold.
const USERINFO = new Uint8Array(128);
for (const c of "-._~!$&'()*+,;=:") USERINFO[c.charCodeAt(0)] = 1;
for (let c = 0x30; c <= 0x39; c++) USERINFO[c] = 1;
for (let c = 0x41; c <= 0x5a; c++) USERINFO[c] = 1;
for (let c = 0x61; c <= 0x7a; c++) USERINFO[c] = 1;

/** Records that `input` is a host as a whole. */
export function plainHost(input: string): void {
  locatedScheme = undefined;
  bareIPv6 = false;
  hostFrom = 0;
  hostTo = input.length;
}

/** Finds the host of `input` (sets the variables above); throws DomainError when it has none. */
export function locateHost(input: string): void {
  locatedScheme = undefined;
  bareIPv6 = false;
  let special = -1;
  let colonOnly = true;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    // '/', '?', '#', '@' and ':' are in no host name: the argument is a URL (or an IPv6 address).
    if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x40) {
      colonOnly = false;
      if (special < 0) special = i;
      break;
    }
    if (c === 0x3a && special < 0) special = i;
  }
  if (special < 0 || (colonOnly && input.charCodeAt(0) === 0x5b)) {
    hostFrom = 0;
    hostTo = input.length;
    return;
  }
  if (colonOnly && isIPv6(input)) {
    hostFrom = 0;
    hostTo = input.length;
    bareIPv6 = true;
    return;
  }
  const { scheme, userinfo, host, port } = split(input);
  if (host === undefined) throw new DomainError('no-host', input, special);
  let at = scheme === undefined ? 2 : scheme.length + 3;
  if (userinfo !== undefined) {
    checkUserinfo(input, at, at + userinfo.length);
    at += userinfo.length + 1;
  }
  hostFrom = at;
  hostTo = at + host.length;
  if (port !== undefined) {
    for (let i = hostTo + 1; i < hostTo + 1 + port.length; i++) {
      const c = input.charCodeAt(i);
      if (c < 0x30 || c > 0x39) throw new DomainError('invalid-authority', input, i);
    }
  }
  locatedScheme = scheme?.toLowerCase();
}

function checkUserinfo(input: string, from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const c = input.charCodeAt(i);
    if (c >= 0x80 || USERINFO[c] === 1) continue;
    if (
      c === 0x25 &&
      isHex(input.charCodeAt(i + 1)) &&
      isHex(input.charCodeAt(i + 2)) &&
      i + 2 < to
    ) {
      i += 2;
      continue;
    }
    throw new DomainError('invalid-authority', input, i);
  }
}

function isHex(c: number): boolean {
  const l = c | 0x20;
  return (c >= 0x30 && c <= 0x39) || (l >= 0x61 && l <= 0x66);
}
