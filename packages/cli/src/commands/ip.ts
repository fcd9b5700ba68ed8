// `urikit ip`: parses an IPv4 address, an IPv6 address or an IP-literal (RFC 3986 §3.2.2, RFC
// 6874 zone IDs with --zone-id), prints its RFC 5952 canonical text and its classification in
// the IANA special-purpose address registries.
import {
  classify,
  formatIPv4,
  formatIPv6,
  isPublicUnicast,
  parseIPLiteral,
  parseIPv4,
  parseIPv6,
} from '@urikit/ipaddr';
import { percentEncode } from '@urikit/percent-encoding';
import { type Command, flag, type JsonObject, ZONE_ID_OPTION } from '../command.js';

export const ip: Command = {
  name: 'ip',
  summary: 'parse an IP address: RFC 5952 canonical text and special-purpose classification',
  operands: ['address'],
  description:
    'Parses <address>: dotted IPv4 (dec-octet exactly as RFC 3986 §3.2.2), IPv6 in any ABNF\n' +
    'form, or an IP-literal in brackets ([::1], [v1.x], and [fe80::1%25eth0] with --zone-id).\n' +
    'Prints a JSON object: kind, canonical (RFC 5952 text for IPv6), host (the form a URI\n' +
    'authority takes), classification (the IANA special-purpose registry entry, or unicast)\n' +
    'and publicUnicast (whether it is a globally reachable unicast address).',
  options: {
    canonical: { type: 'boolean', help: 'print only the canonical text' },
    classify: { type: 'boolean', help: 'print only the classification' },
    'zone-id': ZONE_ID_OPTION,
  },
  examples: [
    "$ urikit ip '2001:0DB8:0:0:0:0:0:0001'\n" +
      '{\n  "kind": "ipv6",\n  "canonical": "2001:db8::1",\n  "host": "[2001:db8::1]",\n' +
      '  "classification": "documentation",\n  "publicUnicast": false\n}',
    "$ urikit ip --classify '10.1.2.3'\nprivate",
  ],
  prepare(values) {
    const zoneId = flag(values, 'zone-id');
    const only = flag(values, 'canonical')
      ? 'canonical'
      : flag(values, 'classify')
        ? 'classification'
        : undefined;
    return ([text]) => {
      const info = describeAddress(text!, zoneId);
      if (only === undefined) return info;
      return info[only] as string;
    };
  },
};

function describeAddress(text: string, zoneId: boolean): JsonObject {
  if (text.charCodeAt(0) === 0x5b) {
    const literal = parseIPLiteral(text, { zoneId });
    if (literal.kind === 'ipvfuture') {
      const canonical = `v${literal.version}.${literal.address}`;
      return { kind: 'ipvfuture', canonical, host: `[${canonical}]`, version: literal.version };
    }
    const canonical = formatIPv6(literal.address);
    // RFC 6874 §2: ZoneID is unreserved or pct-encoded characters, after an encoded "%".
    const zone = literal.zone === undefined ? '' : `%25${percentEncode(literal.zone)}`;
    return {
      kind: 'ipv6',
      canonical,
      host: `[${canonical}${zone}]`,
      ...(literal.zone === undefined ? {} : { zone: literal.zone }),
      classification: classify(literal.address),
      publicUnicast: isPublicUnicast(literal.address),
    };
  }
  if (text.includes(':')) {
    const words = parseIPv6(text);
    const canonical = formatIPv6(words);
    return {
      kind: 'ipv6',
      canonical,
      host: `[${canonical}]`,
      classification: classify(words),
      publicUnicast: isPublicUnicast(words),
    };
  }
  const bytes = parseIPv4(text);
  const canonical = formatIPv4(bytes);
  return {
    kind: 'ipv4',
    canonical,
    host: canonical,
    classification: classify(bytes),
    publicUnicast: isPublicUnicast(bytes),
  };
}
