// `urikit iri-to-uri`: the mapping of an IRI to a URI (RFC 3987 §3.1), non-ASCII characters
// percent-encoded as UTF-8 and DNS hosts converted to A-labels.
import { iriToUri } from '@urikit/normalize';
import { type Command, choice, flag, ZONE_ID_OPTION } from '../command.js';

const HOSTS = ['punycode', 'percent-encode'] as const;

export const iriToUriCommand: Command = {
  name: 'iri-to-uri',
  summary: 'map an IRI to a URI (RFC 3987 §3.1)',
  operands: ['iri'],
  description:
    'Validates <iri> against the IRI-reference rule of RFC 3987 and maps it to a URI\n' +
    '(§3.1): every non-ASCII character becomes UTF-8 percent-encoded triplets, and the host\n' +
    'of a DNS scheme becomes A-labels by UTS #46 ToASCII unless --host percent-encode.',
  options: {
    host: {
      type: 'string',
      value: HOSTS.join('|'),
      help: 'non-ASCII DNS hosts: to A-labels (punycode, default) or percent-encoded',
    },
    'zone-id': ZONE_ID_OPTION,
  },
  examples: [
    "$ urikit iri-to-uri 'http://Bücher.example/Straße?ü#é'\nhttp://xn--bcher-kva.example/Stra%C3%9Fe?%C3%BC#%C3%A9",
  ],
  prepare(values) {
    const options = {
      host: choice(values, 'host', HOSTS) ?? 'punycode',
      zoneId: flag(values, 'zone-id'),
    };
    return ([iri]) => iriToUri(iri!, options);
  },
};
