// RFC 6570 URI Templates: expand against url-template and uri-templates on the
// interoperability suite's templates and on a GitHub-like API set; compiled expansion; and
// match against uri-templates' fromUri.
import { readSharedJson } from '@urikit/test-support';
import type { Contender, Suite } from '../harness.js';

type Variables = Record<string, unknown>;
/** A template and the variables to expand it with. */
export type Expansion = [string, Variables];
/** A template and a URI to match against it. */
export type Matching = [string, string];

const loadTemplate = () => import('@urikit/template');
const loadUrlTemplate = () => import('url-template');
const loadUriTemplates = async () => (await import('uri-templates')).default;

// One parsed object per template text, built on first use: "parsed once" contenders.
function cached<T>(build: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      value = build(text);
      cache.set(text, value);
    }
    return value;
  };
}

interface SuiteGroup {
  variables: Variables;
  testcases: [string, unknown][];
}

/** Every valid case of the three positive files of the RFC 6570 suite. */
export function suiteExpansions(): Expansion[] {
  const out: Expansion[] = [];
  for (const file of [
    'spec-examples.json',
    'spec-examples-by-section.json',
    'extended-tests.json',
  ]) {
    const groups = readSharedJson<Record<string, SuiteGroup>>(`conformance/uritemplate/${file}`);
    if (groups === undefined) continue;
    for (const group of Object.values(groups)) {
      for (const [template, expected] of group.testcases) {
        if (expected !== false) out.push([template, group.variables]);
      }
    }
  }
  return out;
}

const repo = { owner: 'urikit', repo: 'urikit' };

