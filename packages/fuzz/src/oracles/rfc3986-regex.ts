// RFC 3986 Appendix A (and RFC 3987 §2.2, RFC 6874 §2) transcribed production by production into
// regular expressions, for the fuzzer alone: an oracle that shares nothing with @urikit/syntax's
// scanner. Regular expressions are fine here: this is test code over bounded inputs.

export interface GrammarOptions {
  readonly iri?: boolean;
  readonly zoneId?: boolean;
}

// RFC 3987 §2.2 ucschar and iprivate.
const UCSCHAR =
  '\\u{A0}-\\u{D7FF}\\u{F900}-\\u{FDCF}\\u{FDF0}-\\u{FFEF}\\u{10000}-\\u{1FFFD}\\u{20000}-\\u{2FFFD}' +
  '\\u{30000}-\\u{3FFFD}\\u{40000}-\\u{4FFFD}\\u{50000}-\\u{5FFFD}\\u{60000}-\\u{6FFFD}' +
  '\\u{70000}-\\u{7FFFD}\\u{80000}-\\u{8FFFD}\\u{90000}-\\u{9FFFD}\\u{A0000}-\\u{AFFFD}' +
  '\\u{B0000}-\\u{BFFFD}\\u{C0000}-\\u{CFFFD}\\u{D0000}-\\u{DFFFD}\\u{E1000}-\\u{EFFFD}';
const IPRIVATE = '\\u{E000}-\\u{F8FF}\\u{F0000}-\\u{FFFFD}\\u{100000}-\\u{10FFFD}';

function productions(o: GrammarOptions) {
  const ALPHA = 'A-Za-z';
  const DIGIT = '0-9';
  const HEXDIG = '0-9A-Fa-f';
  // unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"   (iunreserved adds ucschar)
  const unreserved = `${ALPHA}${DIGIT}\\-._~${o.iri ? UCSCHAR : ''}`;
  const pctEncoded = `%[${HEXDIG}][${HEXDIG}]`;
  // sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
  const subDelims = "!$&'()*+,;=";
  // pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
  const pchar = `(?:[${unreserved}${subDelims}:@]|${pctEncoded})`;
  // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
  const scheme = `[${ALPHA}][${ALPHA}${DIGIT}+\\-.]*`;
  // userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
  const userinfo = `(?:[${unreserved}${subDelims}:]|${pctEncoded})*`;
  // dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
  const decOctet = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])';
  const ipv4 = `${decOctet}\\.${decOctet}\\.${decOctet}\\.${decOctet}`;
  const h16 = `[${HEXDIG}]{1,4}`;
  const ls32 = `(?:${h16}:${h16}|${ipv4})`;
  const ipv6 = `(?:${[
    `(?:${h16}:){6}${ls32}`,
    `::(?:${h16}:){5}${ls32}`,
    `(?:${h16})?::(?:${h16}:){4}${ls32}`,
    `(?:(?:${h16}:){0,1}${h16})?::(?:${h16}:){3}${ls32}`,
    `(?:(?:${h16}:){0,2}${h16})?::(?:${h16}:){2}${ls32}`,
    `(?:(?:${h16}:){0,3}${h16})?::${h16}:${ls32}`,
    `(?:(?:${h16}:){0,4}${h16})?::${ls32}`,
    `(?:(?:${h16}:){0,5}${h16})?::${h16}`,
    `(?:(?:${h16}:){0,6}${h16})?::`,
  ].join('|')})`;
  // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )   (ASCII unreserved only)
  const ipvFuture = `[vV][${HEXDIG}]+\\.[${ALPHA}${DIGIT}\\-._~${subDelims}:]+`;
  // RFC 6874: IPv6addrz = IPv6address "%25" ZoneID; ZoneID = 1*( unreserved / pct-encoded )
  const zone = `%25(?:[${ALPHA}${DIGIT}\\-._~]|${pctEncoded})+`;
  const ipLiteral = `\\[(?:${ipv6}${o.zoneId ? `(?:${zone})?` : ''}|${ipvFuture})\\]`;
  // reg-name = *( unreserved / pct-encoded / sub-delims )
  const regName = `(?:[${unreserved}${subDelims}]|${pctEncoded})*`;
  const host = `(?:${ipLiteral}|${ipv4}|${regName})`;
  const port = `[${DIGIT}]*`;
  const segment = `${pchar}*`;
  const segmentNz = `${pchar}+`;
  const segmentNzNc = `(?:[${unreserved}${subDelims}@]|${pctEncoded})+`;
  const pathAbempty = `(?:/${segment})*`;
  const pathAbsolute = `/(?:${segmentNz}(?:/${segment})*)?`;
  const pathNoscheme = `${segmentNzNc}(?:/${segment})*`;
  const pathRootless = `${segmentNz}(?:/${segment})*`;
  const query = `(?:${pchar}|[/?${o.iri ? IPRIVATE : ''}])*`;
  const fragment = `(?:${pchar}|[/?])*`;
  return {
    scheme,
    userinfo,
    host,
    port,
    ipv4,
    ipv6,
    ipvFuture,
    ipLiteral,
    regName,
    pathAbempty,
    pathAbsolute,
    pathNoscheme,
    pathRootless,
    query,
    fragment,
  };
}

