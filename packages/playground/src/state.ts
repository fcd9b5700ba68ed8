// The page's state in its own URL, after "#" (so that it works from file:// too and never
// reaches a server): the reference, the options and every panel's fields, as
// application/x-www-form-urlencoded pairs (a share link restores all of it).

/** Every value the page keeps: `uri`, `iri`, `zone`, and the panels' field keys. */
export type State = Map<string, string>;

/** The default state, shown when the URL has none. */
export const DEFAULT_STATE: ReadonlyArray<readonly [string, string]> = [
  // Every panel answers it without an error: relativize from a sibling (no dot segment, which
  // no reference could reach), and the template panel's initial template has it as expansion
  // (expanding gives back every character: no triplet of an unreserved one, like %7E).
  ['uri', 'HTTP://user@xn--bcher-kva.Example:80/a/b/c%20d?q=1&lang=en#top'],
];

/**
 * Reads the state from a location hash ("#uri=…&base=…").
 *
 * @example
 * ```ts
 * readState('#uri=http%3A%2F%2Fa%2F&iri=1').get('uri'); // → 'http://a/'
 * ```
 */
export function readState(hash: string): State {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const state: State = new Map(params);
  if (!state.has('uri')) for (const [key, value] of DEFAULT_STATE) state.set(key, value);
  return state;
}

/**
 * Writes the state as a location hash, leaving out empty values.
 *
 * @example
 * ```ts
 * writeState(new Map([['uri', 'http://a/'], ['base', '']])); // → '#uri=http%3A%2F%2Fa%2F'
 * ```
 */
export function writeState(state: State): string {
  const params = new URLSearchParams();
  for (const [key, value] of state) if (value !== '') params.set(key, value);
  return `#${params.toString()}`;
}
