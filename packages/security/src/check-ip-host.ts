// RFC 3986 §7.4 rare IP address forms: reg-names that inet_aton and WHATWG parsers read as IPv4
// (0x7f.1, 2130706433, 0177.0.0.1, 127.1), IPv6 addresses that carry an IPv4 one (mapped, NAT64,
// 6to4, Teredo), the special-purpose class of any IP host, and cloud metadata services.
import {
  classify,
  formatIPv4,
  formatIPv6,
  isIPv4,
  isPublicUnicast,
  tryParseIPv4,
  tryParseIPv6,
} from '@urikit/ipaddr';
import { isMetadataAddress, isMetadataName } from './cloud-metadata.js';
import { type Context, quote, report } from './context.js';

const R74 = 'RFC 3986 §7.4';

/** The IPv4 address an IPv6 address carries by its class (RFC 4291, 6052, 3056, 4380), or undefined. */
export function embeddedIPv4(words: Uint16Array, name: string): string | undefined {
  let high: number;
  let invert = 0;
  switch (name) {
    case 'ipv4-mapped':
    case 'ipv4-compatible':
    case 'ipv4-ipv6-translation':
      high = 6;
      break;
    case '6to4':
      high = 1;
      break;
    case 'teredo':
      // RFC 4380 §4: the client's address, inverted, in the last 32 bits.
      high = 6;
      invert = 0xffff;
      break;
    default:
      return undefined;
  }
  const a = words[high]! ^ invert;
  const b = words[high + 1]! ^ invert;
  return formatIPv4(Uint8Array.of(a >> 8, a & 0xff, b >> 8, b & 0xff));
}

/** Reports rare IPv4 forms, IPv6 forms hiding IPv4, special-purpose classes and metadata hosts. */
export function checkIPHost(context: Context): void {
  const { input, parsed, whatwg } = context;
  const start = whatwg.hostStart >= 0 ? whatwg.hostStart : context.spans.hostStart;
  const end = whatwg.hostStart >= 0 ? whatwg.hostEnd : context.spans.hostEnd;
  if (start < 0) return;
  let address: Uint8Array | Uint16Array | undefined = whatwg.host?.address;
  let reached = whatwg.host?.failure === undefined ? whatwg.host?.host : undefined;
  if (address === undefined && parsed?.host !== undefined) {
    // Non-special schemes keep an opaque host in the WHATWG reading; RFC 3986 still sees an IP.
    if (parsed.hostKind === 'ipv4') address = tryParseIPv4(parsed.host);
    else if (parsed.hostKind === 'ipv6') address = tryParseIPv6(parsed.host.slice(1, -1));
    if (address !== undefined) {
      reached =
        address.length === 4
          ? formatIPv4(address as Uint8Array)
          : `[${formatIPv6(address as Uint16Array)}]`;
    }
  }
  if (address === undefined) {
    if (reached !== undefined && whatwg.host?.kind === 'domain' && isMetadataName(reached)) {
      report(
        context,
        'cloud-metadata',
        'danger',
        'host',
        start,
        end,
        `${quote(reached)} names a cloud instance metadata service`,
        'RFC 3986 §7.4; SSRF',
      );
    }
    return;
  }
  // Sliced only here: most hosts are names and return above without it.
  const written = input.slice(start, end);
  if (address.length === 4 && !isIPv4(written)) {
    report(
      context,
      'ipv4-rare-form',
      'danger',
      'host',
      start,
      end,
      `${quote(written)} is a reg-name to RFC 3986 but an IPv4 address to inet_aton and WHATWG parsers: it reaches ${reached}`,
      R74,
    );
  }
  const name = classify(address);
  if (address.length === 8) {
    const v4 = embeddedIPv4(address as Uint16Array, name);
    if (v4 !== undefined) {
      report(
        context,
        'ipv6-embeds-ipv4',
        'warning',
        'host',
        start,
        end,
        `the ${name} IPv6 address ${reached} carries the IPv4 address ${v4}`,
        `${R74}; RFC 4291 §2.5.5`,
      );
    }
  }
  const isPublic = isPublicUnicast(address);
  if (name !== 'unicast' || !isPublic) {
    report(
      context,
      'special-purpose-address',
      isPublic ? 'info' : 'danger',
      'host',
      start,
      end,
      `${reached} is ${isPublic ? 'special-purpose but globally reachable' : 'not a public address'} (${name})`,
      'RFC 6890 §2.2; RFC 3986 §7.4',
    );
  }
  if (isMetadataAddress(address)) {
    report(
      context,
      'cloud-metadata',
      'danger',
      'host',
      start,
      end,
      `${reached} is a cloud instance metadata service`,
      'RFC 3986 §7.4; SSRF',
    );
  }
}
