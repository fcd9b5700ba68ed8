// The ws and wss handlers (RFC 6455 §3): the path and query form the resource name,
// `secure` follows the scheme, the default port normalizes away and there is no fragment.
import { EARLY_ERROR, NO_ERROR } from './shapes.js';
import type { ComponentDraft, SchemeHandler } from './types.js';

function isSecure(component: ComponentDraft): boolean {
  if (typeof component.secure === 'boolean') return component.secure;
  const scheme = component.scheme;
  return scheme !== undefined && scheme.length === 3 && scheme.toLowerCase() === 'wss';
}

/** The handlers' parse, which edits `component` as fast-uri's does. */
export function parseWs(component: ComponentDraft): ComponentDraft {
  component.secure = isSecure(component);
  // RFC 6455 §3: resource-name = path [ "?" query ].
  component.resourceName = (component.path || '/') + (component.query ? `?${component.query}` : '');
  component.path = undefined;
  component.query = undefined;
  return component;
}

/**
 * What {@link parseWs} makes of a result of parse.ts of `shape` (shapes.ts), as a new
 * object built by one literal: fast-uri's keys in fast-uri's order, `secure` and
 * `resourceName` last, path and query kept as undefined fields.
 */
export function wsComponents(c: ComponentDraft, shape: number): ComponentDraft {
  const { scheme, userinfo, host, port, fragment, reference, error } = c;
  const secure = isSecure(c);
  // RFC 6455 §3: resource-name = path [ "?" query ].
  const resourceName = (c.path || '/') + (c.query ? `?${c.query}` : '');
  const path = undefined;
  const query = undefined;
  if (shape === NO_ERROR) {
    return { scheme, userinfo, host, port, path, query, fragment, reference, secure, resourceName };
  }
  return shape === EARLY_ERROR
    ? {
        scheme,
        userinfo,
        host,
        port,
        path,
        query,
        fragment,
        error,
        reference,
        secure,
        resourceName,
      }
    : {
        scheme,
        userinfo,
        host,
        port,
        path,
        query,
        fragment,
        reference,
        error,
        secure,
        resourceName,
      };
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
