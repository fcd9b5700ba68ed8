// fast-uri's parse on one pass over the input: RFC 3986 Appendix B splitting (as
// fast-uri's regular expression reads it), then the checks and normalizations fast-uri
// applies: scheme (§3.1), authority introducer, percent-encoding (§2.1), port and IP
// literals (§3.2.2–3.2.3), domain hosts (UTS #46), scheme handlers (§6.2.3).
import { argumentError, CHAR_CLASS, PATH, QUERY, SCHEME } from '@urikit/percent-encoding';
import { codeAt } from './code-at.js';
import { convertHost, hostError, MALFORMED_HOST_ERROR } from './domain-host.js';
import {
  hasMalformedPercent,
  normalizeEncoding,
  normalizeTriplets,
  reescapeHostDelimiters,
} from './encoding.js';
import {
  BRACKET,
  charFlags,
  DELIMITER,
  COLON as HOST_COLON,
  hostFlags,
  NON_ASCII,
  NOT_IPV4,
  PERCENT,
  UPPER,
} from './host-flags.js';
import { HTTP_HOST_ERROR, parseHttp } from './http.js';
import { isBracketed, isIPv4, readIPHost } from './ip-literal.js';
import { handlerNamed, parseWithScheme, SCHEMES, schemeHandler } from './scheme-registry.js';
import { components, EARLY_ERROR, LATE_ERROR, NO_ERROR } from './shapes.js';
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

/**
 * Whether the last `parseWithStatus` found a malformation that `normalize`, `equal` and
 * `resolve` refuse (authority, port, introducer, percent-encoding, scheme-specific,
 * host or scheme); a field rather than a wrapper object, so a parse allocates no more.
 */
export const parseStatus = { malformed: false };

const INVALID = 0;
const LOWER = 1;
const HAS_UPPER = 2;

/** isScheme and whether it needs lower-casing (§3.1: schemes are case-insensitive), in one pass. */
function schemeKind(s: string): number {
  const c0 = s.charCodeAt(0);
  if (!((c0 | 0x20) >= 0x61 && (c0 | 0x20) <= 0x7a)) return INVALID;
  let kind = c0 < 0x61 ? HAS_UPPER : LOWER;
  for (let i = 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || (CHAR_CLASS[c]! & SCHEME) === 0) return INVALID;
    if (c >= 0x41 && c <= 0x5a) kind = HAS_UPPER;
  }
  return kind;
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
 * A components object with every field fast-uri and its handlers use already present, in
 * one order, for the parses whose result stays inside this package (resolve, normalize,
 * equal). Objects that gain properties after creation get their hidden classes through
 * transitions that V8 holds weakly: once no such object is alive, a full collection frees
 * those classes and deoptimizes every function compiled against them. A literal's class
 * is kept by its allocation site, so these objects never cost a recompilation.
 */
export function newRecord(
  scheme: string | undefined,
  userinfo: string | undefined,
  host: string | undefined,
  port: number | string | undefined,
  path: string | undefined,
  query: string | undefined,
  fragment: string | undefined,
  reference: string | undefined,
  error: string | undefined,
): ComponentDraft {
  return {
    scheme,
    userinfo,
    host,
    port,
    path,
    query,
    fragment,
    reference,
    error,
    nid: undefined,
    nss: undefined,
    uuid: undefined,
    resourceName: undefined,
    secure: undefined,
    to: undefined,
    headers: undefined,
    subject: undefined,
    body: undefined,
  };
}

/**
 * Parses `uri` as fast-uri 3 does; `parseStatus.malformed` then says whether it is
 * malformed in a way that `normalize`, `equal` and `resolve` refuse. The result has
 * fast-uri's fields in fast-uri's order (`error` before `reference` when the syntax is
 * at fault), or, with `record`, the fields of {@link newRecord}. Either way it is built by
 * one object literal once the fields are known, not grown field by field (see newRecord).
 */
