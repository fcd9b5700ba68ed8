// UTS #46 §4.3 ToUnicode: processing (§4) whose result is returned with its
// errors instead of failing.
import { requireString } from './arguments.js';
import { errorCodes, type IdnaErrorCode, X4_2 } from './errors.js';
import { asciiFastPath } from './fast-path.js';
import { flagsOf, type IdnaOptions } from './options.js';
import { processDomain } from './process.js';

/**
 * The result of {@link toUnicode} (UTS #46 §4.3): the converted domain name and the errors found.
 *
 * @example
 * ```ts
 * const { domain, errors }: ToUnicodeResult = toUnicode('xn--mnchen-3ya.de');
 * // domain → 'münchen.de', errors → []
 * ```
 */
export interface ToUnicodeResult {
  /** The domain name with every `xn--` label decoded, returned even when `errors` is not empty. */
  domain: string;
  /** The status codes of IdnaTestV2.txt for every problem found, sorted; empty when valid. */
  errors: IdnaErrorCode[];
}

/**
 * Converts a domain name to its Unicode form (UTS #46 §4.3): maps, normalizes
 * and decodes each `xn--` label. Never throws: `errors` lists the status codes
 * of IdnaTestV2.txt for every problem found (empty when the name is valid),
 * including `X4_2` for an empty label other than a final root label.
 *
 * @example
 * ```ts
 * toUnicode('xn--bcher-kva.de'); // → { domain: 'bücher.de', errors: [] }
 * toUnicode('a..b'); // → { domain: 'a..b', errors: ['X4_2'] }
 * ```
 */
export function toUnicode(domain: string, options?: IdnaOptions): ToUnicodeResult {
  requireString('toUnicode', 'domain', domain);
  const flags = flagsOf('toUnicode', options);
  const fast = asciiFastPath(domain, flags, false);
  if (fast !== undefined) return { domain: fast, errors: [] };
  const { labels, errors } = processDomain(domain, flags);
  let bits = errors;
  // An empty label is an error for ToUnicode too, except the root label after a
  // final dot (IdnaTestV2.txt, "Compatibility errors").
  for (let i = 0; i < labels.length; i++) {
    if (labels[i]!.length === 0 && (i < labels.length - 1 || labels.length === 1)) bits |= X4_2;
  }
  return { domain: labels.join('.'), errors: errorCodes(bits) };
}
