// URL Standard §4.7 "Origin", serialized (HTML's ASCII serialization of an origin): a tuple
// origin for http, https, ws, wss and ftp; for blob, the origin of the URL in its path when that
// is http, https or file; "null" (an opaque origin) otherwise. file: is left to implementations
// by the standard; like browsers and whatwg-url, this returns an opaque origin.
import { defaultPort } from './record.js';

/**
 * The serialized origin of a URL given its scheme, serialized host and port, and the serialized
 * path (for blob:); `parse` reads a blob URL's path as a URL.
 */
export function serializeOrigin(
  scheme: string,
  host: string | null,
  port: number | null,
  path: string,
  parse: (input: string) => { scheme: string; host: string | null; port: number | null } | null,
): string {
  // The schemes with a default port are exactly those of a tuple origin.
  if (defaultPort(scheme) >= 0) return `${scheme}://${host}${port === null ? '' : `:${port}`}`;
  if (scheme !== 'blob') return 'null';
  const inner = parse(path);
  if (inner === null || (inner.scheme !== 'http' && inner.scheme !== 'https')) return 'null';
  return serializeOrigin(inner.scheme, inner.host, inner.port, path, parse);
}