export function parseWithStatus(input: string, options: Options, record: boolean): ComponentDraft {
  // fast-uri reads the input with its `match` first: a TypeError for a value that has none (a
  // String object has one, and is read as its string).
  if (
    typeof input !== 'string' &&
    options.reference !== 'suffix' &&
    typeof (input as { match?: unknown } | null | undefined)?.match !== 'function'
  ) {
    throw argumentError('parse', 'uri', 'a string', input);
  }
  let uri = input;
  let userinfo: string | undefined;
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
  // hostFlags of the host, gathered by the authority scan (-1: not known).
  let hostBits = -1;
  if (codeAt(uri, i) === SLASH && codeAt(uri, i + 1) === SLASH) {
    hasAuthority = true;
    i += 2;
    let end = i;
    let at = -1;
    let colonAt = -1;
    let backslash = false;
    // The flags of the characters that are the host unless it is an IP literal: those
    // after the first "@" (or from the start) and before the next ":".
    let bits = 0;
    for (; end < length; end++) {
      const c = uri.charCodeAt(end);
      if (c === SLASH || c === QMARK || c === HASH) break;
      if (c === COLON) {
        if (colonAt < 0) colonAt = end;
      } else if (c === AT) {
        // The first "@" ends the userinfo; the host runs to the next ":".
        if (at < 0) {
          at = end;
          colonAt = -1;
          bits = 0;
          continue;
        }
      } else if (c === BACKSLASH) backslash = true;
      if (colonAt < 0) bits |= charFlags(c);
    }
    if (backslash) {
      // A literal backslash is neither a URI character nor a delimiter (§2); refuse it.
      error = BACKSLASH_ERROR;
      malformed = true;
    }
    if (at >= 0) {
      userinfo = uri.slice(i, at);
      i = at + 1;
    }
    // host = "[" 1*( not "#/?]" ) "]", else a run without ":".
    let h = colonAt < 0 ? end : colonAt;
    if (codeAt(uri, i) === 0x5b) {
      const close = uri.indexOf(']', i + 1);
      if (close !== -1 && close < end && close > i + 1) h = close + 1;
    } else hostBits = bits;
    host = uri.slice(i, h);
    i = h;
    if (codeAt(uri, i) === COLON) {
      let p = i + 1;
      while (p < length && uri.charCodeAt(p) >= 0x30 && uri.charCodeAt(p) <= 0x39) p++;
      portText = uri.slice(i + 1, p);
      i = p;
    }
  }
  const qmark = uri.indexOf('?', i);
  const hash = uri.indexOf('#', i);
  let p = hash === -1 ? length : hash;
  if (qmark !== -1 && qmark < p) p = qmark;
  const pathStart = i;
  const pathEnd = p;
  const path = uri.slice(i, p);
  let query: string | undefined;
  let fragment: string | undefined;
  if (codeAt(uri, p) === QMARK) {
    // The first "#" after the path comes after this "?": it ends the query.
    const q = hash;
    query = uri.slice(p + 1, q === -1 ? length : q);
    p = q === -1 ? length : q;
  }
  const queryEnd = p;
  if (codeAt(uri, p) === HASH) {
    // fast-uri's fragment group stops at U+2028 and U+2029, which its "." does not match.
    let f = uri.indexOf('\u2028', p + 1);
    const f2 = uri.indexOf('\u2029', p + 1);
    if (f === -1 || (f2 !== -1 && f2 < f)) f = f2;
    fragment = uri.slice(p + 1, f === -1 ? length : f);
  }

  let scheme = colon > 0 ? uri.slice(0, colon) : undefined;
  let lowerScheme = false;
  if (scheme !== undefined) {
    const kind = schemeKind(scheme);
    if (kind !== INVALID) {
      lowerScheme = true;
      if (kind === HAS_UPPER) scheme = scheme.toLowerCase();
    } else {
      // §3.1 allows no percent-encoding in a scheme; it is never decoded.
      error ||= MALFORMED_SCHEME_ERROR;
      malformed = true;
    }
  }

  // Most references hold no "%": one native scan instead of one per component.
  const hasPercent = uri.indexOf('%') !== -1;
  if (
    hasPercent &&
    (hasMalformedPercent(userinfo) ||
      (host !== undefined && !isBracketed(host) && hasMalformedPercent(host)) ||
      hasMalformedPercent(path) ||
      hasMalformedPercent(query) ||
      hasMalformedPercent(fragment))
  ) {
    error ||= 'URI contains malformed percent-encoding.';
    malformed = true;
  }

  const port = portText === undefined ? undefined : portText === '' ? '' : Number(portText);
  if (hasAuthority && path !== '' && path.charCodeAt(0) !== SLASH) {
    // §3.3: with an authority the path is path-abempty.
    error ||= 'URI path must start with "/" when authority is present.';
    malformed = true;
  } else if (typeof port === 'number' && port > 65535) {
    error ||= 'URI port is malformed.';
    malformed = true;
  }

  let isIP = false;
  let malformedLiteral = false;
  const flags = !host ? 0 : hostBits >= 0 ? hostBits : hostFlags(host);
  let hostValue = host;
  if (host) {
    if ((flags & NOT_IPV4) === 0 && isIPv4(host)) isIP = true;
    else {
      const ip = (flags & (BRACKET | HOST_COLON)) !== 0 ? readIPHost(host) : undefined;
      isIP = ip !== undefined && ip.kind !== 'error';
      hostValue = isIP ? ip!.host : (flags & (UPPER | NON_ASCII)) !== 0 ? host.toLowerCase() : host;
      // §3.2.2: "[" and "]" only delimit an IP-literal.
      malformedLiteral = (flags & BRACKET) !== 0 && (!isBracketed(host) || ip?.kind === 'error');
      if (malformedLiteral) {
        error ||= MALFORMED_HOST_ERROR;
        malformed = true;
      }
    }
  }

  // §4.1–4.4: which kind of reference this is.
  let reference: string;
  if (scheme === undefined) {
    reference =
      userinfo === undefined &&
      host === undefined &&
      portText === undefined &&
      query === undefined &&
      !path
        ? 'same-document'
        : 'relative';
  } else {
    reference = fragment === undefined ? 'absolute' : 'uri';
  }
  // A valid scheme is lower-case by now: one lookup instead of two.
  const handler = options.scheme
    ? schemeHandler(options.scheme)
    : lowerScheme
      ? handlerNamed(scheme!)
      : schemeHandler(scheme);

  // The checks fast-uri makes after it set `reference` run before the result is built, so
  // that it is built once with its final fields: their error follows `reference`.
  let late: string | undefined;
  if (options.reference && options.reference !== 'suffix' && options.reference !== reference) {
    late = `URI is not a ${options.reference} reference.`;
  }
  let finalHost = hostValue;
  if (!malformedLiteral) {
    const converted = convertHost(hostValue, options, handler, isIP, flags);
    if (converted === null) {
      late ||= hostError(hostValue, options, handler, isIP, flags);
      malformed = true;
    } else finalHost = converted;
  }

  // fast-uri normalizes the host whenever the reference holds a "%" anywhere: that
  // changes a host with a triplet, and re-encodes a raw "@" in one without.
  if (
    ((flags & PERCENT) !== 0 || (hasPercent && (flags & DELIMITER) !== 0)) &&
    finalHost !== undefined &&
    !malformedLiteral
  ) {
    let normalized = finalHost;
    // §6.2.2.1–6.2.2.2 in a reg-name: decode unreserved triplets, then lower-case (§3.2.2).
    if (!isIP)
      normalized = normalizeTriplets(normalizeTriplets(finalHost, true).toLowerCase(), false);
    // resolve() parses with the placeholder scheme "null" and checks delimiters once the
    // target's scheme is known; otherwise decoded delimiters are re-encoded here.
    finalHost =
      isIP || options.scheme !== 'null' ? reescapeHostDelimiters(normalized, isIP) : normalized;
  }

  let finalPath = path;
  let finalQuery = query;
  let finalFragment = fragment;
  if (!options.skipNormalize && !handler?.skipNormalize) {
    if (path) finalPath = normalizeEncoding(uri, pathStart, pathEnd, path, PATH, true);
    if (query) finalQuery = normalizeEncoding(uri, pathEnd + 1, queryEnd, query, QUERY, false);
    if (fragment) {
      finalFragment = normalizeEncoding(
        uri,
        queryEnd + 1,
        queryEnd + 1 + fragment.length,
        fragment,
        QUERY,
        false,
      );
    }
  }

  // RFC 9110 §4.2.1: the http(s) handler's one check, made here for the same reason.
  const isHttp = handler !== undefined && handler.parse === parseHttp;
  if (isHttp && !finalHost) late ||= HTTP_HOST_ERROR;

  const shape = error !== undefined ? EARLY_ERROR : late !== undefined ? LATE_ERROR : NO_ERROR;
  let parsed = record
    ? newRecord(
        scheme,
        userinfo,
        finalHost,
        port,
        finalPath,
        finalQuery,
        finalFragment,
        reference,
        error ?? late,
      )
    : components(
        shape,
        scheme,
        userinfo,
        finalHost,
        port,
        finalPath,
        finalQuery,
        finalFragment,
        reference,
        error ?? late,
      );

  if (handler !== undefined && !isHttp) {
    // A record has every field already; the public result gets the handler's fields from
    // one literal where the handler is one of this package's (see parseWithScheme).
    if (record) handler.parse(parsed, options);
    else parsed = parseWithScheme(handler, parsed, shape, options);
    if (handler === SCHEMES['urn'] && parsed.nid === undefined) malformed = true;
  }
  parseStatus.malformed = malformed;
  return parsed;
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
  return parseWithStatus(uri, options ?? {}, false) as URIComponent;
}
