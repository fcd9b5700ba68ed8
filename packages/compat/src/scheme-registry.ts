// The scheme handlers by name, uri-js's extension point (RFC 3986 §6.2.3 scheme-based
// normalization): http, https, ws, wss, urn, urn:uuid and mailto.
import { argumentError, requireType } from '@urikit/percent-encoding';
import { http, https } from './http.js';
import { mailto } from './mailto.js';
import type { ComponentDraft, Options, SchemeHandler } from './types.js';
import { parseUrn, urn, urnComponents, urnUuid } from './urn.js';
import { parseWs, ws, wsComponents, wss } from './ws.js';

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

/**
 * `SCHEMES[name]`, exactly (no case folding). A name sliced from the input is not an
 * internalized string, so a keyed lookup would hash it and search V8's string table
 * first; the common schemes are compared with a constant and looked up by that instead.
 */
export function handlerNamed(name: string): SchemeHandler | undefined {
  if (name === 'https') return SCHEMES['https'];
  if (name === 'http') return SCHEMES['http'];
  return SCHEMES[name];
}

/**
 * The handler of `scheme`, as written or lower-cased (RFC 3986 §3.1: schemes are
 * case-insensitive); undefined when there is none.
 *
 * @example
 * ```ts
 * getSchemeHandler('HTTPS') === SCHEMES.https; // → true
 * ```
 */
export function getSchemeHandler(scheme: string | undefined): SchemeHandler | undefined {
  requireType('getSchemeHandler', 'scheme', scheme, 'string', true);
  return schemeHandler(scheme);
}

/**
 * getSchemeHandler as fast-uri's own reads `options.scheme || components.scheme`, whatever
 * their types: a falsy value has no handler, and any other value that is not a string is a
 * TypeError unless it is a registered name as a key.
 */
export function schemeHandler(scheme: unknown): SchemeHandler | undefined {
  if (!scheme) return undefined;
  if (typeof scheme !== 'string') {
    // fast-uri looks the value up as a key, then calls its toLowerCase: a TypeError for any
    // value that is not a registered name and has no such method.
    const handler = SCHEMES[String(scheme)];
    if (handler) return handler;
    throw argumentError('getSchemeHandler', 'scheme', 'a string', scheme);
  }
  const handler = handlerNamed(scheme);
  if (handler) return handler;
  // A second lookup only when lower-casing changes the name.
  for (let i = 0; i < scheme.length; i++) {
    const c = scheme.charCodeAt(i);
    if ((c >= 0x41 && c <= 0x5a) || c >= 128) return SCHEMES[scheme.toLowerCase()] || undefined;
  }
  return undefined;
}

/**
 * Runs `handler` on `parsed`, a result of parse.ts of `shape` (shapes.ts), and returns the
 * result (RFC 3986 §6.2.3). This package's handlers that add fields get a new object built
 * by one literal; any other handler edits `parsed` as fast-uri's parse lets it.
 */
export function parseWithScheme(
  handler: SchemeHandler,
  parsed: ComponentDraft,
  shape: number,
  options: Options,
): ComponentDraft {
  const run = handler.parse;
  if (run === parseWs) return wsComponents(parsed, shape);
  if (run === parseUrn) return urnComponents(parsed, shape, options);
  handler.parse(parsed, options);
  return parsed;
}
