// ENSIP-15 name normalization against @adraffy/ens-normalize (the reference implementation),
// on the names of ENSIP-15's validation tests (../shared/conformance/ens/tests.json).
import { readShared } from '@urikit/test-support';
import type { Contender, Suite } from '../harness.js';
import { cjs } from './peers.js';

const loadWeb3 = () => import('@urikit/web3');
const loadEnsNormalize = async () => cjs(await import('@adraffy/ens-normalize'));

/**
 * The names of tests.json as read: slices of one text holding one name a line, in file order
 * (a name with a line break is left out). All of them, except in a run of fewer than 1,000
 * corpus lines (the smoke test): as many names as lines, evenly spaced. Empty without
 * ../shared.
 */
function testNames(lines: readonly string[]): string[] {
  const text = readShared('conformance/ens/tests.json');
  if (text === undefined) return [];
  const rows = (JSON.parse(text) as { name: string }[]).slice(1);
  let list = rows.map((row) => row.name).filter((name) => !name.includes('\n'));
  if (lines.length < 1000) {
    const step = list.length / Math.max(1, lines.length);
    list = Array.from({ length: Math.max(1, lines.length) }, (_, i) => list[Math.floor(i * step)]!);
  }
  return list.join('\n').split('\n');
}

const normalizeContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { ensNormalize } = await loadWeb3();
      return (x) => ensNormalize(x);
    },
  },
  {
    name: '@adraffy/ens-normalize',
    note: 'ens_normalize() 1.11.1, the ENSIP-15 reference implementation',
    setup: async () => {
      const { ens_normalize } = await loadEnsNormalize();
      return (x) => ens_normalize(x);
    },
  },
];

const tryContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { tryEnsNormalize } = await loadWeb3();
      return (x) => tryEnsNormalize(x) ?? null;
    },
  },
  {
    name: '@adraffy/ens-normalize',
    note: 'ens_normalize() in try/catch: an Error per name that does not normalize',
    setup: async () => {
      const { ens_normalize } = await loadEnsNormalize();
      return (x) => {
        try {
          return ens_normalize(x);
        } catch {
          return null;
        }
      };
    },
  },
];

const goals = [{ peer: '@adraffy/ens-normalize', atLeast: 1 }];

export const ensSuites: Suite<string>[] = [
  {
    id: 'ens-normalize',
    group: 'ens',
    title: 'ensNormalize (tests.json names that normalize)',
    inputs: testNames,
    equalWork: true,
    contenders: normalizeContenders,
    goals,
  },
  {
    id: 'ens-normalize-all',
    group: 'ens',
    title: 'tryEnsNormalize (every tests.json name, 44 % fail)',
    inputs: testNames,
    equalWork: false,
    contenders: tryContenders,
    goals,
  },
];
