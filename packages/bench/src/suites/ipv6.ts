// IPv6 text (RFC 4291 §2.2) parse, and parse + RFC 5952 format, against ipaddr.js
// and ip-address.
import { hostOf, ipv6Addresses, splitUri } from '../corpus.js';
import type { Contender, Suite } from '../harness.js';
import { load } from './peers.js';

export const ipv6ParseContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { parseIPv6 } = await load.ipaddr();
      return (x) => parseIPv6(x);
    },
  },
  {
    name: 'ipaddr.js',
    note: 'IPv6.parse()',
    setup: async () => {
      const ipaddr = await load.ipaddrJs();
      return (x) => ipaddr.IPv6.parse(x);
    },
  },
  {
    name: 'ip-address',
    note: 'new Address6()',
    setup: async () => {
      const { Address6 } = await load.ipAddress();
      return (x) => new Address6(x);
    },
  },
];

export const ipv6FormatContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { parseIPv6, formatIPv6 } = await load.ipaddr();
      return (x) => formatIPv6(parseIPv6(x));
    },
  },
  {
    name: 'ipaddr.js',
    note: 'IPv6.parse().toRFC5952String()',
    setup: async () => {
      const ipaddr = await load.ipaddrJs();
      return (x) => ipaddr.IPv6.parse(x).toRFC5952String();
    },
  },
  {
    name: 'ip-address',
    note: 'new Address6().correctForm()',
    setup: async () => {
      const { Address6 } = await load.ipAddress();
      return (x) => new Address6(x).correctForm();
    },
  },
];

/** Generated addresses in every form, plus the IPv6 literals of the corpus. */
export function ipv6Inputs(lines: readonly string[]): string[] {
  const fromCorpus: string[] = [];
  for (const line of lines) {
    const authority = splitUri(line).authority;
    if (authority === undefined) continue;
    const host = hostOf(authority);
    if (host.startsWith('[') && host.endsWith(']') && !host.startsWith('[v')) {
      fromCorpus.push(host.slice(1, -1));
    }
  }
  return [...ipv6Addresses(Math.min(4000, Math.max(20, lines.length))), ...fromCorpus];
}

export const ipv6Suites: Suite<string>[] = [
  {
    id: 'ipv6-parse',
    group: 'ipv6',
    title: 'IPv6 parse',
    inputs: ipv6Inputs,
    equalWork: true,
    contenders: ipv6ParseContenders,
    goals: [{ peer: 'ipaddr.js', atLeast: 3 }],
  },
  {
    id: 'ipv6-format',
    group: 'ipv6',
    title: 'IPv6 parse + format (RFC 5952)',
    inputs: ipv6Inputs,
    equalWork: true,
    contenders: ipv6FormatContenders,
  },
];
