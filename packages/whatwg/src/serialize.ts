// URL Standard §4.5 "URL serializing": the URL serializer and the URL path serializer, over
// the parser's record.
import type { URLRecord } from './record.js';

/** §4.5 "URL path serializer". */
export function serializePathOf(url: URLRecord): string {
  const path = url.path;
  if (typeof path === 'string') return path;
  let out = '';
  for (let i = 0; i < path.length; i++) out += `/${path[i]}`;
  return out;
}

/** §4.5 "URL serializer". */
export function serializeRecord(url: URLRecord, excludeFragment = false): string {
  let out = `${url.scheme}:`;
  if (url.host !== null) {
    out += '//';
    if (url.username !== '' || url.password !== '') {
      out += url.username;
      if (url.password !== '') out += `:${url.password}`;
      out += '@';
    }
    out += url.host;
    if (url.port !== null) out += `:${url.port}`;
  } else if (typeof url.path !== 'string' && url.path.length > 1 && url.path[0] === '') {
    // "/." keeps a path that starts with an empty segment from reading as an authority.
    out += '/.';
  }
  out += serializePathOf(url);
  if (url.query !== null) out += `?${url.query}`;
  if (!excludeFragment && url.fragment !== null) out += `#${url.fragment}`;
  return out;
}
