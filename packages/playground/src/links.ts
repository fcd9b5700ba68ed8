// Where the documentation site (packages/site, `pnpm site`) and the playground are published.

/** The root of the API docs; the playground links every panel to its package's page. */
export const DOCS_URL = 'https://urikit.github.io/urikit/';

/** Where the playground is published, inside the site (its Playground page embeds it). */
export const PLAYGROUND_URL = `${DOCS_URL}playground/`;

/**
 * The docs page of one package's module.
 *
 * @example
 * ```ts
 * docsFor('@urikit/resolve'); // → 'https://urikit.github.io/urikit/api/resolve.html'
 * ```
 */
export function docsFor(pkg: string): string {
  // The site's API reference drops the @urikit/ scope from its paths (packages/site/scripts/api.mjs).
  return `${DOCS_URL}api/${pkg.replace(/^@urikit\//, '')}.html`;
}
