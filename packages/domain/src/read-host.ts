// The steps every function of this package takes first: check the arguments, find the host in
// the argument (a host or a URL), and scan it against the list.
import { bareIPv6, hostFrom, hostTo, locateHost, plainHost } from './locate-host.js';
import { checkString, type HostOptions, privateDomainsOf } from './options.js';
import { markIp, scanHost } from './scan-host.js';

/**
 * Reads `input` for the function `name`: afterwards locate-host.ts says where its host is and
 * scan-host.ts where the host's suffix and registrable domain start.
 */
export function readHost(name: string, input: string, options: HostOptions | undefined): void {
  checkString(name, 'input', input);
  const privateDomains = privateDomainsOf(name, options);
  // Most arguments are plain hosts: one scan reads them, and stops at the first URL character.
  if (scanHost(input, 0, input.length, privateDomains, true)) {
    plainHost(input);
    return;
  }
  locateHost(input);
  if (bareIPv6) markIp(hostTo);
  else scanHost(input, hostFrom, hostTo, privateDomains, false);
}

/** `input[from, to)`, lower-cased when the scan saw characters that lower-casing changes. */
export function lowerSlice(input: string, from: number, to: number, lower: boolean): string {
  const text = input.slice(from, to);
  return lower ? text.toLowerCase() : text;
}
