// fast-uri's parse on one pass over the input: RFC 3986 Appendix B splitting (as
// fast-uri's regular expression reads it), then the checks and normalizations fast-uri
// applies: scheme (§3.1), authority introducer, percent-encoding (§2.1), port and IP
// literals (§3.2.2–3.2.3), domain hosts (UTS #46), scheme handlers (§6.2.3).
import { CHAR_CLASS, PATH, QUERY, SCHEME } from '@urikit/percent-encoding';
import { canonicalizeHost, MALFORMED_HOST_ERROR } from './domain-host.js';
import {
  hasMalformedPercent,
  normalizeEncoding,
  normalizeTriplets,
  reescapeHostDelimiters,
} from './encoding.js';
import { isBracketed, isIPv4, readIPHost } from './ip-literal.js';
import { getSchemeHandler, SCHEMES } from './scheme-registry.js';
import type { ComponentDraft, Options, URIComponent } from './types.js';

export const MALFORMED_SCHEME_ERROR = 'URI scheme is malformed.';
const BACKSLASH_ERROR = 'URI authority must not contain a literal backslash.';

const HASH = 0x23;
const SLASH = 0x2f;
const COLON = 0x3a;
const QMARK = 0x3f;
const AT = 0x40;
const BACKSLASH = 0x5c;

/** RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ). */
export function isScheme(s: string): boolean {
  const c0 = s.charCodeAt(0);
  if (s.length === 0 || !((c0 | 0x20) >= 0x61 && (c0 | 0x20) <= 0x7a)) return false;
  for (let i = 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || (CHAR_CLASS[c]! & SCHEME) === 0) return false;
  }
  return true;
}

/** How a parse went: the components and which kinds of malformation it found. */
export interface ParseStatus {
  parsed: ComponentDraft;
  /** Authority, port, introducer, percent-encoding, scheme-specific, host or scheme problems. */
  malformed: boolean;
}

/**
 * The end of the scheme when `uri` starts with one as Appendix B reads it: a run
 * without `#/:?` followed by `:`; else 0 (the scheme is validated separately).
 */
function schemeEnd(uri: string): number {
  for (let i = 0; i < uri.length; i++) {
    const c = uri.charCodeAt(i);
    if (c === COLON) return i;
    if (c === HASH || c === SLASH || c === QMARK) return 0;
  }
  return 0;
}

/**
 * The authority introducer after the scheme must be exactly `//`: a backslash in it, or
 * TAB / LF / CR that a WHATWG parser would strip (URL Standard §4.4), would make another
 * parser see another authority. Returns the error, or undefined.
 */
function introducerError(uri: string, start: number): string | undefined {
  let count = 0;
  let first = 0;
  let second = 0;
  let whitespace = false;
  for (let i = start; i < uri.length; i++) {
    const c = uri.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      whitespace = true;
      continue;
    }
    if (c !== SLASH && c !== BACKSLASH) break;
    if (count === 0) first = c;
    else if (count === 1) second = c;
    count++;
  }
  if (count < 2) return undefined;
  if (first !== SLASH || second !== SLASH) return BACKSLASH_ERROR;
  return whitespace ? 'URI authority introducer must not contain whitespace.' : undefined;
}

/**
 * Parses `uri` as fast-uri 3 does and reports whether it is malformed in a way that
 * `normalize`, `equal` and `resolve` refuse.
 */
