// RFC 3986 §3.2.2 host = IP-literal / IPv4address / reg-name (and RFC 3987 ihost): finds where
// the host of an authority ends, validates it and says which alternative matched.
import { checkIPLiteral, checkIPv4, lastIPLiteralErrorCode } from '@urikit/ipaddr';
import { REG_NAME } from '@urikit/percent-encoding';
import { fail, failChar } from './failure.js';
import { IRI_UCSCHAR } from './iri-chars.js';
import { scanChars } from './scan-chars.js';
import type { HostKind } from './types.js';

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
    failChar(input, stop, 'invalid-host-char');
    return -1;
  }
  return stop;
}

/**
 * The kind of the valid host `input[start, end)`. §3.2.2: "If host matches the rule for
 * IPv4address, then it should be considered an IPv4 address literal and not a reg-name": the
 * first alternative that matches wins.
 */
export function hostKind(input: string, start: number, end: number): HostKind {
  if (start < end && input.charCodeAt(start) === 0x5b) {
    // IPvFuture = "v" 1*HEXDIG "." …: ABNF strings are case-insensitive (RFC 5234 §2.3).
    return (input.charCodeAt(start + 1) | 0x20) === 0x76 ? 'ipvfuture' : 'ipv6';
  }
  // checkIPv4 reads the host in place (no slice) and stops at the first character that is not
  // a digit or '.', so a reg-name costs a character or two.
  return checkIPv4(input, start, end) < 0 ? 'ipv4' : 'reg-name';
}

// IP-literal = "[" ( IPv6address / IPvFuture ) "]"; RFC 6874 adds IPv6addrz when enabled.
// @urikit/ipaddr checks the literal up to the first ']' before the end of the authority (without
// one, the text inside first, then unclosed-ip-literal at the end, where the ']' was expected).
// It checks what is inside the brackets before what follows them, so a failure just after the
// ']' means the literal is whole and only the rest of the authority is left: ':' and a port,
// else invalid-host-char. The check neither allocates nor throws, and leaves the reason in the
// literal's own codes (lastIPLiteralErrorCode).
function scanIPLiteral(input: string, start: number, end: number, zoneId: boolean): number {
  const index = checkIPLiteral(input, start, end, zoneId);
  if (index < 0) return end;
  if (input.charCodeAt(index - 1) !== 0x5d) return fail(lastIPLiteralErrorCode(), index);
  return input.charCodeAt(index) === 0x3a ? index : fail('invalid-host-char', index);
}
