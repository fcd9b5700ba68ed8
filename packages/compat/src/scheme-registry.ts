// The scheme handlers by name, uri-js's extension point (RFC 3986 §6.2.3 scheme-based
// normalization): http, https, ws, wss, urn, urn:uuid and mailto.
import { http, https } from './http.js';
import { mailto } from './mailto.js';
import type { SchemeHandler } from './types.js';
import { urn, urnUuid } from './urn.js';
import { ws, wss } from './ws.js';

/**
 * The scheme handlers, keyed by lower-case scheme name (`urn:<nid>` for URN namespaces).
 * A prototype-less object: assign a handler to add a scheme, as with uri-js.
 *
 * @example
 * ```ts
 * Object.keys(SCHEMES); // → ['http', 'https', 'ws', 'wss', 'urn', 'urn:uuid', 'mailto']
 * ```
 */
export const SCHEMES: Record<string, SchemeHandler> = /* @__PURE__ */ Object.assign(
  Object.create(null) as Record<string, SchemeHandler>,
  { http, https, ws, wss, urn, 'urn:uuid': urnUuid, mailto },
);

/** The handler of `scheme`, as written or lower-cased (RFC 3986 §3.1: schemes are case-insensitive). */
export function getSchemeHandler(scheme: string | undefined): SchemeHandler | undefined {
  if (!scheme) return undefined;
  return SCHEMES[scheme] || SCHEMES[scheme.toLowerCase()] || undefined;
}
