// @urikit/security: checkAddress against ipaddr.js process().range() (what SSRF filters such as
// request-filtering-agent call), checkFetchTarget against new URL() alone, and inspect without
// the WHATWG reading against parse of @urikit/syntax.

import type { ComplexityCase } from '../complexity-cases.js';
import { ipv6Addresses, prng } from '../corpus.js';
import type { Contender, Suite } from '../harness.js';
import { load } from './peers.js';

const security = () => import('@urikit/security');

/** Addresses as DNS answers them: IPv4 across public and special-purpose space, and IPv6. */
export function addressInputs(lines: readonly string[]): string[] {
  const count = Math.min(4000, Math.max(40, lines.length));
  const random = prng(0x55f);
  const out: string[] = [];
  const firsts = [8, 10, 93, 100, 127, 142, 169, 172, 185, 192, 198, 203, 224, 255];
  for (let i = 0; i < count / 2; i++) {
    const a =
      random() < 0.5 ? firsts[Math.floor(random() * firsts.length)]! : Math.floor(random() * 256);
    const rest = [0, 0, 0].map(() => Math.floor(random() * 256));
    out.push([a, ...rest].join('.'));
  }
  // ipaddr.js accepts no zone IDs and no brackets; keep the forms both read.
  return [...out, ...ipv6Addresses(count / 2)];
}

/** The absolute http(s) URLs of the corpus. */
export function fetchInputs(lines: readonly string[]): string[] {
  return lines.filter((line) => line.startsWith('http://') || line.startsWith('https://'));
}

const addressContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { checkAddress } = await security();
      return (x) => checkAddress(x).allowed;
    },
  },
  {
    name: 'ipaddr.js',
    note: "process(a).range() === 'unicast'",
    setup: async () => {
      const ipaddr = await load.ipaddrJs();
      return (x) => ipaddr.process(x).range() === 'unicast';
    },
  },
];

const fetchContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { checkFetchTarget } = await security();
      return (x) => checkFetchTarget(x);
    },
  },
  {
    name: 'new URL()',
    note: 'parses only: no policy',
    setup: async () => (x) => new URL(x),
  },
];

const inspectContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    note: 'inspect(x, { whatwg: false })',
    setup: async () => {
      const { inspect } = await security();
      return (x) => inspect(x, { whatwg: false });
    },
  },
  {
    name: 'parse (@urikit/syntax)',
    note: 'the baseline: inspect may take at most 3× its time',
    setup: async () => {
      const { parse } = await load.syntax();
      return (x) => parse(x);
    },
  },
];

export const securitySuites: Suite<string>[] = [
  {
    id: 'check-address',
    group: 'security',
    title: 'checkAddress (IPv4 and IPv6 answers)',
    inputs: addressInputs,
    equalWork: true,
    contenders: addressContenders,
    goals: [{ peer: 'ipaddr.js', atLeast: 3 }],
  },
  {
    id: 'check-fetch-target',
    group: 'security',
    title: 'checkFetchTarget (corpus http/https URLs)',
    inputs: fetchInputs,
    equalWork: true,
    contenders: fetchContenders,
    goals: [{ peer: 'new URL()', atLeast: 1 }],
  },
  {
    id: 'inspect',
    group: 'security',
    title: 'inspect without the WHATWG reading (corpus)',
    inputs: (lines) => [...lines],
    equalWork: true,
    contenders: inspectContenders,
    // At most 3× the time of parse: at least 1/3 of its speed.
    goals: [{ peer: 'parse (@urikit/syntax)', atLeast: 0.33 }],
  },
];

const inspectOnly: Contender<string>[] = [inspectContenders[0]!];
const redactOnly: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { redact } = await security();
      return (x) => redact(x);
    },
  },
];
const redactTextOnly: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { redactText } = await security();
      return (x) => redactText(x);
    },
  },
];
const fetchOnly: Contender<string>[] = [fetchContenders[0]!];

/** `head`, then `unit` repeated to about `size` code units. */
function repeat(head: string, unit: string, size: number, tail = ''): string {
  return (
    head +
    unit.repeat(Math.max(1, Math.round((size - head.length - tail.length) / unit.length))) +
    tail
  );
}

/** Adversarial inputs of growing size for inspect, redact and checkFetchTarget: time must grow linearly. */
export const securityComplexityCases: ComplexityCase[] = [
  {
    id: 'inspect-dot-segments',
    title: 'inspect, long path of encoded dot segments (`%2e%2e/…`)',
    make: (size) => repeat('http://a/', '%2e%2e/', size),
    contenders: inspectOnly as Contender<never>[],
  },
  {
    id: 'inspect-at-signs',
    title: 'inspect, authority of `@`s (`http://a@a@…b/`)',
    make: (size) => repeat('http://', 'a@', size, 'b/'),
    contenders: inspectOnly as Contender<never>[],
  },
  {
    id: 'inspect-mixed-script',
    title: 'inspect, long mixed-script label (`pаpа…`)',
    make: (size) => repeat('http://', 'p\u0430', size, '.com/'),
    contenders: inspectOnly as Contender<never>[],
  },
  {
    id: 'redact-parameters',
    title: 'redact, long query of secret parameters',
    make: (size) => repeat('https://u:p@a/?', 'token=1&T%6fken=2&', size),
    contenders: redactOnly as Contender<never>[],
    // Issue 27: closer to linear than the report's bound.
    maxSlope: 1.15,
  },
  {
    id: 'redact-text-log',
    title: 'redactText, long log of URIs with secrets (`GET https://u:p@a/?token=1 200 …`)',
    make: (size) => repeat('', 'GET https://u:p@a.example/?q=1&token=abc 200\n', size),
    contenders: redactTextOnly as Contender<never>[],
  },
  {
    id: 'redact-text-candidates',
    title: 'redactText, long text of near-URIs (`http:x http:x …`)',
    make: (size) => repeat('', 'http:x[ ', size),
    contenders: redactTextOnly as Contender<never>[],
  },
  {
    id: 'check-fetch-target-labels',
    title: 'checkFetchTarget, long host (`a.a.a.…com`)',
    make: (size) => repeat('http://', 'a.', size, 'com/'),
    contenders: fetchOnly as Contender<never>[],
  },
];
