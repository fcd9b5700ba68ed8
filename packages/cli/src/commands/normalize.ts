// `urikit normalize`: syntax-based (RFC 3986 §6.2.2) and scheme-based (§6.2.3) normalization,
// with IDN hosts kept, converted to A-labels or to U-labels.
import { normalize as normalizeReference } from '@urikit/normalize';
import { type Command, choice, flag, IRI_OPTION, ZONE_ID_OPTION } from '../command.js';

const HOSTS = ['preserve', 'ascii', 'unicode'] as const;

export const normalize: Command = {
  name: 'normalize',
  summary: 'normalize a URI reference (RFC 3986 §6.2.2 and §6.2.3)',
  operands: ['uri'],
  description:
    'Prints the normal form of <uri>: scheme and host in lower case, percent-encoding\n' +
    'normalized, dot segments removed (§6.2.2), then the scheme-based rules of §6.2.3\n' +
    '(default port dropped, empty path of http(s) made "/", …) unless --no-scheme.\n' +
    'Batch mode is the fast path: urikit normalize < urls.txt > normal.txt',
  options: {
    'no-scheme': {
      type: 'boolean',
      help: 'apply §6.2.2 only, not the scheme-based rules of §6.2.3',
    },
    host: {
      type: 'string',
      value: HOSTS.join('|'),
      help: 'IDN hosts: keep (preserve, default), to A-labels (ascii) or to U-labels (unicode)',
    },
    iri: IRI_OPTION,
    'zone-id': ZONE_ID_OPTION,
  },
  examples: [
    "$ urikit normalize 'HTTP://www.Example.COM:80/a/./b/../c/%7euser?q=%3f'\n" +
      'http://www.example.com/a/c/~user?q=%3F',
    "$ urikit normalize --iri --host ascii 'http://Bücher.example/'\nhttp://xn--bcher-kva.example/",
  ],
  prepare(values) {
    const host = choice(values, 'host', HOSTS) ?? 'preserve';
    const options = {
      scheme: !flag(values, 'no-scheme'),
      host,
      iri: flag(values, 'iri'),
      zoneId: flag(values, 'zone-id'),
    };
    return ([uri]) => normalizeReference(uri!, options);
  },
};
