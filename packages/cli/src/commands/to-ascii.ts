// `urikit to-ascii`: UTS #46 ToASCII (§4.2), a domain name to A-labels (RFC 5890 §2.3.2.1).
import { IdnaError, toASCII } from '@urikit/idn';
import type { Command } from '../command.js';
import { IDNA_OPTIONS, idnaError, idnaOptions } from './idna.js';

export const toAscii: Command = {
  name: 'to-ascii',
  summary: 'convert a domain name to ASCII (UTS #46 ToASCII, Punycode A-labels)',
  operands: ['domain'],
  description:
    'Maps, normalizes and checks <domain> by UTS #46 ToASCII (§4.2) and prints it with\n' +
    'each non-ASCII label as an xn-- A-label (RFC 3492 Punycode). The checks default to the\n' +
    'strict settings of the UTS #46 conformance tests; the options relax them one by one.\n' +
    'A failure lists the status codes of IdnaTestV2.txt (V6, P4, B1, …).',
  options: IDNA_OPTIONS,
  examples: [
    "$ urikit to-ascii 'Bücher.example'\nxn--bcher-kva.example",
    "$ urikit to-ascii 'a..b'\n  a..b\n    ^\nerror[A4_2]: invalid domain name [A4_2] (UTS #46)",
  ],
  prepare(values) {
    const options = idnaOptions(values);
    return ([domain]) => {
      try {
        return toASCII(domain!, options);
      } catch (error) {
        if (error instanceof IdnaError) throw idnaError(domain!, error.errors, options);
        throw error;
      }
    };
  },
};
