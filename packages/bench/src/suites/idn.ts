// toASCII / toUnicode (UTS #46 with the WHATWG URL flags) against tr46, Node's
// url.domainToASCII / domainToUnicode and punycode.js.
import { domainToASCII } from 'node:url';
import { corpusHosts, idnHosts } from '../corpus.js';
import type { Contender, Suite } from '../harness.js';
import { load, tr46Options } from './peers.js';

export const toASCIIContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { toASCII, URL_STANDARD_OPTIONS } = await load.idn();
      return (x) => toASCII(x, URL_STANDARD_OPTIONS);
    },
  },
  {
    name: 'tr46',
    accepts: (r) => r !== null,
    setup: async () => {
      const tr46 = await load.tr46();
      return (x) => tr46.toASCII(x, tr46Options);
    },
  },
  {
    name: 'url.domainToASCII',
    accepts: (r) => r !== '',
    setup: async () => {
      const url = await load.nodeUrl();
      return (x) => url.domainToASCII(x);
    },
  },
  {
    name: 'punycode.js',
    note: 'Punycode only: no UTS #46 mapping or validity checks',
    setup: async () => {
      const punycode = await load.punycode();
      return (x) => punycode.toASCII(x);
    },
  },
];

export const toUnicodeContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    accepts: (r) => (r as { errors: string[] }).errors.length === 0,
    setup: async () => {
      const { toUnicode, URL_STANDARD_OPTIONS } = await load.idn();
      return (x) => toUnicode(x, URL_STANDARD_OPTIONS);
    },
  },
  {
    name: 'tr46',
    accepts: (r) => !(r as { error: boolean }).error,
    setup: async () => {
      const tr46 = await load.tr46();
      return (x) => tr46.toUnicode(x, tr46Options);
    },
  },
  {
    name: 'url.domainToUnicode',
    accepts: (r) => r !== '',
    setup: async () => {
      const url = await load.nodeUrl();
      return (x) => url.domainToUnicode(x);
    },
  },
  {
    name: 'punycode.js',
    note: 'Punycode only: no UTS #46 mapping or validity checks',
    setup: async () => {
      const punycode = await load.punycode();
      return (x) => punycode.toUnicode(x);
    },
  },
];

/** As many internationalized hosts as corpus lines, up to 4,000. */
const idnCount = (lines: readonly string[]) => Math.min(4000, Math.max(20, lines.length));
// Issue 27 goal 4: the IDNA compaction keeps ≥ 5× tr46 and ≥ 1× the runtime's domainToASCII
// (ICU in C++), on corpus hosts and internationalized hosts alike.
const toASCIIGoal = [
  { peer: 'tr46', atLeast: 5 },
  { peer: 'url.domainToASCII', atLeast: 1 },
];

export const idnSuites: Suite<string>[] = [
  {
    id: 'to-ascii',
    group: 'idn',
    title: 'toASCII (corpus hosts)',
    inputs: corpusHosts,
    equalWork: true,
    contenders: toASCIIContenders,
    goals: toASCIIGoal,
  },
  {
    id: 'to-ascii-idn',
    group: 'idn',
    title: 'toASCII (internationalized hosts)',
    inputs: (lines) => idnHosts(idnCount(lines)),
    equalWork: true,
    contenders: toASCIIContenders,
    goals: toASCIIGoal,
  },
  {
    id: 'to-unicode',
    group: 'idn',
    title: 'toUnicode (xn-- hosts)',
    inputs: (lines) =>
      idnHosts(idnCount(lines))
        .map((host) => domainToASCII(host))
        .filter((h) => h !== ''),
    equalWork: true,
    contenders: toUnicodeContenders,
  },
];
