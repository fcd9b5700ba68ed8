// The JSON shape of a reference's components: RFC 3986 §3 order, absent components left out.
import type { UriComponents } from '@urikit/syntax';
import type { JsonObject } from '../command.js';

export function componentsObject(c: UriComponents, hostKind?: string): JsonObject {
  const out: Record<string, string> = {};
  if (c.scheme !== undefined) out['scheme'] = c.scheme;
  if (c.userinfo !== undefined) out['userinfo'] = c.userinfo;
  if (c.host !== undefined) out['host'] = c.host;
  if (c.port !== undefined) out['port'] = c.port;
  out['path'] = c.path;
  if (c.query !== undefined) out['query'] = c.query;
  if (c.fragment !== undefined) out['fragment'] = c.fragment;
  if (hostKind !== undefined) out['hostKind'] = hostKind;
  return out;
}
