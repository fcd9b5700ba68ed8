// checkFetchTarget: the SSRF check a server runs on a user's URL before it fetches it, judging the
// host as the fetching (WHATWG) client reads it: loose IPv4 forms, IDNA mapping, fullwidth dots,
// trailing dot, percent-decoded host (RFC 3986 §7.4, §7.6; URL Standard §3.5).

import { requireString } from '@urikit/percent-encoding';
import { isAllowedAddress, judgeAddress } from './check-address.js';
import { isMetadataName } from './cloud-metadata.js';
import { type Finding, finding } from './finding.js';
import { uts46DomainToAscii } from './idna-uts46.js';
import { internalSuffix } from './internal-names.js';
import {
  ANY_SITE,
  type CompiledPolicy,
  compilePolicy,
  compileSites,
  type FetchPolicy,
  matchesName,
  type Sites,
} from './policy.js';
import {
  hostOf,
  isSpecial,
  mayEndInNumber,
  plainHostDot,
  plainHostEnd,
  plainHostOf,
  readWhatwgHost,
  SPECIAL_PORTS,
  type WhatwgHost,
  type WhatwgReading,
} from './url-standard.js';

/**
 * The answer of {@link checkFetchTarget}.
 *
 * @example
 * ```ts
 * const verdict: FetchVerdict = checkFetchTarget('http://127.1/');
 * // verdict → { allowed: false, host: '127.0.0.1', addresses: ['127.0.0.1'], findings: [...] }
 * ```
 */
export interface FetchVerdict {
  /** Whether the policy allows fetching it; `findings` says why not. */
  allowed: boolean;
  /** The reasons for refusal (empty when allowed). */
  findings: Finding[];
  /** The host as the fetching client reads it (`127.0.0.1`, `[::1]`, `xn--bcher-kva.de`), or undefined. */
  host: string | undefined;
  /** The address when the host is an IP address (IPv6 without brackets); empty for a name. */
  addresses: string[];
}

const R = 'RFC 3986 §7.4; URL Standard §3.5';

/**
 * Whether a server may fetch `input` under `policy` (by default: `http`/`https`, no userinfo, only
 * public unicast addresses, no internal or single-label names). The host is read as a WHATWG
 * client will read it — `0x7f.1`, `2130706433`, `①②⑦.0.0.1`, `127。0。0。1`, `%31%32%37.0.0.1`,
 * `localhost.` all reach 127.0.0.1 or localhost and are refused — and every special-purpose
 * address (RFC 6890), cloud metadata service, `localhost`, `*.localhost`, `.local`, `.internal`,
 * `.home.arpa`, `.localdomain` is refused. The URL is read by @urikit/whatwg's URL Standard parser
 * (UTS #46 from @urikit/idn for a non-ASCII name): the same answer on every runtime. With
 * `urlParser: 'runtime'` in the policy, the host is the one the runtime's own `URL` reads
 * instead — the parser of the client that will fetch it (`fetch`, undici), Node 20's IDNA
 * included — and a runtime without `URL` refuses every input. A name that passes still needs
 * {@link checkAddress} on every address DNS returns, at connection time (DNS rebinding). Never
 * throws for a string.
 *
 * @example
 * ```ts
 * checkFetchTarget('https://example.com/a').allowed; // → true
 * checkFetchTarget('http://0x7f.1/').host; // → '127.0.0.1'
 * checkFetchTarget('http://[::ffff:169.254.169.254]/').allowed; // → false
 * checkFetchTarget('http://metadata.google.internal/').findings.map((f) => f.code); // → ['internal-name', 'cloud-metadata']
 * ```
 */
export function checkFetchTarget(input: string, policy?: FetchPolicy): FetchVerdict {
  requireString('checkFetchTarget', 'input', input);
  const p = compilePolicy('checkFetchTarget', policy);
  const sites = sitesOf(policy, p);
  const hostEnd = p.runtimeParser ? -1 : plainHostEnd(input);
  return hostEnd > 0
    ? checkPlain(input, p, sites, hostEnd, plainHostDot)
    : checkGeneral(input, p, sites);
}

const compiledSites = new WeakMap<FetchPolicy, Sites>();

/**
 * The policy's allowed sites, compiled once per policy object from the properties its check
 * read (`p.read`), never from the policy again.
 */
function sitesOf(policy: FetchPolicy | undefined, p: CompiledPolicy): Sites {
  if (policy === undefined || p.read.allowedSites === undefined) return ANY_SITE;
  let sites = compiledSites.get(policy);
  if (sites === undefined) {
    sites = compileSites('checkFetchTarget', p.read, uts46DomainToAscii);
    compiledSites.set(policy, sites);
  }
  return sites;
}

/**
 * Fast path of {@link checkFetchTarget} for an input that {@link plainHostEnd} accepts. It skips
 * the URL parser: the scheme is `http` or `https`, there is no userinfo and no port, and the
 * host is {@link plainHostOf}'s; a host that may end in a number but is no address takes the
 * general path, so that the failure is reported by one piece of code.
 */
