// `urikit encode`: percent-encoding (RFC 3986 §2.1, UTF-8 per §2.5) of every character that may
// not stand as data in the chosen component.
import { type PercentEncodeSet, percentEncode } from '@urikit/percent-encoding';
import { type Command, choice } from '../command.js';

const SETS: readonly PercentEncodeSet[] = [
  'component',
  'userinfo',
  'host',
  'path',
  'path-segment',
  'query',
  'fragment',
];

export const encode: Command = {
  name: 'encode',
  summary: 'percent-encode a value for a URI component (RFC 3986 §2.1)',
  operands: ['value'],
  description:
    'Percent-encodes <value> as UTF-8 (RFC 3986 §2.5), leaving as they are the characters\n' +
    'that may stand as data in the component named by --set. The default set, component,\n' +
    'keeps only the unreserved characters (§2.3), which is safe anywhere.',
  options: {
    set: {
      type: 'string',
      value: SETS.join('|'),
      help: 'where the value goes (default component)',
    },
  },
  examples: [
    "$ urikit encode 'a b/c?d=é'\na%20b%2Fc%3Fd%3D%C3%A9",
    "$ urikit encode --set path 'a b/c?d'\na%20b/c%3Fd",
  ],
  prepare(values) {
    const set = choice(values, 'set', SETS) ?? 'component';
    return ([value]) => percentEncode(value!, set);
  },
};
