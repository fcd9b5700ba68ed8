// fast-uri's normalize and equal: RFC 3986 §6.2.2 syntax-based and §6.2.3
// scheme-based normalization through parse and serialize; malformed input is left as
// it is by normalize and never equal to anything.
import { argumentError } from '@urikit/percent-encoding';
import { parse, parseStatus, parseWithStatus } from './parse.js';
import { serialize } from './serialize.js';
import type { ComponentDraft, Options, URIComponent } from './types.js';

function normalizeText(uri: string, options: Options | undefined): string | undefined {
  const parsed = parseWithStatus(uri, options ?? {}, true);
  return parseStatus.malformed ? undefined : serialize(parsed, options);
}

/**
 * Normalizes a URI (RFC 3986 §6.2.2–6.2.3) as fast-uri does: a string is parsed and
 * serialized again (a malformed one comes back unchanged); components are serialized
 * and parsed again.
 *
 * @example
 * ```ts
 * normalize('HTTP://A.example:80/%7efoo/./bar'); // → 'http://a.example/~foo/bar'
 * ```
 */
export function normalize(uri: string, options?: Options): string;
export function normalize(uri: ComponentDraft, options?: Options): URIComponent;
export function normalize(uri: string | ComponentDraft, options?: Options): string | URIComponent;
export function normalize(uri: string | ComponentDraft, options?: Options): string | URIComponent {
  if (typeof uri === 'string') return normalizeText(uri, options) ?? uri;
  if (typeof uri === 'object' && uri !== null) return parse(serialize(uri, options), options);
  // fast-uri serializes null as components too, which fails with a TypeError.
  if (uri === null) throw argumentError('normalize', 'uri', 'a string or components', uri);
  return uri;
}

function comparable(uri: unknown, options: Options | undefined): string | undefined {
  if (typeof uri !== 'string' && (typeof uri !== 'object' || uri === null)) return undefined;
  let text: string;
  try {
    text = typeof uri === 'string' ? uri : serialize(uri as ComponentDraft, options);
  } catch {
    return undefined;
  }
  return normalizeText(text, options);
}

/**
 * Whether two URIs (strings or components) are equivalent after normalization
 * (RFC 3986 §6.2.2–6.2.3), as fast-uri compares them; a malformed URI equals nothing.
 *
 * @example
 * ```ts
 * equal('example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d'); // → true
 * ```
 */
export function equal(
  uriA: string | ComponentDraft,
  uriB: string | ComponentDraft,
  options?: Options,
): boolean {
  const a = comparable(uriA, options);
  return a !== undefined && a === comparable(uriB, options);
}