function checkPlain(
  input: string,
  p: CompiledPolicy,
  sites: Sites,
  hostEnd: number,
  dot: number,
): FetchVerdict {
  const colon = input.charCodeAt(4) === 0x73 ? 5 : 4;
  const start = colon + 3;
  const text = input.slice(start, hostEnd);
  // A host that may end in a number is plainHostOf's address (or the general path's failure);
  // any other, most hosts, is a domain: its name is judged as written, with no WhatwgHost built.
  let address: WhatwgHost | undefined;
  if (mayEndInNumber(text)) {
    address = plainHostOf(text);
    if (address === undefined) return checkGeneral(input, p, sites);
  }
  const scheme = colon === 5 ? 'https' : 'http';
  const findings: Finding[] = [];
  const verdict: FetchVerdict = {
    allowed: false,
    findings,
    host: address === undefined ? text : address.host,
    addresses: [],
  };
  if (!p.schemes.includes(scheme)) findings.push(schemeNotAllowed(scheme, 0, colon, input.length));
  if (p.ports !== undefined) checkPort(scheme, '', -1, -1, p, input.length, findings);
  if (address !== undefined) judgeHost(address, p, sites, input, start, hostEnd, verdict);
  else {
    // judgeName finds nothing in the common name: a '.' inside it (not single-label, no
    // trailing dot to drop), no internal suffix or metadata service, and a policy without
    // names or sites to match.
    const common =
      dot >= start &&
      dot < hostEnd - 1 &&
      p.deniedNames.length === 0 &&
      p.allowedNames.length === 0 &&
      sites.sites.length === 0 &&
      internalSuffix(text) === undefined &&
      !isMetadataName(text);
    if (!common) judgeName(text, p, sites.sites, sites.siteOf, input, start, hostEnd, findings);
    verdict.allowed = findings.length === 0;
  }
  return verdict;
}

/** checkFetchTarget on any string: the URL Standard's reading of the whole URL. */
export function checkGeneral(input: string, p: CompiledPolicy, sites: Sites): FetchVerdict {
  const n = input.length;
  // No validation error is read (their checks would add a third to the parser's share of the
  // bundle): a failure is named by where the parser stopped, as far as the spans tell it (a port
  // out of range has its span; a port with a non-digit has none, like a host that fails).
  const reading = readWhatwgHost(input);
  if (p.runtimeParser) readWithRuntime(input, reading);
  const findings: Finding[] = [];
  const verdict: FetchVerdict = { allowed: false, findings, host: undefined, addresses: [] };
  const scheme = reading.scheme;
  if (scheme === undefined) {
    findings.push(
      finding(
        'host-unreadable',
        'danger',
        'reference',
        0,
        n,
        n,
        'not an absolute URL: no scheme',
        R,
      ),
    );
    return verdict;
  }
  if (!p.schemes.includes(scheme)) {
    findings.push(schemeNotAllowed(scheme, reading.lead, reading.slashStart - 1, n));
  }
  if (reading.userinfoStart >= 0 && !p.allowUserinfo) {
    findings.push(
      finding(
        'userinfo-not-allowed',
        'danger',
        'userinfo',
        reading.userinfoStart,
        reading.userinfoEnd,
        n,
        'a userinfo is not allowed',
        'RFC 3986 §3.2.1, §7.5',
      ),
    );
  }
  const host = reading.host;
  if (reading.failure !== undefined || host === undefined) {
    const code = reading.rawHost === undefined ? 'no-host' : 'host-unreadable';
    const failure = reading.failure;
    const why =
      failure === undefined
        ? 'no authority'
        : failure === 'failure'
          ? `its ${reading.portStart >= 0 ? 'port' : 'host or port'} is invalid`
          : failure;
    const start = Math.max(reading.hostStart, 0);
    const end = reading.hostStart >= 0 ? reading.hostEnd : n;
    findings.push(
      finding(
        code,
        'danger',
        'host',
        start,
        end,
        n,
        `a WHATWG client cannot fetch this URL (${why})`,
        R,
      ),
    );
    return verdict;
  }
  verdict.host = host.host;
  const { hostStart: start, hostEnd: end } = reading;
  if (p.ports !== undefined) {
    checkPort(scheme, reading.port, reading.portStart, reading.portEnd, p, n, findings);
  }
  judgeHost(host, p, sites, input, start, end, verdict);
  return verdict;
}

function siteNotAllowed(host: string, input: string, start: number, end: number): Finding {
  return finding(
    'site-not-allowed',
    'danger',
    'host',
    start,
    end,
    input.length,
    `${JSON.stringify(host)} is not in a site the policy allows`,
    'policy; Public Suffix List',
  );
}

function schemeNotAllowed(scheme: string, start: number, end: number, n: number): Finding {
  return finding(
    'scheme-not-allowed',
    'danger',
    'scheme',
    start,
    end,
    n,
    `the scheme ${scheme}: is not allowed`,
    'RFC 3986 §7.1',
  );
}

