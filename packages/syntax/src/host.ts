// RFC 3986 §3.2.2 host = IP-literal / IPv4address / reg-name (and RFC 3987 ihost): finds where
// the host of an authority ends, validates it and says which alternative matched.
import { checkIPv4, checkIPv6 } from '@urikit/ipaddr';
import { HEXDIG, IPVFUTURE, REG_NAME, UNRESERVED } from '@urikit/percent-encoding';
import { fail, failChar } from './failure.js';
import { IRI_UCSCHAR } from './iri-chars.js';
import { ASCII_ONLY, scanChars } from './scan-chars.js';
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

// IP-literal = "[" ( IPv6address / IPvFuture ) "]" (§3.2.2); RFC 6874 §2 adds IPv6addrz when
// enabled. Checks the literal that starts at the '[' at `start`, up to the first ']' before the
// end of the authority (without one, the text inside first, then unclosed-ip-literal at the end,
// where the ']' was expected), and returns the offset after it when the authority ends there or a
// ':' (the port's) follows, else -1 (see fail). The offsets and codes are those of @urikit/ipaddr's
// parseIPLiteral, whose IPv6 check this uses; IPvFuture and the zone ID are runs of this package's
// scanner (a second class table for them made the bundle larger).
function scanIPLiteral(input: string, start: number, end: number, zoneId: boolean): number {
  const codeAt = String.prototype.charCodeAt; // see scan-chars.ts
  let inner = start + 1;
  while (inner < end && codeAt.call(input, inner) !== 0x5d) inner++;
  if (inner === start + 1) {
    return fail(inner === end ? 'unclosed-ip-literal' : 'invalid-ip-literal', inner);
  }
  // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ); ABNF strings are
  // case-insensitive (RFC 5234 §2.3).
  if ((codeAt.call(input, start + 1) | 0x20) === 0x76) {
    const dot = scanChars(input, start + 2, inner, HEXDIG, ASCII_ONLY);
    if (dot === start + 2 || dot === inner || codeAt.call(input, dot) !== 0x2e) {
      return fail('invalid-ipvfuture', dot);
    }
    const stop = scanChars(input, dot + 1, inner, IPVFUTURE, ASCII_ONLY);
    if (stop < inner || stop === dot + 1) return fail('invalid-ipvfuture', stop);
  } else {
    let mark = start + 1;
    while (mark < inner && codeAt.call(input, mark) !== 0x25) mark++;
    // An empty address is the literal's fault ('[%25x]'), any other one the address's.
    if (mark === start + 1) return fail('invalid-ip-literal', mark);
    const bad = checkIPv6(input, start + 1, mark);
    if (bad >= 0) return fail('invalid-ipv6', bad);
    if (mark < inner) {
      if (!zoneId) return fail('zone-id-not-allowed', mark);
      // RFC 6874 §2: IPv6addrz = IPv6address "%25" ZoneID, ZoneID = 1*( unreserved /
      // pct-encoded ).
      let at = mark + 1;
      if (codeAt.call(input, at) === 0x32 && ++at < inner && codeAt.call(input, at) === 0x35) at++;
      if (at !== mark + 3 || at === inner) return fail('invalid-zone-id', at);
      at = scanChars(input, at, inner, UNRESERVED, 0);
      if (at < inner) {
        // A '%' without two hex digits fails at the first that is not one (or at the ']').
        if (codeAt.call(input, at) === 0x25) {
          at = scanChars(input, at + 1, Math.min(at + 2, inner), HEXDIG, ASCII_ONLY);
        }
        return fail('invalid-zone-id', at);
      }
    }
  }
  if (inner === end) return fail('unclosed-ip-literal', end);
  const after = inner + 1;
  if (after === end) return end;
  return codeAt.call(input, after) === 0x3a ? after : fail('invalid-host-char', after);
}
