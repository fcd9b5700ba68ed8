// The components of a parsed URI reference (RFC 3986 §3) as spans of the input: scheme,
// userinfo, host, port, each path segment, each query pair, fragment, and the delimiters
// between them, with their offsets, so that the page can colour the reference as written.
import type { UriReference } from '@urikit/syntax';

/** What a span of the input is. */
export type SpanKind =
  | 'scheme'
  | 'userinfo'
  | 'host'
  | 'port'
  | 'path-segment'
  | 'query-pair'
  | 'fragment'
  | 'delimiter';

/** One span of the input: `input.slice(start, end) === text`. */
export interface Span {
  kind: SpanKind;
  text: string;
  start: number;
  end: number;
  /** For path segments and query pairs: their position, from 0. */
  position?: number;
}

/**
 * Splits a valid reference into coloured spans whose texts, joined, give the input back
 * (RFC 3986 §5.3 recomposition order). `parsed` must be `parse(input)`.
 *
 * @example
 * ```ts
 * componentSpans('http://a/b', parse('http://a/b')).map((s) => s.kind);
 * // → ['scheme', 'delimiter', 'delimiter', 'host', 'delimiter', 'path-segment']
 * ```
 */
export function componentSpans(input: string, parsed: UriReference): Span[] {
  const spans: Span[] = [];
  let at = 0;
  const push = (kind: SpanKind, text: string, position?: number): void => {
    if (text === '') return;
    const span: Span = { kind, text, start: at, end: at + text.length };
    if (position !== undefined) span.position = position;
    spans.push(span);
    at += text.length;
  };
  if (parsed.scheme !== undefined) {
    push('scheme', parsed.scheme);
    push('delimiter', ':');
  }
  if (parsed.host !== undefined) {
    push('delimiter', '//');
    if (parsed.userinfo !== undefined) {
      push('userinfo', parsed.userinfo);
      push('delimiter', '@');
    }
    push('host', parsed.host);
    if (parsed.port !== undefined) {
      push('delimiter', ':');
      push('port', parsed.port);
    }
  }
  // §3.3: segments separated by "/"; an empty segment draws nothing between two slashes.
  parsed.path.split('/').forEach((segment, i) => {
    if (i > 0) push('delimiter', '/');
    push('path-segment', segment, i);
  });
  if (parsed.query !== undefined) {
    push('delimiter', '?');
    // The application/x-www-form-urlencoded convention: pairs separated by "&".
    parsed.query.split('&').forEach((pair, i) => {
      if (i > 0) push('delimiter', '&');
      push('query-pair', pair, i);
    });
  }
  if (parsed.fragment !== undefined) {
    push('delimiter', '#');
    push('fragment', parsed.fragment);
  }
  if (at !== input.length) throw new Error(`spans cover ${at} of ${input.length} characters`);
  return spans;
}
