// `urikit resolve`: reference resolution of RFC 3986 §5.2 (strict, or non-strict with
// --non-strict), the reference read from each line when only the base is given.
import { resolve as resolveReference } from '@urikit/resolve';
import { type Command, flag, IRI_OPTION, ZONE_ID_OPTION } from '../command.js';

export const resolve: Command = {
  name: 'resolve',
  summary: 'resolve a reference against a base URI (RFC 3986 §5.2)',
  operands: ['base', 'ref'],
  description:
    'Resolves <ref> against <base> as RFC 3986 §5.2 specifies (dot segments removed by\n' +
    '§5.2.4) and prints the target URI. <base> must have a scheme. --non-strict lets a\n' +
    "reference whose scheme equals the base's inherit the rest, as §5.2.2 allows for\n" +
    'backward compatibility.',
  options: {
    'non-strict': {
      type: 'boolean',
      help: "treat a scheme equal to the base's as absent ('http:g' → 'http://a/b/c/g')",
    },
    iri: IRI_OPTION,
    'zone-id': ZONE_ID_OPTION,
  },
  examples: [
    "$ urikit resolve 'http://a/b/c/d;p?q' '../g?y#s'\nhttp://a/b/g?y#s",
    "$ printf 'g\\n../..\\n' | urikit resolve 'http://a/b/c/d;p?q'\nhttp://a/b/c/g\nhttp://a/",
  ],
  prepare(values) {
    const options = {
      strict: !flag(values, 'non-strict'),
      iri: flag(values, 'iri'),
      zoneId: flag(values, 'zone-id'),
    };
    return ([base, ref]) => resolveReference(base!, ref!, options);
  },
};
