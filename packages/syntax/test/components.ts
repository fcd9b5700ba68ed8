// Test helper: the full, fixed-shape result that parse returns, from a short tuple.
import type { HostKind, UriComponents, UriReference } from '../src/index.js';

/** [scheme, userinfo, host, port, path, query, fragment, hostKind] with undefined for absent. */
export type Row = [
  scheme: string | undefined,
  userinfo: string | undefined,
  host: string | undefined,
  port: string | undefined,
  path: string,
  query: string | undefined,
  fragment: string | undefined,
  hostKind: HostKind | undefined,
];

export function reference(row: Row): UriReference {
  const [scheme, userinfo, host, port, path, query, fragment, hostKind] = row;
  return { scheme, userinfo, host, port, path, query, fragment, hostKind };
}

/** The same without hostKind: what split returns. */
export function components(row: Row): UriComponents {
  const [scheme, userinfo, host, port, path, query, fragment] = row;
  return { scheme, userinfo, host, port, path, query, fragment };
}
