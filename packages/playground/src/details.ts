// What the page shows for one span on hover or focus: the decoded value (RFC 3986 §2.1),
// and for hosts their kind (§3.2.2), IDN forms (UTS #46) and IP classification (IANA
// special-purpose registries, through @urikit/ipaddr's classify).
import { toUnicode, tryToASCII } from '@urikit/idn';
import {
  classify,
  formatIPv6,
  isPublicUnicast,
  tryParseIPLiteral,
  tryParseIPv4,
} from '@urikit/ipaddr';
import { percentDecode } from '@urikit/percent-encoding';
import type { UriReference } from '@urikit/syntax';
import type { Span } from './spans.js';

/** One line of the details: a label and its value. */
export type Detail = readonly [label: string, value: string];

const NAMES: Record<Span['kind'], string> = {
  scheme: 'scheme (§3.1)',
  userinfo: 'userinfo (§3.2.1)',
  host: 'host (§3.2.2)',
  port: 'port (§3.2.3)',
  'path-segment': 'path segment (§3.3)',
  'query-pair': 'query pair (§3.4)',
  fragment: 'fragment (§3.5)',
  delimiter: 'delimiter (§2.2)',
};

/** Percent-decoded as UTF-8, keeping what does not decode (§2.1). */
function decoded(text: string): string {
  return percentDecode(text, { invalid: 'keep' });
}

function hostDetails(parsed: UriReference, host: string, options: { zoneId: boolean }): Detail[] {
  const out: Detail[] = [['host kind', parsed.hostKind ?? 'none']];
  if (parsed.hostKind === 'ipv4') {
    const bytes = tryParseIPv4(host);
    if (bytes !== undefined) {
      out.push(['IP classification', classify(bytes)]);
      out.push(['public unicast', String(isPublicUnicast(host))]);
    }
  } else if (parsed.hostKind === 'ipv6' || parsed.hostKind === 'ipvfuture') {
    const literal = tryParseIPLiteral(host, { zoneId: options.zoneId });
    if (literal?.kind === 'ipv6') {
      out.push(['RFC 5952 text', formatIPv6(literal.address)]);
      out.push(['IP classification', classify(literal.address)]);
      if (literal.zone !== undefined) out.push(['zone ID (RFC 6874)', literal.zone]);
    } else if (literal?.kind === 'ipvfuture') {
      out.push(['IPvFuture version', literal.version]);
    }
  } else if (host !== '') {
    const name = decoded(host);
    out.push(['decoded', name]);
    const ascii = tryToASCII(name);
    out.push(['IDN ASCII (UTS #46 ToASCII)', ascii ?? 'not a valid domain name']);
    const unicode = toUnicode(name);
    out.push([
      'IDN Unicode (UTS #46 ToUnicode)',
      unicode.errors.length === 0
        ? unicode.domain
        : `${unicode.domain} (errors ${unicode.errors.join(', ')})`,
    ]);
  }
  return out;
}

/**
 * The details of a span: what it is, where it is, and what it means.
 *
 * @example
 * ```ts
 * spanDetails({ kind: 'path-segment', text: 'a%20b', start: 8, end: 13 }, parse('http://h/a%20b'), { zoneId: false });
 * // → [['component', 'path segment (§3.3)'], ['as written', 'a%20b'], ['offsets', '8–13'], ['decoded', 'a b']]
 * ```
 */
export function spanDetails(
  span: Span,
  parsed: UriReference,
  options: { zoneId: boolean },
): Detail[] {
  const out: Detail[] = [
    ['component', NAMES[span.kind]],
    ['as written', span.text],
    ['offsets', `${span.start}–${span.end}`],
  ];
  switch (span.kind) {
    case 'host':
      out.push(...hostDetails(parsed, span.text, options));
      break;
    case 'port':
      out.push(['number', String(Number.parseInt(span.text, 10))]);
      break;
    case 'query-pair': {
      const eq = span.text.indexOf('=');
      out.push(['name', decoded(eq === -1 ? span.text : span.text.slice(0, eq))]);
      out.push(['value', eq === -1 ? '(none)' : decoded(span.text.slice(eq + 1))]);
      break;
    }
    case 'scheme':
      out.push(['lower case (§6.2.2.1)', span.text.toLowerCase()]);
      break;
    case 'delimiter':
      break;
    default:
      out.push(['decoded', decoded(span.text)]);
  }
  return out;
}
