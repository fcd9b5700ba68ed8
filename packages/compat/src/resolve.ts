// fast-uri's reference resolution: RFC 3986 §5.2.2 on parsed components, and on
// strings with the checks fast-uri adds (malformed input throws, domain hosts are
// validated once the target's scheme is known).

import { canonicalizeHost, hasForbiddenDomainHost, MALFORMED_HOST_ERROR } from './domain-host.js';
import { removeDotSegments } from './dot-segments.js';
import { BRACKET, COLON, hostFlags, NON_ASCII, NOT_IPV4, PERCENT } from './host-flags.js';
import { isIPv4, readIPHost } from './ip-literal.js';
import { newRecord, parse, parseStatus, parseWithStatus } from './parse.js';
import { removeRelativeDotSegments } from './relative-dot-segments.js';
import { schemeHandler } from './scheme-registry.js';
import { serialize } from './serialize.js';
import type { ComponentDraft, Options, URIComponent } from './types.js';

function hasAuthority(c: ComponentDraft): boolean {
  return c.userinfo !== undefined || c.host !== undefined || c.port !== undefined;
}

/**
 * RFC 3986 §5.2.2 on parsed components, written into `target`: the fields go in in
 * fast-uri's order for each case, so that a fresh `{}` target gets fast-uri's key order.
 * With `tolerant`, a relative reference's scheme does not replace the base's.
 */
function transformInto(
  target: ComponentDraft,
  b: ComponentDraft,
  r: ComponentDraft,
  tolerant: boolean | undefined,
): void {
  if (!tolerant && r.scheme) {
    target.scheme = r.scheme;
    target.userinfo = r.userinfo;
    target.host = r.host;
    target.port = r.port;
    target.path = removeDotSegments(r.path || '');
    target.query = r.query;
  } else {
    if (hasAuthority(r)) {
      target.userinfo = r.userinfo;
      target.host = r.host;
      target.port = r.port;
      target.path = removeDotSegments(r.path || '');
      target.query = r.query;
    } else {
      if (!r.path) {
        target.path = b.path;
        target.query = r.query !== undefined ? r.query : b.query;
      } else {
        if (r.path.charCodeAt(0) === 0x2f) {
          target.path = removeDotSegments(r.path);
        } else {
          // §5.2.3 merge.
          const baseAuthority = hasAuthority(b);
          let merged: string;
          if (baseAuthority && !b.path) merged = `/${r.path}`;
          else if (!b.path) merged = r.path;
          else merged = b.path.slice(0, b.path.lastIndexOf('/') + 1) + r.path;
          target.path =
            b.scheme === undefined && !baseAuthority && merged.charCodeAt(0) !== 0x2f
              ? removeRelativeDotSegments(merged)
              : removeDotSegments(merged);
        }
        target.query = r.query;
      }
      target.userinfo = b.userinfo;
      target.host = b.host;
      target.port = b.port;
    }
    target.scheme = b.scheme;
  }
  target.fragment = r.fragment;
}

/**
 * Resolves `relative` against `base` (RFC 3986 §5.2.2), on components. Unless
 * `skipNormalization`, both are first normalized through serialize and parse. With
 * `tolerant`, a relative reference's scheme does not replace the base's (the §5.2.2
 * non-strict reading). A base without a scheme or authority keeps a relative path relative.
 *
 * @example
 * ```ts
 * resolveComponent({ scheme: 'http', host: 'a', path: '/b/c' }, { path: '../d' }).path; // → '/d'
 * ```
 */
export function resolveComponent(
  base: ComponentDraft,
  relative: ComponentDraft,
  options?: Options,
  skipNormalization?: boolean,
): URIComponent {
  const target: ComponentDraft = {};
  let b = base;
  let r = relative;
  if (!skipNormalization) {
    b = parse(serialize(base, options), options);
    r = parse(serialize(relative, options), options);
  }
  transformInto(target, b, r, options?.tolerant);
  return target as URIComponent;
}

/**
 * Resolves the reference `relativeURI` against `baseURI` (RFC 3986 §5.2) and serializes
 * the target, as fast-uri does. Throws an Error with fast-uri's message when either
 * input is malformed (authority, port, percent-encoding, scheme, host, URN) or the
 * target's domain host cannot be converted.
 *
 * @example
 * ```ts
 * resolve('http://a/b/c/d;p?q', '../g'); // → 'http://a/b/g'
 * resolve('http://a/b', '//[::1'); // throws Error 'URI host is malformed.'
 * ```
 */
export function resolve(baseURI: string, relativeURI: string, options?: Options): string {
  // `skipEscape` is a field from the start, so that setting it below adds no property
  // (and no hidden class; see newRecord). Parsing does not read it.
  const schemeless: Options = Object.assign({ scheme: 'null', skipEscape: undefined }, options);
  const base = parseWithStatus(baseURI, schemeless, true);
  const baseMalformed = parseStatus.malformed;
  const relative = parseWithStatus(relativeURI, schemeless, true);
  if (baseMalformed || parseStatus.malformed) {
    throw new Error(base.error || relative.error || 'URI is malformed.');
  }
  // Every field is written by transformInto.
  const resolved = newRecord(
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
  );
  transformInto(resolved, base, relative, schemeless.tolerant);
  const opts = options ?? {};
  const handler = schemeHandler(opts.scheme || resolved.scheme);
  const host = resolved.host;
  const flags = host ? hostFlags(host) : 0;
  const hostIsIP =
    host !== undefined &&
    host !== '' &&
    (((flags & NOT_IPV4) === 0 && isIPv4(host)) ||
      ((flags & (BRACKET | COLON)) !== 0 && readIPHost(host)?.kind === 'ipv6'));
  if (hasForbiddenDomainHost(host, opts, handler, hostIsIP, flags)) {
    throw new Error(MALFORMED_HOST_ERROR);
  }
  canonicalizeHost(resolved, opts, handler, hostIsIP, flags);
  // Triplets in an ASCII reg-name are data that RFC 3986 §3.2.2 allows even where a
  // WHATWG host parser refuses them; a raw non-ASCII host must convert or fail.
  if (resolved.error && !((flags & PERCENT) !== 0 && (flags & NON_ASCII) === 0)) {
    throw new Error(resolved.error);
  }
  schemeless.skipEscape = true;
  return serialize(resolved, schemeless);
}
