// `urikit parse`: validates a URI reference (RFC 3986 §4.1, or RFC 3987 §2.2 with --iri) and
// prints its components, the kind of its host and, for file, data, mailto, urn, tel and did
// URIs, the fields of their scheme-specific syntax.
import { parse as parseReference } from '@urikit/syntax';
import { type Command, flag, IRI_OPTION, ZONE_ID_OPTION } from '../command.js';
import { componentsObject } from './components.js';
import { schemeSpecific } from './scheme-specific.js';

export const parse: Command = {
  name: 'parse',
  summary: 'validate a URI reference and print its components as JSON',
  operands: ['uri'],
  description:
    'Validates <uri> against the URI-reference rule of RFC 3986 (IRI-reference of RFC 3987\n' +
    'with --iri) and prints its components as one JSON object: scheme, userinfo, host, port,\n' +
    'path, query, fragment (absent ones left out, empty ones kept as "") and hostKind\n' +
    '(ipv4, ipv6, ipvfuture or reg-name). For the file, data, mailto, urn, tel and did schemes\n' +
    'it adds "schemeSpecific", the fields of that scheme\'s syntax (RFC 8089, RFC 2397,\n' +
    'RFC 6068, RFC 8141, RFC 3966, DID Core), or "schemeSpecificError" with the code and index\n' +
    'where the reference breaks it.',
  options: { iri: IRI_OPTION, 'zone-id': ZONE_ID_OPTION },
  examples: [
    "$ urikit parse 'HTTP://user@[::1]:8080/a/../b?q#f'\n" +
      '{\n  "scheme": "HTTP",\n  "userinfo": "user",\n  "host": "[::1]",\n  "port": "8080",\n' +
      '  "path": "/a/../b",\n  "query": "q",\n  "fragment": "f",\n  "hostKind": "ipv6"\n}',
    "$ urikit parse 'mailto:a@b?subject=hi'\n" +
      '{\n  "scheme": "mailto",\n  "path": "a@b",\n  "query": "subject=hi",\n' +
      '  "schemeSpecific": {\n    "to": [\n      "a@b"\n    ],\n    "cc": [],\n    "bcc": [],\n' +
      '    "subject": "hi",\n    "headers": []\n  }\n}',
  ],
  prepare(values) {
    const options = { iri: flag(values, 'iri'), zoneId: flag(values, 'zone-id') };
    return ([uri]) => {
      const reference = parseReference(uri!, options);
      return { ...componentsObject(reference, reference.hostKind), ...schemeSpecific(reference) };
    };
  },
};
