// RFC 3986 §6.2.2 syntax-based and §6.2.3 scheme-based normalization of a URI reference
// (or, with `iri: true`, an RFC 3987 IRI reference), component by component.

import { argumentError } from '@urikit/percent-encoding';
import {
  type ParseOptions,
  parse,
  recompose,
  tryParse,
  type UriComponents,
  type UriReference,
} from '@urikit/syntax';
import { checkArguments, NORMALIZE_OPTIONS } from './arguments.js';
import { normalizeDotSegments } from './dot-segments.js';
import { NormalizeError } from './errors.js';
import { lowerAscii, normalizeHost } from './host.js';
import { hostOffset } from './host-offset.js';
import { type HostFailure, hostToAscii, hostToUnicode } from './idn-host.js';
import { isNormalForm } from './normal-form.js';
import { DEFAULT_IDNA_OPTIONS, type NormalizeOptions, parseOptions } from './options.js';
import { normalizePercent } from './percent.js';
import { normalizePort } from './port.js';
import { schemeRule } from './scheme-rules.js';

// Everything after parsing, shared by normalize and tryNormalize: the normal form of the
// parsed `ref` of `input`, or why its host could not be converted.
function normalizeReference(
  input: string,
  ref: UriReference,
  options: NormalizeOptions | undefined,
  syntax: ParseOptions | undefined,
): string | HostFailure {
  const iri = options?.iri === true;
  let scheme = ref.scheme;
  let userinfo = ref.userinfo;
  let host = ref.host;
  let port = ref.port;
  let path = ref.path;
  let query = ref.query;
  let fragment = ref.fragment;

  // §6.2.2.1 and §6.2.2.2, component by component.
  if (scheme !== undefined) scheme = lowerAscii(scheme);
  const rule = scheme === undefined ? undefined : schemeRule(scheme, options?.schemes);
  if (userinfo !== undefined) userinfo = normalizePercent(userinfo);
  // A host that identifies by case (ipfs, ipns, ar: SchemeRule.caseSensitiveHost) keeps it,
  // with or without `scheme: false`: lowering it would name another resource.
  if (host !== undefined)
    host = normalizeHost(host, ref.hostKind, rule?.caseSensitiveHost === true);
  // §6.2.2: triplets are decoded before dot-segments are removed, so %2E%2E is a dot-segment.
  path = normalizeDotSegments(normalizePercent(path), scheme !== undefined, host !== undefined);
  if (query !== undefined) query = normalizePercent(query);
  if (fragment !== undefined) fragment = normalizePercent(fragment);

  const hostMode = options?.host;
  if (
    host !== undefined &&
    hostMode !== undefined &&
    hostMode !== 'preserve' &&
    ref.hostKind === 'reg-name' &&
    rule?.dnsHost === true
  ) {
    const idna = options?.idna ?? DEFAULT_IDNA_OPTIONS;
    if (hostMode === 'ascii') {
      const converted = hostToAscii(host, idna, options?.idna !== undefined);
      if (typeof converted !== 'string') return converted;
      host = converted;
    } else {
      host = hostToUnicode(host, idna, iri);
    }
  }

  if (options?.scheme !== false) {
    // §3.2.3: an empty port and a scheme's default port are omitted, whatever the scheme.
    if (port !== undefined) port = normalizePort(port, rule?.defaultPort);
    if (rule !== undefined) {
      if (host !== undefined && path === '' && rule.emptyPath !== undefined) path = rule.emptyPath;
      if (rule.normalize !== undefined) {
        const components: UriComponents = { scheme, userinfo, host, port, path, query, fragment };
        const out = rule.normalize(components);
        ({ scheme, userinfo, host, port, path, query, fragment } = out);
        // The hook may leave an empty path that the rule has a path for.
        if (host !== undefined && path === '' && rule.emptyPath !== undefined) {
          path = rule.emptyPath;
        }
      }
    }
  }

  // The fast path: nothing changed, so the input is its own normal form.
  if (
    scheme === ref.scheme &&
    userinfo === ref.userinfo &&
    host === ref.host &&
    port === ref.port &&
    path === ref.path &&
    query === ref.query &&
    fragment === ref.fragment
  ) {
    return input;
  }
  return recompose({ scheme, userinfo, host, port, path, query, fragment }, syntax);
}

/**
 * The `cleanUp` steps on a normal form, however it was found: a reference that is already
 * normal is cleaned up too (`www.` goes from `http://www.a.example/`).
 */
function withCleanUp(normal: string, options: NormalizeOptions | undefined, fn: string): string {
  // The entry check (NORMALIZE_OPTIONS) made sure it is a function; what it returns is the
  // caller's answer, so it must be a string too (the argument rule's TypeError, in `fn`'s name).
  const steps = options?.cleanUp;
  if (steps === undefined) return normal;
  const cleaned: unknown = steps(normal, options);
  if (typeof cleaned !== 'string') {
    throw argumentError(fn, 'the result of options.cleanUp', 'a string', cleaned);
  }
  return cleaned;
}

