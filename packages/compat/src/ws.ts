// The ws and wss handlers (RFC 6455 §3): the path and query form the resource name,
// `secure` follows the scheme, the default port normalizes away and there is no fragment.
import type { ComponentDraft, SchemeHandler } from './types.js';

function isSecure(component: ComponentDraft): boolean {
  if (typeof component.secure === 'boolean') return component.secure;
  const scheme = component.scheme;
  return scheme !== undefined && scheme.length === 3 && scheme.toLowerCase() === 'wss';
}

function parseWs(component: ComponentDraft): ComponentDraft {
  component.secure = isSecure(component);
  // RFC 6455 §3: resource-name = path [ "?" query ].
  component.resourceName = (component.path || '/') + (component.query ? `?${component.query}` : '');
  component.path = undefined;
  component.query = undefined;
  return component;
}

function serializeWs(component: ComponentDraft): ComponentDraft {
  if (component.port === (isSecure(component) ? 443 : 80) || component.port === '') {
    component.port = undefined;
  }
  if (typeof component.secure === 'boolean') {
    component.scheme = component.secure ? 'wss' : 'ws';
    component.secure = undefined;
  }
  const resourceName = component.resourceName;
  if (resourceName) {
    const q = resourceName.indexOf('?');
    const path = q === -1 ? resourceName : resourceName.slice(0, q);
    component.path = path && path !== '/' ? path : undefined;
    component.query = q === -1 ? undefined : resourceName.slice(q + 1);
    component.resourceName = undefined;
  }
  // RFC 6455 §3: fragment identifiers are meaningless in WebSocket URIs.
  component.fragment = undefined;
  return component;
}

/**
 * The `ws` scheme handler (RFC 6455 §3): `resourceName` and `secure` instead of path and query.
 *
 * @example
 * ```ts
 * SCHEMES.ws.domainHost; // → true
 * ```
 */
export const ws: SchemeHandler = {
  scheme: 'ws',
  domainHost: true,
  parse: parseWs,
  serialize: serializeWs,
};

/**
 * The `wss` scheme handler (RFC 6455 §3): as `ws`, default port 443.
 *
 * @example
 * ```ts
 * SCHEMES.wss.domainHost; // → true
 * ```
 */
export const wss: SchemeHandler = {
  scheme: 'wss',
  domainHost: true,
  parse: parseWs,
  serialize: serializeWs,
};
