// @urikit/normalize-url (the drop-in) against normalize-url 10 as users run it, on the runtime's
// own URL: the corpus with the default options, and with a set that strips more.
import type { Contender, Suite } from '../harness.js';

type Normalize = (url: string, options?: object) => string;

const loadOurs = async (): Promise<Normalize> => (await import('@urikit/normalize-url')).default;
const loadOriginal = async (): Promise<Normalize> => (await import('normalize-url')).default;

/** Options a crawler's URL key might use: every strip and removal on, HTTPS forced. */
const STRICT = {
  forceHttps: true,
  stripHash: true,
  removeDirectoryIndex: true,
  removeExplicitPort: true,
  removeQueryParameters: [/^utm_\w+/i, 'ref', 'fbclid'],
  emptyQueryValue: 'never',
} as const;

function contenders(options: object | undefined): Contender<string>[] {
  return [
    {
      name: 'urikit',
      urikit: true,
      note: '@urikit/normalize-url (on @urikit/whatwg)',
      setup: async () => {
        const normalizeUrl = await loadOurs();
        return (x) => normalizeUrl(x, options);
      },
    },
    {
      name: 'normalize-url',
      note: "normalize-url 10.0.0 on the runtime's URL",
      setup: async () => {
        const normalizeUrl = await loadOriginal();
        return (x) => normalizeUrl(x, options);
      },
    },
  ];
}

export const normalizeUrlSuites: Suite<string>[] = [
  {
    id: 'normalize-url',
    group: 'normalize-url',
    title: 'normalizeUrl(x) (normalize-url drop-in, default options)',
    inputs: (lines) => [...lines],
    equalWork: true,
    contenders: contenders(undefined),
    goals: [{ peer: 'normalize-url', atLeast: 3 }],
  },
  {
    id: 'normalize-url-strict',
    group: 'normalize-url',
    title: 'normalizeUrl(x, options) (forceHttps, stripHash, removeDirectoryIndex, …)',
    inputs: (lines) => [...lines],
    equalWork: true,
    contenders: contenders(STRICT),
    goals: [{ peer: 'normalize-url', atLeast: 3 }],
  },
];
