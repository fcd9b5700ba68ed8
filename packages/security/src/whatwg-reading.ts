// The WHATWG URL Standard's reading of an absolute URL's authority with its host parsed (§4.4
// authority and host states, §3.5 host parser), as the client that fetches it will read it.
import { readAuthority, type WhatwgAuthority } from './whatwg-authority.js';
import {
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
 * non-ASCII domains with `toAscii`.
 */
export function readWhatwg(input: string, toAscii: DomainToAscii): WhatwgReading {
  const reading = readAuthority(input);
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
