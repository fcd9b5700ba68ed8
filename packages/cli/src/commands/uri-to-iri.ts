// `urikit uri-to-iri`: the mapping of a URI to an IRI (RFC 3987 §3.2), decoding the UTF-8
// triplets that stand for characters an IRI may hold as they are.
import { uriToIri } from '@urikit/normalize';
import { type Command, flag, ZONE_ID_OPTION } from '../command.js';

export const uriToIriCommand: Command = {
  name: 'uri-to-iri',
  summary: 'map a URI to an IRI (RFC 3987 §3.2)',
  operands: ['uri'],
  description:
    'Validates <uri> and maps it to an IRI as RFC 3987 §3.2 says: percent-encoded UTF-8\n' +
    'sequences of characters allowed in IRIs are decoded; everything else (ASCII, reserved\n' +
    'triplets, bidi formatting characters, ill-formed UTF-8) stays encoded.',
  options: { 'zone-id': ZONE_ID_OPTION },
  examples: [
    "$ urikit uri-to-iri 'http://example.com/%C3%BC%2F%E2%80%8F'\nhttp://example.com/ü%2F%E2%80%8F",
  ],
  prepare(values) {
    const options = { zoneId: flag(values, 'zone-id') };
    return ([uri]) => uriToIri(uri!, options);
  },
};
