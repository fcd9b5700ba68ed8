// The WHATWG URL Standard's reading of an absolute URL's authority with its host parsed (§4.4
// authority and host states, §3.5 host parser), as the client that fetches it will read it.
import { plainHostEnd, readAuthority, type WhatwgAuthority } from './whatwg-authority.js';
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
  reading.host = host;
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
