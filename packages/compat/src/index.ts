// @urikit/compat: the fast-uri 3 / uri-js API on urikit (RFC 3986, RFC 6068, RFC 8141).
export { escapeComponent, unescapeComponent } from './escape.js';
export { fastUri, fastUri as default } from './fast-uri.js';
export { equal, normalize } from './normalize.js';
export { parse } from './parse.js';
export { resolve, resolveComponent, resolveComponent as resolveComponents } from './resolve.js';
export { getSchemeHandler, SCHEMES } from './scheme-registry.js';
export { serialize } from './serialize.js';
export type { ComponentDraft, Options, SchemeHandler, URIComponent } from './types.js';