/** §6.2.2 and §6.2.3 alone: the normal form of `input` before any clean-up option. */
function normalForm(
  input: string,
  options: NormalizeOptions | undefined,
  syntax: ParseOptions | undefined,
): string {
  const ref = parse(input, syntax);
  const normal = normalizeReference(input, ref, options, syntax);
  if (typeof normal === 'string') return normal;
  throw new NormalizeError(normal.code, input, hostOffset(ref.scheme, ref.userinfo), normal.errors);
}

/**
 * Normalizes a URI reference: always the syntax-based steps of RFC 3986 §6.2.2 — scheme
 * and host in lower case (a host that is a case-sensitive identifier, as in `ipfs:`, `ipns:`
 * and `ar:` or a scheme whose rule says `caseSensitiveHost`, keeps its case), hex digits of triplets in upper case, IPv6 literals as RFC 5952
 * text (§6.2.2.1); triplets of unreserved characters decoded (§6.2.2.2); dot-segments
 * removed after that decoding (§6.2.2.3) — then, unless `scheme: false`, the scheme-based
 * steps of §6.2.3 from the scheme table (default ports, empty ports, empty paths, `file`,
 * `mailto`, `urn`), and the IDNA conversion that `host` asks for. Then the `cleanUp` steps,
 * if any (normalize-url's on the reference: `stripWWW`, `stripHash`, `removeQueryParameters`,
 * …; see {@link cleanUp}).
 *
 * Decoding never changes the structure: only unreserved characters are decoded, and the
 * path keeps its meaning where removing dot-segments would expose "//" or a first segment
 * with ':'. The result is a valid reference and a fixed point: normalizing it again (with
 * the same options) gives it back. When the input is already normal, it is returned as it is,
 * apart from the `cleanUp` steps.
 *
 * @example
 * ```ts
 * normalize('HTTP://Example.COM:80/a/./b/../%7euser?q=%3f#Frag');
 * // → 'http://example.com/a/~user?q=%3F#Frag'
 * normalize('HTTP://Example.COM:80', { scheme: false }); // → 'http://example.com:80'
 * normalize('IPFS://QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR/./a');
 * // → 'ipfs://QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR/a'
 * normalize('http://bücher.example/', { iri: true, host: 'ascii' });
 * // → 'http://xn--bcher-kva.example/'
 * normalize('HTTP://www.Example.com/?utm_source=x#top', { cleanUp: cleanUp({ stripWWW: true, stripHash: true, removeQueryParameters: [/^utm_/] }) });
 * // → 'http://example.com/'
 * ```
 *
 * @throws {UriError} when `input` is not a URI reference (an IRI reference with `iri`).
 * @throws {NormalizeError} when `host: 'ascii'` and a DNS host fails UTS #46 ToASCII.
 * @throws {TypeError} when the input is not a string, or `options` of the wrong type (an unknown
 * `host`, a `cleanUp` that is not a function or returns anything but a string, say).
 */
export function normalize(input: string, options?: NormalizeOptions): string {
  options = checkArguments('normalize', 'input', input, options, NORMALIZE_OPTIONS);
  return normalizeChecked(input, options);
}

/** {@link normalize} of checked arguments: equivalent's, whose options it makes itself. */
export function normalizeChecked(
  input: string,
  options: NormalizeOptions | undefined,
  fn = 'normalize',
): string {
  // The normal-form scan proves §6.2.2/§6.2.3 only; the clean-up steps still apply.
  if (isNormalForm(input, options)) return withCleanUp(input, options, fn);
  const syntax = parseOptions(options?.iri === true, options?.zoneId === true);
  return withCleanUp(normalForm(input, options, syntax), options, fn);
}

/**
 * Like {@link normalize} (RFC 3986 §6.2.2, §6.2.3, then the `cleanUp` steps), but
 * `undefined` instead of a UriError or NormalizeError. An unknown option value still throws a
 * TypeError, and a scheme rule's hook that returns invalid components still throws its
 * UriError: those are programming errors.
 *
 * @example
 * ```ts
 * tryNormalize('HTTP://a/%7e'); // → 'http://a/~'
 * tryNormalize('http://a b/'); // → undefined
 * ```
 *
 * @throws {TypeError} when the input is not a string, or `options` of the wrong type (an unknown
 * `host`, a `cleanUp` that is not a function or returns anything but a string, say).
 */
export function tryNormalize(input: string, options?: NormalizeOptions): string | undefined {
  options = checkArguments('tryNormalize', 'input', input, options, NORMALIZE_OPTIONS);
  return tryNormalizeChecked(input, options);
}

/** {@link tryNormalize} of checked arguments (see normalizeChecked). */
export function tryNormalizeChecked(
  input: string,
  options: NormalizeOptions | undefined,
  fn = 'tryNormalize',
): string | undefined {
  if (isNormalForm(input, options)) return withCleanUp(input, options, fn);
  const syntax = parseOptions(options?.iri === true, options?.zoneId === true);
  const ref = tryParse(input, syntax);
  if (ref === undefined) return undefined;
  const normal = normalizeReference(input, ref, options, syntax);
  return typeof normal === 'string' ? withCleanUp(normal, options, fn) : undefined;
}