// The policy's ports; the scheme's default port counts when none is written.
function checkPort(
  scheme: string,
  written: string,
  start: number,
  end: number,
  p: CompiledPolicy,
  n: number,
  findings: Finding[],
): void {
  const port = written === '' ? (SPECIAL_PORTS[scheme] ?? -1) : Number(written);
  if (!p.ports!.includes(port)) {
    findings.push(
      finding(
        'port-not-allowed',
        'danger',
        'port',
        start,
        end,
        n,
        `port ${port} is not allowed`,
        'RFC 3986 §3.2.3',
      ),
    );
  }
}

// The host read: an address is judged by its class and the policy, a domain by its name; then
// the verdict is settled.
function judgeHost(
  host: WhatwgHost,
  p: CompiledPolicy,
  { sites, siteOf }: Sites,
  input: string,
  start: number,
  end: number,
  verdict: FetchVerdict,
): void {
  const findings = verdict.findings;
  if (host.address !== undefined) {
    const text = host.kind === 'ipv6' ? host.host.slice(1, -1) : host.host;
    verdict.addresses.push(text);
    for (const f of judgeAddress(host.address, p, input, start, end, host.host)) findings.push(f);
    // An address belongs to no site: under allowedSites only allowedAddresses reach one.
    if (sites.length > 0 && !isAllowedAddress(host.address, p)) {
      findings.push(siteNotAllowed(host.host, input, start, end));
    }
  } else if (host.kind === 'domain') {
    judgeName(host.host, p, sites, siteOf, input, start, end, findings);
  } else {
    findings.push(
      finding('no-host', 'danger', 'host', start, end, input.length, 'no host to fetch from', R),
    );
  }
  verdict.allowed = findings.length === 0;
}

function judgeName(
  host: string,
  p: CompiledPolicy,
  sites: readonly string[],
  siteOf: Sites['siteOf'],
  input: string,
  start: number,
  end: number,
  findings: Finding[],
): void {
  const n = input.length;
  // A trailing dot names the same host (RFC 1034 §3.1); the checks compare without it.
  const name = host.charCodeAt(host.length - 1) === 0x2e ? host.slice(0, -1) : host;
  if (matchesName(name, p.deniedNames)) {
    findings.push(
      finding(
        'name-denied',
        'danger',
        'host',
        start,
        end,
        n,
        `${JSON.stringify(name)} is a name the policy denies`,
        'policy',
      ),
    );
    return;
  }
  if (matchesName(name, p.allowedNames)) return;
  if (sites.length > 0) {
    const site = siteOf(name);
    if (site === undefined || !sites.includes(site)) {
      findings.push(siteNotAllowed(name, input, start, end));
    }
  }
  const suffix = internalSuffix(name);
  if (suffix !== undefined) {
    findings.push(
      finding(
        'internal-name',
        'danger',
        'host',
        start,
        end,
        n,
        `${JSON.stringify(name)} is an internal name (.${suffix})`,
        'RFC 6761 §6.3; RFC 6762; RFC 8375',
      ),
    );
  }
  if (isMetadataName(name)) {
    findings.push(
      finding(
        'cloud-metadata',
        'danger',
        'host',
        start,
        end,
        n,
        `${JSON.stringify(name)} names a cloud instance metadata service`,
        R,
      ),
    );
  } else if (!p.singleLabel && suffix === undefined && name.indexOf('.') < 0) {
    findings.push(
      finding(
        'single-label-name',
        'danger',
        'host',
        start,
        end,
        n,
        `${JSON.stringify(name)} has a single label: resolvers complete it with a local search domain`,
        'RFC 1535; RFC 6761',
      ),
    );
  }
}

/**
 * FetchPolicy `urlParser: 'runtime'`: the scheme, host and port as the runtime's own `URL` reads
 * `input` (the fetching client's parser), in place of @urikit/whatwg's; the offsets stay those
 * of @urikit/whatwg's reading, which the findings point at.
 */
function readWithRuntime(input: string, reading: WhatwgReading): void {
  const URLClass = (globalThis as { URL?: unknown }).URL as
    | (new (
        input: string,
      ) => { protocol: string; hostname: string; port: string; href: string })
    | undefined;
  let url: { protocol: string; hostname: string; port: string; href: string } | undefined;
  let why = 'this runtime has no URL';
  if (typeof URLClass === 'function') {
    try {
      url = new URLClass(input);
    } catch {
      why = "the runtime's URL refuses it";
    }
  }
  if (url === undefined) {
    reading.failure = why;
    reading.host = undefined;
    return;
  }
  const scheme = url.protocol.slice(0, -1);
  reading.scheme = scheme;
  reading.special = isSpecial(scheme);
  reading.failure = undefined;
  reading.port = url.port;
  // An authority, empty or not, is serialized as "//" after the scheme (URL Standard §4.5).
  reading.host = url.href.startsWith('//', url.protocol.length)
    ? hostOf(url.hostname, reading.special)
    : undefined;
  if (reading.host !== undefined && reading.rawHost === undefined) reading.rawHost = '';
}