export function parseWithStatus(input: string, options: Options): ParseStatus {
  let uri = input;
  const parsed: ComponentDraft = {
    scheme: undefined,
    userinfo: undefined,
    host: '',
    port: undefined,
    path: '',
    query: undefined,
    fragment: undefined,
  };
  let malformed = false;
  let error: string | undefined;
  if (options.reference === 'suffix')
    uri = options.scheme ? `${options.scheme}:${uri}` : `//${uri}`;

  const length = uri.length;
  const colon = schemeEnd(uri);
  let i = colon > 0 ? colon + 1 : 0;
  const introducer = introducerError(uri, i);
  if (introducer !== undefined) {
    error = introducer;
    malformed = true;
  }

  // Appendix B: scheme, authority, path, query, fragment.
  let hasAuthority = false;
  let host: string | undefined;
  let portText: string | undefined;
  if (uri.charCodeAt(i) === SLASH && uri.charCodeAt(i + 1) === SLASH) {
    hasAuthority = true;
    i += 2;
    let end = i;
    let at = -1;
    let backslash = false;
    for (; end < length; end++) {
      const c = uri.charCodeAt(end);
      if (c === SLASH || c === QMARK || c === HASH) break;
      if (c === AT && at < 0) at = end;
      else if (c === BACKSLASH) backslash = true;
    }
    if (backslash) {
      // A literal backslash is neither a URI character nor a delimiter (§2); refuse it.
      error = BACKSLASH_ERROR;
      malformed = true;
    }
    if (at >= 0) {
      parsed.userinfo = uri.slice(i, at);
      i = at + 1;
    }
    // host = "[" 1*( not "#/?]" ) "]", else a run without ":".
    let h = i;
    if (uri.charCodeAt(i) === 0x5b) {
      let j = i + 1;
      while (j < end && uri.charCodeAt(j) !== 0x5d) j++;
      if (j < end && j > i + 1) h = j + 1;
    }
    if (h === i) while (h < end && uri.charCodeAt(h) !== COLON) h++;
    host = uri.slice(i, h);
    i = h;
    if (uri.charCodeAt(i) === COLON) {
      let p = i + 1;
      while (p < length && uri.charCodeAt(p) >= 0x30 && uri.charCodeAt(p) <= 0x39) p++;
      portText = uri.slice(i + 1, p);
      i = p;
    }
  }
  let p = i;
  while (p < length && uri.charCodeAt(p) !== QMARK && uri.charCodeAt(p) !== HASH) p++;
  const path = uri.slice(i, p);
  let query: string | undefined;
  let fragment: string | undefined;
  if (uri.charCodeAt(p) === QMARK) {
    const q = uri.indexOf('#', p + 1);
    query = uri.slice(p + 1, q === -1 ? length : q);
    p = q === -1 ? length : q;
  }
  if (uri.charCodeAt(p) === HASH) {
    // fast-uri's fragment group stops at U+2028 and U+2029, which its "." does not match.
    let f = p + 1;
    while (f < length && uri.charCodeAt(f) !== 0x2028 && uri.charCodeAt(f) !== 0x2029) f++;
    fragment = uri.slice(p + 1, f);
  }

  let scheme = colon > 0 ? uri.slice(0, colon) : undefined;
  if (scheme !== undefined) {
    if (isScheme(scheme)) scheme = scheme.toLowerCase();
    else {
      // §3.1 allows no percent-encoding in a scheme; it is never decoded.
      error ||= MALFORMED_SCHEME_ERROR;
      malformed = true;
    }
  }
  parsed.scheme = scheme;
  parsed.host = host;
  parsed.path = path;
  parsed.query = query;
  parsed.fragment = fragment;

  if (
    hasMalformedPercent(parsed.userinfo) ||
    (host !== undefined && !isBracketed(host) && hasMalformedPercent(host)) ||
    hasMalformedPercent(path) ||
    hasMalformedPercent(query) ||
    hasMalformedPercent(fragment)
  ) {
    error ||= 'URI contains malformed percent-encoding.';
    malformed = true;
  }

  if (portText !== undefined) parsed.port = portText === '' ? '' : Number(portText);
  if (hasAuthority && path !== '' && path.charCodeAt(0) !== SLASH) {
    // §3.3: with an authority the path is path-abempty.
    error ||= 'URI path must start with "/" when authority is present.';
    malformed = true;
  } else if (typeof parsed.port === 'number' && parsed.port > 65535) {
    error ||= 'URI port is malformed.';
    malformed = true;
  }

  let isIP = false;
  let malformedLiteral = false;
  if (host) {
    if (isIPv4(host)) isIP = true;
    else {
      const ip = readIPHost(host);
      isIP = ip !== undefined && ip.kind !== 'error';
      parsed.host = isIP ? ip!.host : host.toLowerCase();
      // §3.2.2: "[" and "]" only delimit an IP-literal.
      malformedLiteral =
        (host.indexOf('[') !== -1 || host.indexOf(']') !== -1) &&
        (!isBracketed(host) || ip?.kind === 'error');
      if (malformedLiteral) {
        error ||= MALFORMED_HOST_ERROR;
        malformed = true;
      }
    }
  }

  if (error !== undefined) parsed.error = error;
  // §4.1–4.4: which kind of reference this is.
  if (scheme === undefined) {
    parsed.reference =
      parsed.userinfo === undefined &&
      host === undefined &&
      portText === undefined &&
      query === undefined &&
      !path
        ? 'same-document'
        : 'relative';
  } else {
    parsed.reference = fragment === undefined ? 'absolute' : 'uri';
  }
  if (
    options.reference &&
    options.reference !== 'suffix' &&
    options.reference !== parsed.reference
  ) {
    parsed.error ||= `URI is not a ${options.reference} reference.`;
  }

  const handler = getSchemeHandler(options.scheme || scheme);
  if (!malformedLiteral && canonicalizeHost(parsed, options, handler, isIP)) malformed = true;

  const parsedHost = parsed.host;
  if (parsedHost !== undefined && !malformedLiteral && parsedHost.indexOf('%') !== -1) {
    let normalized = parsedHost;
    // §6.2.2.1–6.2.2.2 in a reg-name: decode unreserved triplets, then lower-case (§3.2.2).
    if (!isIP)
      normalized = normalizeTriplets(normalizeTriplets(parsedHost, true).toLowerCase(), false);
    // resolve() parses with the placeholder scheme "null" and checks delimiters once the
    // target's scheme is known; otherwise decoded delimiters are re-encoded here.
    parsed.host =
      isIP || options.scheme !== 'null' ? reescapeHostDelimiters(normalized, isIP) : normalized;
  }

  if (!options.skipNormalize && !handler?.skipNormalize) {
    if (parsed.path) parsed.path = normalizeEncoding(parsed.path, PATH, true);
    if (parsed.query) parsed.query = normalizeEncoding(parsed.query, QUERY, false);
    if (parsed.fragment) parsed.fragment = normalizeEncoding(parsed.fragment, QUERY, false);
  }

  if (handler) {
    handler.parse(parsed, options);
    if (handler === SCHEMES['urn'] && parsed.nid === undefined) malformed = true;
  }
  return { parsed, malformed };
}

/**
 * Parses a URI reference into fast-uri's components (RFC 3986 §3, Appendix B): never
 * throws; a problem is reported in `error`. The port is a number when it has digits,
 * the scheme and a reg-name host are lower-cased, path, query and fragment get their
 * percent-encoding normalized (§6.2.2), and the scheme's handler runs.
 *
 * @example
 * ```ts
 * parse('HTTP://a.example:8080/p?q#f').port; // → 8080
 * parse('http://[::1').error; // → 'URI host is malformed.'
 * ```
 */
export function parse(uri: string, options?: Options): URIComponent {
  return parseWithStatus(uri, options ?? {}).parsed as URIComponent;
}
