// inspect's checks for a valid RFC 3986 URI of a common shape (RFC 3986 §7): each check runs
// only when what can trigger it is present, for the findings the full run would give.
import { checkEnsHost, endsWithEth } from './check-ens.js';
import { checkIdn } from './check-idn.js';
import { checkIPHost } from './check-ip-host.js';
import { checkParameters } from './check-parameters.js';
import { checkSyntax } from './check-syntax.js';
import { checkTranscoding } from './check-transcoding.js';
import { isMetadataName, isMetadataNameAt } from './cloud-metadata.js';
import type { Context } from './context.js';
import type { Spans } from './spans.js';
import { mayEndInNumberAt } from './url-standard.js';

/**
 * Runs inspect's checks on a context whose input is a valid RFC 3986 URI (not read as an IRI) and
 * whose URL Standard reading is plain (Context.plainHost: `http://`, `https://` or `file://` in
 * lower case, a plain host, no userinfo, no port), or a `file:` URL without a host. Such an input has no
 * parse error, nothing the WHATWG parser strips, no tab, newline or backslash, the slashes the
 * scheme wants, a host of lower-case letters, digits, '.' and '-', and neither a userinfo nor a
 * port in either reading. The checks that can find nothing then are skipped; the others run
 * unchanged. The tests compare the findings with those of the full run.
 */
export function checkQuiet(context: Context, names: Set<string>): void {
  const { input, spans, whatwg } = context;
  // checkSyntax (RFC 3986 §7.6): of its findings only an '@' in the first segment after the '?'
  // or '#' that ends the authority is possible: it looks there only.
  if (spans.authorityEnd >= 0) {
    const c = input.charCodeAt(spans.authorityEnd);
    if (c === 0x3f || c === 0x23) checkSyntax(context);
  }
  // checkUserinfo: neither reading has a userinfo. checkPortAndScheme: there is no port, and
  // http, https and file are no schemes that execute (§7.1).
  // checkIPHost (§7.4): the host is an address, or a name that a metadata service uses. A plain
  // host that RFC 3986 reads as an IPv4address ends in a number: the WHATWG reading has the
  // address too.
  const host = whatwg.host;
  if (
    host !== undefined &&
    (host.address !== undefined || (host.kind === 'domain' && isMetadataName(host.host)))
  ) {
    checkIPHost(context);
  }
  // checkIdn: a plain host is ASCII without '%', so only an "xn--" label is left to check, and it
  // holds a '-'. Without a host (file:/x) there is nothing to check.
  if (context.plainHost && whatwg.rawHost!.indexOf('-') >= 0) checkIdn(context);
  // checkEnsHost: only a host that ends in ".eth" names an ENS name (an empty label, "a..eth",
  // is what ENSIP-15 can refuse in a plain host). checkEthereumUri: the scheme is no ethereum:.
  if (context.plainHost) checkEnsHost(context);
  checkTranscoding(context);
  checkParameters(context, names);
}

/**
 * Whether only checkTranscoding and checkParameters can find anything in `input`, a valid RFC
 * 3986 URI (not read as an IRI) with spans `spans` (parse's: read off tryParseSpans' offsets, so
 * that the common URI needs no components); `firstPercent` is the first '%' after the scheme, or
 * -1. So it is when the scheme is `http`, `https` or `file` in lower case, with neither userinfo
 * nor port, and an http(s) host that is not empty (a file: URL may have an empty host or none),
 * that is a reg-name or IPv4address (no IP-literal) holding no '%' and no '-', does not end in a
 * number, names no metadata service and does not end in ".eth" (an ENS name), and when no '?' or
 * '#' follows the authority. Then the WHATWG parser reads the same authority (an RFC 3986 host
 * holds none of its forbidden code points but '%'), which it lower-cases at most (an ASCII host
 * without an "xn--" label): nothing is stripped, no backslash, tab or newline, no userinfo or
 * port; the host is no address (it would end in a number), no metadata name and nothing IDNA
 * could object to; the scheme executes nothing; and checkSyntax's '@' after a delimiter needs a
 * '?' or '#' there. The WHATWG reading itself is then not needed.
 */
export function isQuiet(input: string, spans: Spans, firstPercent: number): boolean {
  // The scheme as written (RFC 3986 §3.1): "http", "https" or "file", in lower case.
  const schemeEnd = spans.schemeEnd;
  const file = schemeEnd === 4 && input.startsWith('file');
  if (
    !file &&
    !(
      input.startsWith('http') &&
      (schemeEnd === 4 || (schemeEnd === 5 && input.charCodeAt(4) === 0x73))
    )
  ) {
    return false;
  }
  if (spans.authorityEnd >= 0) {
    const c = input.charCodeAt(spans.authorityEnd);
    if (c === 0x3f || c === 0x23) return false;
  }
  if (spans.at >= 0 || spans.portStart >= 0) return false;
  const { hostStart, hostEnd } = spans;
  // http:/x and http:///x: the WHATWG parser reads an authority where RFC 3986 reads none.
  if (hostStart < 0 || hostStart === hostEnd) return file;
  // An IP-literal (RFC 3986 §3.2.2) starts with '['; the rest are reg-names and IPv4addresses.
  if (input.charCodeAt(hostStart) === 0x5b) return false;
  if (firstPercent >= 0 && firstPercent < hostEnd) return false;
  for (let i = hostStart; i < hostEnd; i++) if (input.charCodeAt(i) === 0x2d) return false;
  // A fully qualified name ('a.eth.') is the same ENS name as without its root dot, as
  // checkEnsHost reads it.
  const nameEnd = input.charCodeAt(hostEnd - 1) === 0x2e ? hostEnd - 1 : hostEnd;
  return (
    !mayEndInNumberAt(input, hostStart, hostEnd) &&
    !isMetadataNameAt(input, hostStart, hostEnd) &&
    !endsWithEth(input, hostStart, nameEnd)
  );
}
