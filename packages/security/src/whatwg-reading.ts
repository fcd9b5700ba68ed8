// The WHATWG URL Standard's reading of an absolute URL's authority with its host parsed (§4.4
// authority and host states, §3.5 host parser), as the client that fetches it will read it.
import {
  PLAIN_HOST,
  plainHostEnd,
  readAuthority,
  type WhatwgAuthority,
} from './whatwg-authority.js';
import {
  asciiDomain,
  type DomainToAscii,
  readWhatwgHost,
  readWhatwgHostIn,
  type WhatwgHost,
} from './whatwg-host.js';

/** The authority as the URL Standard reads it, with its host parsed (undefined without one). */
export type WhatwgReading = WhatwgAuthority;

const EMPTY_HOST: WhatwgHost = { kind: 'empty', host: '', address: undefined, failure: undefined };

/**
 * Reads `input` as the URL Standard's basic URL parser would (without a base URL), mapping
 * non-ASCII domains with `toAscii`; `clean`: see readAuthority.
 */
export function readWhatwg(input: string, toAscii: DomainToAscii, clean = false): WhatwgReading {
  const reading = readAuthority(input, clean);
  const raw = reading.rawHost;
  if (raw === undefined || reading.failure !== undefined) return reading;
  // Without tabs or newlines the host's offsets are offsets in the input: scan it there.
  const host =
    reading.scheme === 'file' && raw.length === 0
      ? EMPTY_HOST
      : reading.tabOrNewline < 0
        ? readWhatwgHostIn(input, reading.hostStart, reading.hostEnd, reading.special, toAscii)
        : readWhatwgHost(raw, reading.special, toAscii);
  // §4.4 file host state: a host that parses to "localhost" (%6Cocalhost, LOCALHOST) is empty.
  reading.host = reading.scheme === 'file' && host.host === 'localhost' ? EMPTY_HOST : host;
  if (host.failure !== undefined) reading.failure = `host-${host.failure}`;
  return reading;
}

/**
 * {@link readWhatwg} of an input that is a valid RFC 3986 URI (no whitespace, controls,
 * backslashes or non-ASCII anywhere) and that {@link plainHostEnd} accepts (`http://` or
 * `https://`, a plain host, no userinfo or port). It skips readAuthority's scans, whose answers
 * such an input fixes: nothing stripped, no tab or newline, no backslash, two slashes, the host as
 * written; the host is read by the same host parser.
 */
export function readPlainWhatwg(input: string, hostEnd: number): WhatwgReading {
  const https = input.charCodeAt(4) === 0x73;
  const colon = https ? 5 : 4;
  const hostStart = colon + 3;
  // A plain host has nothing to decode, map or lower-case: the host parser's last step alone.
  const rawHost = input.slice(hostStart, hostEnd);
  const host = asciiDomain(rawHost);
  return {
    failure: host.failure === undefined ? undefined : `host-${host.failure}`,
    scheme: https ? 'https' : 'http',
    special: true,
    lead: 0,
    trail: 0,
    tabOrNewline: -1,
    slashes: 2,
    slashStart: colon + 1,
    backslash: -1,
    userinfoStart: -1,
    userinfoEnd: -1,
    password: false,
    hostStart,
    hostEnd,
    rawHost,
    host,
    port: '',
    portStart: -1,
    portEnd: -1,
  };
}

/**
 * {@link readWhatwg} of an input that is a valid RFC 3986 URI (not an IRI) starting with `file:`
 * whose segment after at most two slashes is empty or plain (lower-case letters, digits, '.',
 * '-'); undefined for any other input. It skips readAuthority's general scans (scheme characters,
 * the special-scheme switch, '@' and ':' tracking) and the host parser's scan, reaching the same
 * reading: readAuthority takes that segment for the host when exactly two slashes lead to it
 * (`file:///home/x` has an empty host, `file://host/x` the host `host`).
 */
export function readPlainFileWhatwg(input: string): WhatwgReading | undefined {
  const n = input.length;
  if (
    n < 5 ||
    input.charCodeAt(0) !== 0x66 ||
    input.charCodeAt(1) !== 0x69 ||
    input.charCodeAt(2) !== 0x6c ||
    input.charCodeAt(3) !== 0x65 ||
    input.charCodeAt(4) !== 0x3a
  )
    return undefined;
  // §4.4 file state and file slash state: one '/' each (a clean input has no '\\'); after two,
  // the first segment is the host, empty when a third '/' follows.
  let p = 5;
  while (p < 7 && p < n && input.charCodeAt(p) === 0x2f) p++;
  let end = p;
  for (; end < n; end++) {
    const c = input.charCodeAt(end);
    if (c === 0x2f || c === 0x3f || c === 0x23) break;
    if (c >= 128 || PLAIN_HOST[c] !== 1) return undefined;
  }
  const authority = p === 7;
  let rawHost = authority ? input.slice(p, end) : undefined;
  if (rawHost === 'localhost') rawHost = '';
  const host =
    rawHost === undefined ? undefined : rawHost.length === 0 ? EMPTY_HOST : asciiDomain(rawHost);
  return {
    failure: host?.failure === undefined ? undefined : `host-${host.failure}`,
    scheme: 'file',
    special: true,
    lead: 0,
    trail: 0,
    tabOrNewline: -1,
    slashes: p - 5,
    slashStart: 5,
    backslash: -1,
    userinfoStart: -1,
    userinfoEnd: -1,
    password: false,
    hostStart: authority ? p : -1,
    hostEnd: authority ? end : -1,
    rawHost,
    host,
    port: '',
    portStart: -1,
    portEnd: -1,
  };
}
