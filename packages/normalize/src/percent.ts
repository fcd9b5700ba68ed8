// RFC 3986 §6.2.2.1 and §6.2.2.2 for userinfo, path, query, fragment and zone IDs: hex
// digits of triplets in upper case, triplets of unreserved characters decoded.
import { normalizePercentEncoding } from '@urikit/percent-encoding';

/** `value` with §6.2.2 percent-encoding normalization; `value` itself when it has no '%'. */
export function normalizePercent(value: string): string {
  return value.indexOf('%') === -1 ? value : normalizePercentEncoding(value);
}
