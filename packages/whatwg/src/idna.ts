// URL Standard §3.3 "domain to ASCII" with beStrict false, for domains with a non-ASCII code
// point: UTS #46 ToASCII through @urikit/idn with the standard's flags (URL_STANDARD_OPTIONS).
import { tryToASCII, URL_STANDARD_OPTIONS } from '@urikit/idn';

/** Unicode ToASCII with the URL Standard's flags, or undefined on failure. */
export function idnaToASCII(domain: string): string | undefined {
  return tryToASCII(domain, URL_STANDARD_OPTIONS);
}
