// The registrable domain (the Public Suffix List's "eTLD+1") of the corpus hosts: @urikit/domain
// against tldts's getDomain and psl's get, with the whole list (the PRIVATE DOMAINS section too,
// this package's default and psl's only reading) and with the ICANN section alone (tldts's
// default).
import { corpusHosts } from '../corpus.js';
import type { Contender, Suite } from '../harness.js';
import { load } from './peers.js';

const found = (r: unknown): boolean => typeof r === 'string';
const ICANN_ONLY = { privateDomains: false } as const;
const TLDTS_PRIVATE = { allowPrivateDomains: true } as const;

const wholeList: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    accepts: found,
    setup: async () => {
      const { getRegistrableDomain } = await load.domain();
      return (x) => getRegistrableDomain(x);
    },
  },
  {
    name: 'tldts',
    note: 'getDomain(x, { allowPrivateDomains: true })',
    accepts: found,
    setup: async () => {
      const { getDomain } = await load.tldts();
      return (x) => getDomain(x, TLDTS_PRIVATE);
    },
  },
  {
    name: 'psl',
    note: 'get(x): its list of 2025 has both sections',
    accepts: found,
    setup: async () => {
      const psl = await load.psl();
      return (x) => psl.get(x);
    },
  },
];

const icannOnly: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    accepts: found,
    setup: async () => {
      const { getRegistrableDomain } = await load.domain();
      return (x) => getRegistrableDomain(x, ICANN_ONLY);
    },
  },
  {
    name: 'tldts',
    note: 'getDomain(x): its default, the ICANN section only',
    accepts: found,
    setup: async () => {
      const { getDomain } = await load.tldts();
      return (x) => getDomain(x);
    },
  },
];

export const domainSuites: Suite<string>[] = [
  {
    id: 'registrable-domain',
    group: 'domain',
    title: 'getRegistrableDomain (corpus hosts, whole list)',
    inputs: corpusHosts,
    equalWork: true,
    contenders: wholeList,
    goals: [
      { peer: 'tldts', atLeast: 1 },
      { peer: 'psl', atLeast: 15 },
    ],
  },
  {
    id: 'registrable-domain-icann',
    group: 'domain',
    title: 'getRegistrableDomain (corpus hosts, ICANN section)',
    inputs: corpusHosts,
    equalWork: true,
    contenders: icannOnly,
    goals: [{ peer: 'tldts', atLeast: 1 }],
  },
];
