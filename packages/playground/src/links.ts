// Where the API documentation (the TypeDoc site of `pnpm run docs`) and the playground are
// published.

/** The root of the API docs; the playground links every panel to its package's page. */
export const DOCS_URL = 'https://urikit.github.io/urikit/';

/** Where the playground is published, beside the docs (typedoc.json links here). */
export const PLAYGROUND_URL = `${DOCS_URL}playground/`;

/**
 * The docs page of one package's module.
 *
 * @example
 * ```ts
 * docsFor('@urikit/resolve'); // → 'https://urikit.github.io/urikit/modules/_urikit_resolve.html'
 * ```
 */
export function docsFor(pkg: string): string {
  return `${DOCS_URL}modules/${pkg.replace(/[@/-]/g, '_')}.html`;
}
