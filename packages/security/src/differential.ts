// The parser-differential report: the input read by RFC 3986 (parse, or Appendix B split when it
// is not a reference) and by the URL Standard's parser (@urikit/whatwg, the same on every
// runtime), and every component on which the two readings differ, with the host each reading
// reaches (RFC 3986 §7.6).
import { tryParseIPv6 } from '@urikit/ipaddr';
import { percentDecode } from '@urikit/percent-encoding';
import { removeDotSegments } from '@urikit/resolve';
import { split, type UriComponents } from '@urikit/syntax';
import { serializeHost, serializePath, type WhatwgURLRecord } from '@urikit/whatwg';
import { type Context, quote, report } from './context.js';
import type { Readings } from './finding.js';
import { uts46DomainToAscii } from './idna-uts46.js';
import { SPECIAL_PORTS } from './url-standard.js';

/** The seven components of a URL record, as `new URL()` would show them; `undefined` for an absent one. */
export function whatwgComponents(url: WhatwgURLRecord): UriComponents {
  const { username, password } = url;
  return {
    scheme: url.scheme,
    userinfo:
      username === '' && password === ''
        ? undefined
        : password === ''
          ? username
          : `${username}:${password}`,
    host: url.host === null ? undefined : serializeHost(url.host),
    port: url.port === null ? undefined : String(url.port),
    path: serializePath(url),
    query: url.query ?? undefined,
    fragment: url.fragment ?? undefined,
  };
}

function decoded(value: string): string {
  return percentDecode(value, { invalid: 'keep' });
}

function samePort(scheme: string, a: string | undefined, b: string | undefined): boolean {
  const fallback = Object.hasOwn(SPECIAL_PORTS, scheme) ? SPECIAL_PORTS[scheme] : undefined;
  const value = (p: string | undefined): number | undefined => {
    if (p === undefined || p === '') return undefined;
    const n = Number(p);
    return n === fallback ? undefined : n;
  };
  return value(a) === value(b);
}

function sameHost(a: string | undefined, b: string | undefined, iri: boolean): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (iri) {
    // RFC 3987 §3.1: an IRI's reg-name reaches the host its IDNA ToASCII form names.
    const unicode = decoded(a);
    for (let i = 0; i < unicode.length; i++) {
      if (unicode.charCodeAt(i) >= 0x80) {
        const ascii = uts46DomainToAscii(unicode);
        return ascii !== undefined && ascii === b;
      }
    }
  }
  if (a.startsWith('[') && b.startsWith('[')) {
    const x = tryParseIPv6(a.slice(1, -1));
    const y = tryParseIPv6(b.slice(1, -1));
    if (x !== undefined && y !== undefined) return x.every((w, i) => w === y[i]);
  }
  return decoded(a).toLowerCase() === decoded(b).toLowerCase();
}

function samePath(scheme: string, rfc: string, whatwg: string, hasHost: boolean): boolean {
  let path = rfc;
  if (path.startsWith('/')) path = removeDotSegments(path);
  if (path === '' && hasHost && Object.hasOwn(SPECIAL_PORTS, scheme)) path = '/';
  return decoded(path) === decoded(whatwg);
}

const COMPONENTS = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;

/** The RFC 3986 reading: parse's components, or Appendix B split's for a non-reference. */
function rfcComponents(context: Context): UriComponents {
  return context.parsed ?? split(context.input);
}

/** Where a component of the RFC reading sits in the input, or the whole input. */
function spanOf(context: Context, component: string): [number, number] {
  const s = context.spans;
  const n = context.input.length;
  switch (component) {
    case 'scheme':
      return s.schemeEnd >= 0 ? [0, s.schemeEnd] : [0, n];
    case 'userinfo':
      if (s.at >= 0) return [s.authorityStart, s.at];
      return context.whatwg.userinfoStart >= 0
        ? [context.whatwg.userinfoStart, context.whatwg.userinfoEnd]
        : [0, n];
    case 'host':
      if (s.hostStart >= 0 && s.hostEnd > s.hostStart) return [s.hostStart, s.hostEnd];
      return context.whatwg.hostStart >= 0
        ? [context.whatwg.hostStart, context.whatwg.hostEnd]
        : [0, n];
    case 'port':
      return s.portStart >= 0
        ? [s.portStart, s.authorityEnd]
        : [context.whatwg.portStart, context.whatwg.portEnd];
    case 'path':
      return [s.pathStart, s.pathEnd];
    case 'query':
      return s.queryStart >= 0 ? [s.queryStart, s.queryEnd] : [s.pathEnd, n];
    default:
      return s.fragmentStart >= 0 ? [s.fragmentStart, n] : [s.queryEnd, n];
  }
}

/**
 * Compares the RFC 3986 and URL Standard readings of the input and reports each component on which they
 * differ (case, percent-encoding, default ports and dot segments set aside), or that the WHATWG
 * parser refuses an absolute URI that RFC 3986 accepts.
 */
export function checkDifferential(context: Context): void {
  const { input, parsed } = context;
  // inspect reads with the parser whenever it reports the differential: url is never undefined.
  const url = context.whatwg.url;
  if (url == null) {
    if (parsed?.scheme !== undefined) {
      report(
        context,
        'whatwg-rejects',
        'info',
        'reference',
        0,
        input.length,
        `a WHATWG URL parser refuses this absolute URI${context.whatwg.failure === undefined ? '' : ` (${context.whatwg.failure})`}`,
        'URL Standard §4.4; RFC 3986 §7.6',
      );
    }
    return;
  }
  const rfc = rfcComponents(context);
  const whatwg = whatwgComponents(url);
  const scheme = whatwg.scheme!;
  const differs: Array<(typeof COMPONENTS)[number]> = [];
  for (const component of COMPONENTS) {
    const a = rfc[component];
    const b = whatwg[component];
    let same: boolean;
    if (component === 'scheme') same = a?.toLowerCase() === b;
    else if (component === 'userinfo') {
      const left = a === undefined ? '' : a.endsWith(':') ? a.slice(0, -1) : a;
      same = decoded(left) === decoded(b ?? '');
    } else if (component === 'host') same = sameHost(a, b, context.iri && parsed !== undefined);
    else if (component === 'port') same = samePort(scheme, a, b);
    else if (component === 'path')
      same = samePath(scheme, a ?? '', b ?? '', whatwg.host !== undefined);
    else same = a === undefined || b === undefined ? a === b : decoded(a) === decoded(b);
    if (!same) differs.push(component);
  }
  if (differs.length === 0) return;
  const hosts = `RFC 3986 reaches ${rfc.host === undefined ? 'no host' : quote(rfc.host)}, WHATWG reaches ${whatwg.host === undefined ? 'no host' : quote(whatwg.host)}`;
  for (const component of differs) {
    const [start, end] = spanOf(context, component);
    const readings: Readings = { rfc3986: rfc[component], whatwg: whatwg[component] };
    const f = report(
      context,
      'parser-differential',
      component === 'host' ? 'danger' : 'warning',
      component,
      start,
      end,
      `the ${component} differs: RFC 3986 reads ${show(readings.rfc3986)}, WHATWG URL reads ${show(readings.whatwg)}; ${hosts}`,
      'RFC 3986 §7.6; URL Standard §4.4',
    );
    f.readings = readings;
  }
}

function show(value: string | undefined): string {
  return value === undefined ? 'none' : quote(value);
}
