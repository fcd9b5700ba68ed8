// Generated URI references given as their components, so that a test can do an edit by hand
// on the text (concatenation) and compare it with the Uri method.
import { tryParse } from '@urikit/syntax';
import fc from 'fast-check';

export interface Parts {
  scheme?: string | undefined;
  userinfo?: string | undefined;
  host?: string | undefined;
  port?: string | undefined;
  path: string;
  query?: string | undefined;
  fragment?: string | undefined;
}

export const KEYS = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;

/** The text of `parts`, concatenated as RFC 3986 §5.3 does. */
export function build(parts: Parts): string {
  let text = parts.scheme === undefined ? '' : `${parts.scheme}:`;
  if (parts.host !== undefined) {
    text += '//';
    if (parts.userinfo !== undefined) text += `${parts.userinfo}@`;
    text += parts.host;
    if (parts.port !== undefined) text += `:${parts.port}`;
  }
  text += parts.path;
  if (parts.query !== undefined) text += `?${parts.query}`;
  if (parts.fragment !== undefined) text += `#${parts.fragment}`;
  return text;
}

const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Pools of values for each component: valid ones and a few that break its grammar. */
export const pools = {
  scheme: opt(fc.constantFrom('http', 'HTTP', 'urn', 'a+b.c-d', '1x', '')),
  userinfo: opt(fc.constantFrom('', 'u', 'u:p%20w', 'a@b', 'x y')),
  host: opt(
    fc.constantFrom(
      '',
      'a',
      'example.com',
      '127.0.0.1',
      '[::1]',
      '[v1.x]',
      'ex%41mple',
      'a b',
      '[::1',
    ),
  ),
  port: opt(fc.constantFrom('', '80', '080', '8x')),
  path: fc.constantFrom('', '/', '/a', '/a/b%20c/', 'a/b', 'x:y', '//a', '/./..', '/é', 'a b'),
  query: opt(fc.constantFrom('', 'a=1&b', 'x=%7e&y=a+b', '?/:@', 'a=1;b=2', 'a b', '#', '%zz')),
  fragment: opt(fc.constantFrom('', 'top', 'a?b/c', '%7E', 'a#b', 'x y')),
} as const;

/** Valid references, with the components they were built from. */
export const reference = fc
  .record({
    scheme: pools.scheme,
    userinfo: pools.userinfo,
    host: pools.host,
    port: pools.port,
    path: pools.path,
    query: pools.query,
    fragment: pools.fragment,
  })
  .map(
    (parts): Parts =>
      parts.host === undefined ? { ...parts, userinfo: undefined, port: undefined } : parts,
  )
  .filter((parts) => {
    const parsed = tryParse(build(parts));
    return parsed !== undefined && KEYS.every((key) => parsed[key] === parts[key]);
  });
