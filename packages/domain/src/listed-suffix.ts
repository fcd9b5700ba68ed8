// hasListedSuffix: a predicate for code that must tell names from words, such as
// @urikit/extract's `tlds` option: whether a host ends in a suffix the list itself names.

import { DomainError } from './errors.js';
import { checkString, type HostOptions } from './options.js';
import { readHost } from './read-host.js';
import { domainStart, hostIsIp, NO_RULE, suffixSection } from './scan-host.js';

/**
 * Whether `host` is a domain under a public suffix that a rule of the list names (not only the
 * implicit rule `*` of an unlisted top-level domain), with a label before that suffix:
 * `example.com` and `a.example.co.uk` are; `com` and `example.notatld` are not. It suits
 * @urikit/extract's `tlds` option, which asks it about each bare domain it meets
 * (`extractAll(text, { suffix: true, tlds: hasListedSuffix })`); mind that file names can end
 * in country codes (`README.md`: `md` is Moldova's). Never throws for a string: what is not a
 * host is `false`.
 *
 * @throws `TypeError` for an argument of the wrong type.
 * @example
 * ```ts
 * hasListedSuffix('example.co.uk'); // → true
 * hasListedSuffix('co.uk'); // → false
 * hasListedSuffix('example.notatld'); // → false
 * hasListedSuffix('not a host'); // → false
 * ```
 */
export function hasListedSuffix(host: string, options?: HostOptions): boolean {
  // readHost names its argument `input`; this function's is `host`.
  checkString('hasListedSuffix', 'host', host);
  try {
    readHost('hasListedSuffix', host, options);
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
  return !hostIsIp && domainStart >= 0 && suffixSection !== NO_RULE;
}
