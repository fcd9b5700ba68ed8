// The API reference's completeness check (scripts/api.mjs) on made-up inputs, and the module
// list it derives from the workspace: the real build runs in browser.test.ts, and fails as
// these cases say when a package, a subpath or an export is missing.
import { describe, expect, it } from 'vitest';
import { missingFromReference } from '../scripts/api.mjs';
import { apiSlug, publishedPackages } from '../scripts/workspace.mjs';

describe('the API reference check', () => {
  const expected: [string, string[]][] = [
    ['@urikit/a', ['parse', 'UriError']],
    ['@urikit/a/polyfill', ['install']],
  ];

  it('passes when every module and export has a page', () => {
    const documented = new Map([
      ['@urikit/a', new Set(['parse', 'UriError', 'ParseOptions'])],
      ['@urikit/a/polyfill', new Set(['install'])],
    ]);
    expect(missingFromReference(documented, expected)).toEqual([]);
  });

  it('names a missing module and a missing export', () => {
    const documented = new Map([['@urikit/a', new Set(['parse'])]]);
    expect(missingFromReference(documented, expected)).toEqual([
      '@urikit/a: export UriError is not documented',
      '@urikit/a/polyfill: no page in the API reference',
    ]);
  });

  it('derives the modules from the workspace: every published package and exports subpath', () => {
    const modules = publishedPackages().flatMap((pkg: { entries: { name: string }[] }) =>
      pkg.entries.map((entry) => entry.name),
    );
    expect(modules).toContain('urikit');
    expect(modules).toContain('@urikit/security');
    expect(modules).toContain('@urikit/whatwg/polyfill');
    expect(modules).not.toContain('@urikit/playground');
    expect(modules).not.toContain('@urikit/site');
    expect(apiSlug('@urikit/whatwg/polyfill')).toBe('urikit-whatwg-polyfill');
  });
});
