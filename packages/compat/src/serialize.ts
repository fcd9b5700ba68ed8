// fast-uri's serialize: RFC 3986 §5.3 component recomposition, with the encoding each
// component needs (§2.1, §3.2–3.5), dot-segment removal (§5.2.4) and the guards that
// keep the result from reparsing differently (§3.3 "//", §4.2 path-noscheme).
import { argumentError, PATH, QUERY, USERINFO } from '@urikit/percent-encoding';
import { codeAt } from './code-at.js';
import { removeDotSegments } from './dot-segments.js';
import {
  encodeComponent,
  encodeStatus,
  normalizeTriplets,
  reescapeHostDelimiters,
} from './encoding.js';
import { BRACKET, COLON, DELIMITER, hostFlags, NOT_IPV4, PERCENT } from './host-flags.js';
import { isIPv4, readIPHost } from './ip-literal.js';
import { isScheme, MALFORMED_SCHEME_ERROR } from './parse.js';
import { removeRelativeDotSegments } from './relative-dot-segments.js';
import { schemeHandler } from './scheme-registry.js';
import type { ComponentDraft, Options } from './types.js';

function checkScheme(scheme: unknown): string {
  const text = String(scheme);
  if (!isScheme(text)) throw new TypeError(MALFORMED_SCHEME_ERROR);
  return text;
}

/** The host as written in an authority: IPv6 and IPvFuture in brackets (§3.2.2), delimiters encoded. */
function writeHost(host: string): string {
  const flags = hostFlags(host);
  // A host with no bracket, colon, triplet or delimiter is a reg-name written as it is.
  if ((flags & (BRACKET | COLON | PERCENT | DELIMITER)) === 0) return host;
  if ((flags & NOT_IPV4) === 0 && isIPv4(host)) return host;
  let ip = readIPHost(host);
  let text = host;
  if (ip === undefined || ip.kind === 'error') {
    // Decode unreserved triplets once; "%25" stays, so it cannot start a second triplet.
    text = normalizeTriplets(host, true);
    if (text !== host) ip = readIPHost(text);
  }
  if (ip !== undefined && ip.kind !== 'error') return `[${ip.escaped}]`;
  return reescapeHostDelimiters(text, false);
}

/** §3.2: authority = [ userinfo "@" ] host [ ":" port ]; undefined when there is none. */
function recomposeAuthority(component: ComponentDraft): string | undefined {
  let authority: string | undefined;
  if (component.userinfo !== undefined) {
    authority = `${encodeComponent(component.userinfo, USERINFO, false)}@`;
  }
  if (component.host !== undefined) {
    // fast-uri unescapes the host with its indexOf first: a TypeError for a host that has none.
    if (typeof component.host !== 'string') {
      throw argumentError('serialize', 'components.host', 'a string', component.host);
    }
    authority = (authority ?? '') + writeHost(component.host);
  }
  const port = component.port;
  if (typeof port === 'number' || typeof port === 'string') {
    const text = String(port);
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      // §3.2.3: port = *DIGIT.
      if (c < 0x30 || c > 0x39) throw new TypeError('URI port is malformed.');
    }
    authority = `${authority ?? ''}:${text}`;
  }
  return authority;
}

/**
 * Serializes components into a URI reference (RFC 3986 §5.3), as fast-uri does: the
 * scheme's handler runs first, each component is percent-encoded where it must be
 * (§2.1), dot segments are removed (§5.2.4) unless `absolutePath`, and a path that would
 * reparse as an authority or a scheme is escaped. Throws a TypeError for a malformed
 * scheme or port.
 *
 * @example
 * ```ts
 * serialize({ scheme: 'http', host: 'a.example', path: '/a b' }); // → 'http://a.example/a%20b'
 * serialize({ path: 'a:b' }); // → 'a%3Ab'
 * ```
 */
export function serialize(components: Readonly<ComponentDraft>, opts?: Options): string {
  const component: ComponentDraft = {
    host: components.host,
    scheme: components.scheme,
    userinfo: components.userinfo,
    port: components.port,
    path: components.path,
    query: components.query,
    nid: components.nid,
    nss: components.nss,
    uuid: components.uuid,
    fragment: components.fragment,
    reference: components.reference,
    resourceName: components.resourceName,
    secure: components.secure,
    to: components.to,
    headers: components.headers,
    subject: components.subject,
    body: components.body,
    error: '',
  };
  const options: Options = { ...opts };
  if (component.scheme) component.scheme = checkScheme(component.scheme);
  const scheme = component.scheme;
  const handler = schemeHandler(options.scheme || component.scheme);
  if (handler) handler.serialize(component, options);

  const hasAuthority =
    component.userinfo !== undefined ||
    component.host !== undefined ||
    component.port !== undefined;
  const suffix = options.reference === 'suffix';
  // §4.2: without a scheme, a ":" in the first segment would read as one.
  const schemeless = (component.scheme === undefined || suffix) && !hasAuthority;

  let out = '';
  if (!suffix && component.scheme) {
    // A handler may have replaced the scheme; check it again only then.
    out = `${component.scheme === scheme ? scheme : checkScheme(component.scheme)}:`;
  }
  let path = component.path;
  // Without skipEscape, encoding reports whether the path may hold a dot segment.
  let dotSegment = true;
  if (path !== undefined) {
    if (options.skipEscape) path = normalizeTriplets(path, false);
    else {
      path = encodeComponent(path, PATH, schemeless);
      dotSegment = encodeStatus.dotSegment;
    }
  }
  const authority = recomposeAuthority(component);
  if (authority !== undefined) {
    out += suffix ? authority : `//${authority}`;
    if (path && path.charCodeAt(0) !== 0x2f) out += '/';
  }
  if (path !== undefined) {
    const encoded = path;
    const end = path.length;
    const finalSlashes =
      end >= 2 && path.charCodeAt(end - 1) === 0x2f && path.charCodeAt(end - 2) === 0x2f;
    if ((dotSegment || finalSlashes) && !options.absolutePath && !handler?.absolutePath) {
      path =
        schemeless && codeAt(path, 0) !== 0x2f
          ? removeRelativeDotSegments(path)
          : removeDotSegments(path);
    }
    // Removing dot segments can bring a ":" into the first segment ("./a:b"); a path
    // that removal left alone was encoded for path-noscheme already, unless skipEscape.
    if (schemeless && (path !== encoded || options.skipEscape))
      path = encodeComponent(path, PATH, true);
    // §3.3: without an authority the path cannot begin with "//".
    if (authority === undefined && codeAt(path, 0) === 0x2f && codeAt(path, 1) === 0x2f) {
      path = `/%2F${path.slice(2)}`;
    }
    out += path;
  }
  if (component.query !== undefined) out += `?${encodeComponent(component.query, QUERY, false)}`;
  if (component.fragment !== undefined) {
    out += `#${encodeComponent(component.fragment, QUERY, false)}`;
  }
  return out;
}