/** Templates in the style of GitHub's REST API hypermedia, with typical variables. */
export const apiExpansions: Expansion[] = [
  [
    '/repos/{owner}/{repo}/issues{?state,labels,per_page}',
    { ...repo, state: 'open', labels: 'bug,ui', per_page: '50' },
  ],
  ['/repos/{owner}/{repo}/issues{?state,labels,per_page}', { ...repo }],
  [
    '/repos/{owner}/{repo}/issues/{issue_number}/comments{/comment_id}',
    { ...repo, issue_number: '1347' },
  ],
  [
    '/repos/{owner}/{repo}/commits{/sha}',
    { ...repo, sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e' },
  ],
  [
    '/repos/{owner}/{repo}/contents/{+path}{?ref}',
    { ...repo, path: 'packages/template/src/parse.ts', ref: 'main' },
  ],
  ['/repos/{owner}/{repo}/compare/{base}...{head}', { ...repo, base: 'main', head: 'issue-14' }],
  [
    '/users/{username}/repos{?type,sort,direction,per_page,page}',
    { username: 'octocat', type: 'owner', sort: 'updated', page: '2' },
  ],
  [
    '/search/code{?q,sort,order}',
    { q: 'addClass in:file language:js repo:jquery/jquery', sort: 'indexed' },
  ],
  ['/notifications{?all,participating,since}', { all: 'true', since: '2026-11-23T10:40:00Z' }],
  [
    '/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}',
    { ...repo, release_id: '1', name: 'urikit 1.0.tar.gz' },
  ],
  [
    '/orgs/{org}/teams/{team_slug}/members{?role,per_page}',
    { org: 'urikit', team_slug: 'maintainers', role: 'all' },
  ],
  ['/gists{/gist_id}', {}],
];

/** URIs to match: API paths as a router sees them. */
export const apiMatchings: Matching[] = [
  [
    '/repos/{owner}/{repo}/issues{?state,labels,per_page}',
    '/repos/urikit/urikit/issues?state=open&labels=bug%2Cui&per_page=50',
  ],
  ['/repos/{owner}/{repo}/issues{?state,labels,per_page}', '/repos/urikit/urikit/issues'],
  [
    '/repos/{owner}/{repo}/issues/{issue_number}/comments{/comment_id}',
    '/repos/urikit/urikit/issues/1347/comments/42',
  ],
  [
    '/repos/{owner}/{repo}/commits{/sha}',
    '/repos/urikit/urikit/commits/6dcb09b5b57875f334f61aebed695e2e4193db5e',
  ],
  ['/repos/{owner}/{repo}/compare/{base}...{head}', '/repos/urikit/urikit/compare/main...issue-14'],
  [
    '/users/{username}/repos{?type,sort,direction,per_page,page}',
    '/users/octocat/repos?type=owner&sort=updated&page=2',
  ],
  [
    '/search/code{?q,sort,order}',
    '/search/code?q=addClass%20in%3Afile%20language%3Ajs&sort=indexed',
  ],
  [
    '/notifications{?all,participating,since}',
    '/notifications?all=true&since=2026-11-23T10%3A40%3A00Z',
  ],
  [
    '/orgs/{org}/teams/{team_slug}/members{?role,per_page}',
    '/orgs/urikit/teams/maintainers/members?role=all',
  ],
  ['/gists{/gist_id}', '/gists/aa5a315d61ae9438b18d'],
];

export const expandContenders: Contender<Expansion>[] = [
  {
    name: 'urikit',
    urikit: true,
    note: 'expand(text, variables): parses the template on every call',
    setup: async () => {
      const { expand } = await loadTemplate();
      return ([template, variables]) => expand(template, variables as never);
    },
  },
  {
    name: 'url-template',
    note: 'parseTemplate(text).expand(variables)',
    setup: async () => {
      const { parseTemplate } = await loadUrlTemplate();
      return ([template, variables]) => parseTemplate(template).expand(variables as never);
    },
  },
  {
    name: 'uri-templates',
    note: 'new UriTemplate(text).fill(variables)',
    setup: async () => {
      const UriTemplate = await loadUriTemplates();
      return ([template, variables]) => UriTemplate(template).fill(variables);
    },
  },
];

const compiledContenders: Contender<Expansion>[] = [
  {
    name: 'urikit compile',
    urikit: true,
    note: 'compile(text) once per template, then the compiled function',
    setup: async () => {
      const { compile } = await loadTemplate();
      const compiled = cached(compile);
      return ([template, variables]) => compiled(template)(variables as never);
    },
  },
  {
    name: 'url-template',
    note: 'parseTemplate(text) once per template, then .expand(variables)',
    setup: async () => {
      const { parseTemplate } = await loadUrlTemplate();
      const parsed = cached(parseTemplate);
      return ([template, variables]) => parsed(template).expand(variables as never);
    },
  },
  {
    name: 'uri-templates',
    note: 'new UriTemplate(text) once per template, then .fill(variables)',
    setup: async () => {
      const UriTemplate = await loadUriTemplates();
      const parsed = cached(UriTemplate);
      return ([template, variables]) => parsed(template).fill(variables);
    },
  },
];

const matchContenders: Contender<Matching>[] = [
  {
    name: 'urikit',
    urikit: true,
    note: 'match(parseTemplate(text) once per template, uri)',
    setup: async () => {
      const { match, parseTemplate } = await loadTemplate();
      const parsed = cached(parseTemplate);
      return ([template, uri]) => match(parsed(template), uri);
    },
    accepts: (result) => result !== undefined,
  },
  {
    name: 'uri-templates',
    note: 'new UriTemplate(text) once per template, then .fromUri(uri): a heuristic',
    setup: async () => {
      const UriTemplate = await loadUriTemplates();
      const parsed = cached(UriTemplate);
      return ([template, uri]) => parsed(template).fromUri(uri);
    },
    accepts: (result) => result !== undefined,
  },
];

export const templateSuites: Suite<unknown>[] = [
  {
    id: 'template-expand-suite',
    group: 'template',
    title: 'expand (RFC 6570 suite templates)',
    inputs: suiteExpansions,
    equalWork: true,
    contenders: expandContenders,
    goals: [{ peer: 'url-template', atLeast: 3 }],
  },
  {
    id: 'template-expand-api',
    group: 'template',
    title: 'expand (GitHub-like API templates)',
    inputs: () => apiExpansions,
    equalWork: true,
    contenders: expandContenders,
    goals: [{ peer: 'url-template', atLeast: 3 }],
  },
  {
    id: 'template-compiled',
    group: 'template',
    title: 'compiled expand (suite and API templates, each parsed once)',
    inputs: () => [...suiteExpansions(), ...apiExpansions],
    equalWork: true,
    contenders: compiledContenders,
    goals: [{ peer: 'url-template', atLeast: 10 }],
  },
  {
    id: 'template-match',
    group: 'template',
    title: 'match a URI against a template (API routes)',
    inputs: () => apiMatchings,
    equalWork: true,
    contenders: matchContenders,
  },
] as Suite<unknown>[];
