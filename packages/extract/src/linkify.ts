// Rebuilding a text with its URIs (RFC 3986 Appendix C) replaced by what a callback renders:
// the text between matches is copied as it is; escaping it is the caller's choice.
import { requireType } from '@urikit/percent-encoding';
import { resolveArguments } from './options.js';
import { nextMatch, startScan } from './scanner.js';
import type { ExtractOptions, UriMatch } from './types.js';

/**
 * `text` with each URI span (`text.slice(match.start, match.end)`, delimiters included) replaced
 * by `render(match)`; the rest is copied unchanged, so HTML escaping of the text and of the
 * URI is up to `render` and the caller (see the README). Returns `text` itself when it holds no
 * URI. Matches as {@link extract} finds them (RFC 3986 Appendix C, §4.5 with `suffix: true`).
 *
 * @example
 * ```ts
 * linkify('see http://a.example/x.', (m) => `[${m.uri}]`); // → 'see [http://a.example/x].'
 * ```
 */
export function linkify(
  text: string,
  render: (match: UriMatch) => string,
  options?: ExtractOptions,
): string {
  const resolved = resolveArguments('linkify', text, options);
  requireType('linkify', 'render', render, 'function');
  const input = text;
  const state = startScan(input, resolved);
  let found = nextMatch(state);
  if (found === undefined) return input;
  let out = '';
  let last = 0;
  for (; found !== undefined; found = nextMatch(state)) {
    out += input.slice(last, found.start) + render(found);
    last = found.end;
  }
  return out + input.slice(last);
}
