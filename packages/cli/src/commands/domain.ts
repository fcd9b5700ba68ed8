// `urikit domain`: what the Public Suffix List says about a host or a URL's host (@urikit/domain):
// public suffix, registrable domain, subdomain, and which section of the list decided.
import { parseHost } from '@urikit/domain';
import { type Command, choice, flag, type JsonObject } from '../command.js';

const FORMS = ['preserve', 'ascii', 'unicode'] as const;

export const domain: Command = {
  name: 'domain',
  summary: 'public suffix and registrable domain of a host or URL (Public Suffix List)',
  operands: ['host-or-url'],
  description:
    'Looks <host-or-url> up in the Public Suffix List (a host such as www.example.co.uk, or a\n' +
    'URL with an authority) and prints a JSON object: hostname, publicSuffix,\n' +
    'registrableDomain, subdomain, domainWithoutSuffix (left out where the host has none),\n' +
    'isIcann,' +
    ' isPrivate and isIp. The PRIVATE DOMAINS section of the list counts unless --icann-only.\n' +
    'A name under no rule has its last label as suffix (the implicit rule *).',
  options: {
    'registrable-domain': {
      type: 'boolean',
      help: 'print only the registrable domain (an empty line when there is none)',
    },
    'public-suffix': { type: 'boolean', help: 'print only the public suffix' },
    'icann-only': { type: 'boolean', help: "leave out the list's PRIVATE DOMAINS section" },
    form: {
      type: 'string',
      value: FORMS.join('|'),
      help: 'the form of the answers: as given (default), A-labels or U-labels',
    },
  },
  examples: [
    "$ urikit domain --registrable-domain 'https://a.b.example.co.uk/x'\nexample.co.uk",
    '$ urikit domain alice.github.io\n{\n  "hostname": "alice.github.io",\n  "publicSuffix": "github.io",\n' +
      '  "registrableDomain": "alice.github.io",\n  "subdomain": "",\n' +
      '  "domainWithoutSuffix": "alice",\n  "isIcann": false,\n  "isPrivate": true,\n' +
      '  "isIp": false\n}',
  ],
  prepare(values) {
    const options = {
      privateDomains: !flag(values, 'icann-only'),
      form: choice(values, 'form', FORMS) ?? 'preserve',
    };
    const only = flag(values, 'registrable-domain')
      ? 'registrableDomain'
      : flag(values, 'public-suffix')
        ? 'publicSuffix'
        : undefined;
    return ([input]) => {
      const info = parseHost(input!, options);
      if (only !== undefined) return info[only] ?? '';
      const out: Record<string, string | boolean> = {};
      for (const [key, value] of Object.entries(info)) if (value !== undefined) out[key] = value;
      return out as JsonObject;
    };
  },
};
