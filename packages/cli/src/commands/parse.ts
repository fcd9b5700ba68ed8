// `urikit parse`: validates a URI reference (RFC 3986 §4.1, or RFC 3987 §2.2 with --iri) and
// prints its components and the kind of its host.
import { parse as parseReference } from '@urikit/syntax';
import { type Command, flag, IRI_OPTION, ZONE_ID_OPTION } from '../command.js';
import { componentsObject } from './components.js';

export const parse: Command = {
  name: 'parse',
  summary: 'validate a URI reference and print its components as JSON',
  operands: ['uri'],
  description:
    'Validates <uri> against the URI-reference rule of RFC 3986 (IRI-reference of RFC 3987\n' +
    'with --iri) and prints its components as one JSON object: scheme, userinfo, host, port,\n' +
    'path, query, fragment (absent ones left out, empty ones kept as "") and hostKind\n' +
    '(ipv4, ipv6, ipvfuture or reg-name).',
  options: { iri: IRI_OPTION, 'zone-id': ZONE_ID_OPTION },
  examples: [
    "$ urikit parse 'HTTP://user@[::1]:8080/a/../b?q#f'\n" +
      '{\n  "scheme": "HTTP",\n  "userinfo": "user",\n  "host": "[::1]",\n  "port": "8080",\n' +
      '  "path": "/a/../b",\n  "query": "q",\n  "fragment": "f",\n  "hostKind": "ipv6"\n}',
  ],
  prepare(values) {
    const options = { iri: flag(values, 'iri'), zoneId: flag(values, 'zone-id') };
    return ([uri]) => {
      const reference = parseReference(uri!, options);
      return componentsObject(reference, reference.hostKind);
    };
  },
};