export interface GrammarMatch {
  readonly scheme: string | undefined;
  readonly userinfo: string | undefined;
  readonly host: string | undefined;
  readonly port: string | undefined;
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
  readonly hostKind: 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name' | undefined;
}

const cache = new Map<string, { reference: RegExp; ipv4: RegExp; future: RegExp }>();

function compiled(o: GrammarOptions) {
  const key = `${o.iri === true}/${o.zoneId === true}`;
  let found = cache.get(key);
  if (found === undefined) {
    const p = productions(o);
    // URI-reference = URI / relative-ref, with named groups for the components. hier-part and
    // relative-part differ only in their rootless / noscheme alternative.
    const authority =
      `//(?:(?<userinfo>${p.userinfo})@)?(?<host>${p.host})(?::(?<port>${p.port}))?` +
      `(?<abempty>${p.pathAbempty})`;
    const source =
      `^(?:(?<scheme>${p.scheme}):(?:${authority}|(?<path1>${p.pathAbsolute}|${p.pathRootless})?)` +
      `|(?:${authority.replace(/\?<(\w+)>/g, '?<$1R>')}|(?<path2>${p.pathAbsolute}|${p.pathNoscheme})?))` +
      `(?:\\?(?<query>${p.query}))?(?:#(?<fragment>${p.fragment}))?$`;
    found = {
      reference: new RegExp(source, 'u'),
      ipv4: new RegExp(`^${p.ipv4}$`, 'u'),
      future: new RegExp(`^\\[${p.ipvFuture}\\]$`, 'u'),
    };
    cache.set(key, found);
  }
  return found;
}

/** The components of `text` as the ABNF reads it, or undefined when it is no URI-reference. */
export function grammarMatch(text: string, o: GrammarOptions = {}): GrammarMatch | undefined {
  const { reference, ipv4, future } = compiled(o);
  const m = reference.exec(text);
  if (m === null) return undefined;
  const g = m.groups!;
  const host = g['host'] ?? g['hostR'];
  const hostKind =
    host === undefined
      ? undefined
      : ipv4.test(host)
        ? 'ipv4'
        : future.test(host)
          ? 'ipvfuture'
          : host.startsWith('[')
            ? 'ipv6'
            : 'reg-name';
  return {
    scheme: g['scheme'],
    userinfo: g['userinfo'] ?? g['userinfoR'],
    host,
    port: g['port'] ?? g['portR'],
    path: g['abempty'] ?? g['abemptyR'] ?? g['path1'] ?? g['path2'] ?? '',
    query: g['query'],
    fragment: g['fragment'],
    hostKind,
  };
}
