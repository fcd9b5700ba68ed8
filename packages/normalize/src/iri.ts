// RFC 3987 §3.1 (mapping an IRI to a URI) and §3.2 (converting a URI to an IRI).

import { pctCodePointAt } from '@urikit/percent-encoding';
import { parse, tryParse, type UriReference } from '@urikit/syntax';
import { checkArguments, IRI_TO_URI_OPTIONS, URI_TO_IRI_OPTIONS } from './arguments.js';
import { NormalizeError } from './errors.js';
import { hostOffset } from './host-offset.js';
import { type HostFailure, hostToAscii } from './idn-host.js';
import { isBidiFormatting, isIprivate, isUcschar } from './iri-chars.js';
import {
  DEFAULT_IDNA_OPTIONS,
  type IriToUriOptions,
  parseOptions,
  type UriToIriOptions,
} from './options.js';
import { schemeRule } from './scheme-rules.js';
import { encodeNonAscii, utf8Length } from './utf8.js';

const PERCENT = 0x25;

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return false;
  return true;
}

// §3.1 on a parsed IRI, shared by iriToUri and tryIriToUri: the URI, or why the host failed.
function mapIri(
  iri: string,
  ref: UriReference,
  options: IriToUriOptions | undefined,
): string | HostFailure {
  if (isAscii(iri)) return iri;
  let out = '';
  if (ref.scheme !== undefined) out += `${ref.scheme}:`;
  if (ref.host !== undefined) {
    out += '//';
    if (ref.userinfo !== undefined) out += `${encodeNonAscii(ref.userinfo)}@`;
    let host = ref.host;
    if (!isAscii(host)) {
      const scheme = ref.scheme?.toLowerCase();
      const dns = scheme !== undefined && schemeRule(scheme, options?.schemes)?.dnsHost === true;
      if (dns && ref.hostKind === 'reg-name' && options?.host !== 'percent-encode') {
        const converted = hostToAscii(host, options?.idna ?? DEFAULT_IDNA_OPTIONS, true);
        if (typeof converted !== 'string') return converted;
        host = converted;
      } else {
        host = encodeNonAscii(host);
      }
    }
    out += host;
    if (ref.port !== undefined) out += `:${ref.port}`;
  }
  out += encodeNonAscii(ref.path);
  if (ref.query !== undefined) out += `?${encodeNonAscii(ref.query)}`;
  if (ref.fragment !== undefined) out += `#${encodeNonAscii(ref.fragment)}`;
  return out;
}

/**
 * Maps an IRI reference to a URI reference (RFC 3987 §3.1): every ucschar and iprivate
 * becomes the triplets of its UTF-8 octets (step 2), and nothing else changes. A
 * non-ASCII reg-name of a DNS scheme (the scheme table's `dnsHost`) goes through UTS #46
 * ToASCII instead (step 1, the default `host: 'punycode'`), unless
 * `host: 'percent-encode'`. An IRI that is all ASCII is returned as it is.
 *
 * @throws {UriError} when `iri` is not an IRI reference.
 * @throws {NormalizeError} when ToASCII fails for a host (choose `'percent-encode'` to
 *   never fail on a valid IRI).
 * @throws {TypeError} when the input is not a string, or `options` of the wrong type (an unknown
 * `host`, say).
 *
 * @example
 * ```ts
 * iriToUri('http://bücher.example/straße?q=é');
 * // → 'http://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%A9'
 * iriToUri('http://bücher.example/', { host: 'percent-encode' });
 * // → 'http://b%C3%BCcher.example/'
 * ```
 */
export function iriToUri(iri: string, options?: IriToUriOptions): string {
  options = checkArguments('iriToUri', 'iri', iri, options, IRI_TO_URI_OPTIONS);
  const ref = parse(iri, parseOptions(true, options?.zoneId === true));
  const uri = mapIri(iri, ref, options);
  if (typeof uri === 'string') return uri;
  throw new NormalizeError(uri.code, iri, hostOffset(ref.scheme, ref.userinfo), uri.errors);
}

/**
 * Like {@link iriToUri} (RFC 3987 §3.1), but `undefined` instead of a UriError or
 * NormalizeError.
 *
 * @example
 * ```ts
 * tryIriToUri('http://ü.example/é'); // → 'http://xn--tda.example/%C3%A9'
 * tryIriToUri('http://a b/'); // → undefined
 * ```
 *
 * @throws {TypeError} when the input is not a string, or `options` of the wrong type (an unknown
 * `host`, say).
 */
