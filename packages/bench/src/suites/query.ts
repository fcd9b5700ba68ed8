// Query strings (RFC 3986 §3.4): parseQuery against qs.parse and URLSearchParams on the
// corpus's queries, and the nested mode against qs on the same queries and on bracket names.
import { splitUri } from '../corpus.js';
import type { Contender, Suite } from '../harness.js';
import { cjs } from './peers.js';

const loadQuery = () => import('@urikit/query');
const loadQs = async () => cjs(await import('qs'));

/** The non-empty queries of the corpus's URLs. */
export function corpusQueries(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const query = splitUri(line).query;
    if (query !== undefined && query !== '') out.push(query);
  }
  return out;
}

// Bracket names built from the corpus queries: each pair's name and value go under two
// levels of nesting and into an array, the shapes that qs users send (deterministic).
export function bracketQueries(lines: readonly string[]): string[] {
  return corpusQueries(lines).map((query) =>
    query
      .split('&')
      .filter((pair) => pair !== '' && !pair.includes('[') && !pair.includes('%5B'))
      .map((pair, i) => {
        const eq = pair.indexOf('=');
        const name = eq < 0 ? pair : pair.slice(0, eq);
        const value = eq < 0 ? '' : pair.slice(eq + 1);
        return i % 2 === 0 ? `filter[${name}][value]=${value}` : `list[]=${value}`;
      })
      .join('&'),
  );
}

export const queryParseContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    note: 'parseQuery(): decoded pairs, RFC 3986 (+ stays +)',
    setup: async () => {
      const { parseQuery } = await loadQuery();
      return (x) => parseQuery(x);
    },
  },
  {
    name: 'urikit (form: true)',
    note: 'parseQuery(x, { form: true }): + as space, bad UTF-8 replaced, as URLSearchParams',
    setup: async () => {
      const { parseQuery } = await loadQuery();
      const options = { form: true } as const;
      return (x) => parseQuery(x, options);
    },
  },
  {
    name: 'new URLSearchParams()',
    setup: async () => (x) => new URLSearchParams(x),
  },
  {
    name: 'qs',
    note: 'qs.parse(): builds an object, nested names included',
    setup: async () => {
      const qs = await loadQs();
      return (x) => qs.parse(x);
    },
  },
];

const nestedContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    note: 'parseNestedQuery(): prototype-free objects, limits as errors',
    setup: async () => {
      const { parseNestedQuery } = await loadQuery();
      return (x) => parseNestedQuery(x);
    },
  },
  {
    name: 'qs',
    setup: async () => {
      const qs = await loadQs();
      return (x) => qs.parse(x);
    },
  },
];

export const querySuites: Suite<string>[] = [
  {
    id: 'query-parse',
    group: 'query',
    title: 'parseQuery (corpus queries)',
    inputs: corpusQueries,
    equalWork: true,
    contenders: queryParseContenders,
    goals: [
      { peer: 'qs', atLeast: 3 },
      { peer: 'new URLSearchParams()', atLeast: 1 },
    ],
  },
  {
    id: 'query-nested',
    group: 'query',
    title: 'parseNestedQuery (corpus queries)',
    inputs: corpusQueries,
    equalWork: true,
    contenders: nestedContenders,
    goals: [{ peer: 'qs', atLeast: 2 }],
  },
  {
    id: 'query-nested-brackets',
    group: 'query',
    title: 'parseNestedQuery (bracket names from corpus queries)',
    inputs: bracketQueries,
    equalWork: true,
    contenders: nestedContenders,
    goals: [{ peer: 'qs', atLeast: 2 }],
  },
];
