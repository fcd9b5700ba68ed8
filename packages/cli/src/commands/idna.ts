// The UTS #46 processing flags as command-line options, and IDNA failures located in the input:
// the library reports status codes for the whole name, the command also points at the label.
import { type IdnaOptions, tryToASCII } from '@urikit/idn';
import { flag, type OptionSpec, type OptionValues } from '../command.js';
import { InputError } from '../failure.js';

/** Options that change a UTS #46 flag from its default (see @urikit/idn's DEFAULT_OPTIONS). */
export const IDNA_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  transitional: {
    type: 'boolean',
    help: 'map ß, ς, ZWJ and ZWNJ as IDNA2003 did (transitional processing, deprecated)',
  },
  'no-check-hyphens': {
    type: 'boolean',
    help: "allow '--' in positions 3-4 and edge hyphens (V2, V3)",
  },
  'no-check-bidi': { type: 'boolean', help: 'skip the Bidi Rule of RFC 5893 (B1-B6)' },
  'no-check-joiners': { type: 'boolean', help: 'skip the CONTEXTJ rules of RFC 5892 (C1, C2)' },
  'no-std3': { type: 'boolean', help: 'allow ASCII beyond letters, digits and hyphen (U1)' },
  'no-verify-dns-length': {
    type: 'boolean',
    help: 'skip the DNS length limits of 253 and 63 octets (A4_1, A4_2)',
  },
  'ignore-invalid-punycode': {
    type: 'boolean',
    help: "keep an 'xn--' label with invalid Punycode instead of failing (P4)",
  },
};

export function idnaOptions(values: OptionValues): IdnaOptions {
  return {
    transitionalProcessing: flag(values, 'transitional'),
    checkHyphens: !flag(values, 'no-check-hyphens'),
    checkBidi: !flag(values, 'no-check-bidi'),
    checkJoiners: !flag(values, 'no-check-joiners'),
    useSTD3ASCIIRules: !flag(values, 'no-std3'),
    verifyDnsLength: !flag(values, 'no-verify-dns-length'),
    ignoreInvalidPunycode: flag(values, 'ignore-invalid-punycode'),
  };
}

// UTS #46 §4 step 1 maps these full stops to '.', so they separate labels too.
function isLabelSeparator(c: number): boolean {
  return c === 0x2e || c === 0x3002 || c === 0xff0e || c === 0xff61;
}

/**
 * The error for a name that failed with these status codes: its index is the start of the first
 * label that fails on its own, or 0 when only the whole name fails (a length limit, or a Bidi
 * rule that spans labels).
 */
export function idnaError(
  domain: string,
  errors: readonly string[],
  options: IdnaOptions,
): InputError {
  let index = 0;
  let start = 0;
  for (let i = 0; i <= domain.length; i++) {
    if (i < domain.length && !isLabelSeparator(domain.charCodeAt(i))) continue;
    // An empty label other than the root breaks the DNS length rule (A4_2) wherever it is.
    if (i === start && i < domain.length && options.verifyDnsLength !== false) {
      index = start;
      break;
    }
    if (i > start && tryToASCII(domain.slice(start, i), options) === undefined) {
      index = start;
      break;
    }
    start = i + 1;
  }
  const message = `invalid domain name [${errors.join(', ')}] (UTS #46)`;
  return new InputError(errors[0] ?? 'invalid-domain', domain, index, message, errors);
}