export function tryIriToUri(iri: string, options?: IriToUriOptions): string | undefined {
  options = checkArguments('tryIriToUri', 'iri', iri, options, IRI_TO_URI_OPTIONS);
  const ref = tryParse(iri, parseOptions(true, options?.zoneId === true));
  if (ref === undefined) return undefined;
  const uri = mapIri(iri, ref, options);
  return typeof uri === 'string' ? uri : undefined;
}

// §3.2 on a parsed URI, shared by uriToIri and tryUriToIri.
function mapUri(uri: string, ref: UriReference): string {
  let i = uri.indexOf('%');
  if (i === -1) return uri;
  // An IP-literal (a zone ID's triplets) takes no ucschar in an IRI either (RFC 3987 §2.2).
  let literalStart = -1;
  let literalEnd = -1;
  if (ref.hostKind === 'ipv6' && ref.host !== undefined) {
    literalStart = hostOffset(ref.scheme, ref.userinfo);
    literalEnd = literalStart + ref.host.length;
  }
  // The query is everything between the first '?' and the first '#' after it (§3.4): no
  // '?' can stand before it, nor '#' before the fragment, in a valid reference.
  const question = uri.indexOf('?');
  const hash = uri.indexOf('#');
  const queryStart = question !== -1 && (hash === -1 || question < hash) ? question : -1;
  const queryEnd = hash === -1 ? uri.length : hash;
  let out = '';
  let run = 0;
  while (i < uri.length) {
    if (uri.charCodeAt(i) !== PERCENT) {
      i++;
      continue;
    }
    const cp = pctCodePointAt(uri, i);
    const inQuery = queryStart !== -1 && i > queryStart && i < queryEnd;
    if (
      cp >= 0x80 &&
      !isBidiFormatting(cp) &&
      (isUcschar(cp) || (inQuery && isIprivate(cp))) &&
      (i < literalStart || i >= literalEnd)
    ) {
      out += uri.slice(run, i) + String.fromCodePoint(cp);
      i += 3 * utf8Length(cp);
      run = i;
    } else {
      i += 3;
    }
  }
  return run === 0 ? uri : out + uri.slice(run);
}

/**
 * Converts a URI reference to an IRI reference (RFC 3987 §3.2): a sequence of triplets is
 * decoded only when it is well-formed UTF-8 (step 3) of one character that the IRI
 * grammar allows where it stands (step 4): a ucschar in userinfo, host, path, query or
 * fragment, an iprivate in the query only, and never a bidi formatting character (§4.1).
 * Triplets of ASCII characters stay as they are, the unreserved ones included: decoding
 * those is §6.2.2.2 normalization (see `normalize`), not a URI-to-IRI mapping, and keeping
 * them makes `iriToUri(uriToIri(u))` give `u` back (with upper-case hex in the triplets that
 * were decoded). `xn--` labels are not converted.
 *
 * @throws {UriError} when `uri` is not a URI reference (an IRI reference is accepted too).
 *
 * @example
 * ```ts
 * uriToIri('http://example.com/stra%C3%9Fe?q=%C3%A9%20%7e');
 * // → 'http://example.com/straße?q=é%20%7e'
 * uriToIri('http://xn--bcher-kva.example/%E2%80%AE');
 * // → 'http://xn--bcher-kva.example/%E2%80%AE' (U+202E is bidi formatting)
 * ```
 */
export function uriToIri(uri: string, options?: UriToIriOptions): string {
  options = checkArguments('uriToIri', 'uri', uri, options, URI_TO_IRI_OPTIONS);
  return mapUri(uri, parse(uri, parseOptions(true, options?.zoneId === true)));
}

/**
 * Like {@link uriToIri} (RFC 3987 §3.2), but `undefined` instead of a UriError.
 *
 * @example
 * ```ts
 * tryUriToIri('/caf%C3%A9'); // → '/café'
 * tryUriToIri('http://a b/'); // → undefined
 * ```
 */
export function tryUriToIri(uri: string, options?: UriToIriOptions): string | undefined {
  options = checkArguments('tryUriToIri', 'uri', uri, options, URI_TO_IRI_OPTIONS);
  const ref = tryParse(uri, parseOptions(true, options?.zoneId === true));
  return ref === undefined ? undefined : mapUri(uri, ref);
}
