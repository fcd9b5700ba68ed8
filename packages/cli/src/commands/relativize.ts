// `urikit relativize`: the inverse of resolution, a shortest reference from a base to a target.
import { relativize as relativizeTarget } from '@urikit/resolve';
import { type Command, flag, IRI_OPTION, ZONE_ID_OPTION } from '../command.js';

export const relativize: Command = {
  name: 'relativize',
  summary: 'a shortest reference that resolves against a base to a target',
  operands: ['base', 'target'],
  description:
    'Prints a shortest reference r such that resolving r against <base> (RFC 3986 §5.2)\n' +
    'gives <target> exactly. Both must have a scheme.',
  options: { iri: IRI_OPTION, 'zone-id': ZONE_ID_OPTION },
  examples: [
    "$ urikit relativize 'http://a/b/c/d' 'http://a/b/e?x'\n../e?x",
    "$ urikit relativize 'http://a/b/c' 'https://a/b/c'\nhttps://a/b/c",
  ],
  prepare(values) {
    const options = { iri: flag(values, 'iri'), zoneId: flag(values, 'zone-id') };
    return ([base, target]) => relativizeTarget(base!, target!, options);
  },
};
