// UTS #46 §4.2 ToASCII: processing (§4), then Punycode for every label that is
// not ASCII (step 3) and the DNS length limits (step 4, VerifyDnsLength).
import { requireString } from './arguments.js';
import { A3, A4_1, A4_2, errorCodes, IdnaError } from './errors.js';
import { asciiFastPath } from './fast-path.js';
import { VERIFY_DNS_LENGTH } from './flags.js';
import { flagsOf, type IdnaOptions } from './options.js';
import { isAscii, processDomain } from './process.js';
import { encodePunycode } from './punycode.js';

// The conversion itself: the ASCII domain name and its error bits.
function convert(domain: string, flags: number): { ascii: string; errors: number } {
  const { labels, errors: processingErrors } = processDomain(domain, flags);
  let errors = processingErrors;
  let ascii = '';
  for (let i = 0; i < labels.length; i++) {
    let label = labels[i]!;
    if (!isAscii(label)) {
      const encoded = encodePunycode(label);
      if (encoded === undefined) errors |= A3;
      else label = `xn--${encoded}`;
    }
    if (flags & VERIFY_DNS_LENGTH && (label.length === 0 || label.length > 63)) errors |= A4_2;
    ascii += i === 0 ? label : `.${label}`;
  }
  if (flags & VERIFY_DNS_LENGTH) {
    // The total excludes the root label's dot (§4.2 step 4).
    const last = labels.length > 1 && labels[labels.length - 1]!.length === 0;
    const total = last ? ascii.length - 1 : ascii.length;
    if (total < 1 || total > 253) errors |= A4_1;
  }
  return { ascii, errors };
}

/**
 * Converts a domain name to ASCII (UTS #46 §4.2): maps and validates it (§4, §4.1), then encodes
 * each non-ASCII label as `xn--` Punycode (RFC 3492).
 *
 * @throws {@link IdnaError} whose `errors` lists the status codes of IdnaTestV2.txt when the
 * name is not valid under the given options.
 * @example
 * ```ts
 * toASCII('Bücher.de'); // → 'xn--bcher-kva.de'
 * toASCII('-a.de'); // throws IdnaError: errors ['V3']
 * ```
 */
export function toASCII(domain: string, options?: IdnaOptions): string {
  requireString('toASCII', 'domain', domain);
  const flags = flagsOf('toASCII', options);
  const fast = asciiFastPath(domain, flags, true);
  if (fast !== undefined) return fast;
  const { ascii, errors } = convert(domain, flags);
  if (errors !== 0) throw new IdnaError(errorCodes(errors), domain, ascii);
  return ascii;
}

/**
 * {@link toASCII} (UTS #46 §4.2), returning `undefined` instead of throwing.
 *
 * @example
 * ```ts
 * tryToASCII('münchen.de'); // → 'xn--mnchen-3ya.de'
 * tryToASCII('a_b.de'); // → undefined
 * ```
 */
export function tryToASCII(domain: string, options?: IdnaOptions): string | undefined {
  requireString('tryToASCII', 'domain', domain);
  const flags = flagsOf('tryToASCII', options);
  const fast = asciiFastPath(domain, flags, true);
  if (fast !== undefined) return fast;
  const { ascii, errors } = convert(domain, flags);
  return errors === 0 ? ascii : undefined;
}
