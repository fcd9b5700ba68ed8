// The URL Standard's "domain to ASCII" (§3.3) on @urikit/idn: UTS #46 ToASCII with CheckHyphens,
// UseSTD3ASCIIRules and VerifyDnsLength off, CheckBidi and CheckJoiners on, nontransitional.
import { tryToASCII, URL_STANDARD_OPTIONS } from '@urikit/idn';

/** UTS #46 ToASCII (Unicode 17.0.0) with the URL Standard's flags, or undefined on failure. */
export function uts46DomainToAscii(domain: string): string | undefined {
  return tryToASCII(domain, URL_STANDARD_OPTIONS);
}
