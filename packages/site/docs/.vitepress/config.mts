// The VitePress configuration of the urikit site: published under /urikit/ on GitHub Pages,
// built into docs-site/ at the repository root, local search, and a sidebar whose API part
// lists the modules scripts/api.mjs documented (read from .api-modules.json).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitepress';

const siteRoot = resolve(import.meta.dirname, '..', '..');
const modulesFile = resolve(siteRoot, '.api-modules.json');
const modules: string[] = existsSync(modulesFile)
  ? JSON.parse(readFileSync(modulesFile, 'utf8'))
  : [];

/** The page of a module in the API reference (TypeDoc drops the @urikit/ scope from paths). */
const apiLink = (name: string) => `/api/${name.replace(/^@urikit\//, '')}`;

export const guides = [
  ['Getting started', '/guide/getting-started'],
  ['Which package for which job', '/guide/which-package'],
  ['Validating user input', '/guide/validating-input'],
  ['RFC 3986 and the URL Standard', '/guide/rfc3986-vs-url-standard'],
  ['Resolving and relativizing', '/guide/resolving'],
  ['Normalizing and comparing', '/guide/normalizing'],
  ['IRIs and international domain names', '/guide/iri-idn'],
  ['Security: SSRF, redaction, inspect', '/guide/security'],
  ['URI Templates', '/guide/uri-templates'],
  ['Query strings and Uri', '/guide/query-strings'],
  ['URIs in text', '/guide/uris-in-text'],
  ['The scheme modules', '/guide/schemes'],
  ['Web3 identifiers', '/guide/web3'],
  ['The public suffix list', '/guide/public-suffix-list'],
  ['The command line', '/guide/cli'],
  ['Performance and sizes', '/guide/performance'],
] as const;

export const migrations = [
  ['fast-uri and uri-js', '/migrate/fast-uri'],
  ['whatwg-url', '/migrate/whatwg-url'],
  ['normalize-url', '/migrate/normalize-url'],
  ['url-parse', '/migrate/url-parse'],
  ['qs and query-string', '/migrate/qs'],
  ['url-template', '/migrate/url-template'],
  ['linkify-it', '/migrate/linkify-it'],
  ['tr46 and punycode', '/migrate/tr46-punycode'],
  ['ipaddr.js', '/migrate/ipaddr-js'],
  ['@adraffy/ens-normalize', '/migrate/ens-normalize'],
  ['eth-url-parser', '/migrate/eth-url-parser'],
  ['caip', '/migrate/caip'],
] as const;

const items = (list: readonly (readonly [string, string])[]) =>
  list
    .filter(([, link]) => existsSync(resolve(siteRoot, 'docs', `${link.slice(1)}.md`)))
    .map(([text, link]) => ({ text, link }));

export default defineConfig({
  title: 'urikit',
  description: 'RFC 3986 URIs, the URL Standard, IRIs, templates and SSRF checks for TypeScript',
  base: '/urikit/',
  outDir: resolve(siteRoot, '..', '..', 'docs-site'),
  lang: 'en',
  lastUpdated: false,
  // Generated fragments that pages include (docs/guide/_sizes.md) are not pages themselves.
  srcExclude: ['**/_*.md'],
  // Every internal link must resolve: the build fails on a dead one.
  ignoreDeadLinks: false,
  // The local search index and the umbrella's API page make chunks above Vite's 500 kB hint.
  vite: { build: { chunkSizeWarningLimit: 4000 } },
  head: [
    ['meta', { name: 'color-scheme', content: 'light dark' }],
    // An icon of its own, so that browsers do not ask for /favicon.ico outside the base.
    ['link', { rel: 'icon', type: 'image/svg+xml', href: '/urikit/favicon.svg' }],
  ],
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'Migrate', link: '/migrate/fast-uri' },
      { text: 'API', link: '/api/' },
      { text: 'Playground', link: '/playground' },
    ],
    search: { provider: 'local' },
    outline: [2, 3],
    sidebar: [
      { text: 'Guides', items: items(guides) },
      { text: 'Migrating from…', items: items(migrations) },
      { text: 'Playground', items: [{ text: 'Try a URI', link: '/playground' }] },
      {
        text: 'API reference',
        collapsed: true,
        items: [
          { text: 'All modules', link: '/api/' },
          ...modules.map((name) => ({ text: name, link: apiLink(name) })),
        ],
      },
    ],
    socialLinks: [{ icon: 'github', link: 'https://github.com/urikit/urikit' }],
    footer: { message: 'MIT licensed' },
  },
});
