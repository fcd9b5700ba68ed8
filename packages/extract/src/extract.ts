// RFC 3986 Appendix C: the URIs in a text, lazily (extract) or at once (extractAll, findFirst).
import { resolveArguments } from './options.js';
import { nextMatch, startScan } from './scanner.js';
import type { ExtractOptions, UriMatch } from './types.js';

/**
 * The URIs in `text`, in order and never overlapping, as RFC 3986 Appendix C delimits them in
 * prose: between angle brackets (embedded whitespace removed, `<URL:…>` too), between double
 * quotes, after `URL:`, or bare, ended by whitespace or a character that no URI holds, without
 * the sentence's trailing punctuation and with `)` `]` kept only when balanced inside. With
 * `suffix: true` also §4.5 suffix references. Every `uri` is valid for `parse` (with `iri: true`
 * when given). Lazy: each step scans only up to the next match; time is linear in the text.
 * Never throws.
 *
 * @example
 * ```ts
 * for (const match of extract('see <http://a.example/> or "ftp://b.example/x".')) {
 *   console.log(match.uri, match.form); // http://a.example/ angle, then ftp://b.example/x quoted
 * }
 * [...extract('(see https://en.wikipedia.org/wiki/Tree_(graph)).')][0].uri;
 * // → 'https://en.wikipedia.org/wiki/Tree_(graph)'
 * ```
 */
export function extract(text: string, options?: ExtractOptions): Iterable<UriMatch> {
  const resolved = resolveArguments('extract', text, options);
  return {
    *[Symbol.iterator](): Iterator<UriMatch> {
      const state = startScan(text, resolved);
      for (let found = nextMatch(state); found !== undefined; found = nextMatch(state)) {
        yield found;
      }
    },
  };
}

/**
 * Every URI in `text` (RFC 3986 Appendix C), as an array: {@link extract} collected.
 *
 * @example
 * ```ts
 * extractAll('http://a.example, then <URL:mid:b@c>').map((m) => m.uri);
 * // → ['http://a.example', 'mid:b@c']
 * ```
 */
export function extractAll(text: string, options?: ExtractOptions): UriMatch[] {
  const state = startScan(text, resolveArguments('extractAll', text, options));
  const matches: UriMatch[] = [];
  for (let found = nextMatch(state); found !== undefined; found = nextMatch(state)) {
    matches.push(found);
  }
  return matches;
}

/**
 * The first URI in `text` (RFC 3986 Appendix C), or undefined; scans no further than it.
 *
 * @example
 * ```ts
 * findFirst('Mail me: mailto:a@b.example.')?.uri; // → 'mailto:a@b.example'
 * findFirst('no link here'); // → undefined
 * ```
 */
export function findFirst(text: string, options?: ExtractOptions): UriMatch | undefined {
  return nextMatch(startScan(text, resolveArguments('findFirst', text, options)));
}
