// The http and https handlers (RFC 9110 §4.2.1–4.2.2): a host is required, and the
// default port and an empty path normalize away (RFC 3986 §6.2.3).
import type { ComponentDraft, Options, SchemeHandler } from './types.js';

/** fast-uri's error for an http(s) URI without a host (RFC 9110 §4.2.1). */
export const HTTP_HOST_ERROR = 'HTTP URIs must have a host.';

/** The handlers' parse; parse.ts makes the same check itself (it recognizes this function). */
export function parseHttp(component: ComponentDraft): ComponentDraft {
  if (!component.host) component.error = component.error || HTTP_HOST_ERROR;
  return component;
}

function serializeHttp(component: ComponentDraft, _options: Options): ComponentDraft {
  const secure = String(component.scheme).toLowerCase() === 'https';
  // RFC 3986 §6.2.3: the default port and an empty port are the same as no port.
  if (component.port === (secure ? 443 : 80) || component.port === '') component.port = undefined;
  // RFC 3986 §6.2.3: an empty path is "/" for http(s).
  if (!component.path) component.path = '/';
  return component;
}

/**
 * The `http` scheme handler (RFC 9110 §4.2.1): domain host, host required, default port 80.
 *
 * @example
 * ```ts
 * SCHEMES.http.domainHost; // → true
 * ```
 */
export const http: SchemeHandler = {
  scheme: 'http',
  domainHost: true,
  parse: parseHttp,
  serialize: serializeHttp,
};

/**
 * The `https` scheme handler (RFC 9110 §4.2.2): as `http`, default port 443.
 *
 * @example
 * ```ts
 * SCHEMES.https.domainHost; // → true
 * ```
 */
export const https: SchemeHandler = {
  scheme: 'https',
  domainHost: true,
  parse: parseHttp,
  serialize: serializeHttp,
};
