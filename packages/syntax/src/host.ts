// RFC 3986 §3.2.2 host = IP-literal / IPv4address / reg-name (and RFC 3987 ihost): finds where
// the host of an authority ends, validates it and says which alternative matched.
import { checkIPLiteral, isIPv4, lastIPLiteralErrorCode } from '@urikit/ipaddr';
import { REG_NAME } from '@urikit/percent-encoding';
import { fail } from './failure.js';
import { IRI_UCSCHAR } from './iri-chars.js';
import type { scanChars } from './scan-chars.js';
import type { HostKind } from './types.js';

/**
 * Scans the host that starts at `start` in an authority ending at `end` and returns the offset
 * after it: `end`, or the offset of the ':' before the port. Returns -1 (see fail) when the host
 * is not valid or is followed by anything but ':'. `chars` is scanChars or charRun (see
 * scanReference).
 */
export function scanHost(
  input: string,
  start: number,
  end: number,
  iri: boolean,
  zoneId: boolean,
  chars: typeof scanChars,
): number {
  if (start < end && input.charCodeAt(start) === 0x5b)
    return scanIPLiteral(input, start, end, zoneId);
  const stop = chars(input, start, end, REG_NAME, iri ? IRI_UCSCHAR : 0);
  if (stop < end && input.charCodeAt(stop) !== 0x3a) {
    return fail(
      input.charCodeAt(stop) === 0x25 ? 'invalid-percent-encoding' : 'invalid-host-char',
      stop,
    );
  }
  return stop;
}

/**
 * The kind of the valid host `input[start, end)`. §3.2.2: "If host matches the rule for
 * IPv4address, then it should be considered an IPv4 address literal and not a reg-name": the
 * first alternative that matches wins.
 */
export function hostKind(input: string, start: number, end: number): HostKind {
  const first = input.charCodeAt(start);
  if (first === 0x5b && start < end) {
    // IPvFuture = "v" 1*HEXDIG "." …: ABNF strings are case-insensitive (RFC 5234 §2.3).
    return (input.charCodeAt(start + 1) | 0x20) === 0x76 ? 'ipvfuture' : 'ipv6';
  }
  const length = end - start;
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
// first and reports unclosed-ip-literal at the end, where the ']' was expected. Its check
// neither allocates nor throws, and leaves the reason in the literal's own codes (lastIPLiteralErrorCode).
function scanIPLiteral(input: string, start: number, end: number, zoneId: boolean): number {
  let close = start + 1;
  while (close < end && input.charCodeAt(close) !== 0x5d) close++;
  const stop = close < end ? close + 1 : end;
  const index = checkIPLiteral(input, start, stop, zoneId);
  if (index >= 0) return fail(lastIPLiteralErrorCode(), index);
  if (stop < end && input.charCodeAt(stop) !== 0x3a) return fail('invalid-host-char', stop);
  return stop;
}
