// `urikit equivalent`: the comparison ladder of RFC 3986 §6.2 (simple string comparison §6.2.1,
// syntax-based §6.2.2, scheme-based §6.2.3).
import { equivalent as areEquivalent } from '@urikit/normalize';
import { type Command, choice, flag, IRI_OPTION, ZONE_ID_OPTION } from '../command.js';

const LEVELS = ['simple', 'syntax', 'scheme'] as const;

export const equivalent: Command = {
  name: 'equivalent',
  summary: 'whether two URI references are equivalent (RFC 3986 §6.2)',
  operands: ['a', 'b'],
  description:
    'Prints true when <a> and <b> are equivalent at the rung of the RFC 3986 §6.2 ladder\n' +
    'chosen by --level: simple (§6.2.1, character by character), syntax (§6.2.2) or scheme\n' +
    '(§6.2.3, the default); false otherwise. Both must be valid references.',
  options: {
    level: {
      type: 'string',
      value: LEVELS.join('|'),
      help: 'the comparison rung (default scheme)',
    },
    'ignore-fragment': { type: 'boolean', help: 'compare without the fragments' },
    iri: IRI_OPTION,
    'zone-id': ZONE_ID_OPTION,
  },
  examples: [
    "$ urikit equivalent 'http://example.com' 'HTTP://EXAMPLE.com:80/'\ntrue",
    "$ urikit equivalent --level syntax 'http://example.com' 'http://example.com:80/'\nfalse",
  ],
  prepare(values) {
    const options = {
      level: choice(values, 'level', LEVELS) ?? 'scheme',
      ignoreFragment: flag(values, 'ignore-fragment'),
      iri: flag(values, 'iri'),
      zoneId: flag(values, 'zone-id'),
    };
    return ([a, b]) => areEquivalent(a!, b!, options);
  },
};
