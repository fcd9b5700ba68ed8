// RFC 3986 §3.2.2 host = IP-literal / IPv4address / reg-name (and RFC 3987 ihost): finds where
// the host of an authority ends, validates it and says which alternative matched.
import { IPAddressError, isIPLiteral, isIPv4, parseIPLiteral } from '@urikit/ipaddr';
import { REG_NAME } from '@urikit/percent-encoding';
import type { UriErrorCode } from './errors.js';
import { fail } from './failure.js';
import { IRI_UCSCHAR } from './iri-chars.js';
import { scanChars } from './scan-chars.js';
import type { HostKind } from './types.js';

let kind: HostKind = 'reg-name';

/** The kind of the host of the last successful scanHost. */
export function scannedHostKind(): HostKind {
  return kind;
}

/**
 * Scans the host that starts at `start` in an authority ending at `end` and returns the offset
 * after it: `end`, or the offset of the ':' before the port. Returns -1 (see fail) when the host
 * is not valid or is followed by anything but ':'.
 */
export function scanHost(
  input: string,
  start: number,
  end: number,
  iri: boolean,
  zoneId: boolean,
): number {
  if (start < end && input.charCodeAt(start) === 0x5b)
    return scanIPLiteral(input, start, end, zoneId);
  const stop = scanChars(input, start, end, REG_NAME, iri ? IRI_UCSCHAR : 0);
  if (stop < end && input.charCodeAt(stop) !== 0x3a) {
    return fail(
      input.charCodeAt(stop) === 0x25 ? 'invalid-percent-encoding' : 'invalid-host-char',
      stop,
    );
  }
  kind = regNameKind(input, start, stop);
  return stop;
}

/**
 * The kind of the valid reg-name or IPv4address `input[start, end)`. §3.2.2: "If host matches
 * the rule for IPv4address, then it should be considered an IPv4 address literal and not a
 * reg-name": the first alternative that matches wins.
 */
export function regNameKind(input: string, start: number, end: number): HostKind {
  const length = end - start;
  const first = input.charCodeAt(start);
  return length >= 7 &&
    length <= 15 &&
    first >= 0x30 &&
    first <= 0x39 &&
    isIPv4(input.slice(start, end))
    ? 'ipv4'
    : 'reg-name';
}

// IP-literal = "[" ( IPv6address / IPvFuture ) "]"; RFC 6874 adds IPv6addrz when enabled.
// Without a ']' before the end of the authority, @urikit/ipaddr still checks the text inside
// first and reports unclosed-ip-literal at the end, where the ']' was expected.
function scanIPLiteral(input: string, start: number, end: number, zoneId: boolean): number {
  let close = start + 1;
  while (close < end && input.charCodeAt(close) !== 0x5d) close++;
  const stop = close < end ? close + 1 : end;
  const index = literalError(input.slice(start, stop), zoneId);
  if (index >= 0) return fail(literalCode, start + index);
  if (stop < end && input.charCodeAt(stop) !== 0x3a) return fail('invalid-host-char', stop);
  return stop;
}

let literalCode: UriErrorCode = 'invalid-ip-literal';
const WITH_ZONE = { zoneId: true };
const WITHOUT_ZONE = { zoneId: false };

// Checks a bracketed literal with @urikit/ipaddr; returns -1 when valid (and sets kind), else
// the offset in `literal` where it breaks, with its code in literalCode. The allocation-free
// predicate decides; the throwing parser runs only to explain a failure.
function literalError(literal: string, zoneId: boolean): number {
  const options = zoneId ? WITH_ZONE : WITHOUT_ZONE;
  try {
    if (isIPLiteral(literal, options)) {
      // IPvFuture = "v" 1*HEXDIG "." …: ABNF strings are case-insensitive (RFC 5234 §2.3).
      kind = (literal.charCodeAt(1) | 0x20) === 0x76 ? 'ipvfuture' : 'ipv6';
      return -1;
    }
    parseIPLiteral(literal, options);
  } catch (error) {
    if (error instanceof IPAddressError) {
      literalCode = mapCode(error.code);
      return error.index;
    }
  }
  // Only an inconsistency of @urikit/ipaddr ends here; it still must not escape as a crash.
  literalCode = 'invalid-ip-literal';
  return 0;
}

function mapCode(code: IPAddressError['code']): UriErrorCode {
  switch (code) {
    case 'invalid-ipvfuture':
    case 'zone-id-not-allowed':
    case 'invalid-zone-id':
    case 'unclosed-ip-literal':
      return code;
    case 'invalid-ip-literal':
    case 'empty':
      return 'invalid-ip-literal';
    default:
      // Every other code (ipv6-*, and ipv4-* of an embedded IPv4address) is about the IPv6.
      return 'invalid-ipv6';
  }
}
