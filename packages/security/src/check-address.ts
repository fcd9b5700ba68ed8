// The second half of an SSRF defence: whether an address (the one DNS returned, right before the
// connection) is one a server may connect to, by the IANA special-purpose registries (RFC 6890)
// and the policy's extra blocks.
import {
  classify,
  isPublicUnicast,
  tryParseIPv4,
  tryParseIPv4Loose,
  tryParseIPv6,
} from '@urikit/ipaddr';
import { requireString } from '@urikit/percent-encoding';
import { isMetadataAddress } from './cloud-metadata.js';
import { type Finding, finding } from './finding.js';
import { type CompiledPolicy, compilePolicy, type FetchPolicy, inBlock } from './policy.js';

/**
 * The answer of {@link checkAddress}: whether the connection may proceed, and why not.
 *
 * @example
 * ```ts
 * const verdict: AddressVerdict = checkAddress('10.0.0.1'); // verdict.allowed → false
 * ```
 */
export interface AddressVerdict {
  allowed: boolean;
  findings: Finding[];
}

const ALLOWED: AddressVerdict = /* @__PURE__ */ Object.freeze({
  allowed: true,
  findings: /* @__PURE__ */ Object.freeze([]) as unknown as Finding[],
}) as AddressVerdict;

const REF = 'RFC 6890 §2.2; RFC 3986 §7.4';

/** The IPv4 value of bytes. */
function value(bytes: Uint8Array): number {
  return ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
}

/**
 * Judges a parsed address under a compiled policy; `text`, `start` and `end` place the findings.
 * Returns the findings that refuse it (empty: allowed).
 */
export function judgeAddress(
  address: Uint8Array | Uint16Array,
  policy: CompiledPolicy,
  text: string,
  start: number,
  end: number,
  shown: string,
): Finding[] {
  const words = address.length === 8 ? (address as Uint16Array) : undefined;
  let v4 = words === undefined ? value(address as Uint8Array) : -1;
  // An IPv4-mapped address reaches its IPv4 address (RFC 4291 §2.5.5.2): match IPv4 blocks too.
  if (
    words !== undefined &&
    words[0] === 0 &&
    words[1] === 0 &&
    words[2] === 0 &&
    words[3] === 0 &&
    words[4] === 0 &&
    words[5] === 0xffff
  ) {
    v4 = ((words[6]! << 16) | words[7]!) >>> 0;
  }
  const findings: Finding[] = [];
  for (const block of policy.denied) {
    if (inBlock(block, v4, words)) {
      findings.push(
        finding(
          'address-denied',
          'danger',
          'host',
          start,
          end,
          text.length,
          `${shown} is in a block the policy denies`,
          'policy',
        ),
      );
      return findings;
    }
  }
  for (const block of policy.allowed) if (inBlock(block, v4, words)) return findings;
  if (!isPublicUnicast(address)) {
    const name = classify(address);
    findings.push(
      finding(
        'address-not-public',
        'danger',
        'host',
        start,
        end,
        text.length,
        `${shown} is not a public unicast address (${name})`,
        REF,
      ),
    );
    if (isMetadataAddress(address)) {
      findings.push(
        finding(
          'cloud-metadata',
          'danger',
          'host',
          start,
          end,
          text.length,
          `${shown} is a cloud instance metadata service`,
          REF,
        ),
      );
    }
  }
  return findings;
}

/** Whether a parsed address is in one of the policy's `allowedAddresses` blocks. */
export function isAllowedAddress(
  address: Uint8Array | Uint16Array,
  policy: CompiledPolicy,
): boolean {
  const words = address.length === 8 ? (address as Uint16Array) : undefined;
  const v4 = words === undefined ? value(address as Uint8Array) : -1;
  for (const block of policy.allowed) if (inBlock(block, v4, words)) return true;
  return false;
}

/** Parses an address as DNS or a caller gives it: IPv4, IPv6, `[IPv6]`, the inet_aton IPv4 forms. */
export function parseAddress(text: string): Uint8Array | Uint16Array | undefined {
  let bare = text;
  if (bare.length > 1 && bare.charCodeAt(0) === 0x5b && bare.charCodeAt(bare.length - 1) === 0x5d) {
    bare = bare.slice(1, -1);
  }
  return tryParseIPv4(bare) ?? tryParseIPv6(bare) ?? tryParseIPv4Loose(bare);
}

/**
 * Whether a server may connect to `address` — the address DNS returned, checked right before the
 * connection so that DNS rebinding cannot swap a public answer for an internal one: refused when it
 * is not public unicast by the IANA special-purpose registries (RFC 6890 §2.2: loopback, private,
 * link-local, CGNAT, multicast, unspecified, benchmarking, documentation, …; IPv4-mapped, NAT64,
 * 6to4 and Teredo addresses judged by the IPv4 address they carry), or in `deniedAddresses`;
 * allowed when in `allowedAddresses`. Accepts IPv4, IPv6 (a zone ID `%eth0` names a link and is
 * refused), `[IPv6]`, and the inet_aton IPv4 forms; anything else is refused as
 * `'not-an-address'`. Never throws for a string.
 *
 * @example
 * ```ts
 * checkAddress('93.184.215.14').allowed; // → true
 * checkAddress('127.0.0.1').allowed; // → false
 * checkAddress('::ffff:10.0.0.1').findings[0].code; // → 'address-not-public'
 * checkAddress('10.1.2.3', { allowedAddresses: ['10.1.0.0/16'] }).allowed; // → true
 * ```
 */
export function checkAddress(address: string, policy?: FetchPolicy): AddressVerdict {
  requireString('checkAddress', 'address', address);
  const compiled = compilePolicy('checkAddress', policy);
  // Fast path for the default policy: one scan and a table walk, no allocation.
  if (compiled.denied.length === 0 && compiled.allowed.length === 0 && isPublicUnicast(address)) {
    return ALLOWED;
  }
  const n = address.length;
  const zone = address.indexOf('%');
  const parsed = parseAddress(zone < 0 ? address : address.slice(0, zone));
  if (parsed === undefined) {
    const f = finding(
      'not-an-address',
      'danger',
      'host',
      0,
      n,
      n,
      `${JSON.stringify(address)} is not an IP address`,
      'RFC 3986 §3.2.2',
    );
    return { allowed: false, findings: [f] };
  }
  if (zone >= 0) {
    const f = finding(
      'address-not-public',
      'danger',
      'host',
      zone,
      n,
      n,
      'an address with a zone ID names a link, which is never public',
      'RFC 6874 §1',
    );
    return { allowed: false, findings: [f] };
  }
  const findings = judgeAddress(parsed, compiled, address, 0, n, address);
  return findings.length === 0 ? ALLOWED : { allowed: false, findings };
}
